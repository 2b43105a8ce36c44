/** The owner's share links of a mandala: make one (phrase and colouring only if chosen), copy, revoke. */
import { useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { drawErrorMessage } from "../../../api/error-message.ts";
import { Button } from "../../../ui/button.tsx";
import { shareLinksQueryOptions, useCreateShareLink, useRevokeShareLink } from "../api/share-links.ts";
import styles from "./colouring.module.css";

export function SharePanel({ id }: { id: number }) {
  const { t } = useTranslation("colouring");
  const links = useQuery(shareLinksQueryOptions(id));
  const create = useCreateShareLink(id);
  const revoke = useRevokeShareLink(id);
  const [showPhrase, setShowPhrase] = useState(false);
  const [coloured, setColoured] = useState(true);
  const failure = create.error ?? revoke.error ?? links.error;

  return (
    <section className={styles.share} aria-labelledby="share-title">
      <h3 id="share-title">{t("share.title")}</h3>
      <p>{t("share.lead")}</p>
      <label className={styles.check}>
        <input type="checkbox" checked={coloured} onChange={(event) => setColoured(event.target.checked)} />
        {t("share.coloured")}
      </label>
      <label className={styles.check}>
        <input
          type="checkbox"
          checked={showPhrase}
          onChange={(event) => setShowPhrase(event.target.checked)}
        />
        {t("share.showPhrase")}
      </label>
      <Button
        disabled={create.isPending}
        aria-busy={create.isPending || undefined}
        onClick={() => create.mutate({ show_phrase: showPhrase, coloured })}
      >
        {t("share.create")}
      </Button>
      {failure ? (
        <p role="alert" className={styles.hint}>
          {drawErrorMessage(failure, t("network"))}
        </p>
      ) : null}
      {links.data && links.data.results.length > 0 ? (
        <ul className={styles.links} aria-label={t("share.list")}>
          {links.data.results.map((link) => {
            const url = new URL(link.path, window.location.origin).href;
            return (
              <li key={link.token} data-testid="share-link">
                <a href={url} target="_blank" rel="noreferrer">
                  {url}
                </a>
                <span className={styles.linkMeta}>
                  {[
                    t("share.visits", { count: link.visits }),
                    link.coloured ? t("share.isColoured") : null,
                    link.show_phrase ? t("share.withPhrase") : null,
                  ]
                    .filter(Boolean)
                    .join(" · ")}
                </span>
                <CopyButton text={url} />
                <Button variant="ghost" disabled={revoke.isPending} onClick={() => revoke.mutate(link.token)}>
                  {t("share.revoke")}
                </Button>
              </li>
            );
          })}
        </ul>
      ) : null}
    </section>
  );
}

/** How long «Скопировано» stays on the button. */
const COPIED_FOR_MS = 2000;

/** Copies `text` and says so on the button; where the browser refuses, says to copy the link by hand. */
function CopyButton({ text }: { text: string }) {
  const { t } = useTranslation("colouring");
  const [outcome, setOutcome] = useState<"copied" | "failed" | null>(null);
  useEffect(() => {
    if (outcome !== "copied") return;
    const timer = setTimeout(() => setOutcome(null), COPIED_FOR_MS);
    return () => clearTimeout(timer);
  }, [outcome]);

  async function copy() {
    try {
      await navigator.clipboard.writeText(text);
      setOutcome("copied");
    } catch {
      setOutcome("failed");
    }
  }

  return (
    <>
      <Button variant="ghost" onClick={() => void copy()}>
        {outcome === "copied" ? t("share.copied") : t("share.copy")}
      </Button>
      <span className={styles.linkMeta} role="status">
        {outcome === "failed" ? t("share.copyFailed") : ""}
      </span>
    </>
  );
}
