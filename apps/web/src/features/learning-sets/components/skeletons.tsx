import { useTranslation } from "react-i18next";
import skeleton from "../../../ui/skeleton.module.css";
import styles from "../sets.module.css";

/** Placeholder cards while the sets load; announced once as busy. */
export function SetListSkeleton() {
  const { t } = useTranslation("sets");
  return (
    <div aria-busy="true" className={styles.topic}>
      <span className="visually-hidden" role="status">
        {t("loading")}
      </span>
      <div className={`${skeleton.skeleton} ${styles.skeletonHeading}`} />
      <ul className={styles.grid} aria-hidden="true">
        {[0, 1, 2].map((key) => (
          <li key={key} className={`${styles.card} ${styles.skeletonCard}`}>
            <div className={`${skeleton.skeleton} ${styles.skeletonIcon}`} />
            <div className={`${skeleton.skeleton} ${skeleton.line}`} />
            <div className={`${skeleton.skeleton} ${skeleton.line} ${skeleton.short}`} />
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Placeholder of the detail page. */
export function SetDetailSkeleton() {
  const { t } = useTranslation("sets");
  return (
    <div aria-busy="true" className={styles.detail}>
      <span className="visually-hidden" role="status">
        {t("loading")}
      </span>
      <div className={`${skeleton.skeleton} ${styles.skeletonIconLarge}`} aria-hidden="true" />
      <div className={styles.detailMain} aria-hidden="true">
        <div className={`${skeleton.skeleton} ${styles.skeletonHeading}`} />
        <div className={`${skeleton.skeleton} ${skeleton.line}`} />
        <div className={`${skeleton.skeleton} ${skeleton.line}`} />
        <div className={`${skeleton.skeleton} ${skeleton.line} ${skeleton.short}`} />
      </div>
    </div>
  );
}
