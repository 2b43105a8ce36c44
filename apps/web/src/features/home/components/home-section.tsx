import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import styles from "../home.module.css";
import { SectionHeading } from "./section-heading.tsx";

interface HomeSectionProps {
  /** The section's keys in the `home` namespace (`<name>.eyebrow`, `.title`, `.text`) and its heading's id, `<name>-title`. */
  name: string;
  /** The section's id, where it is a scroll target. */
  id?: string;
  /** On the sunken background, to set it apart from its neighbours. */
  sunken?: boolean;
  centered?: boolean;
  /** With the lead text `<name>.text` under the title. */
  lead?: boolean;
  children: ReactNode;
}

/** A band of the home page: the section, its container and its heading, then its content. */
export function HomeSection({
  name,
  id,
  sunken = false,
  centered = false,
  lead = false,
  children,
}: HomeSectionProps) {
  const { t } = useTranslation("home");
  return (
    <section
      id={id}
      className={sunken ? `${styles.section} ${styles.sunken}` : styles.section}
      aria-labelledby={`${name}-title`}
    >
      <div className={styles.container}>
        <SectionHeading
          id={`${name}-title`}
          eyebrow={t(`${name}.eyebrow`)}
          title={t(`${name}.title`)}
          centered={centered}
        >
          {lead ? t(`${name}.text`) : null}
        </SectionHeading>
        {children}
      </div>
    </section>
  );
}
