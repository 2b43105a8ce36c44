import { type ReactNode, useId } from "react";
import { ButtonLink } from "./button.tsx";
import styles from "./callout.module.css";

interface CalloutProps {
  tone: "info" | "gold" | "invite";
  /** "section" where the panel is a part of the page's work (a form's step), else a side note. */
  as?: "aside" | "section";
  title: ReactNode;
  text: ReactNode;
  /** What stands under the text (an error of the action, say). */
  extra?: ReactNode;
  /** The way on: a button or a link, beside the text (under it on a narrow screen). */
  action?: ReactNode;
}

/** A wide panel named by its title: a message and its action. */
export function Callout({ tone, as: Tag = "aside", title, text, extra, action }: CalloutProps) {
  const titleId = useId();
  return (
    <Tag className={`${styles.callout} ${styles[tone]}`} aria-labelledby={titleId}>
      <div>
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        <p className={styles.text}>{text}</p>
        {extra}
      </div>
      {action}
    </Tag>
  );
}

interface InviteCalloutProps {
  title: string;
  text: string;
  /** Where the invitation leads, and the link's label. */
  to: string;
  action: string;
}

/** An invitation to go further (register, subscribe): the panel with one accent link. */
export function InviteCallout({ title, text, to, action }: InviteCalloutProps) {
  return (
    <Callout
      tone="invite"
      title={title}
      text={text}
      action={
        <ButtonLink to={to} variant="accent">
          {action}
        </ButtonLink>
      }
    />
  );
}
