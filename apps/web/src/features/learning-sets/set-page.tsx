import type { TLearningSetDetail } from "@mandala/contract";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { ApiError } from "../../api/client.ts";
import { useSession } from "../../api/session.ts";
import { ButtonLink } from "../../ui/button.tsx";
import checklist from "../../ui/checklist.module.css";
import page from "../../ui/page.module.css";
import { useLearningSet } from "./api/get-learning-set.ts";
import { IndividualSetCard } from "./components/individual-set-card.tsx";
import { LoadError } from "./components/load-error.tsx";
import { PriceTag } from "./components/price-tag.tsx";
import { SetIcon } from "./components/set-icon.tsx";
import { SetNotFound } from "./components/set-not-found.tsx";
import { SetDetailSkeleton } from "./components/skeletons.tsx";
import { sanitizeHtml } from "./sanitize-html.ts";
import styles from "./sets.module.css";

function SetDetail({ set }: { set: TLearningSetDetail }) {
  const { t } = useTranslation("sets");
  const description = useMemo(() => sanitizeHtml(set.description), [set.description]);
  return (
    <article className={styles.detail} aria-labelledby="set-title">
      <SetIcon src={set.icon_url} size="lg" />
      <div className={styles.detailMain}>
        <p className={page.eyebrow}>{set.topic.name}</p>
        <h1 id="set-title">{set.name}</h1>
        <p className={styles.lead}>{set.description_short}</p>
        {/* Sanitized above with an allow-list: only plain formatting and safe links remain. */}
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized by sanitizeHtml */}
        <div className={styles.description} dangerouslySetInnerHTML={{ __html: description }} />
        {set.included_items.length > 0 ? (
          <section aria-labelledby="included-title">
            <h2 id="included-title" className={styles.subheading}>
              {t("detail.included")}
            </h2>
            <ul className={`${checklist.checklist} ${styles.checklist}`}>
              {set.included_items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </section>
        ) : null}
      </div>
      <aside className={styles.buyBox} aria-label={t("purchase.total")}>
        <PriceTag price={set.price} oldPrice={set.old_price} size="lg" />
        <p className={styles.meta}>{t("detail.count", { count: set.mandala_count })}</p>
        {set.purchased ? (
          <div className={styles.purchased} role="status">
            <p>
              <strong>{t("detail.purchased")}</strong>
            </p>
            <p>
              {t("detail.purchasedHint")} <Link to="/profile">{t("detail.profile")}</Link>
            </p>
          </div>
        ) : null}
        <ButtonLink
          to={`/nabory/${set.slug}/kupit`}
          variant={set.purchased ? "secondary" : "accent"}
          className={styles.buyButton}
        >
          {set.purchased ? t("detail.buyAgain") : t("detail.buy")}
        </ButtonLink>
        <p className={styles.hint}>{t("detail.format")}</p>
      </aside>
    </article>
  );
}

/** /nabory/{slug}: one learning set with its description, contents, price and the buy button. */
export function SetPage() {
  const { t, i18n } = useTranslation("sets");
  const { id: slug = "" } = useParams();
  const session = useSession();
  const set = useLearningSet(slug, i18n.language, session?.user.id ?? null);
  const notFound = set.error instanceof ApiError && set.error.status === 404;
  return (
    <div className={page.frame}>
      <nav aria-label={t("detail.back")}>
        <Link to="/nabory/" className={styles.back}>
          ← {t("detail.back")}
        </Link>
      </nav>
      {set.isPending ? (
        <SetDetailSkeleton />
      ) : notFound ? (
        <SetNotFound />
      ) : set.isError ? (
        <LoadError onRetry={() => void set.refetch()} />
      ) : (
        <SetDetail set={set.data} />
      )}
      <IndividualSetCard />
    </div>
  );
}
