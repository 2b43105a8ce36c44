import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ApiError } from "../api/client.ts";
import { downloadSet } from "../api/learning-set-download.ts";
import { Button } from "./button.tsx";
import { ErrorBox } from "./error-box.tsx";
import styles from "./set-download-button.module.css";

interface SetDownloadButtonProps {
  slug: string;
  name: string;
  variant?: "accent" | "secondary";
  className?: string;
}

/** Downloads a bought set's PDF for its signed-in owner; says what went wrong under the button. */
export function SetDownloadButton({ slug, name, variant = "accent", className }: SetDownloadButtonProps) {
  const { t } = useTranslation("sets");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function download() {
    if (busy) return;
    setBusy(true);
    setError(null);
    try {
      await downloadSet(slug, name);
    } catch (failure) {
      setError(failure instanceof ApiError && failure.message ? failure.message : t("download.failed"));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className={styles.download}>
      <Button
        type="button"
        variant={variant}
        className={className}
        onClick={() => void download()}
        aria-busy={busy}
        aria-label={t("download.label", { name })}
      >
        {busy ? t("download.busy") : t("download.action")}
      </Button>
      {error ? <ErrorBox title={t("download.failedTitle")} message={error} /> : null}
    </div>
  );
}
