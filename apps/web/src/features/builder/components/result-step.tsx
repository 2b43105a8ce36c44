/** Step 3: the drawn mandala, the wish's code, Print, and where the saved drawing is kept. */
import { type Ref, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Button } from "../../../ui/button.tsx";
import card from "../../../ui/card.module.css";
import fieldStyles from "../../../ui/form-field.module.css";
import { MandalaDownloads } from "../../../ui/mandala-downloads.tsx";
import figure from "../../../ui/mandala-figure.module.css";
import { SceneCanvas } from "../../../ui/scene-canvas.tsx";
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

/** The picture's zoom steps: 1 fits the card, the others scroll inside it (the digits become legible). */
const ZOOMS = [1, 1.5, 2, 3] as const;

export function ResultStep({ image, phrase, busy, onPrint }: ResultStepProps) {
  const { t } = useTranslation("builder");
  const [zoom, setZoom] = useState(0);
  const scale = ZOOMS[zoom] ?? 1;
  const alt = t("result.alt", { phrase, view: t(`view.${image.view}`) });
  return (
    <figure
      className={figure.figure}
      data-view={image.view}
      data-filter={image.filter}
      data-preview={image.preview}
      data-busy={busy}
      data-mandala-id={image.mandalaId ?? undefined}
    >
      <div className={styles.zoomBox} data-zoomed={zoom > 0}>
        {image.picture.kind === "scene" ? (
          <SceneCanvas
            scene={image.picture.scene}
            alt={alt}
            className={`${figure.image} ${styles.zoomed}`}
            style={{ width: `${scale * 100}%` }}
          />
        ) : (
          <img
            src={`data:image/jpeg;base64,${image.picture.base64}`}
            alt={alt}
            className={`${figure.image} ${styles.zoomed}`}
            style={{ width: `${scale * 100}%` }}
            width={1000}
            height={1000}
          />
        )}
      </div>
      <div className={styles.zoomBar}>
        <Button
          variant="ghost"
          disabled={zoom === 0}
          aria-label={t("zoom.out")}
          onClick={() => setZoom(zoom - 1)}
        >
          −
        </Button>
        <output aria-live="polite">{t("zoom.level", { percent: scale * 100 })}</output>
        <Button
          variant="ghost"
          disabled={zoom === ZOOMS.length - 1}
          aria-label={t("zoom.in")}
          onClick={() => setZoom(zoom + 1)}
        >
          +
        </Button>
      </div>
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
        {image.mandalaId !== null && !image.preview ? (
          <MandalaDownloads mandalaId={image.mandalaId} look={image} />
        ) : null}
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
