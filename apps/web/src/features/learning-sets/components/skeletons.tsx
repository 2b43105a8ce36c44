import { useTranslation } from "react-i18next";
import styles from "../sets.module.css";

/** Placeholder cards while the sets load; announced once as busy. */
export function SetListSkeleton() {
  const { t } = useTranslation("sets");
  return (
    <div aria-busy="true" className={styles.topic}>
      <span className="visually-hidden" role="status">
        {t("loading")}
      </span>
      <div className={`${styles.skeleton} ${styles.skeletonHeading}`} />
      <ul className={styles.grid} aria-hidden="true">
        {[0, 1, 2].map((key) => (
          <li key={key} className={`${styles.card} ${styles.skeletonCard}`}>
            <div className={`${styles.skeleton} ${styles.skeletonIcon}`} />
            <div className={`${styles.skeleton} ${styles.skeletonLine}`} />
            <div className={`${styles.skeleton} ${styles.skeletonLine} ${styles.skeletonShort}`} />
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
      <div className={`${styles.skeleton} ${styles.skeletonIconLarge}`} aria-hidden="true" />
      <div className={styles.detailMain} aria-hidden="true">
        <div className={`${styles.skeleton} ${styles.skeletonHeading}`} />
        <div className={`${styles.skeleton} ${styles.skeletonLine}`} />
        <div className={`${styles.skeleton} ${styles.skeletonLine}`} />
        <div className={`${styles.skeleton} ${styles.skeletonLine} ${styles.skeletonShort}`} />
      </div>
    </div>
  );
}
