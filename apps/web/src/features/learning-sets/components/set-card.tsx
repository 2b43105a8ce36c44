import type { TLearningSetSummary } from "@mandala/contract";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import styles from "../sets.module.css";
import { PriceTag } from "./price-tag.tsx";
import { SetIcon } from "./set-icon.tsx";

/** A set in the list: icon, name, short description, price and a link to the detail page. */
export function SetCard({ set }: { set: TLearningSetSummary }) {
  const { t } = useTranslation("sets");
  const href = `/nabory/${set.slug}`;
  return (
    <li className={styles.card}>
      <SetIcon src={set.icon_url} />
      <div className={styles.cardBody}>
        <h3 className={styles.cardTitle}>
          <Link to={href} className={styles.cardLink}>
            {set.name}
          </Link>
        </h3>
        <p className={styles.cardText}>{set.description_short}</p>
        {set.mandala_count > 0 ? (
          <p className={styles.meta}>{t("mandalas", { count: set.mandala_count })}</p>
        ) : null}
      </div>
      <div className={styles.cardFooter}>
        <PriceTag price={set.price} oldPrice={set.old_price} />
        <span className={styles.more} aria-hidden="true">
          {t("list.more")} →
        </span>
      </div>
    </li>
  );
}
