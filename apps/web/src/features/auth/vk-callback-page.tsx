/**
 * /oauth/vk/callback?code&device_id&state (spec section 2): processing, then success (to /app after
 * 1.5 s) or an error with "try again" (to /register) and "go to sign in".
 */
import { type QueryClient, useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate, useSearchParams } from "react-router";
import { siteSettingsQueryOptions, vkAppIdOf } from "../../api/site-settings.ts";
import { ButtonLink } from "../../ui/button.tsx";
import { Spinner } from "../../ui/spinner.tsx";
import styles from "./auth.module.css";
import { signInErrorMessage } from "./auth-error.ts";
import { ErrorList } from "./components/error-list.tsx";
import { completeVkSignIn } from "./vk/vk-sign-in.ts";

export const VK_SUCCESS_REDIRECT_MS = 1500;

/** One run per callback URL, so a re-mounted page (StrictMode, back/forward) does not spend the state twice. */
const runs = new Map<string, Promise<void>>();

function runOnce(search: string, queryClient: QueryClient): Promise<void> {
  let run = runs.get(search);
  if (!run) {
    run = completeVkSignIn(new URLSearchParams(search), () =>
      queryClient.fetchQuery(siteSettingsQueryOptions()).then(vkAppIdOf, () => null),
    );
    runs.set(search, run);
  }
  return run;
}

type Status = { kind: "processing" } | { kind: "success" } | { kind: "error"; message: string };

export function VkCallbackPage() {
  const { t } = useTranslation("auth");
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const query = search.toString();
  const [status, setStatus] = useState<Status>({ kind: "processing" });
  const queryClient = useQueryClient();

  useEffect(() => {
    let active = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    runOnce(query, queryClient).then(
      () => {
        if (!active) return;
        setStatus({ kind: "success" });
        timer = setTimeout(() => navigate("/app", { replace: true }), VK_SUCCESS_REDIRECT_MS);
      },
      (error: unknown) => {
        if (active) setStatus({ kind: "error", message: signInErrorMessage(error, t) });
      },
    );
    return () => {
      active = false;
      clearTimeout(timer);
    };
  }, [query, navigate, t, queryClient]);

  return (
    <div className={styles.page}>
      <section
        className={[styles.card, styles.status].join(" ")}
        aria-labelledby="vk-title"
        aria-live="polite"
      >
        <h1 id="vk-title">{t(status.kind === "error" ? "callback.errorTitle" : "callback.title")}</h1>
        {status.kind === "processing" ? (
          <>
            <Spinner size="lg" />
            <p role="status">{t("callback.processing")}</p>
          </>
        ) : null}
        {status.kind === "success" ? (
          <p className={styles.success} role="status">
            {t("callback.success")}
          </p>
        ) : null}
        {status.kind === "error" ? (
          <>
            <ErrorList title={t("errors.listTitle")} messages={[status.message]} />
            <div className={styles.actions}>
              <ButtonLink to="/register">{t("callback.tryAgain")}</ButtonLink>
              <ButtonLink to="/signin" variant="secondary">
                {t("callback.goToSignin")}
              </ButtonLink>
            </div>
          </>
        ) : null}
      </section>
    </div>
  );
}
