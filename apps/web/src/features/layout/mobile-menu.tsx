import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useAppLocation } from "../../ui/navigation.tsx";
import { AccountActions } from "./account-actions.tsx";
import { LanguageSwitch } from "./language-switch.tsx";
import styles from "./layout.module.css";
import { NAV_ITEMS, NavItemLink } from "./nav-items.tsx";

/** How long the menu takes to slide in and out (spec: about 200 ms in, 100 ms out). */
export const MENU_ENTER_MS = 200;
export const MENU_EXIT_MS = 100;

/**
 * The mobile menu: the header's links and account actions, plus an "Already have an account?" line.
 * Stays mounted for the exit transition; Escape and any navigation close it.
 */
export function MobileMenu({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const location = useAppLocation();
  const [mounted, setMounted] = useState(open);
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    if (open) {
      setMounted(true);
      const frame = requestAnimationFrame(() => setVisible(true));
      return () => cancelAnimationFrame(frame);
    }
    setVisible(false);
    const timer = setTimeout(() => setMounted(false), MENU_EXIT_MS);
    return () => clearTimeout(timer);
  }, [open]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: close whenever the location changes
  useEffect(() => onClose(), [location.pathname, location.hash]);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => event.key === "Escape" && onClose();
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [open, onClose]);

  if (!mounted) return null;
  return (
    <div
      id="mobile-menu"
      className={`${styles.mobileMenu} ${visible ? styles.mobileMenuOpen : ""}`}
      style={{ transitionDuration: `${visible ? MENU_ENTER_MS : MENU_EXIT_MS}ms` }}
      data-state={visible ? "open" : "closed"}
    >
      <nav aria-label={t("nav.label")}>
        <ul>
          {NAV_ITEMS.map((item) => (
            <li key={item.to}>
              <NavItemLink item={item} className={styles.mobileLink} />
            </li>
          ))}
        </ul>
      </nav>
      <div className={styles.mobileAccount}>
        <AccountActions mobile />
        <LanguageSwitch />
      </div>
    </div>
  );
}
