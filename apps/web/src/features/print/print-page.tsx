/**
 * /print (blank layout, opened in a new window): one A4 page per chosen view — colorized, digits,
 * dots — then one per chosen number ascending. Images load, a dialog opens about 3 s later, and
 * closing it prints.
 */
import { useEffect, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { parsePrintParams } from "../../api/print-params.ts";
import { Button } from "../../ui/button.tsx";
import { Modal } from "../../ui/modal.tsx";
import { loadPrintImage } from "./load-print-image.ts";
import styles from "./print.module.css";
import { type PrintPageSpec, printPages } from "./print-pages.ts";
import { usePrintFlow } from "./use-print-flow.ts";

export function PrintPage() {
  const { t } = useTranslation("print");
  const [search] = useSearchParams();
  const query = search.toString();
  const params = useMemo(() => parsePrintParams(new URLSearchParams(query)), [query]);
  const pages = useMemo(() => printPages(params), [params]);
  const [images, setImages] = useState<Record<string, string>>({});

  useEffect(() => {
    let live = true;
    const urls: string[] = [];
    setImages({});
    for (const page of pages) {
      void loadPrintImage(params, page).then((src) => {
        if (src.startsWith("blob:")) urls.push(src);
        if (live) setImages((all) => ({ ...all, [page.key]: src }));
        else if (src.startsWith("blob:")) URL.revokeObjectURL(src);
      });
    }
    return () => {
      live = false;
      for (const url of urls) URL.revokeObjectURL(url);
    };
  }, [params, pages]);

  const loaded = pages.every((page) => images[page.key] !== undefined);
  const { dialogOpen, closeDialog } = usePrintFlow(loaded && pages.length > 0);

  if (pages.length === 0) {
    return (
      <div className={styles.screenOnly}>
        <p className={styles.notice}>{t("nothing")}</p>
      </div>
    );
  }

  return (
    <div className={styles.print} aria-busy={!loaded}>
      <div className={styles.toolbar}>
        <h1 className={styles.toolbarTitle}>{t("title")}</h1>
        <p className={styles.status} role="status">
          {loaded ? t("ready", { count: pages.length }) : t("loading")}
        </p>
        <Button onClick={() => window.print()} disabled={!loaded}>
          {t("print")}
        </Button>
      </div>
      {pages.map((page) => (
        <PrintSheet key={page.key} page={page} phrase={params.phrase} src={images[page.key]} />
      ))}
      {dialogOpen ? (
        <Modal
          title={t("dialog.title")}
          onClose={closeDialog}
          actions={
            <Button onClick={closeDialog} data-autofocus>
              {t("dialog.ok")}
            </Button>
          }
        >
          <p>{t("dialog.text", { count: pages.length })}</p>
        </Modal>
      ) : null}
    </div>
  );
}

interface PrintSheetProps {
  page: PrintPageSpec;
  phrase: string;
  /** undefined while loading, "" when drawing failed. */
  src: string | undefined;
}

function PrintSheet({ page, phrase, src }: PrintSheetProps) {
  const { t } = useTranslation("print");
  const label = page.kind === "number" ? t("page.number", { number: page.number }) : t(`page.${page.kind}`);
  return (
    <section className={styles.sheet} data-page={page.key} data-testid="print-page" aria-label={label}>
      <header className={styles.sheetHead}>
        <p className={styles.phrase}>{phrase}</p>
        <p className={styles.pageLabel}>{label}</p>
      </header>
      <div className={styles.picture}>
        {src === undefined ? (
          <p className={styles.notice} aria-busy="true">
            {t("loading")}
          </p>
        ) : (
          // An empty src (a failed drawing) leaves a blank picture, as the spec asks.
          <img
            src={src || undefined}
            alt={src ? t("alt", { phrase, page: label }) : ""}
            className={styles.image}
          />
        )}
      </div>
    </section>
  );
}
