import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, NavLink } from "react-router";
import { useSession } from "../../api/session.ts";
import { buttonClass } from "../../ui/button.tsx";
import { LanguageSwitch } from "./language-switch.tsx";
import styles from "./layout.module.css";
import { MobileMenu } from "./mobile-menu.tsx";
import { NAV_ITEMS } from "./nav-items.ts";
import { useLogout } from "./use-logout.ts";

/** The site header: logo, main navigation, account actions, language, and the mobile menu button. */
export function Header() {
  const { t } = useTranslation();
  const session = useSession();
  const logout = useLogout();
  const [menuOpen, setMenuOpen] = useState(false);

  return (
    <header className={styles.header}>
      <div className={styles.headerInner}>
        <Link to="/" className={styles.logo}>
          <img src="/favicon.svg" alt="" width="32" height="32" />
          <span>{t("brand")}</span>
        </Link>
        <nav aria-label={t("nav.label")} className={styles.nav}>
          <ul>
            {NAV_ITEMS.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} end={item.end} className={styles.navLink}>
                  {t(item.key)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className={styles.account}>
          <LanguageSwitch />
          {session ? (
            <>
              <Link to="/profile" className={buttonClass("secondary")}>
                {t("nav.profile")}
              </Link>
              <button type="button" className={buttonClass("ghost")} onClick={logout}>
                {t("nav.logout")}
              </button>
            </>
          ) : (
            <>
              <Link to="/signin" className={buttonClass("ghost")}>
                {t("nav.signin")}
              </Link>
              <Link to="/register" className={buttonClass("primary")}>
                {t("nav.register")}
              </Link>
            </>
          )}
        </div>
        <button
          type="button"
          className={styles.burger}
          aria-expanded={menuOpen}
          aria-controls="mobile-menu"
          aria-label={t(menuOpen ? "nav.closeMenu" : "nav.openMenu")}
          onClick={() => setMenuOpen((open) => !open)}
        >
          <span />
          <span />
          <span />
        </button>
      </div>
      <MobileMenu open={menuOpen} onClose={() => setMenuOpen(false)} />
    </header>
  );
}
