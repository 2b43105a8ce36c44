/** /mandalas ("Мои мандалы"): the user's saved drawings, each to re-open, download, print or delete. */
import { useTranslation } from "react-i18next";
import { drawErrorMessage } from "../../api/error-message.ts";
import { useMandalas } from "../../api/mandalas.ts";
import { ButtonLink } from "../../ui/button.tsx";
import { ErrorBox } from "../../ui/error-box.tsx";
import page from "../../ui/page.module.css";
import { Spinner } from "../../ui/spinner.tsx";
import { MandalaCard } from "./components/mandala-card.tsx";
import styles from "./components/mandalas.module.css";

export function MyMandalasPage() {
  const { t } = useTranslation("mandalas");
  const list = useMandalas();
  return (
    <div className={page.frame}>
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
        <ErrorBox
          title={t("loadError")}
          message={drawErrorMessage(list.error, t("network"))}
          retry={{ label: t("retry"), onRetry: () => void list.refetch() }}
        />
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
