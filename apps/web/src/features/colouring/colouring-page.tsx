/**
 * /mandalas/:id/colour: the owner colours a saved mandala. The colouring is kept on the server as it
 * grows (so it continues on another device; what has not reached it yet waits on this device); the
 * result prints, exports and can be shared.
 */
import type { TColouringProgress } from "@mandala/contract";
import { computeMandala, decodeFills } from "@mandala/engine";
import { useQuery } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { useParams } from "react-router";
import { ApiError } from "../../api/client.ts";
import { drawErrorMessage } from "../../api/error-message.ts";
import { mandalaQueryOptions, savedParams } from "../../api/mandalas.ts";
import { ButtonLink } from "../../ui/button.tsx";
import { ErrorBox } from "../../ui/error-box.tsx";
import page from "../../ui/page.module.css";
import { Spinner } from "../../ui/spinner.tsx";
import { useOwnSeo } from "../../ui/use-own-seo.ts";
import { colouringQueryOptions } from "./api/get-colouring.ts";
import { useColouringSaver } from "./api/save-colouring.ts";
import styles from "./components/colouring.module.css";
import { ColouringFiles } from "./components/colouring-files.tsx";
import { ColouringView } from "./components/colouring-view.tsx";
import { SaveStatusLine } from "./components/save-status.tsx";
import { SharePanel } from "./components/share-panel.tsx";
import { unsavedColouring } from "./local-colouring.ts";
import { type Template, templateOf } from "./template.ts";

export function ColouringPage() {
  const { t } = useTranslation("colouring");
  const id = Number(useParams().id);
  // An address with no mandala number is a bad link: nothing to ask the server.
  const known = Number.isInteger(id) && id > 0;
  const mandala = useQuery({ ...mandalaQueryOptions(id), enabled: known });
  const progress = useQuery({ ...colouringQueryOptions(id), enabled: known });
  const computed = useMemo(
    () => (mandala.data ? computeMandala(savedParams(mandala.data)) : null),
    [mandala.data],
  );
  const template = useMemo(() => (computed ? templateOf(computed) : null), [computed]);

  const failure = mandala.error ?? progress.error;
  if (!known || isMissing(failure)) return <MissingColouring />;
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
  if (!mandala.data || !progress.data || !template) {
    return (
      <p className={page.frame} aria-busy="true">
        <Spinner /> {t("loading")}
      </p>
    );
  }
  return (
    <Colouring key={id} id={id} phrase={mandala.data.phrase} template={template} progress={progress.data} />
  );
}

/** The server knows no such mandala of this account (404), or the address names none (400). */
function isMissing(error: Error | null): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 400);
}

/** A colouring link that leads nowhere: says so, in the tab too, and where the person's mandalas are. */
function MissingColouring() {
  const { t } = useTranslation("colouring");
  useOwnSeo({ title: t("missing.title") });
  return (
    <div className={`${page.frame} ${page.narrow}`}>
      <h1>{t("missing.title")}</h1>
      <p className={page.lead}>{t("missing.text")}</p>
      <div className={styles.missingActions}>
        <ButtonLink to="/mandalas">{t("missing.mine")}</ButtonLink>
        <ButtonLink to="/app" variant="secondary">
          {t("missing.new")}
        </ButtonLink>
      </div>
    </div>
  );
}

interface ColouringProps {
  id: number;
  phrase: string;
  template: Template;
  /** The colouring as the server has it, when the page opened. */
  progress: TColouringProgress;
}

/** The loaded page: a colouring left unsaved on this device, newer than the server's, continues. */
function Colouring({ id, phrase, template, progress }: ColouringProps) {
  const { t } = useTranslation("colouring");
  const [start] = useState(() => {
    const { cells, colors } = template;
    const unsaved = unsavedColouring(id, cells.length, colors.length, progress.updated_at);
    const saved = progress.fills ? decodeFills(progress.fills, cells.length, colors.length) : null;
    return { unsaved, initial: unsaved ?? saved };
  });
  const saver = useColouringSaver(id, start.unsaved);

  return (
    <div className={page.frame}>
      <header className={page.intro}>
        <h1>{t("title")}</h1>
        <p className={styles.phrase}>«{phrase}»</p>
        <SaveStatusLine status={saver.status} onRetry={saver.retry} />
      </header>
      <ColouringView
        template={template}
        initial={start.initial}
        onChange={saver.onChange}
        finishedActions={
          <a className={styles.toMore} href="#colouring-more">
            {t("finished.more")}
          </a>
        }
      />
      <section className={styles.more} aria-labelledby="colouring-more">
        <h2 id="colouring-more">{t("more")}</h2>
        <ColouringFiles id={id} unsaved={saver.status.kind !== "idle" && saver.status.kind !== "saved"} />
        <SharePanel id={id} />
      </section>
    </div>
  );
}
