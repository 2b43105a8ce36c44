import type { ReactNode } from "react";
import page from "../../../ui/page.module.css";
import styles from "../home.module.css";

/** The common heading of a home section: a small eyebrow line, the title and an optional lead. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  children,
  centered = false,
}: {
  id: string;
  eyebrow: string;
  title: string;
  children?: ReactNode;
  centered?: boolean;
}) {
  return (
    <header className={centered ? `${styles.heading} ${styles.headingCentered}` : styles.heading}>
      <p className={page.eyebrow}>{eyebrow}</p>
      <h2 id={id}>{title}</h2>
      {children ? <p className={styles.sectionLead}>{children}</p> : null}
    </header>
  );
}
