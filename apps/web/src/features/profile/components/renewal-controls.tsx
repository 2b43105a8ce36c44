import type { TSubscriptionReply } from "@mandala/contract";
import { formatRub } from "@mandala/contract/money";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { useSubscription } from "../../../api/account.ts";
import { ActionError } from "../../../ui/action-error.tsx";
import { Button } from "../../../ui/button.tsx";
import { formatDate } from "../../../ui/dates.ts";
import { useRemoveCard } from "../api/remove-card.ts";
import { useSetRenewal } from "../api/set-renewal.ts";
import styles from "../profile.module.css";

/** Asks once before an action that stops the renewal: the question, confirm, keep as it is. */
function Confirm(props: {
  question: string;
  confirm: string;
  busy: boolean;
  onConfirm(): void;
  onCancel(): void;
}) {
  const { t } = useTranslation("profile");
  const questionId = useId();
  return (
    <div role="alertdialog" aria-labelledby={questionId} className={styles.renewal}>
      <p id={questionId}>{props.question}</p>
      <Button
        variant="secondary"
        disabled={props.busy}
        aria-busy={props.busy || undefined}
        onClick={props.onConfirm}
      >
        {props.confirm}
      </Button>{" "}
      <Button variant="secondary" disabled={props.busy} onClick={props.onCancel}>
        {t("renewal.keep")}
      </Button>
    </div>
  );
}

/** The saved card (type and last four digits) and «Удалить карту», asked once. */
function SavedCard({
  userId,
  card,
  until,
}: {
  userId: number;
  card: { last4: string; type: string };
  until: string;
}) {
  const { t } = useTranslation("profile");
  const remove = useRemoveCard(userId);
  const [asking, setAsking] = useState(false);
  const type = t(`renewal.cardTypes.${card.type}`, { defaultValue: t("renewal.cardTypes.Unknown") });
  return (
    <>
      <p>{t("renewal.card", { type, last4: card.last4 })}</p>
      {asking ? (
        <Confirm
          question={t("renewal.confirmRemoveCard", { date: until })}
          confirm={t("renewal.removeCard")}
          busy={remove.isPending}
          onConfirm={() => remove.mutate(undefined, { onSettled: () => setAsking(false) })}
          onCancel={() => setAsking(false)}
        />
      ) : (
        <Button variant="secondary" onClick={() => setAsking(true)}>
          {t("renewal.removeCard")}
        </Button>
      )}
      <ActionError
        error={remove.error}
        fallback={t("renewal.removeCardFailed")}
        className={styles.renewalError}
      />
    </>
  );
}

/**
 * A monthly plan's renewal: the next charge (date and amount), the saved card, and the switch to turn
 * renewal off (asked once; the plan stays until its period ends) or back on. Once the card is removed,
 * it says until when the plan works. Nothing for a trial or a one-time plan.
 */
export function RenewalControls({ userId }: { userId: number }) {
  const { t, i18n } = useTranslation("profile");
  const subscription = useSubscription();
  const change = useSetRenewal(userId);
  const [asking, setAsking] = useState(false);
  const data: TSubscriptionReply | undefined = subscription.data;
  const renewal = data?.renewal;
  const until = formatDate(data?.expiry_date ?? "", i18n.language);
  if (!renewal) {
    // Just after the card was removed: the subscription is live, its renewal gone.
    return data?.is_active && data.status === "canceled" ? (
      <p role="status" className={styles.renewal}>
        {t("renewal.cardRemoved", { date: until })}
      </p>
    ) : null;
  }
  return (
    <section className={styles.renewal} aria-labelledby="renewal-title">
      <h3 id="renewal-title" className={styles.subheading}>
        {t("renewal.title")}
      </h3>
      <p role="status">
        {renewal.enabled && renewal.next_charge_date
          ? t("renewal.next", {
              date: formatDate(renewal.next_charge_date, i18n.language),
              amount: formatRub(renewal.amount),
            })
          : t("renewal.off", { date: until })}
      </p>
      {renewal.card ? <SavedCard userId={userId} card={renewal.card} until={until} /> : null}
      {asking ? (
        <Confirm
          question={t("renewal.confirmOff", { date: until })}
          confirm={t("renewal.turnOff")}
          busy={change.isPending}
          onConfirm={() => change.mutate(false, { onSettled: () => setAsking(false) })}
          onCancel={() => setAsking(false)}
        />
      ) : (
        <Button
          variant="secondary"
          onClick={() => (renewal.enabled ? setAsking(true) : change.mutate(true))}
          disabled={change.isPending}
          aria-busy={change.isPending || undefined}
        >
          {renewal.enabled ? t("renewal.turnOff") : t("renewal.turnOn")}
        </Button>
      )}
      <ActionError error={change.error} fallback={t("renewal.failed")} className={styles.renewalError} />
    </section>
  );
}
