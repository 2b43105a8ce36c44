import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { ApiError } from "../../api/client.ts";
import { useSession } from "../../api/session.ts";
import page from "../../ui/page.module.css";
import { useLearningSet } from "./api/get-learning-set.ts";
import { LoadError } from "./components/load-error.tsx";
import { PriceTag } from "./components/price-tag.tsx";
import { PurchaseForm } from "./components/purchase-form.tsx";
import { SetIcon } from "./components/set-icon.tsx";
import { SetNotFound } from "./components/set-not-found.tsx";
import { SetDetailSkeleton } from "./components/skeletons.tsx";
import styles from "./sets.module.css";

/** /nabory/{slug}/kupit: buy a set with only an e-mail. */
export function SetPurchasePage() {
  const { t, i18n } = useTranslation("sets");
  const { id: slug = "" } = useParams();
  const session = useSession();
  const set = useLearningSet(slug, i18n.language, session?.user.id ?? null);
  const notFound = set.error instanceof ApiError && set.error.status === 404;
  return (
    <div className={`${page.frame} ${page.narrow}`}>
      <nav aria-label={t("purchase.back")}>
        <Link to={`/nabory/${slug}`} className={styles.back}>
          ← {t("purchase.back")}
        </Link>
      </nav>
      {set.isPending ? (
        <SetDetailSkeleton />
      ) : notFound ? (
        <SetNotFound />
      ) : set.isError ? (
        <LoadError onRetry={() => void set.refetch()} />
      ) : (
        <section className={styles.purchaseCard} aria-labelledby="purchase-title">
          <header className={styles.purchaseHeader}>
            <SetIcon src={set.data.icon_url} />
            <div>
              <p className={page.eyebrow}>{t("purchase.title")}</p>
              <h1 id="purchase-title" className={styles.purchaseTitle}>
                {set.data.name}
              </h1>
            </div>
          </header>
          <div className={styles.total}>
            <span>{t("purchase.total")}</span>
            <PriceTag price={set.data.price} oldPrice={set.data.old_price} size="lg" />
          </div>
          <p className={styles.hint}>{t("purchase.lead")}</p>
          <PurchaseForm slug={set.data.slug} defaultEmail={session?.user.email ?? ""} />
        </section>
      )}
    </div>
  );
}
