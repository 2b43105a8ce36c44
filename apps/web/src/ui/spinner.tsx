import styles from "./spinner.module.css";

interface SpinnerProps {
  /** "md" follows the text size; "lg" is a big primary-coloured spinner for a whole view. */
  size?: "md" | "lg";
}

/** A small, calm spinner; decorative (the busy state is announced by its container). */
export function Spinner({ size = "md" }: SpinnerProps) {
  return (
    <span
      className={size === "lg" ? `${styles.spinner} ${styles.large}` : styles.spinner}
      aria-hidden="true"
    />
  );
}
