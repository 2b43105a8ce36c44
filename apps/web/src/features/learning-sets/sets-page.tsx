import type { TLearningSetTopic } from "@mandala/contract";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import empty from "../../ui/empty-state.module.css";
import page from "../../ui/page.module.css";
import { PageIntro } from "../../ui/page-intro.tsx";
import { useLearningSets } from "./api/get-learning-sets.ts";
import { IndividualSetCard } from "./components/individual-set-card.tsx";
import { LoadError } from "./components/load-error.tsx";
import { ResendLinksForm } from "./components/resend-links-form.tsx";
import { SetCard } from "./components/set-card.tsx";
import { SetListSkeleton } from "./components/skeletons.tsx";
import styles from "./sets.module.css";

function Topic({ topic }: { topic: TLearningSetTopic }) {
  const headingId = `topic-${topic.id}`;
  return (
    <section className={styles.topic} aria-labelledby={headingId}>
      <header className={styles.topicHeader}>
        <h2 id={headingId}>{topic.name}</h2>
        {topic.description_short ? <p className={styles.topicText}>{topic.description_short}</p> : null}
      </header>
      <ul className={styles.grid}>
        {topic.learning_sets.map((set) => (
          <SetCard key={set.id} set={set} />
        ))}
      </ul>
    </section>
  );
}

/**
 * /nabory/: the learning sets grouped by topic, the invitation to order an individual set, and the
 * form that sends a buyer's links again (#resend).
 */
export function SetsPage() {
  const { t, i18n } = useTranslation("sets");
  const sets = useLearningSets(i18n.language);
  const topics = sets.data?.data.filter((topic) => topic.learning_sets.length > 0) ?? [];
  return (
    <div className={page.frame}>
      <PageIntro eyebrow={t("list.eyebrow")} title={t("list.title")} lead={t("list.lead")} />
      <p>
        <Link to="/podarok">{t("list.gift")}</Link>
      </p>
      {sets.isPending ? (
        <SetListSkeleton />
      ) : sets.isError ? (
        <LoadError onRetry={() => void sets.refetch()} />
      ) : topics.length === 0 ? (
        <p className={empty.empty}>
          {t("list.empty")} <Link to="/#sets">{t("list.emptyLink")}</Link>
        </p>
      ) : (
        topics.map((topic) => <Topic key={topic.id} topic={topic} />)
      )}
      <IndividualSetCard />
      <ResendLinksForm />
    </div>
  );
}
