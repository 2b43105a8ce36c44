/** The matrix of all patterns: the wish's code for every pattern length, in the palette's colours. */
import type { TShapesDataReply } from "@mandala/contract";
import { codeKey } from "@mandala/engine";
import { useTranslation } from "react-i18next";
import fieldStyles from "../../../ui/form-field.module.css";
import { MatrixTable } from "../../../ui/matrix-table.tsx";
import { Modal } from "../../../ui/modal.tsx";
import type { PaletteId } from "../builder-rules.ts";

interface MatrixModalProps {
  data: TShapesDataReply;
  palettes: Record<string, Record<string, string[]>>;
  palette: PaletteId;
  patternLength: number;
  onClose: () => void;
}

export function MatrixModal({ data, palettes, palette, patternLength, onClose }: MatrixModalProps) {
  const { t } = useTranslation("builder");
  const rows = data.all_patterns[String(palette)] ?? [];
  const code = rows[patternLength - 1] ?? rows[0] ?? [];
  const colors = palettes[String(palette)]?.[String(codeKey(code))] ?? [];
  return (
    <Modal size="lg" title={t("matrix.title")} onClose={onClose} closeLabel={t("matrix.close")}>
      <p className={fieldStyles.hint}>{t("matrix.hint", { palette })}</p>
      {rows.length > 0 ? (
        <MatrixTable matrix={rows} colors={colors} caption={t("matrix.caption", { palette })} />
      ) : (
        <p>{t("matrix.empty")}</p>
      )}
    </Modal>
  );
}
