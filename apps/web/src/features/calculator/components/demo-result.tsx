import type { TDrawReply } from "@mandala/contract";
import type { PaletteSize, ShapeId } from "@mandala/engine";
import { useTranslation } from "react-i18next";
import { colourUrl } from "../../../api/colour-params.ts";
import { Button, ButtonLink } from "../../../ui/button.tsx";
import fieldStyles from "../../../ui/form-field.module.css";
import figure from "../../../ui/mandala-figure.module.css";
import type { DrawDemoParams } from "../api/draw-demo.ts";
import styles from "./calculator.module.css";
import { printImage } from "./print-image.ts";

interface DemoResultProps {
  params: DrawDemoParams;
  reply: TDrawReply;
  /** A new drawing is on its way: the old one is dimmed. */
  busy: boolean;
}

/** The drawn mandala with its settings, the wish's code and Print. */
export function DemoResult({ params, reply, busy }: DemoResultProps) {
  const { t } = useTranslation("calculator");
  const src = `data:image/jpeg;base64,${reply.pic}`;
  const viewLabel = t(`view.${params.view}`);
  const alt = t("demo.imageAlt", {
    phrase: params.phrase,
    view: viewLabel,
    palette: params.palette,
    length: params.patternLength,
  });
  return (
    <figure className={figure.figure} data-view={params.view} data-palette={params.palette} data-busy={busy}>
      <img src={src} alt={alt} className={figure.image} width={1000} height={1000} />
      <figcaption className={figure.caption}>
        <p className={styles.meta}>
          {t("demo.drawnWith", { view: viewLabel, palette: params.palette, length: params.patternLength })}
        </p>
        <p className={figure.code}>
          <span className={fieldStyles.label}>{t("demo.code")}</span>{" "}
          <output data-testid="wish-code">{reply.pattern.join(" ")}</output>
        </p>
        <Button variant="secondary" onClick={() => printImage(src, t("demo.printTitle"), alt)}>
          {t("demo.print")}
        </Button>
        <ButtonLink
          variant="secondary"
          to={colourUrl({
            phrase: params.phrase,
            shape: params.shape as ShapeId,
            firstMethod: params.firstMethod,
            additionalMethod: params.additionalMethod,
            patternLength: params.patternLength,
            palette: params.palette as PaletteSize,
          })}
        >
          {t("demo.colour")}
        </ButtonLink>
      </figcaption>
    </figure>
  );
}
