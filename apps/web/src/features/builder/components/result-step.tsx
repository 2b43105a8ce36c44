/** Step 3: the drawn mandala, the wish's code, Print, and where the saved drawing is kept. */
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Button } from "../../../ui/button.tsx";
import fieldStyles from "../../../ui/form-field.module.css";
import figure from "../../../ui/mandala-figure.module.css";
import type { BuilderImage } from "../builder-reducer.ts";

interface ResultStepProps {
  image: BuilderImage;
  phrase: string;
  busy: boolean;
  onPrint: () => void;
}

export function ResultStep({ image, phrase, busy, onPrint }: ResultStepProps) {
  const { t } = useTranslation("builder");
  const view = t(`view.${image.view}`);
  return (
    <figure
      className={figure.figure}
      data-view={image.view}
      data-preview={image.preview}
      data-busy={busy}
      data-mandala-id={image.mandalaId ?? undefined}
    >
      <img
        src={`data:image/jpeg;base64,${image.pic}`}
        alt={t("result.alt", { phrase, view })}
        className={figure.image}
        width={1000}
        height={1000}
      />
      <figcaption className={figure.caption}>
        <p className={figure.code}>
          <span className={fieldStyles.label}>{t("result.code")}</span>{" "}
          <output data-testid="wish-code">{image.pattern.join(" ")}</output>
        </p>
        <p className={fieldStyles.hint}>
          {image.preview ? t("result.previewNote") : t("result.savedNote")}{" "}
          {image.preview ? null : <Link to="/mandalas">{t("result.myMandalas")}</Link>}
        </p>
        <Button variant="secondary" onClick={onPrint}>
          {t("result.print")}
        </Button>
      </figcaption>
    </figure>
  );
}
