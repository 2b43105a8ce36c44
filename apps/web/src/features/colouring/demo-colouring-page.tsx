/**
 * /colour?phrase=…: colouring a mandala that is not saved (the demo calculator's, a bought set's, a
 * subscriber's); the colouring stays in this browser. The page colours only the mandala the server
 * opens to this visitor (GET /draw/api/v1/free/colour/); beyond that it says why, and where the plans are.
 */
import type { TColourMandala } from "@mandala/contract";
import { mandalaParams } from "@mandala/contract/mandala-fields";
import { computeMandala, DEMO_DEFAULTS, DEMO_PHRASES } from "@mandala/engine";
import { useQuery } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { ApiError, errorCode } from "../../api/client.ts";
import { colourUrl } from "../../api/colour-params.ts";
import { drawErrorMessage } from "../../api/error-message.ts";
import { useSession } from "../../api/session.ts";
import { ButtonLink } from "../../ui/button.tsx";
import card from "../../ui/card.module.css";
import { ErrorBox } from "../../ui/error-box.tsx";
import page from "../../ui/page.module.css";
import { Spinner } from "../../ui/spinner.tsx";
import { colourMandalaQueryOptions } from "./api/get-colour-mandala.ts";
import styles from "./components/colouring.module.css";
import { ColouringView } from "./components/colouring-view.tsx";
import { loadLocalColouring, useLocalColouringSaver } from "./local-colouring.ts";
import { templateOf } from "./template.ts";

function DemoColouring({ mandala }: { mandala: TColourMandala }) {
  const { t } = useTranslation("colouring");
  const params = useMemo(() => mandalaParams(mandala), [mandala]);
  const template = useMemo(() => templateOf(computeMandala(params)), [params]);
  const onChange = useLocalColouringSaver(params);
  const [initial] = useState(() => loadLocalColouring(params, template.cells.length));
  return (
    <div className={page.frame}>
      <header className={page.intro}>
        <h1>{t("title")}</h1>
        <p className={styles.phrase}>«{params.phrase}»</p>
        <p className={styles.saveStatus}>{t("demo.kept")}</p>
      </header>
      <ColouringView
        template={template}
        initial={initial}
        onChange={onChange}
        finishedActions={
          mandala.granted_by === "demo" ? <ButtonLink to="/register">{t("demo.register")}</ButtonLink> : null
        }
      />
    </div>
  );
}

/** Beyond the visitor's rights: the server's reason, the plans, and the demo's mandala to colour. */
function NotIncluded({ reason }: { reason: string }) {
  const { t, i18n } = useTranslation("colouring");
  const phrase = DEMO_PHRASES[i18n.resolvedLanguage === "en" ? "en" : "ru"];
  return (
    <div className={page.frame}>
      <header className={page.intro}>
        <h1>{t("paywall.title")}</h1>
      </header>
      <section className={`${card.card} ${page.intro}`} data-testid="colour-paywall">
        <p>{reason}</p>
        <p>{t("paywall.lead")}</p>
        <div className={styles.actions}>
          <ButtonLink to="/#plans">{t("paywall.plans")}</ButtonLink>
          <ButtonLink to={colourUrl({ ...DEMO_DEFAULTS, phrase })} variant="secondary">
            {t("paywall.demo")}
          </ButtonLink>
        </div>
      </section>
    </div>
  );
}

export function DemoColouringPage() {
  const { t, i18n } = useTranslation("colouring");
  const [search] = useSearchParams();
  const session = useSession();
  const mandala = useQuery(colourMandalaQueryOptions(search, i18n.language, session?.user.id ?? null));
  const status = mandala.error instanceof ApiError ? mandala.error.status : null;
  // A set's link that names no set, or a set refunded since.
  const setGone = ["catalogue.setNotFound", "catalogue.purchaseRefunded"].includes(
    errorCode(mandala.error) ?? "",
  );

  if (mandala.isPending) {
    return (
      <p className={page.frame} aria-busy="true">
        <Spinner /> {t("loading")}
      </p>
    );
  }
  if (status === 403) return <NotIncluded reason={drawErrorMessage(mandala.error, t("network"))} />;
  if (status === 400 || setGone) {
    return (
      <div className={page.frame}>
        <h1>{t("title")}</h1>
        <p role="alert">
          {status === 400 ? t("demo.invalid") : drawErrorMessage(mandala.error, t("network"))}
        </p>
        <ButtonLink to="/democalc">{t("demo.toCalculator")}</ButtonLink>
      </div>
    );
  }
  if (mandala.isError) {
    return (
      <div className={page.frame}>
        <ErrorBox
          title={t("loadError")}
          message={drawErrorMessage(mandala.error, t("network"))}
          retry={{ label: t("retry"), onRetry: () => void mandala.refetch() }}
        />
      </div>
    );
  }
  // A new mandala in the address starts its own colouring.
  return <DemoColouring key={search.toString()} mandala={mandala.data} />;
}
