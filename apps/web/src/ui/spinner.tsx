import styles from "./calculator.module.css";

/** A small, calm spinner; decorative (the busy state is announced by its container). */
export function Spinner() {
  return <span className={styles.spinner} aria-hidden="true" />;
}
