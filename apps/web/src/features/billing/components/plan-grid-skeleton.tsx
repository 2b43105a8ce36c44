import { useTranslation } from "react-i18next";
import { LoadingPlaceholder, SkeletonBlock, SkeletonLines } from "../../../ui/skeleton.tsx";
import styles from "../billing.module.css";

/** Three placeholder plan cards while the plans load. */
export function PlanGridSkeleton() {
  const { t } = useTranslation("billing");
  return (
    <LoadingPlaceholder label={t("plans.loading")}>
      <ul className={styles.plans} aria-hidden="true">
        {[0, 1, 2].map((key) => (
          <li key={key} className={`${styles.plan} ${styles.planSkeleton}`}>
            <SkeletonBlock className={styles.skeletonTitle} />
            <SkeletonBlock className={styles.skeletonPrice} />
            <SkeletonLines count={2} />
          </li>
        ))}
      </ul>
    </LoadingPlaceholder>
  );
}
