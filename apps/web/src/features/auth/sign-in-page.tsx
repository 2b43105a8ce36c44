/** /signin (spec section 2): the password form, the VK ID one-tap button and a link to register. */
import { useTranslation } from "react-i18next";
import { Link, useLocation, useNavigate, useSearchParams } from "react-router";
import styles from "./auth.module.css";
import { SignInForm } from "./components/sign-in-form.tsx";
import { afterSignInPath } from "./safe-redirect.ts";
import { VkOneTap } from "./vk/vk-one-tap.tsx";

/** Navigation state another page may pass to /signin, e.g. after registration when auto-login failed. */
export interface SignInNotice {
  notice?: "registered";
}

export function SignInPage() {
  const { t } = useTranslation("auth");
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const notice = (useLocation().state as SignInNotice | null)?.notice;

  return (
    <div className={styles.page}>
      <section className={styles.card} aria-labelledby="signin-title">
        <h1 id="signin-title">{t("signin.title")}</h1>
        <p className={styles.lead}>{t("signin.lead")}</p>
        {notice === "registered" ? (
          <p className={styles.notice} role="status">
            {t("signin.registered")}
          </p>
        ) : null}
        <SignInForm onSignedIn={() => navigate(afterSignInPath(search), { replace: true })} />
        <VkOneTap />
        <p className={styles.switch}>
          {t("signin.noAccount")} <Link to="/register">{t("signin.registerLink")}</Link>
        </p>
      </section>
    </div>
  );
}
