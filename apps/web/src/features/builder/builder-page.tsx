/**
 * /app: the mandala builder for subscribers. Loads the catalogue of the user's tier first and, for
 * /app?mandala={id}, the saved drawing to re-open; a failure of either is shown with a retry.
 */
import { useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { drawErrorMessage } from "../../api/error-message.ts";
import { mandalaQueryOptions } from "../../api/mandalas.ts";
import { ButtonLink } from "../../ui/button.tsx";
import { ErrorBox } from "../../ui/error-box.tsx";
import page from "../../ui/page.module.css";
import { PageIntro } from "../../ui/page-intro.tsx";
import { Spinner } from "../../ui/spinner.tsx";
import { usePremiumCommonData } from "./api/get-common-data.ts";
import type { DrawView } from "./builder-rules.ts";
import styles from "./components/builder.module.css";
import { Builder } from "./components/builder.tsx";

/** The saved drawing's id of `?mandala=`, or null when there is none (or it is not an id). */
export function savedMandalaId(param: string | null): number | null {
  const id = Number(param);
  return param && Number.isInteger(id) && id > 0 ? id : null;
}

/** The view a saved drawing opens in: `?view=` when it names one, else the view it was drawn in. */
export function savedMandalaView(param: string | null, drawnIn: DrawView = "colorized"): DrawView {
  return param === "digits" || param === "dots" || param === "colorized" ? param : drawnIn;
}

export function BuilderPage() {
  const { t } = useTranslation("builder");
  const [search] = useSearchParams();
  const savedId = savedMandalaId(search.get("mandala"));
  const common = usePremiumCommonData();
  const saved = useQuery({ ...mandalaQueryOptions(savedId ?? 0), enabled: savedId !== null });

  let body: ReactNode;
  if (common.isError) {
    body = (
      <ErrorBox
        title={t("loadError")}
        message={drawErrorMessage(common.error, t("error.network"))}
        retry={{ label: t("retry"), onRetry: () => void common.refetch() }}
      />
    );
  } else if (savedId !== null && saved.isError) {
    body = (
      <ErrorBox
        title={t("reopen.failed")}
        message={drawErrorMessage(saved.error, t("error.network"))}
        retry={{ label: t("retry"), onRetry: () => void saved.refetch() }}
        actions={
          <ButtonLink to="/app" variant="secondary">
            {t("reopen.fresh")}
          </ButtonLink>
        }
      />
    );
  } else if (common.isPending || (savedId !== null && saved.isPending)) {
    body = (
      <p className={styles.loading} aria-busy="true">
        <Spinner /> {t("loading")}
      </p>
    );
  } else {
    // A builder per drawing: opening another one starts from its settings.
    body = (
      <Builder
        key={savedId ?? "new"}
        common={common.data}
        saved={savedId === null ? undefined : saved.data}
        savedView={savedMandalaView(search.get("view"), saved.data?.view)}
      />
    );
  }
  return (
    <div className={page.frame}>
      <PageIntro title={t("title")} lead={t("lead")} />
      {body}
    </div>
  );
}
