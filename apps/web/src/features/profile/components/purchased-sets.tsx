import type { TPurchasedLearningSet } from "@mandala/contract";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { buttonClass } from "../../../ui/button.tsx";
import { formatDate } from "../../../ui/dates.ts";
import { SetDownloadButton } from "../../../ui/set-download-button.tsx";
import styles from "../profile.module.css";

/** The learning sets the user bought, each linked to its page and downloaded as a PDF at once. */
export function PurchasedSets({ sets }: { sets: readonly TPurchasedLearningSet[] }) {
  const { t, i18n } = useTranslation("profile");
  return (
    <section className={styles.card} aria-labelledby="sets-title">
      <h2 id="sets-title">{t("sets.title")}</h2>
      {sets.length === 0 ? (
        <div className={styles.empty}>
          <p>{t("sets.empty")}</p>
          <Link to="/nabory" className={buttonClass("secondary")}>
            {t("sets.browse")}
          </Link>
        </div>
      ) : (
        <ul className={styles.sets}>
          {sets.map((set) => (
            <li key={set.id} className={styles.set}>
              {set.icon_url ? <img src={set.icon_url} alt="" width="48" height="48" loading="lazy" /> : null}
              <div>
                <p className={styles.setName}>
                  <Link to={`/nabory/${encodeURIComponent(set.slug)}`}>{set.name}</Link>
                </p>
                <p className={styles.muted}>
                  {set.topic_name} ·{" "}
                  {t("sets.purchased", { date: formatDate(set.purchased_at, i18n.language) })}
                </p>
              </div>
              <SetDownloadButton slug={set.slug} name={set.name} variant="secondary" />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
