/**
 * Parts of a pre-rendered document that need no JavaScript (text, pictures, plain links): while the
 * document is hydrated, React leaves their markup as it is instead of hydrating it, element by element.
 * They render normally everywhere else (the SPA, an English visit rendered over the markup) and once the
 * language changes, so their texts follow it.
 */
import { createContext, type ReactNode, useContext, useState } from "react";
import { useTranslation } from "react-i18next";
import styles from "./static-markup.module.css";

const Hydrating = createContext(false);

/** Wraps a tree being hydrated over its pre-rendered markup (see `StaticMarkup`). */
export function HydratingMarkup({ children }: { children: ReactNode }) {
  return <Hydrating.Provider value={true}>{children}</Hydrating.Provider>;
}

/** `children`, whose pre-rendered markup is kept, not hydrated, under `HydratingMarkup`. */
export function StaticMarkup({ children }: { children: ReactNode }) {
  const hydrating = useContext(Hydrating);
  const { i18n } = useTranslation();
  const [language] = useState(i18n.language);
  if (hydrating && i18n.language === language) {
    // An element with inner HTML is not hydrated inside, and an unchanged one is never written again.
    return (
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the HTML set is the empty string (KEEP): nothing is injected.
      <div key="kept" className={styles.static} suppressHydrationWarning dangerouslySetInnerHTML={KEEP} />
    );
  }
  return (
    <div key="rendered" className={styles.static}>
      {children}
    </div>
  );
}

const KEEP = { __html: "" };
