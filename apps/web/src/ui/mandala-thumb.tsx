/** A small client-side picture of a mandala, drawn by the engine as SVG (nothing is spent or fetched). */
import { buildScene, computeMandala, type MandalaParams, sceneToSvg, type View } from "@mandala/engine";
import { memo, useMemo } from "react";

interface MandalaThumbProps {
  params: MandalaParams;
  size?: number;
  view?: View;
  alt: string;
  className?: string;
}

/** The SVG of `params` as a data URL, or null when the engine refuses the inputs. */
export function thumbnailUrl(params: MandalaParams, size: number, view: View = "colorized"): string | null {
  try {
    const svg = sceneToSvg(buildScene(computeMandala(params), { view, size, legend: false }));
    return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
  } catch {
    return null;
  }
}

export const MandalaThumb = memo(function MandalaThumb({
  params,
  size = 160,
  view = "colorized",
  alt,
  className,
}: MandalaThumbProps) {
  const { phrase, shape, firstMethod, additionalMethod, patternLength, sectorLength, palette } = params;
  const src = useMemo(
    () =>
      thumbnailUrl(
        { phrase, shape, firstMethod, additionalMethod, patternLength, sectorLength, palette },
        size,
        view,
      ),
    [phrase, shape, firstMethod, additionalMethod, patternLength, sectorLength, palette, size, view],
  );
  if (!src) {
    return alt ? <span className={className} role="img" aria-label={alt} /> : <span className={className} />;
  }
  return <img src={src} alt={alt} width={size} height={size} className={className} loading="lazy" />;
});
