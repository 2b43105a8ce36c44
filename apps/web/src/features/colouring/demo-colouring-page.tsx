/**
 * /colour?phrase=…: colouring a mandala that is not saved (the demo calculator's, a bought set's);
 * the colouring stays in this browser.
 */
import { computeMandala, type MandalaParams } from "@mandala/engine";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { paramsFromSearch } from "../../api/colour-params.ts";
import { ButtonLink } from "../../ui/button.tsx";
import page from "../../ui/page.module.css";
import styles from "./components/colouring.module.css";
import { ColouringView } from "./components/colouring-view.tsx";
import { loadLocalColouring, useLocalColouringSaver } from "./local-colouring.ts";
import { type Template, templateOf } from "./template.ts";

function DemoColouring({ params, template }: { params: MandalaParams; template: Template }) {
  const { t } = useTranslation("colouring");
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
        finishedActions={<ButtonLink to="/register">{t("demo.register")}</ButtonLink>}
      />
    </div>
  );
}

export function DemoColouringPage() {
  const { t } = useTranslation("colouring");
  const [search] = useSearchParams();
  const params = useMemo(() => paramsFromSearch(search), [search]);
  const template = useMemo(() => (params ? templateOf(computeMandala(params)) : null), [params]);

  if (!params || !template) {
    return (
      <div className={page.frame}>
        <h1>{t("title")}</h1>
        <p role="alert">{t("demo.invalid")}</p>
        <ButtonLink to="/democalc">{t("demo.toCalculator")}</ButtonLink>
      </div>
    );
  }
  // A new mandala in the address starts its own colouring.
  return <DemoColouring key={search.toString()} params={params} template={template} />;
}
