import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "./button.tsx";
import styles from "./error-box.module.css";
import { SupportHint } from "./seller.tsx";

interface ErrorBoxProps {
  title: string;
  /** The server's translated message, or a local fallback (see `drawErrorMessage`). */
  message: string;
  /** A way to try again: the button's label and what it does (`disabled` while it would be refused). */
  retry?: { label: string; onRetry: () => void; disabled?: boolean };
  /** Other ways out (links), shown before the retry button. */
  actions?: ReactNode;
}

/**
 * A failure, announced at once as "title: message", with a way to try again and, once the site
 * settings name one, the support address to write to if it happens again.
 */
export function ErrorBox({ title, message, retry, actions }: ErrorBoxProps) {
  const { t } = useTranslation();
  return (
    <div role="alert" className={styles.errorBox}>
      <p>
        <strong>{title}:</strong> {message}
      </p>
      {actions || retry ? (
        <div className={styles.actions}>
          {actions}
          {retry ? (
            <Button variant="secondary" onClick={retry.onRetry} disabled={retry.disabled}>
              {retry.label}
            </Button>
          ) : null}
        </div>
      ) : null}
      <SupportHint lead={t("state.support")} />
    </div>
  );
}
