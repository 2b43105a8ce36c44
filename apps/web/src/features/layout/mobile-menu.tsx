import { type RefObject, useEffect, useRef, useState } from "react";
import { useAppLocation } from "../../ui/navigation.tsx";
import { AccountActions } from "./account-actions.tsx";
import { LanguageSwitch } from "./language-switch.tsx";
import styles from "./layout.module.css";
import { SiteNav } from "./nav-items.tsx";

/** How long the menu takes to slide in and out: 200 ms in, 100 ms out. */
export const MENU_ENTER_MS = 200;
export const MENU_EXIT_MS = 100;

const FOCUSABLE = "a[href], button:not([disabled]), input:not([disabled]), select:not([disabled])";

/** Keeps the page behind the open menu still: it does not scroll under the menu and its backdrop. */
function useScrollLock(locked: boolean): void {
  useEffect(() => {
    if (!locked) return;
    const root = document.documentElement;
    const previous = root.style.overflow;
    root.style.overflow = "hidden";
    return () => {
      root.style.overflow = previous;
    };
  }, [locked]);
}

/**
 * Focus while the menu is open: its first link takes the focus, Tab and Shift+Tab cycle through the
 * menu and its toggle button only, and on closing the focus goes back to the toggle.
 */
function useMenuFocus(
  open: boolean,
  menu: RefObject<HTMLElement | null>,
  toggle: RefObject<HTMLElement | null>,
) {
  useEffect(() => {
    if (!open) return;
    const toggleButton = toggle.current;
    menu.current?.querySelector<HTMLElement>(FOCUSABLE)?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Tab" || !menu.current) return;
      const cycle = [toggleButton, ...menu.current.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
        (element): element is HTMLElement => element !== null,
      );
      const first = cycle[0];
      const last = cycle[cycle.length - 1];
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last?.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first?.focus();
      }
    };
    document.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("keydown", onKey);
      // Back to the toggle, unless the person has moved on (a link took them to another page).
      const inside =
        menu.current?.contains(document.activeElement) || document.activeElement === document.body;
      if (inside) toggleButton?.focus();
    };
  }, [open, menu, toggle]);
}

/**
 * The mobile menu: the header's links and account actions, plus an "Already have an account?" line,
 * over a backdrop that closes it. While open the page behind does not scroll; Escape, a click on the
 * backdrop and any navigation close it. Stays mounted for the exit transition.
 */
export function MobileMenu({
  open,
  onClose,
  toggle,
}: {
  open: boolean;
  onClose: () => void;
  /** The button that opens and closes the menu: focus returns to it. */
  toggle: RefObject<HTMLElement | null>;
}) {
  const location = useAppLocation();
  const menu = useRef<HTMLDivElement>(null);
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

  useScrollLock(open);
  useMenuFocus(open && mounted, menu, toggle);

  if (!mounted) return null;
  const transitionDuration = `${visible ? MENU_ENTER_MS : MENU_EXIT_MS}ms`;
  return (
    <>
      {/* The backdrop is for the pointer; keyboard users close the menu with Escape or its toggle. */}
      <div
        className={`${styles.menuBackdrop} ${visible ? styles.menuBackdropOpen : ""}`}
        style={{ transitionDuration }}
        data-testid="menu-backdrop"
        aria-hidden="true"
        onClick={onClose}
      />
      <div
        ref={menu}
        id="mobile-menu"
        className={`${styles.mobileMenu} ${visible ? styles.mobileMenuOpen : ""}`}
        style={{ transitionDuration }}
        data-state={visible ? "open" : "closed"}
      >
        <SiteNav linkClassName={styles.mobileLink} />
        <div className={styles.mobileAccount}>
          <AccountActions mobile />
          <LanguageSwitch />
        </div>
      </div>
    </>
  );
}
