import { useTranslation } from "react-i18next";
import { Button } from "../../../ui/button.tsx";
import styles from "./calculator.module.css";

interface ErrorBoxProps {
  title: string;
  /** The server's translated message, or a local fallback. */
  message: string;
  onRetry?: () => void;
}

/** A failure, announced at once, with a way to try again. */
export function ErrorBox({ title, message, onRetry }: ErrorBoxProps) {
  const { t } = useTranslation("calculator");
  return (
    <div role="alert" className={styles.error}>
      <p>
        <strong>{title}:</strong> {message}
      </p>
      {onRetry ? (
        <Button variant="secondary" onClick={onRetry}>
          {t("retry")}
        </Button>
      ) : null}
    </div>
  );
}
