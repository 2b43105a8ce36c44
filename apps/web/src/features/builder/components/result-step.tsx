/** Step 3: the drawn mandala, the wish's code, Print, and where the saved drawing is kept. */
import { type Ref, useId } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Button } from "../../../ui/button.tsx";
import card from "../../../ui/card.module.css";
import fieldStyles from "../../../ui/form-field.module.css";
import figure from "../../../ui/mandala-figure.module.css";
import { Spinner } from "../../../ui/spinner.tsx";
import type { BuilderImage } from "../builder-reducer.ts";
import type { Step } from "../builder-rules.ts";
import styles from "./builder.module.css";

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
          {image.mandalaId ? (
            <>
              <span aria-hidden="true"> · </span>
              <Link to={`/mandalas/${image.mandalaId}/colour`}>{t("result.colour")}</Link>
            </>
          ) : null}
        </p>
        <Button variant="secondary" onClick={onPrint}>
          {t("result.print")}
        </Button>
      </figcaption>
    </figure>
  );
}

interface ResultPanelProps {
  ref: Ref<HTMLElement>;
  step: Step;
  image: BuilderImage | null;
  phrase: string;
  drawing: boolean;
  onPrint: () => void;
}

/** The result card: the picture at step 3, a spinner while drawing, else where it will appear. */
export function ResultPanel({ ref, step, image, phrase, drawing, onPrint }: ResultPanelProps) {
  const { t } = useTranslation("builder");
  const id = useId();
  return (
    <section ref={ref} className={`${card.card} ${styles.result}`} aria-labelledby={id} aria-busy={drawing}>
      <h2 id={id} className={styles.stepTitle}>
        <span className={styles.stepNo}>3</span> {t("steps.result")}
      </h2>
      <p role="status" className="visually-hidden">
        {step === 3 && image && !drawing ? t("result.ready") : ""}
      </p>
      {step === 3 && image ? (
        <ResultStep image={image} phrase={phrase} busy={drawing} onPrint={onPrint} />
      ) : drawing ? (
        <p className={styles.loading}>
          <Spinner /> {t("go.drawing")}
        </p>
      ) : (
        <p className={styles.empty}>{t("result.empty")}</p>
      )}
    </section>
  );
}
