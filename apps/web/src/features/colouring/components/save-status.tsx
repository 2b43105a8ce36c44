/**
 * The colouring page's line under the heading that says, truthfully, where the colouring is: saving,
 * saved, waiting for the connection or for the next try, or stopped (and what to do then). It is one
 * line of one height whatever it says, so the board under a finger never moves.
 */
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import { signInAgainPath } from "../../../api/client.ts";
import { clearSession } from "../../../api/session.ts";
import type { SaveStatus } from "../colouring-saver.ts";
import styles from "./colouring.module.css";

/** Whole seconds until `at` (epoch ms), at least 1, counted down once a second. */
function useSecondsUntil(at: number | null): number {
  const [, tick] = useState(0);
  useEffect(() => {
    if (at === null) return;
    const timer = setInterval(() => tick((n) => n + 1), 1000);
    return () => clearInterval(timer);
  }, [at]);
  return at === null ? 0 : Math.max(1, Math.ceil((at - Date.now()) / 1000));
}

export function SaveStatusLine({ status, onRetry }: { status: SaveStatus; onRetry(): void }) {
  const { t } = useTranslation("colouring");
  const { pathname, search } = useLocation();
  const seconds = useSecondsUntil(status.kind === "retrying" ? status.at : null);

  let text: React.ReactNode;
  let title: string | undefined;
  if (status.kind === "retrying") {
    text = (
      <>
        {/* The countdown is for the eyes; a screen reader hears once that a try will follow. */}
        <span aria-hidden="true">{t("save.retrying", { seconds })}</span>
        <span className="visually-hidden">{t("save.retryingSoon")}</span>{" "}
        <button type="button" className={styles.linkButton} onClick={onRetry}>
          {t("retry")}
        </button>
      </>
    );
  } else if (status.kind === "signedOut") {
    text = (
      <>
        {t("save.signedOut")}{" "}
        {/* The server no longer takes the stored session: it goes, or /signin would send the person back. */}
        <Link to={signInAgainPath(pathname + search)} onClick={clearSession}>
          {t("save.signIn")}
        </Link>
      </>
    );
  } else if (status.kind === "refused") {
    // The server's reason may not fit the line: the whole of it is in the title too.
    title = t("save.refused", { reason: status.reason });
    text = title;
  } else {
    text = t(`save.${status.kind}`);
  }
  return (
    <p
      className={styles.saveStatus}
      data-testid="save-status"
      data-status={status.kind}
      title={title}
      aria-live="polite"
    >
      {text}
    </p>
  );
}
