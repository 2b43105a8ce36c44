/**
 * /oauth/vk/callback?code&device_id&state: processing, then success (to /app after
 * 1.5 s) or an error with "try again" (to /register) and "go to sign in". A sign-in cancelled at VK
 * is said plainly, with the way back to sign in. When the trip to VK began at the profile's «link VK
 * ID», the page links instead, and its success, cancel and error lead back to the profile.
 */
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate, useSearchParams } from "react-router";
import { takeVkLogin, type VkFlow } from "../../api/vk-id/vkid-config.ts";
import { Button, ButtonLink } from "../../ui/button.tsx";
import { CardPage, CardPageDone } from "../../ui/card-page.tsx";
import { ConsentCheckbox, useConsent } from "../../ui/consent-checkbox.tsx";
import { Spinner } from "../../ui/spinner.tsx";
import styles from "./auth.module.css";
import { AuthFlowError, signInErrorMessage } from "./auth-error.ts";
import { completeVkCallback, consentAndSignIn, VK_CANCELLED, VkConsentNeeded } from "./vk/vk-sign-in.ts";

export const VK_SUCCESS_REDIRECT_MS = 1500;

interface Run {
  flow: VkFlow;
  done: Promise<void>;
}

/** One run per callback URL, so a re-mounted page (StrictMode, back/forward) does not spend the state twice. */
const runs = new Map<string, Run>();

function runOnce(search: string): Run {
  let run = runs.get(search);
  if (!run) {
    const secrets = takeVkLogin();
    run = {
      flow: secrets?.flow ?? "signin",
      done: completeVkCallback(new URLSearchParams(search), secrets),
    };
    runs.set(search, run);
  }
  return run;
}

type Status =
  | { kind: "processing" }
  | { kind: "success" }
  | { kind: "cancelled" }
  | { kind: "consent"; registration: string }
  | { kind: "error"; message: string };

/** A way on from the page: where, and its label's i18n key. */
type Action = { to: string; label: string };

/**
 * The i18n keys of a flow's titles and sentences, where it goes on after a success, and the ways on
 * after a cancel or an error (the first one the main button).
 */
interface FlowTexts {
  titles: Record<Status["kind"], string>;
  processing: string;
  success: string;
  cancelled: string;
  next: string;
  actions: Record<"cancelled" | "error", Action[]>;
}

const BACK_TO_PROFILE: Action[] = [{ to: "/profile", label: "vkLink.backToProfile" }];

const TEXTS: Record<VkFlow, FlowTexts> = {
  signin: {
    titles: {
      processing: "callback.title",
      success: "callback.title",
      cancelled: "callback.cancelledTitle",
      consent: "callback.consentTitle",
      error: "callback.errorTitle",
    },
    processing: "callback.processing",
    success: "callback.success",
    cancelled: VK_CANCELLED,
    next: "/app",
    actions: {
      cancelled: [
        { to: "/signin", label: "callback.backToSignin" },
        { to: "/", label: "callback.home" },
      ],
      error: [
        { to: "/register", label: "callback.tryAgain" },
        { to: "/signin", label: "callback.goToSignin" },
      ],
    },
  },
  link: {
    titles: {
      processing: "vkLink.title",
      success: "vkLink.title",
      cancelled: "vkLink.cancelledTitle",
      consent: "vkLink.title",
      error: "vkLink.errorTitle",
    },
    processing: "vkLink.processing",
    success: "vkLink.success",
    cancelled: "vkLink.cancelled",
    next: "/profile",
    actions: { cancelled: BACK_TO_PROFILE, error: BACK_TO_PROFILE },
  },
};

export function VkCallbackPage() {
  const { t } = useTranslation("auth");
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const query = search.toString();
  const [status, setStatus] = useState<Status>({ kind: "processing" });
  const { flow, done } = runOnce(query);
  const texts = TEXTS[flow];

  const [finishing, setFinishing] = useState<Promise<void> | null>(null);

  useEffect(() => {
    let active = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    (finishing ?? done).then(
      () => {
        if (!active) return;
        setStatus({ kind: "success" });
        timer = setTimeout(() => navigate(TEXTS[flow].next, { replace: true }), VK_SUCCESS_REDIRECT_MS);
      },
      (error: unknown) => {
        if (!active) return;
        if (error instanceof AuthFlowError && error.key === VK_CANCELLED) setStatus({ kind: "cancelled" });
        else if (error instanceof VkConsentNeeded)
          setStatus({ kind: "consent", registration: error.registration });
        else setStatus({ kind: "error", message: signInErrorMessage(error, t) });
      },
    );
    return () => {
      active = false;
      clearTimeout(timer);
    };
  }, [done, finishing, flow, navigate, t]);

  function register(registration: string) {
    setStatus({ kind: "processing" });
    setFinishing(consentAndSignIn(registration));
  }

  return (
    <CardPage id="vk" title={t(texts.titles[status.kind])} className={styles.status} aria-live="polite">
      {status.kind === "processing" ? (
        <>
          <Spinner size="lg" />
          <p role="status">{t(texts.processing)}</p>
        </>
      ) : null}
      {status.kind === "success" ? <CardPageDone>{t(texts.success)}</CardPageDone> : null}
      {status.kind === "cancelled" ? <p role="status">{t(texts.cancelled)}</p> : null}
      {status.kind === "consent" ? <VkConsentForm onConsent={() => register(status.registration)} /> : null}
      {status.kind === "error" ? (
        // Nothing on this page for the person to correct: the message alone, not a "please fix" list.
        <p className={styles.errorBox} role="alert">
          {status.message}
        </p>
      ) : null}
      {status.kind === "cancelled" || status.kind === "error" ? (
        <div className={styles.actions}>
          {texts.actions[status.kind].map((action, index) => (
            <ButtonLink key={action.to} to={action.to} variant={index === 0 ? "primary" : "secondary"}>
              {t(action.label)}
            </ButtonLink>
          ))}
        </div>
      ) : null}
    </CardPage>
  );
}

/** A VK account new here: registering it asks the consent to the processing of personal data first. */
function VkConsentForm({ onConsent }: { onConsent: () => void }) {
  const { t } = useTranslation("auth");
  const consent = useConsent("vk-consent");
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (consent.confirm()) onConsent();
      }}
    >
      <p>{t("callback.consentText")}</p>
      <ConsentCheckbox {...consent.box} />
      <div className={styles.actions}>
        <Button type="submit">{t("callback.consentGo")}</Button>
      </div>
    </form>
  );
}
