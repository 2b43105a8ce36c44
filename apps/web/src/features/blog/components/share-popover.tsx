import { useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import styles from "../blog.module.css";
import { ShareIcon } from "./icons.tsx";

interface Network {
  key: string;
  mark: string;
  url: (link: string, title: string) => string;
}

const e = encodeURIComponent;

/** The six places a post can be shared to. */
export const SHARE_NETWORKS: readonly Network[] = [
  { key: "vk", mark: "VK", url: (link) => `https://vk.com/share.php?url=${e(link)}` },
  {
    key: "telegram",
    mark: "TG",
    url: (link, title) => `https://t.me/share/url?url=${e(link)}&text=${e(title)}`,
  },
  { key: "whatsapp", mark: "WA", url: (link, title) => `https://wa.me/?text=${e(`${title} ${link}`)}` },
  { key: "ok", mark: "OK", url: (link) => `https://connect.ok.ru/offer?url=${e(link)}` },
  {
    key: "x",
    mark: "X",
    url: (link, title) => `https://twitter.com/intent/tweet?url=${e(link)}&text=${e(title)}`,
  },
  { key: "email", mark: "@", url: (link, title) => `mailto:?subject=${e(title)}&body=${e(link)}` },
];

/** A share button toggling a popover with six social links; Escape or a click outside closes it. */
export function SharePopover({ title }: { title: string }) {
  const { t } = useTranslation("blog");
  const [open, setOpen] = useState(false);
  const id = useId();
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => event.key === "Escape" && setOpen(false);
    const onClick = (event: MouseEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener("keydown", onKey);
    document.addEventListener("mousedown", onClick);
    return () => {
      document.removeEventListener("keydown", onKey);
      document.removeEventListener("mousedown", onClick);
    };
  }, [open]);
  const link = typeof window === "undefined" ? "" : window.location.href;
  return (
    <div className={styles.share} ref={root}>
      <button
        type="button"
        className={styles.iconButton}
        aria-expanded={open}
        aria-controls={id}
        aria-label={t("share.label")}
        onClick={() => setOpen(!open)}
      >
        <ShareIcon />
      </button>
      {open && (
        <ul id={id} className={styles.sharePopover}>
          {SHARE_NETWORKS.map((network) => (
            <li key={network.key}>
              <a
                href={network.url(link, title)}
                target="_blank"
                rel="noopener noreferrer"
                className={styles.shareLink}
                data-network={network.key}
                title={t(`share.${network.key}`)}
              >
                <span aria-hidden="true">{network.mark}</span>
                <span className={styles.visuallyHidden}>{t(`share.${network.key}`)}</span>
              </a>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
