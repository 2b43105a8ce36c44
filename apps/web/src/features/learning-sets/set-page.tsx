import type { TLearningSetDetail } from "@mandala/contract";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { ButtonLink } from "../../ui/button.tsx";
import checklist from "../../ui/checklist.module.css";
import fieldStyles from "../../ui/form-field.module.css";
import page from "../../ui/page.module.css";
import { SetDownloadButton } from "../../ui/set-download-button.tsx";
import { IndividualSetCard } from "./components/individual-set-card.tsx";
import { PriceTag } from "./components/price-tag.tsx";
import { SetFrame } from "./components/set-frame.tsx";
import { SetIcon } from "./components/set-icon.tsx";
import styles from "./sets.module.css";

function SetDetail({ set }: { set: TLearningSetDetail }) {
  const { t } = useTranslation("sets");
  return (
    <article className={styles.detail} aria-labelledby="set-title">
      <SetIcon src={set.icon_url} size="lg" />
      <div className={styles.detailMain}>
        <p className={page.eyebrow}>{set.topic.name}</p>
        <h1 id="set-title">{set.name}</h1>
        <p className={styles.lead}>{set.description_short}</p>
        {/* The server sanitizes the HTML with its allow-list when it stores it and again when it answers. */}
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: allow-list sanitized on the server */}
        <div className={styles.description} dangerouslySetInnerHTML={{ __html: set.description }} />
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
        {set.purchased ? (
          <>
            <SetDownloadButton slug={set.slug} name={set.name} className={styles.buyButton} />
            <ButtonLink
              to={`/nabory/${encodeURIComponent(set.slug)}/raskrasit`}
              variant="secondary"
              className={styles.buyButton}
            >
              {t("colour.entry")}
            </ButtonLink>
          </>
        ) : (
          <ButtonLink to={`/nabory/${set.slug}/kupit`} variant="accent" className={styles.buyButton}>
            {t("detail.buy")}
          </ButtonLink>
        )}
        <p className={fieldStyles.hint}>{t("detail.format")}</p>
      </aside>
    </article>
  );
}

/** /nabory/{slug}: one learning set with its description, contents, price and the buy button. */
export function SetPage() {
  const { t } = useTranslation("sets");
  return (
    <SetFrame back={{ to: "/nabory/", label: t("detail.back") }} after={<IndividualSetCard />}>
      {(set) => <SetDetail set={set} />}
    </SetFrame>
  );
}
