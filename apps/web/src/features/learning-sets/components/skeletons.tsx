import { useTranslation } from "react-i18next";
import { LoadingPlaceholder, SkeletonBlock, SkeletonLines } from "../../../ui/skeleton.tsx";
import styles from "../sets.module.css";

/** Placeholder cards while the sets load; announced once as busy. */
export function SetListSkeleton() {
  const { t } = useTranslation("sets");
  return (
    <LoadingPlaceholder label={t("loading")} className={styles.topic}>
      <SkeletonBlock className={styles.skeletonHeading} />
      <ul className={styles.grid} aria-hidden="true">
        {[0, 1, 2].map((key) => (
          <li key={key} className={`${styles.card} ${styles.skeletonCard}`}>
            <SkeletonBlock className={styles.skeletonIcon} />
            <SkeletonLines count={1} />
          </li>
        ))}
      </ul>
    </LoadingPlaceholder>
  );
}

/** Placeholder of the detail page. */
export function SetDetailSkeleton() {
  const { t } = useTranslation("sets");
  return (
    <LoadingPlaceholder label={t("loading")} className={styles.detail}>
      <SkeletonBlock className={styles.skeletonIconLarge} aria-hidden="true" />
      <div className={styles.detailMain} aria-hidden="true">
        <SkeletonBlock className={styles.skeletonHeading} />
        <SkeletonLines count={2} />
      </div>
    </LoadingPlaceholder>
  );
}
