/** Print options: which views and which numbers; opens the print page in a new window. */
import { computeMandala, numbersHeld } from "@mandala/engine";
import { type FormEvent, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { type PrintParams, printMandalaParams, printUrl } from "../api/print-params.ts";
import { Button } from "./button.tsx";
import fieldStyles from "./form-field.module.css";
import { Modal } from "./modal.tsx";
import styles from "./print-options-modal.module.css";

type PrintBase = Omit<PrintParams, "colorized" | "digits" | "dots" | "numbers">;

interface PrintOptionsModalProps {
  base: PrintBase;
  onClose: () => void;
}

const VIEWS = ["colorized", "digits", "dots"] as const;

export function PrintOptionsModal({ base, onClose }: PrintOptionsModalProps) {
  const { t } = useTranslation("builder");
  const id = useId();
  const [views, setViews] = useState<Record<(typeof VIEWS)[number], boolean>>({
    colorized: true,
    digits: true,
    dots: true,
  });
  const [numbers, setNumbers] = useState<number[]>([]);
  // Only the numbers some cell of this mandala carries: a page of another number would be blank.
  const [all] = useState(() =>
    numbersHeld(computeMandala(printMandalaParams(base)).cells.map((cell) => cell.value)),
  );
  const nothing = !VIEWS.some((v) => views[v]) && numbers.length === 0;

  function toggleNumber(n: number) {
    setNumbers((list) =>
      list.includes(n) ? list.filter((x) => x !== n) : [...list, n].sort((a, b) => a - b),
    );
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (nothing) return;
    window.open(printUrl({ ...base, ...views, numbers }), "_blank");
    onClose();
  }

  return (
    <Modal
      title={t("print.title")}
      onClose={onClose}
      closeLabel={t("print.cancel")}
      actions={
        <Button type="submit" form={`${id}-form`} disabled={nothing}>
          {t("print.open")}
        </Button>
      }
    >
      <form id={`${id}-form`} onSubmit={onSubmit} className={styles.printForm}>
        <fieldset className={fieldStyles.fieldset}>
          <legend className={fieldStyles.label}>{t("print.views")}</legend>
          {VIEWS.map((view) => (
            <label key={view} className={styles.check}>
              <input
                type="checkbox"
                checked={views[view]}
                onChange={(event) => setViews((v) => ({ ...v, [view]: event.target.checked }))}
              />
              {t(`view.${view}`)}
            </label>
          ))}
        </fieldset>
        <fieldset className={fieldStyles.fieldset}>
          <legend className={fieldStyles.label}>{t("print.numbers")}</legend>
          <p className={fieldStyles.hint}>{t("print.numbersHint")}</p>
          <div className={styles.numberGrid}>
            {all.map((n) => (
              <label key={n} className={styles.numberChip}>
                <input type="checkbox" checked={numbers.includes(n)} onChange={() => toggleNumber(n)} />
                <span className={styles.numberFace}>{n}</span>
              </label>
            ))}
          </div>
        </fieldset>
        {nothing ? <p className={fieldStyles.hint}>{t("print.nothing")}</p> : null}
      </form>
    </Modal>
  );
}
