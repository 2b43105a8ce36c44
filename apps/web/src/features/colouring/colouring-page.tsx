/**
 * /mandalas/:id/colour: the owner colours a saved mandala. The colouring is kept on the server as it
 * grows (so it continues on another device; what has not reached it yet waits on this device, merged
 * with the server's when it goes); the page opens offline after one visit; the result prints, exports
 * and can be shared.
 */
import { mandalaParams } from "@mandala/contract/mandala-fields";
import { computeMandala } from "@mandala/engine";
import { useQuery } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { useParams } from "react-router";
import { errorCode } from "../../api/client.ts";
import { drawErrorMessage } from "../../api/error-message.ts";
import { keepOfflineColouring } from "../../api/offline-data.ts";
import { useSession } from "../../api/session.ts";
import { ButtonLink } from "../../ui/button.tsx";
import { ErrorBox } from "../../ui/error-box.tsx";
import page from "../../ui/page.module.css";
import { Spinner } from "../../ui/spinner.tsx";
import { useOwnSeo } from "../../ui/use-own-seo.ts";
import { getColouring, openColouringQueryOptions } from "./api/get-colouring.ts";
import { saveColouring, useColouringSaver } from "./api/save-colouring.ts";
import styles from "./components/colouring.module.css";
import { ColouringFiles } from "./components/colouring-files.tsx";
import { ColouringView } from "./components/colouring-view.tsx";
import { SaveStatusLine } from "./components/save-status.tsx";
import { SharePanel } from "./components/share-panel.tsx";
import { createColouringSync, type OpenedColouring } from "./offline-colouring.ts";
import { type Template, templateOf } from "./template.ts";

export function ColouringPage() {
  const { t } = useTranslation("colouring");
  const id = Number(useParams().id);
  // An address with no mandala number is a bad link: nothing to ask the server.
  const known = Number.isInteger(id) && id > 0;
  // The route asks for a sign-in: a session is there.
  const userId = useSession()?.user.id ?? 0;
  const opened = useQuery({ ...openColouringQueryOptions(userId, id), enabled: known });
  const computed = useMemo(
    () => (opened.data ? computeMandala(mandalaParams(opened.data.mandala)) : null),
    [opened.data],
  );
  const template = useMemo(() => (computed ? templateOf(computed) : null), [computed]);

  if (!known || isMissing(opened.error)) return <MissingColouring />;
  if (opened.error) {
    return (
      <div className={page.frame}>
        <ErrorBox
          title={t("loadError")}
          message={drawErrorMessage(opened.error, t("network"))}
          retry={{ label: t("retry"), onRetry: () => void opened.refetch() }}
        />
      </div>
    );
  }
  if (!opened.data || !template) {
    return (
      <p className={page.frame} aria-busy="true">
        <Spinner /> {t("loading")}
      </p>
    );
  }
  return <Colouring key={id} opened={opened.data} template={template} />;
}

/** The server knows no such mandala of this account, or the address names none (not a number). */
function isMissing(error: Error | null): boolean {
  const code = errorCode(error);
  return code === "mandalas.notFound" || code === "validation.invalid";
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
  opened: OpenedColouring;
  template: Template;
}

/** The loaded page: paint the server has not had yet (from an earlier visit, offline) continues. */
function Colouring({ opened, template }: ColouringProps) {
  const { t } = useTranslation("colouring");
  const id = opened.mandala.id;
  const [sync] = useState(() =>
    createColouringSync(
      opened,
      { cells: template.cells.length, palette: template.colors.length },
      {
        get: () => getColouring(id),
        put: (fills) => saveColouring(id, fills),
        keep: keepOfflineColouring,
        now: Date.now,
      },
    ),
  );
  const [initial] = useState(sync.fills);
  const saver = useColouringSaver(sync);

  return (
    <div className={page.frame}>
      <header className={page.intro}>
        <h1>{t("title")}</h1>
        <p className={styles.phrase}>«{opened.mandala.phrase}»</p>
        <SaveStatusLine status={saver.status} onRetry={saver.retry} />
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
        <ColouringFiles id={id} unsaved={saver.status.kind !== "idle" && saver.status.kind !== "saved"} />
        <SharePanel id={id} />
      </section>
    </div>
  );
}
