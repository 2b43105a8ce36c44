import { useTranslation } from "react-i18next";
import { useParams } from "react-router";
import { useSession } from "../../api/session.ts";
import fieldStyles from "../../ui/form-field.module.css";
import page from "../../ui/page.module.css";
import { PriceTag } from "./components/price-tag.tsx";
import { PurchaseForm } from "./components/purchase-form.tsx";
import { SetFrame } from "./components/set-frame.tsx";
import { SetIcon } from "./components/set-icon.tsx";
import styles from "./sets.module.css";

/** /nabory/{slug}/kupit: buy a set with only an e-mail. */
export function SetPurchasePage() {
  const { t } = useTranslation("sets");
  const { id: slug = "" } = useParams();
  const session = useSession();
  return (
    <SetFrame narrow back={{ to: `/nabory/${slug}`, label: t("purchase.back") }}>
      {(set) => (
        <section className={styles.purchaseCard} aria-labelledby="purchase-title">
          <header className={styles.purchaseHeader}>
            <SetIcon src={set.icon_url} />
            <div>
              <p className={page.eyebrow}>{t("purchase.title")}</p>
              <h1 id="purchase-title" className={styles.purchaseTitle}>
                {set.name}
              </h1>
            </div>
          </header>
          <div className={styles.total}>
            <span>{t("purchase.total")}</span>
            <PriceTag price={set.price} oldPrice={set.old_price} size="lg" />
          </div>
          <p className={fieldStyles.hint}>{t("purchase.lead")}</p>
          <PurchaseForm slug={set.slug} defaultEmail={session?.user.email ?? ""} />
        </section>
      )}
    </SetFrame>
  );
}
