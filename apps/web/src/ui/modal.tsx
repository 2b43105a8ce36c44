/**
 * An accessible modal dialog: focus moves in when it opens, Tab stays inside, Escape closes, and
 * focus returns to where it was when it closes. The rest of the page is inert meanwhile.
 */
import { type ReactNode, useEffect, useId, useRef } from "react";
import { createPortal } from "react-dom";
import { useTranslation } from "react-i18next";
import { Button } from "./button.tsx";
import styles from "./modal.module.css";

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

interface ModalProps {
  title: ReactNode;
  onClose: () => void;
  children: ReactNode;
  /** The buttons at the bottom. */
  actions?: ReactNode;
  /** The label of a secondary button at the bottom, before `actions`, that closes the dialog. */
  closeLabel?: string;
  /** "alert" for errors and confirmations that need an answer. */
  role?: "dialog" | "alertdialog";
  size?: "sm" | "lg";
}

function focusables(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE));
}

export function Modal({
  title,
  onClose,
  children,
  actions,
  closeLabel,
  role = "dialog",
  size = "sm",
}: ModalProps) {
  const { t } = useTranslation("builder");
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const close = useRef(onClose);
  close.current = onClose;

  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    const root = document.getElementById("root");
    root?.setAttribute("inert", "");
    const box = panel.current;
    const autofocus = box?.querySelector<HTMLElement>("[data-autofocus]");
    (autofocus ?? (box ? focusables(box)[0] : undefined) ?? box)?.focus();
    return () => {
      root?.removeAttribute("inert");
      if (previous && document.contains(previous)) previous.focus();
    };
  }, []);

  function onKeyDown(event: React.KeyboardEvent) {
    if (event.key === "Escape") {
      event.stopPropagation();
      close.current();
      return;
    }
    if (event.key !== "Tab" || !panel.current) return;
    const items = focusables(panel.current);
    const first = items[0];
    const last = items[items.length - 1];
    if (!first || !last) {
      event.preventDefault();
      return;
    }
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  }

  return createPortal(
    // biome-ignore lint/a11y/noStaticElementInteractions: the backdrop only forwards keys of the dialog
    <div className={styles.backdrop} onKeyDown={onKeyDown}>
      {/* biome-ignore lint/a11y/useAriaPropsSupportedByRole: role is dialog or alertdialog, both modal */}
      <div
        ref={panel}
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className={`${styles.panel} ${size === "lg" ? styles.large : ""}`}
      >
        <header className={styles.head}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          <button type="button" className={styles.close} onClick={onClose} aria-label={t("modal.close")}>
            <span aria-hidden="true">×</span>
          </button>
        </header>
        <div className={styles.body}>{children}</div>
        {actions || closeLabel ? (
          <footer className={styles.actions}>
            {closeLabel ? (
              <Button variant="secondary" onClick={onClose}>
                {closeLabel}
              </Button>
            ) : null}
            {actions}
          </footer>
        ) : null}
      </div>
    </div>,
    document.body,
  );
}
