/** A scene painted on a canvas as soon as it is on the page (before the browser paints the frame). */
import { paintScene, type Scene } from "@mandala/engine";
import { type CSSProperties, useLayoutEffect, useRef } from "react";

interface SceneCanvasProps {
  scene: Scene;
  /** The picture's text alternative (the canvas is an image to assistive technology). */
  alt: string;
  className?: string;
  style?: CSSProperties;
}

export function SceneCanvas({ scene, alt, className, style }: SceneCanvasProps) {
  const ref = useRef<HTMLCanvasElement>(null);
  useLayoutEffect(() => {
    const ctx = ref.current?.getContext("2d");
    if (ctx) paintScene(ctx, scene);
  }, [scene]);
  return (
    <canvas
      ref={ref}
      role="img"
      aria-label={alt}
      width={Math.round(scene.width)}
      height={Math.round(scene.height)}
      className={className}
      style={style}
    />
  );
}
