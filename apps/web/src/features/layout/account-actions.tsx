import { useTranslation } from "react-i18next";
import { useSession } from "../../api/session.ts";
import { buttonClass } from "../../ui/button.tsx";
import { AppLink } from "../../ui/navigation.tsx";
import styles from "./layout.module.css";
import { useLogout } from "./use-logout.ts";

/**
 * The account links of the header and the mobile menu: "my account" and sign-out when signed in (and
 * the blog administration for an admin), sign-in and registration when not (the mobile menu adds an
 * "Already have an account?" line).
 */
export function AccountActions({ mobile = false }: { mobile?: boolean }) {
  const { t } = useTranslation();
  const session = useSession();
  const logout = useLogout();
  if (session) {
    return (
      <>
        {session.user.role === "admin" ? (
          <AppLink to="/admin" className={buttonClass("ghost")}>
            {t("nav.admin")}
          </AppLink>
        ) : null}
        <AppLink to="/profile" className={buttonClass("secondary")}>
          {t("nav.profile")}
        </AppLink>
        <button type="button" className={buttonClass("ghost")} onClick={logout}>
          {t("nav.logout")}
        </button>
      </>
    );
  }
  return (
    <>
      <AppLink to="/signin" className={buttonClass(mobile ? "secondary" : "ghost")}>
        {t("nav.signin")}
      </AppLink>
      <AppLink to="/register" className={buttonClass("primary")}>
        {t("nav.register")}
      </AppLink>
      {mobile && (
        <p className={styles.mobileSignin}>
          {t("nav.haveAccount")} <AppLink to="/signin">{t("nav.haveAccountLink")}</AppLink>
        </p>
      )}
    </>
  );
}
