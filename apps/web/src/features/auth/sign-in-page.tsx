/** /signin (spec section 2): the password form, the VK ID one-tap button and a link to register. */
import { useTranslation } from "react-i18next";
import { Link, useLocation, useNavigate, useSearchParams } from "react-router";
import { SESSION_EXPIRED_REASON } from "../../api/client.ts";
import styles from "./auth.module.css";
import { SignInForm } from "./components/sign-in-form.tsx";
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

/** What happened before the person came here: a verification link, an ended session, a registration. */
function Notices({ email, expired }: { email: EmailOutcome | null; expired: boolean }) {
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
      {expired ? (
        <p className={styles.warning} role="status">
          {t("signin.sessionExpired")}
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
  const expired = search.get("reason") === SESSION_EXPIRED_REASON;

  return (
    <div className={styles.page}>
      <section className={styles.card} aria-labelledby="signin-title">
        <h1 id="signin-title">{t("signin.title")}</h1>
        <Notices email={email} expired={expired} />
        {/* The notice already says why to sign in: no "welcome back" under it. */}
        {email || expired ? null : <p className={styles.lead}>{t("signin.lead")}</p>}
        <SignInForm
          onSignedIn={(profile) => navigate(afterSignInPath(search, profile.role), { replace: true })}
        />
        <p className={styles.forgot}>
          <Link to="/forgot-password">{t("recovery.forgotLink")}</Link>
        </p>
        <VkOneTap />
        <p className={styles.switch}>
          {t("signin.noAccount")} <Link to="/register">{t("signin.registerLink")}</Link>
        </p>
      </section>
    </div>
  );
}
