import type { ReactNode } from "react";
import { Button } from "../../../ui/button.tsx";
import { Spinner } from "../../../ui/spinner.tsx";
import styles from "../auth.module.css";

interface SubmitButtonProps {
  loading: boolean;
  disabled?: boolean;
  /** The label while loading (also what assistive technology hears). */
  loadingLabel: string;
  children: ReactNode;
}

/** A full-width submit button with a spinner while its form is busy. */
export function SubmitButton({ loading, disabled, loadingLabel, children }: SubmitButtonProps) {
  return (
    <Button type="submit" className={styles.submit} disabled={loading || disabled} aria-busy={loading}>
      {loading ? <Spinner /> : null}
      {loading ? loadingLabel : children}
    </Button>
  );
}
