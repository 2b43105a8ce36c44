/** /signin: the password form, the VK ID one-tap button and a link to register. */
import { useTranslation } from "react-i18next";
import { Link, useLocation, useNavigate, useSearchParams } from "react-router";
import { SESSION_EXPIRED_REASON, SIGNED_OUT_ELSEWHERE_REASON } from "../../api/client.ts";
import { CardPage } from "../../ui/card-page.tsx";
import styles from "./auth.module.css";
import { SignInForm } from "./components/sign-in-form.tsx";
import { guardedPage } from "./guarded-page.ts";
import { afterSignInPath } from "./safe-redirect.ts";
import { VkOneTap } from "./vk/vk-one-tap.tsx";

/** Navigation state another page may pass to /signin, e.g. after registration when auto-login failed. */
export interface SignInNotice {
  notice?: "registered";
}

/** What the verification e-mail's link did (`?email=`, set by the server's verify-email route). */
const EMAIL_OUTCOMES = ["verified", "used", "invalid"] as const;
type EmailOutcome = (typeof EMAIL_OUTCOMES)[number];

function emailOutcome(search: URLSearchParams): EmailOutcome | null {
  const value = search.get("email");
  return EMAIL_OUTCOMES.find((outcome) => outcome === value) ?? null;
}

/** Why a session ended before the person came here (`?reason=`), and the notice that says so. */
type Ended = "signin.sessionExpired" | "signin.signedOutElsewhere";
const ENDED_NOTICES = new Map<string, Ended>([
  [SESSION_EXPIRED_REASON, "signin.sessionExpired"],
  [SIGNED_OUT_ELSEWHERE_REASON, "signin.signedOutElsewhere"],
]);

/** What happened before the person came here: a verification link, an ended session, a registration. */
function Notices({ email, ended }: { email: EmailOutcome | null; ended: Ended | null }) {
  const { t } = useTranslation("auth");
  const registered = (useLocation().state as SignInNotice | null)?.notice === "registered";
  return (
    <>
      {email ? (
        <div className={email === "invalid" ? styles.warning : styles.notice} role="status">
          <p className={styles.noticeTitle}>{t(`emailLink.${email}.title`)}</p>
          <p>{t(`emailLink.${email}.text`)}</p>
        </div>
      ) : null}
      {ended ? (
        <p className={styles.warning} role="status">
          {t(ended)}
        </p>
      ) : null}
      {registered ? (
        <p className={styles.notice} role="status">
          {t("signin.registered")}
        </p>
      ) : null}
    </>
  );
}

export function SignInPage() {
  const { t } = useTranslation("auth");
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const email = emailOutcome(search);
  const ended = ENDED_NOTICES.get(search.get("reason") ?? "") ?? null;
  const guarded = guardedPage(search.get("redirect"));

  return (
    <CardPage
      id="signin"
      title={t("signin.title")}
      footer={
        <>
          {t("signin.noAccount")} <Link to="/register">{t("signin.registerLink")}</Link>
        </>
      }
    >
      <Notices email={email} ended={ended} />
      {/* The notice already says why to sign in: no "welcome back" under it. */}
      {email || ended ? null : (
        <p className={styles.lead}>{guarded ? t(`signinReason.${guarded}`) : t("signin.lead")}</p>
      )}
      <SignInForm
        onSignedIn={(profile) => navigate(afterSignInPath(search, profile.role), { replace: true })}
      />
      <p className={styles.forgot}>
        <Link to="/forgot-password">{t("recovery.forgotLink")}</Link>
      </p>
      <VkOneTap />
    </CardPage>
  );
}
