import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import styles from "../home.module.css";
import { HomeSection } from "./home-section.tsx";

export interface Review {
  name: string;
  text: string;
  fullText: string;
}

/** One review: the short text, and the full one after "Read more" (the toggle says its state). */
export function ReviewCard({ review }: { review: Review }) {
  const { t } = useTranslation("home");
  const [expanded, setExpanded] = useState(false);
  const textId = useId();
  return (
    <li className={styles.review}>
      <figure>
        <blockquote id={textId}>
          <p>{expanded ? review.fullText : review.text}</p>
        </blockquote>
        <figcaption>{review.name}</figcaption>
      </figure>
      <button
        type="button"
        className={styles.reviewToggle}
        aria-expanded={expanded}
        aria-controls={textId}
        onClick={() => setExpanded((value) => !value)}
      >
        {expanded ? t("reviews.less") : t("reviews.more")}
      </button>
    </li>
  );
}

/** Three client reviews, each expandable. */
export function Reviews() {
  const { t } = useTranslation("home");
  const items = t("reviews.items", { returnObjects: true }) as Review[];
  return (
    <HomeSection name="reviews" id="reviews" centered>
      <ul className={styles.reviews}>
        {items.map((review) => (
          <ReviewCard key={review.name} review={review} />
        ))}
      </ul>
    </HomeSection>
  );
}
