import { useState } from "react";
import styles from "../sets.module.css";

/** A calm mandala glyph, shown when a set has no icon or it fails to load. */
function Glyph() {
  return (
    <svg viewBox="0 0 64 64" className={styles.glyph} aria-hidden="true" focusable="false">
      <g fill="none" stroke="currentColor" strokeWidth="2">
        <circle cx="32" cy="32" r="26" />
        <circle cx="32" cy="32" r="9" />
        <path d="M32 6v52M6 32h52M13.6 13.6l36.8 36.8M50.4 13.6 13.6 50.4" opacity="0.55" />
      </g>
    </svg>
  );
}

/** The set's icon; decorative (the set's name is always next to it). */
export function SetIcon({ src, size = "md" }: { src: string; size?: "md" | "lg" }) {
  const [failed, setFailed] = useState(false);
  const className = size === "lg" ? `${styles.icon} ${styles.iconLarge}` : styles.icon;
  return (
    <span className={className}>
      {src && !failed ? (
        <img src={src} alt="" loading="lazy" decoding="async" onError={() => setFailed(true)} />
      ) : (
        <Glyph />
      )}
    </span>
  );
}
