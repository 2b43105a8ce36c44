/**
 * /mandalas ("Мои мандалы"): the user's saved drawings, newest first, a page at a time, with a search
 * by phrase (kept in the address as ?q=); each to re-open, download, print or delete.
 */
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { drawErrorMessage } from "../../api/error-message.ts";
import { useMandalaPages } from "../../api/mandalas.ts";
import { Button, ButtonLink } from "../../ui/button.tsx";
import { ErrorBox } from "../../ui/error-box.tsx";
import page from "../../ui/page.module.css";
import { Spinner } from "../../ui/spinner.tsx";
import { MandalaCard } from "./components/mandala-card.tsx";
import { MandalaSearch } from "./components/mandala-search.tsx";
import styles from "./components/mandalas.module.css";

export function MyMandalasPage() {
  const { t } = useTranslation("mandalas");
  const [params, setParams] = useSearchParams();
  const q = params.get("q")?.trim() ?? "";
  const list = useMandalaPages(q);
  const mandalas = list.data?.pages.flatMap((page) => page.results) ?? [];
  const search = (next: string) => setParams(next ? { q: next } : {}, { replace: true });

  return (
    <div className={page.frame}>
      <header className={styles.intro}>
        <div>
          <h1>{t("title")}</h1>
          <p className={styles.lead}>{t("lead")}</p>
        </div>
        <ButtonLink to="/app">{t("new")}</ButtonLink>
      </header>
      {q || mandalas.length > 0 ? <MandalaSearch key={q} value={q} onSearch={search} /> : null}
      {list.isPending ? (
        <p className={styles.state} aria-busy="true">
          <Spinner /> {t("loading")}
        </p>
      ) : list.isError && mandalas.length === 0 ? (
        <ErrorBox
          title={t("loadError")}
          message={drawErrorMessage(list.error, t("network"))}
          retry={{ label: t("retry"), onRetry: () => void list.refetch() }}
        />
      ) : mandalas.length === 0 && q ? (
        <div className={styles.state} role="status">
          <p>{t("search.none", { q })}</p>
          <Button variant="secondary" onClick={() => search("")}>
            {t("search.reset")}
          </Button>
        </div>
      ) : mandalas.length === 0 ? (
        <div className={styles.state}>
          <p>{t("empty")}</p>
          <ButtonLink to="/app" variant="secondary">
            {t("emptyCta")}
          </ButtonLink>
        </div>
      ) : (
        <>
          <ul className={styles.grid} aria-label={t("listLabel", { count: mandalas.length })}>
            {mandalas.map((mandala) => (
              <li key={mandala.id}>
                <MandalaCard mandala={mandala} />
              </li>
            ))}
          </ul>
          {list.isFetchNextPageError ? (
            <ErrorBox
              title={t("more.error")}
              message={drawErrorMessage(list.error, t("network"))}
              retry={{ label: t("retry"), onRetry: () => void list.fetchNextPage() }}
            />
          ) : list.hasNextPage ? (
            <div className={styles.more}>
              <Button
                variant="secondary"
                onClick={() => void list.fetchNextPage()}
                disabled={list.isFetchingNextPage}
                aria-busy={list.isFetchingNextPage || undefined}
              >
                {list.isFetchingNextPage ? <Spinner /> : null}
                {list.isFetchingNextPage ? t("more.loading") : t("more.action")}
              </Button>
            </div>
          ) : null}
        </>
      )}
    </div>
  );
}
