import { formatRub } from "@mandala/contract/money";
import { useTranslation } from "react-i18next";
import { discountPercent } from "../price.ts";
import styles from "../sets.module.css";

interface PriceTagProps {
  price: number;
  oldPrice: number | null;
  size?: "md" | "lg";
}

/** The price, the old price struck through and the discount badge (when there is one). */
export function PriceTag({ price, oldPrice, size = "md" }: PriceTagProps) {
  const { t } = useTranslation("sets");
  const percent = discountPercent(price, oldPrice);
  return (
    <p className={size === "lg" ? `${styles.price} ${styles.priceLarge}` : styles.price}>
      <span className="visually-hidden">{t("price.current")}: </span>
      <strong className={styles.priceNow}>{formatRub(price)}</strong>
      {percent > 0 && oldPrice ? (
        <>
          <span className="visually-hidden">{t("price.old")}: </span>
          <s className={styles.priceOld}>{formatRub(oldPrice)}</s>
          <span className={styles.discount} title={t("price.discountLabel", { percent })}>
            <span aria-hidden="true">{t("price.discount", { percent })}</span>
            <span className="visually-hidden">{t("price.discountLabel", { percent })}</span>
          </span>
        </>
      ) : null}
    </p>
  );
}
