import type { ReactNode } from "react";
import page from "./page.module.css";

interface PageIntroProps {
  title: ReactNode;
  /** The paragraph under the title. */
  lead?: ReactNode;
  /** The small line above the title. */
  eyebrow?: ReactNode;
}

/** A page's heading block (page.module.css): the eyebrow, the title and the lead. */
export function PageIntro({ title, lead, eyebrow }: PageIntroProps) {
  return (
    <header className={page.intro}>
      {eyebrow ? <p className={page.eyebrow}>{eyebrow}</p> : null}
      <h1>{title}</h1>
      {lead ? <p className={page.lead}>{lead}</p> : null}
    </header>
  );
}
