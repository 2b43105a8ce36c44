/**
 * /colour?phrase=…: colouring a mandala that is not saved (the demo calculator's, a bought set's);
 * the colouring stays in this browser.
 */
import { computeMandala } from "@mandala/engine";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { paramsFromSearch } from "../../api/colour-params.ts";
import { ButtonLink } from "../../ui/button.tsx";
import page from "../../ui/page.module.css";
import styles from "./components/colouring.module.css";
import { ColouringView } from "./components/colouring-view.tsx";
import { loadLocalColouring, saveLocalColouring } from "./local-colouring.ts";
import { templateOf } from "./template.ts";

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
  return (
    <div className={page.frame}>
      <header className={page.intro}>
        <h1>{t("title")}</h1>
        <p className={styles.phrase}>«{params.phrase}»</p>
        <p className={styles.saveStatus}>{t("demo.kept")}</p>
      </header>
      <ColouringView
        template={template}
        initial={loadLocalColouring(params, template.cells.length)}
        onChange={(fills) => saveLocalColouring(params, fills)}
        finishedActions={<ButtonLink to="/register">{t("demo.register")}</ButtonLink>}
      />
    </div>
  );
}
