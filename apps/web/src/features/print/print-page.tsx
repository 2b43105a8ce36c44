/**
 * /print (blank layout, opened in a new window): one A4 page per chosen view — colorized, digits,
 * dots — then one per chosen number ascending. Images load, a dialog opens about 3 s later, and
 * closing it prints. When a page could not be drawn, the page says so and offers the way out (sign in,
 * plans, retry) instead: no dialog, no printing of blanks.
 */
import { useEffect, useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { parsePrintParams } from "../../api/print-params.ts";
import { Button } from "../../ui/button.tsx";
import { Modal } from "../../ui/modal.tsx";
import { loadPrintImage, type PrintImage } from "./load-print-image.ts";
import styles from "./print.module.css";
import { PrintFailureBox } from "./print-failure-box.tsx";
import { type PrintPageSpec, printPages } from "./print-pages.ts";
import { usePrintFlow } from "./use-print-flow.ts";

export function PrintPage() {
  const [search] = useSearchParams();
  const query = search.toString();
  // A new query is a new document: its pictures and failures start afresh.
  return <PrintDocument key={query} query={query} />;
}

function PrintDocument({ query }: { query: string }) {
  const { t } = useTranslation("print");
  const params = useMemo(() => parsePrintParams(new URLSearchParams(query)), [query]);
  const pages = useMemo(() => printPages(params), [params]);
  const [images, setImages] = useState<Record<string, PrintImage>>({});
  const [attempt, setAttempt] = useState(0);
  const imagesRef = useRef(images);
  imagesRef.current = images;

  // Object URLs live as long as the document.
  const urls = useRef<string[]>([]);
  useEffect(
    () => () => {
      for (const url of urls.current.splice(0)) URL.revokeObjectURL(url);
    },
    [],
  );

  useEffect(() => {
    let live = true;
    // A retry keeps the pages that were drawn and draws the failed ones again.
    const todo = attempt === 0 ? pages : pages.filter((page) => !imageSrc(imagesRef.current[page.key]));
    for (const page of todo) {
      void loadPrintImage(params, page).then((image) => {
        const src = imageSrc(image);
        if (src?.startsWith("blob:")) {
          if (!live) return URL.revokeObjectURL(src);
          urls.current.push(src);
        }
        if (live) setImages((all) => ({ ...all, [page.key]: image }));
      });
    }
    if (attempt > 0) setImages((all) => withoutKeys(all, todo));
    return () => {
      live = false;
    };
  }, [params, pages, attempt]);

  const settled = pages.every((page) => images[page.key] !== undefined);
  const failures = pages.flatMap((page) => {
    const image = images[page.key];
    return image && "failure" in image ? [image.failure] : [];
  });
  const loaded = settled && failures.length === 0;
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
          {loaded
            ? t("ready", { count: pages.length })
            : settled
              ? t("failed.status", { failed: failures.length, count: pages.length })
              : t("loading")}
        </p>
        <Button onClick={() => window.print()} disabled={!loaded}>
          {t("print")}
        </Button>
      </div>
      {settled && failures.length > 0 ? (
        <div className={styles.failure}>
          <PrintFailureBox
            failures={failures}
            pageCount={pages.length}
            onRetry={() => setAttempt((n) => n + 1)}
          />
        </div>
      ) : null}
      {pages.map((page) => (
        <PrintSheet key={page.key} page={page} phrase={params.phrase} image={images[page.key]} />
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

/** The picture's URL, or undefined while loading or after a failure. */
function imageSrc(image: PrintImage | undefined): string | undefined {
  return image && "src" in image ? image.src : undefined;
}

function withoutKeys(all: Record<string, PrintImage>, pages: PrintPageSpec[]): Record<string, PrintImage> {
  const next = { ...all };
  for (const page of pages) delete next[page.key];
  return next;
}

interface PrintSheetProps {
  page: PrintPageSpec;
  phrase: string;
  /** undefined while loading. */
  image: PrintImage | undefined;
}

function PrintSheet({ page, phrase, image }: PrintSheetProps) {
  const { t } = useTranslation("print");
  const label = page.kind === "number" ? t("page.number", { number: page.number }) : t(`page.${page.kind}`);
  return (
    <section className={styles.sheet} data-page={page.key} data-testid="print-page" aria-label={label}>
      <header className={styles.sheetHead}>
        <p className={styles.phrase}>{phrase}</p>
        <p className={styles.pageLabel}>{label}</p>
      </header>
      <div className={styles.picture}>
        {image === undefined ? (
          <p className={styles.notice} aria-busy="true">
            {t("loading")}
          </p>
        ) : "src" in image ? (
          <img src={image.src} alt={t("alt", { phrase, page: label })} className={styles.image} />
        ) : (
          <p className={`${styles.notice} ${styles.failedNotice}`}>{t("failed.page")}</p>
        )}
      </div>
    </section>
  );
}
