import type { TPaymentInfo } from "@mandala/contract";
import { useTranslation } from "react-i18next";
import { useLearningSet } from "../../../api/learning-set.ts";
import { useSession } from "../../../api/session.ts";
import { ButtonLink } from "../../../ui/button.tsx";
import { formatRubles } from "../../../ui/format.ts";
import page from "../../../ui/page.module.css";
import { SetDownloadButton } from "../../../ui/set-download-button.tsx";
import styles from "../billing.module.css";

function Amount({ payment }: { payment: TPaymentInfo }) {
  const { t } = useTranslation("billing");
  return (
    <p className={styles.amount}>
      {t("result.amount")}: <strong>{formatRubles(payment.amount)}</strong>
    </p>
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
      <div className={`${styles.result} ${styles.resultSuccess}`}>
        <span className={styles.resultIcon} aria-hidden="true">
          ✓
        </span>
        <h1>{t("result.subscriptionTitle")}</h1>
        <p className={page.lead}>{t("result.subscriptionText", { plan: payment.plan_name ?? "" })}</p>
        <Amount payment={payment} />
        <div className={styles.actions}>
          <ButtonLink to="/app" variant="accent">
            {t("result.openApp")}
          </ButtonLink>
          <ButtonLink to="/profile" variant="secondary">
            {t("result.profile")}
          </ButtonLink>
        </div>
      </div>
    );
  }
  return (
    <div className={`${styles.result} ${styles.resultSuccess}`}>
      <span className={styles.resultIcon} aria-hidden="true">
        ✓
      </span>
      <h1>{t("result.setTitle")}</h1>
      <p className={page.lead}>
        {payment.email
          ? t("result.setSentTo", { name: payment.learning_set_name ?? "", email: payment.email })
          : t("result.setText", { name: payment.learning_set_name ?? "" })}
      </p>
      <Amount payment={payment} />
      {payment.learning_set_slug ? <OwnerDownload slug={payment.learning_set_slug} /> : null}
      <div className={styles.actions}>
        <ButtonLink to="/nabory/" variant="secondary">
          {t("result.moreSets")}
        </ButtonLink>
      </div>
    </div>
  );
}

/** A canceled payment: calm words and a way back to try again. */
export function PaymentCanceled({ payment }: { payment: TPaymentInfo }) {
  const { t } = useTranslation("billing");
  const retry =
    payment.kind === "subscription"
      ? "/payment"
      : payment.learning_set_slug
        ? `/nabory/${payment.learning_set_slug}/kupit`
        : "/nabory/";
  return (
    <div className={styles.result}>
      <span className={`${styles.resultIcon} ${styles.resultIconCalm}`} aria-hidden="true">
        ○
      </span>
      <h1>{t("result.canceledTitle")}</h1>
      <p className={page.lead}>{t("result.canceledText")}</p>
      <div className={styles.actions}>
        <ButtonLink to={retry} variant="accent">
          {t("result.tryAgain")}
        </ButtonLink>
        <ButtonLink to="/" variant="secondary">
          {t("result.home")}
        </ButtonLink>
      </div>
    </div>
  );
}
