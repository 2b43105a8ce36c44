/** /mandalas ("Мои мандалы"): the user's saved drawings, each to re-open, download, print or delete. */
import { useTranslation } from "react-i18next";
import { Button, ButtonLink } from "../../ui/button.tsx";
import { drawErrorMessage } from "../builder/draw-error.ts";
import { Spinner } from "../calculator/components/spinner.tsx";
import { useMandalas } from "./api/list-mandalas.ts";
import { MandalaCard } from "./components/mandala-card.tsx";
import styles from "./components/mandalas.module.css";

export function MyMandalasPage() {
  const { t } = useTranslation("mandalas");
  const list = useMandalas();
  return (
    <div className={styles.page}>
      <header className={styles.intro}>
        <div>
          <h1>{t("title")}</h1>
          <p className={styles.lead}>{t("lead")}</p>
        </div>
        <ButtonLink to="/app">{t("new")}</ButtonLink>
      </header>
      {list.isPending ? (
        <p className={styles.state} aria-busy="true">
          <Spinner /> {t("loading")}
        </p>
      ) : list.isError ? (
        <div role="alert" className={styles.errorBox}>
          <p>
            <strong>{t("loadError")}:</strong> {drawErrorMessage(list.error, t("network"))}
          </p>
          <Button variant="secondary" onClick={() => void list.refetch()}>
            {t("retry")}
          </Button>
        </div>
      ) : list.data.results.length === 0 ? (
        <div className={styles.state}>
          <p>{t("empty")}</p>
          <ButtonLink to="/app" variant="secondary">
            {t("emptyCta")}
          </ButtonLink>
        </div>
      ) : (
        <ul className={styles.grid} aria-label={t("listLabel", { count: list.data.results.length })}>
          {list.data.results.map((mandala) => (
            <li key={mandala.id}>
              <MandalaCard mandala={mandala} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
