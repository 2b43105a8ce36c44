import { useTranslation } from "react-i18next";
import skeleton from "../../../ui/skeleton.module.css";
import styles from "../billing.module.css";

/** Three placeholder plan cards while the plans load. */
export function PlanGridSkeleton() {
  const { t } = useTranslation("billing");
  return (
    <div aria-busy="true">
      <span className="visually-hidden" role="status">
        {t("plans.loading")}
      </span>
      <ul className={styles.plans} aria-hidden="true">
        {[0, 1, 2].map((key) => (
          <li key={key} className={`${styles.plan} ${styles.planSkeleton}`}>
            <div className={`${skeleton.skeleton} ${styles.skeletonTitle}`} />
            <div className={`${skeleton.skeleton} ${styles.skeletonPrice}`} />
            <div className={`${skeleton.skeleton} ${skeleton.line}`} />
            <div className={`${skeleton.skeleton} ${skeleton.line}`} />
            <div className={`${skeleton.skeleton} ${skeleton.line} ${skeleton.short}`} />
          </li>
        ))}
      </ul>
    </div>
  );
}
