/**
 * The profile's «Ваши данные» card: asks for an archive of everything the account holds, says it is
 * being made (the link also comes by e-mail), then gives the download link until it expires.
 */
import type { TAccountExport } from "@mandala/contract";
import { useTranslation } from "react-i18next";
import { Button, buttonClass } from "../../../ui/button.tsx";
import { formatDate } from "../../../ui/dates.ts";
import { useAccountExport, useRequestExport } from "../api/account-export.ts";
import profile from "../profile.module.css";
import styles from "./export-section.module.css";
import { SecurityError } from "./security-form.tsx";

/** Megabytes with one decimal, at least 0.1, in the page's language. */
function megabytes(bytes: number, language: string): string {
  const value = Math.max(0.1, Math.round(bytes / 104_857.6) / 10);
  return new Intl.NumberFormat(language, { maximumFractionDigits: 1 }).format(value);
}

export function ExportSection() {
  const { t } = useTranslation("profile");
  const current = useAccountExport();
  const request = useRequestExport();
  return (
    <section className={profile.card} aria-labelledby="export-title">
      <h2 id="export-title">{t("export.title")}</h2>
      <p className={profile.muted}>{t("export.text")}</p>
      {current.isPending || current.isError ? (
        <p className={profile.muted} role={current.isPending ? "status" : undefined}>
          {t(current.isPending ? "loading" : "export.loadFailed")}
        </p>
      ) : (
        <ExportState state={current.data} busy={request.isPending} onRequest={() => request.mutate()} />
      )}
      <SecurityError error={request.error} />
    </section>
  );
}

function ExportState({
  state,
  busy,
  onRequest,
}: {
  state: TAccountExport;
  busy: boolean;
  onRequest: () => void;
}) {
  const { t, i18n } = useTranslation("profile");
  if (state.state === "preparing") {
    return (
      <p className={profile.state} role="status">
        <span className={profile.spinner} aria-hidden="true" />
        {t("export.preparing")}
      </p>
    );
  }
  const canAsk = state.left_today > 0;
  const ask = (label: string, variant: "primary" | "secondary") => (
    <Button variant={variant} disabled={busy || !canAsk} onClick={onRequest}>
      {label}
    </Button>
  );
  return (
    <div className={styles.body}>
      {state.state === "ready" && state.download_url ? (
        <>
          <p role="status">
            {t("export.ready", { date: formatDate(state.expires_at ?? "", i18n.language) })}
          </p>
          <div className={styles.actions}>
            <a className={buttonClass("primary")} href={state.download_url} download>
              {t("export.download", { size: megabytes(state.size ?? 0, i18n.language) })}
            </a>
            {ask(t("export.again"), "secondary")}
          </div>
        </>
      ) : (
        <>
          {state.state === "failed" ? <p role="alert">{t("export.failed")}</p> : null}
          <div className={styles.actions}>{ask(t("export.request"), "primary")}</div>
        </>
      )}
      {canAsk ? null : <p className={profile.muted}>{t("export.limit")}</p>}
    </div>
  );
}
