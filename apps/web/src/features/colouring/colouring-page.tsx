/**
 * /mandalas/:id/colour: the owner colours a saved mandala. The colouring is kept on the server as it
 * grows (so it continues on another device); the result prints, exports and can be shared.
 */
import { computeMandala, decodeFills } from "@mandala/engine";
import { useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { useParams } from "react-router";
import { drawErrorMessage } from "../../api/error-message.ts";
import { mandalaQueryOptions, savedParams } from "../../api/mandalas.ts";
import { ErrorBox } from "../../ui/error-box.tsx";
import page from "../../ui/page.module.css";
import { Spinner } from "../../ui/spinner.tsx";
import { colouringQueryOptions } from "./api/get-colouring.ts";
import { useColouringSaver } from "./api/save-colouring.ts";
import styles from "./components/colouring.module.css";
import { ColouringFiles } from "./components/colouring-files.tsx";
import { ColouringView } from "./components/colouring-view.tsx";
import { SharePanel } from "./components/share-panel.tsx";
import { templateOf } from "./template.ts";

export function ColouringPage() {
  const { t } = useTranslation("colouring");
  const id = Number(useParams().id);
  const mandala = useQuery(mandalaQueryOptions(id));
  const progress = useQuery(colouringQueryOptions(id));
  const saver = useColouringSaver(id);
  const computed = useMemo(
    () => (mandala.data ? computeMandala(savedParams(mandala.data)) : null),
    [mandala.data],
  );
  const template = useMemo(() => (computed ? templateOf(computed) : null), [computed]);

  const failure = mandala.error ?? progress.error;
  if (failure) {
    return (
      <div className={page.frame}>
        <ErrorBox
          title={t("loadError")}
          message={drawErrorMessage(failure, t("network"))}
          retry={{
            label: t("retry"),
            onRetry: () => {
              void mandala.refetch();
              void progress.refetch();
            },
          }}
        />
      </div>
    );
  }
  if (!mandala.data || !progress.data || !template || !computed) {
    return (
      <p className={page.frame} aria-busy="true">
        <Spinner /> {t("loading")}
      </p>
    );
  }
  const initial = progress.data.fills
    ? decodeFills(progress.data.fills, template.cells.length, template.colors.length)
    : null;

  return (
    <div className={page.frame}>
      <header className={page.intro}>
        <h1>{t("title")}</h1>
        <p className={styles.phrase}>«{mandala.data.phrase}»</p>
        <p
          className={styles.saveStatus}
          data-testid="save-status"
          data-status={saver.status}
          aria-live="polite"
        >
          {saver.status === "failed" ? (
            <>
              {t("save.failed")}{" "}
              <button type="button" className={styles.linkButton} onClick={saver.retry}>
                {t("retry")}
              </button>
            </>
          ) : (
            t(`save.${saver.status}`)
          )}
        </p>
      </header>
      <ColouringView
        template={template}
        initial={initial}
        onChange={saver.onChange}
        finishedActions={
          <a className={styles.toMore} href="#colouring-more">
            {t("finished.more")}
          </a>
        }
      />
      <section className={styles.more} aria-labelledby="colouring-more">
        <h2 id="colouring-more">{t("more")}</h2>
        <ColouringFiles id={id} saving={saver.status === "saving"} />
        <SharePanel id={id} />
      </section>
    </div>
  );
}
