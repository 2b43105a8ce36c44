import { useCallback, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { AppLink } from "../../ui/navigation.tsx";
import { AccountActions } from "./account-actions.tsx";
import { LanguageSwitch } from "./language-switch.tsx";
import styles from "./layout.module.css";
import { MobileMenu } from "./mobile-menu.tsx";
import { SiteNav } from "./nav-items.tsx";

/** The site header: logo, main navigation, account actions, language, and the mobile menu button. */
export function Header() {
  const { t } = useTranslation();
  const [menuOpen, setMenuOpen] = useState(false);
  const burger = useRef<HTMLButtonElement>(null);
  const closeMenu = useCallback(() => setMenuOpen(false), []);

  return (
    <header className={styles.header}>
      <div className={styles.headerInner}>
        <AppLink to="/" className={styles.logo}>
          <img src="/favicon.svg" alt="" width="32" height="32" />
          <span>{t("brand")}</span>
        </AppLink>
        <SiteNav className={styles.nav} linkClassName={styles.navLink} />
        <div className={styles.account}>
          <LanguageSwitch />
          <AccountActions />
        </div>
        <button
          ref={burger}
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
      <MobileMenu open={menuOpen} onClose={closeMenu} toggle={burger} />
    </header>
  );
}
