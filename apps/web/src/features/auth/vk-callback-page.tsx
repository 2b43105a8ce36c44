/**
 * /oauth/vk/callback?code&device_id&state (spec section 2): processing, then success (to /app after
 * 1.5 s) or an error with "try again" (to /register) and "go to sign in". A sign-in cancelled at VK
 * is said plainly, with the way back to sign in.
 */
import { type QueryClient, useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate, useSearchParams } from "react-router";
import { siteSettingsQueryOptions, vkAppIdOf } from "../../api/site-settings.ts";
import { ButtonLink } from "../../ui/button.tsx";
import { Spinner } from "../../ui/spinner.tsx";
import styles from "./auth.module.css";
import { AuthFlowError, signInErrorMessage } from "./auth-error.ts";
import { loadVkSdk } from "./vk/sdk.ts";
import { completeVkSignIn, VK_CANCELLED } from "./vk/vk-sign-in.ts";

export const VK_SUCCESS_REDIRECT_MS = 1500;

// The callback always exchanges its code through the SDK: its chunk loads as this page's module runs,
// not once the page has rendered (the exchange awaits the same import).
loadVkSdk().catch(() => undefined);

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

type Status =
  | { kind: "processing" }
  | { kind: "success" }
  | { kind: "cancelled" }
  | { kind: "error"; message: string };

const TITLES: Record<Status["kind"], string> = {
  processing: "callback.title",
  success: "callback.title",
  cancelled: "callback.cancelledTitle",
  error: "callback.errorTitle",
};

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
        if (!active) return;
        if (error instanceof AuthFlowError && error.key === VK_CANCELLED) setStatus({ kind: "cancelled" });
        else setStatus({ kind: "error", message: signInErrorMessage(error, t) });
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
        <h1 id="vk-title">{t(TITLES[status.kind])}</h1>
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
        {status.kind === "cancelled" ? (
          <>
            <p role="status">{t(VK_CANCELLED)}</p>
            <div className={styles.actions}>
              <ButtonLink to="/signin">{t("callback.backToSignin")}</ButtonLink>
              <ButtonLink to="/" variant="secondary">
                {t("callback.home")}
              </ButtonLink>
            </div>
          </>
        ) : null}
        {status.kind === "error" ? (
          <>
            {/* Nothing on this page for the person to correct: the message alone, not a "please fix" list. */}
            <p className={styles.errorBox} role="alert">
              {status.message}
            </p>
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
