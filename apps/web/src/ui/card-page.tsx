/**
 * A page that is one narrow card (card-page.module.css): sign-in, registration, the links e-mailed to an
 * account. The card is a landmark named by its title and ends with `footer`, where to go instead; what
 * a step did is said by CardPageDone.
 */
import type { ComponentProps, ReactNode } from "react";
import { ButtonLink } from "./button.tsx";
import styles from "./card-page.module.css";

/** The page and its card: `id` names the title (`${id}-title`); `className` adds to the card's look. */
export function CardPage({
  id,
  title,
  footer,
  className,
  children,
  ...section
}: Omit<ComponentProps<"section">, "id" | "title"> & { id: string; title: ReactNode; footer?: ReactNode }) {
  const titleId = `${id}-title`;
  return (
    <div className={styles.page}>
      <section
        className={[styles.card, className].filter(Boolean).join(" ")}
        aria-labelledby={titleId}
        {...section}
      >
        <h1 id={titleId}>{title}</h1>
        {children}
        {footer ? <p className={styles.footer}>{footer}</p> : null}
      </section>
    </div>
  );
}

/** What the card's step did (announced), and where to go from there when `next` is given. */
export function CardPageDone({
  children,
  next,
}: {
  children: ReactNode;
  next?: { to: string; label: string };
}) {
  return (
    <>
      <p className={styles.success} role="status">
        {children}
      </p>
      {next ? (
        <ButtonLink to={next.to} className={styles.submit}>
          {next.label}
        </ButtonLink>
      ) : null}
    </>
  );
}
