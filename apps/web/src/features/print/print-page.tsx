/**
 * /print (blank layout, opened in a new window): one A4 page per chosen view — colorized, digits,
 * dots — then one per chosen number ascending. Images load, a dialog opens about 3 s later, and
 * closing it prints. When a page could not be drawn, the page says so and offers the way out (sign in,
 * plans, retry) instead: no dialog, no printing of blanks.
 */
import { type ReactNode, useEffect, useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { parsePrintParams } from "../../api/print-params.ts";
import { Button } from "../../ui/button.tsx";
import { Modal } from "../../ui/modal.tsx";
import { type DigitsSheetsLayout, DigitsWindow, useDigitsSheets } from "./digits-sheets.tsx";
import { type PrintImage, printImageLoader } from "./load-print-image.ts";
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
  const digits = useDigitsSheets(params);
  /** The sheets printed: a page each, the digits template over as many as its cells need. */
  const sheetCount = pages.length + (digits ? digits.sheets.length - 1 : 0);
  const pageLabel = (page: PrintPageSpec) =>
    page.kind === "number" ? t("page.number", { number: page.number }) : t(`page.${page.kind}`);
  const [images, setImages] = useState<Record<string, PrintImage>>({});
  const [attempt, setAttempt] = useState(0);
  const imagesRef = useRef(images);
  imagesRef.current = images;

  useEffect(() => {
    let live = true;
    // A retry keeps the pages that were drawn and draws the failed ones again.
    const todo = attempt === 0 ? pages : pages.filter((page) => !imageSrc(imagesRef.current[page.key]));
    const load = printImageLoader(params);
    for (const page of todo) {
      void load(page).then((image) => {
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
            ? t("ready", { count: sheetCount })
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
      {pages.map((page) =>
        page.kind === "digits" && digits && imageSrc(images[page.key]) ? (
          <DigitsSheets key={page.key} digits={digits} phrase={params.phrase} label={pageLabel(page)} />
        ) : (
          <PrintSheet key={page.key} page={page.key} label={pageLabel(page)} phrase={params.phrase}>
            <PrintPicture
              image={images[page.key]}
              alt={t("alt", { phrase: params.phrase, page: pageLabel(page) })}
            />
          </PrintSheet>
        ),
      )}
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
          <p>{t("dialog.text", { count: sheetCount })}</p>
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
  page: string;
  label: string;
  phrase: string;
  children: ReactNode;
}

/** One A4 sheet: the phrase and the page's name at its head, its picture under them. */
function PrintSheet({ page, label, phrase, children }: PrintSheetProps) {
  return (
    <section className={styles.sheet} data-page={page} data-testid="print-page" aria-label={label}>
      <header className={styles.sheetHead}>
        <p className={styles.phrase}>{phrase}</p>
        <p className={styles.pageLabel}>{label}</p>
      </header>
      <div className={styles.picture}>{children}</div>
    </section>
  );
}

/** A page's picture from the server; undefined while loading. */
function PrintPicture({ image, alt }: { image: PrintImage | undefined; alt: string }) {
  const { t } = useTranslation("print");
  if (image === undefined)
    return (
      <p className={styles.notice} aria-busy="true">
        {t("loading")}
      </p>
    );
  if ("src" in image) return <img src={image.src} alt={alt} className={styles.image} />;
  return <p className={`${styles.notice} ${styles.failedNotice}`}>{t("failed.page")}</p>;
}

/** The digits template over the sheets its cells need (digits-sheets.tsx). */
function DigitsSheets({
  digits,
  phrase,
  label,
}: {
  digits: DigitsSheetsLayout;
  phrase: string;
  label: string;
}) {
  const { t } = useTranslation("print");
  const { layout, picture, sheets, colors, cellRatio } = digits;
  const total = sheets.length;
  return sheets.map((sheet, i) => {
    const name = total > 1 ? t("digits.sheet", { page: label, part: i + 1, total }) : label;
    return (
      <PrintSheet
        key={`${sheet.x},${sheet.y}`}
        page={total > 1 ? `digits${i + 1}` : "digits"}
        label={name}
        phrase={phrase}
      >
        <DigitsWindow
          picture={picture}
          side={layout.side}
          x={sheet.x}
          y={sheet.y}
          colors={colors}
          framed={total > 1}
          cellRatio={cellRatio}
          alt={t("alt", { phrase, page: name })}
        />
      </PrintSheet>
    );
  });
}
