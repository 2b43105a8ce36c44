import { useTranslation } from "react-i18next";
import { ButtonLink } from "../../../ui/button.tsx";
import { AppLink } from "../../../ui/navigation.tsx";
import page from "../../../ui/page.module.css";
import { useScrollTo } from "../../../ui/use-hash-scroll.ts";
import styles from "../home.module.css";
import { HomeArt } from "./home-art.tsx";

/** A highlight of the hero: a link to a route, a link that scrolls to a target, or plain text. */
export type Highlight =
  | { kind: "route"; key: string; to: string }
  | { kind: "scroll"; key: string; target: string }
  | { kind: "text"; key: string };

export const HIGHLIGHTS: readonly Highlight[] = [
  { kind: "text", key: "method" },
  { kind: "scroll", key: "sets", target: "sets" },
  { kind: "route", key: "demo", to: "/democalc" },
  { kind: "scroll", key: "trial", target: "/register" },
  { kind: "text", key: "print" },
];

function HighlightItem({ item }: { item: Highlight }) {
  const { t } = useTranslation("home");
  const scrollTo = useScrollTo();
  const text = t(`hero.highlights.${item.key}`);
  if (item.kind === "route") return <AppLink to={item.to}>{text}</AppLink>;
  if (item.kind === "scroll") {
    const href = item.target.startsWith("/") ? item.target : `/#${item.target}`;
    return (
      <AppLink
        to={href}
        onClick={(event) => {
          if (item.target.startsWith("/")) return;
          event.preventDefault();
          scrollTo(item.target);
        }}
      >
        {text}
      </AppLink>
    );
  }
  return <span>{text}</span>;
}

/** The first screen: the promise, the two main actions and the highlights, beside the hero mandala. */
export function Hero() {
  const { t } = useTranslation("home");
  return (
    <section className={styles.hero} aria-labelledby="hero-title">
      <div className={styles.heroInner}>
        <div className={styles.heroText}>
          <p className={page.eyebrow}>{t("hero.eyebrow")}</p>
          <h1 id="hero-title">{t("hero.title")}</h1>
          <p className={styles.lead}>{t("hero.lead")}</p>
          <p className={styles.actions}>
            <ButtonLink to="/#sets" variant="accent">
              {t("hero.freeSets")}
            </ButtonLink>
            <ButtonLink to="/#pattern-calculator" variant="secondary">
              {t("hero.calculator")}
            </ButtonLink>
          </p>
          <ul className={styles.highlights} aria-label={t("hero.highlightsLabel")}>
            {HIGHLIGHTS.map((item) => (
              <li key={item.key}>
                <HighlightItem item={item} />
              </li>
            ))}
          </ul>
        </div>
        <div className={styles.heroArt}>
          <HomeArt src="/images/home/hero.svg" alt={t("hero.imageAlt")} size={560} first />
        </div>
      </div>
    </section>
  );
}
