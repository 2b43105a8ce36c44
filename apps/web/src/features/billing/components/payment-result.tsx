import type { TPaymentInfo, TSetLinks } from "@mandala/contract";
import { formatRub } from "@mandala/contract/money";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useLearningSet } from "../../../api/learning-set.ts";
import { recallSetLinks } from "../../../api/paid-set-links.ts";
import { useSession } from "../../../api/session.ts";
import { ButtonLink, buttonClass } from "../../../ui/button.tsx";
import page from "../../../ui/page.module.css";
import { cancellationText } from "../../../ui/payment-cancellation.ts";
import { SetDownloadButton } from "../../../ui/set-download-button.tsx";
import { useOwnSeo } from "../../../ui/use-own-seo.ts";
import styles from "../billing.module.css";

interface ResultNoticeProps {
  title: string;
  text: ReactNode;
  /** A mark above the title: a tick for a payment made, a ring for one called off. */
  mark?: "success" | "calm";
  /** What stands between the text and the actions (the amount, a download). */
  details?: ReactNode;
  /** The ways on as links, the first one accented when `accent` is set. */
  links?: ResultLink[];
  /** Other ways on (buttons), after the links. */
  children?: ReactNode;
}

/** A way on from a payment's outcome: where it goes and what it says. */
export interface ResultLink {
  to: string;
  label: string;
  accent?: boolean;
}

/** A payment's outcome on its page: the title (the tab's too), a lead text, details and the ways on. */
export function ResultNotice({ title, text, mark, details, links = [], children }: ResultNoticeProps) {
  useOwnSeo({ title });
  return (
    <div className={mark === "success" ? `${styles.result} ${styles.resultSuccess}` : styles.result}>
      {mark ? (
        <span
          className={mark === "calm" ? `${styles.resultIcon} ${styles.resultIconCalm}` : styles.resultIcon}
          aria-hidden="true"
        >
          {mark === "success" ? "✓" : "○"}
        </span>
      ) : null}
      <h1>{title}</h1>
      <p className={page.lead}>{text}</p>
      {details}
      {links.length > 0 || children ? (
        <div className={styles.actions}>
          {links.map((link) => (
            <ButtonLink key={link.to} to={link.to} variant={link.accent ? "accent" : "secondary"}>
              {link.label}
            </ButtonLink>
          ))}
          {children}
        </div>
      ) : null}
    </div>
  );
}

function Amount({ payment }: { payment: TPaymentInfo }) {
  const { t } = useTranslation("billing");
  return (
    <p className={styles.amount}>
      {t("result.amount")}: <strong>{formatRub(payment.amount)}</strong>
      <span className={styles.order}>{t("paidSet.order", { number: payment.order_number })}</span>
    </p>
  );
}

/**
 * The bought set's PDF for the browser that paid: it kept the links the purchase gave it, so a
 * mistyped address loses nothing.
 */
function BrowserDownload({ links }: { links: TSetLinks }) {
  const { t } = useTranslation("billing");
  return (
    <div className={styles.download}>
      <p>{t("paidSet.downloadLead")}</p>
      <div className={styles.actions}>
        <a className={buttonClass("accent")} href={links.download} download>
          {t("paidSet.download")}
        </a>
        <a className={buttonClass("secondary")} href={links.colour}>
          {t("paidSet.colour")}
        </a>
      </div>
    </div>
  );
}

/** For a signed-in owner of the bought set: its PDF at once. */
function OwnerDownload({ slug }: { slug: string }) {
  const { t, i18n } = useTranslation("billing");
  const session = useSession();
  const set = useLearningSet(slug, i18n.language, session?.user.id ?? null);
  if (!session || !set.data?.purchased) return null;
  return (
    <div className={styles.download}>
      <p>{t("result.downloadNow")}</p>
      <SetDownloadButton slug={slug} name={set.data.name} />
    </div>
  );
}

/** A paid payment: thanks, what was bought (and where its link was sent) and where to go next. */
export function PaymentSucceeded({ payment }: { payment: TPaymentInfo }) {
  const { t } = useTranslation("billing");
  if (payment.kind === "subscription") {
    return (
      <ResultNotice
        mark="success"
        title={t("result.subscriptionTitle")}
        text={t("result.subscriptionText", { plan: payment.plan_name ?? "" })}
        details={<Amount payment={payment} />}
        links={[
          { to: "/app", label: t("result.openApp"), accent: true },
          { to: "/profile", label: t("result.profile") },
        ]}
      />
    );
  }
  const links = recallSetLinks(payment.id);
  return (
    <ResultNotice
      mark="success"
      title={t("result.setTitle")}
      text={
        payment.email
          ? t("result.setSentTo", { name: payment.learning_set_name ?? "", email: payment.email })
          : t("result.setText", { name: payment.learning_set_name ?? "" })
      }
      details={
        <>
          <Amount payment={payment} />
          {links ? (
            <BrowserDownload links={links} />
          ) : (
            <>
              {payment.learning_set_slug ? <OwnerDownload slug={payment.learning_set_slug} /> : null}
              <p className={styles.resendHint}>
                {t("paidSet.noMail")} <Link to="/nabory#resend">{t("paidSet.resend")}</Link>
              </p>
            </>
          )}
        </>
      }
      links={[{ to: "/nabory/", label: t("result.moreSets") }]}
    />
  );
}

/** A canceled payment: calm words (why, when the provider said) and a way back to try again. */
export function PaymentCanceled({ payment }: { payment: TPaymentInfo }) {
  const { t } = useTranslation("billing");
  const retry =
    payment.kind === "subscription"
      ? `/payment${payment.plan_id ? `?plan=${payment.plan_id}` : ""}`
      : payment.learning_set_slug
        ? `/nabory/${payment.learning_set_slug}/kupit`
        : "/nabory/";
  return (
    <ResultNotice
      mark="calm"
      title={t("result.canceledTitle")}
      text={payment.cancellation ? cancellationText(t, payment.cancellation) : t("result.canceledText")}
      links={[
        { to: retry, label: t("result.tryAgain"), accent: true },
        { to: "/", label: t("result.home") },
      ]}
    />
  );
}
