import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useSession } from "../../api/session.ts";
import { buttonClass } from "../../ui/button.tsx";
import styles from "./layout.module.css";
import { useLogout } from "./use-logout.ts";

/**
 * The account links of the header and the mobile menu: "my account" and sign-out when signed in,
 * sign-in and registration when not (the mobile menu adds an "Already have an account?" line).
 */
export function AccountActions({ mobile = false }: { mobile?: boolean }) {
  const { t } = useTranslation();
  const session = useSession();
  const logout = useLogout();
  if (session) {
    return (
      <>
        <Link to="/profile" className={buttonClass("secondary")}>
          {t("nav.profile")}
        </Link>
        <button type="button" className={buttonClass("ghost")} onClick={logout}>
          {t("nav.logout")}
        </button>
      </>
    );
  }
  return (
    <>
      <Link to="/signin" className={buttonClass(mobile ? "secondary" : "ghost")}>
        {t("nav.signin")}
      </Link>
      <Link to="/register" className={buttonClass("primary")}>
        {t("nav.register")}
      </Link>
      {mobile && (
        <p className={styles.mobileSignin}>
          {t("nav.haveAccount")} <Link to="/signin">{t("nav.haveAccountLink")}</Link>
        </p>
      )}
    </>
  );
}
