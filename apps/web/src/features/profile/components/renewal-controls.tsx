import { useTranslation } from "react-i18next";
import { useSubscription } from "../../../api/account.ts";
import { ActionError } from "../../../ui/action-error.tsx";
import { Button } from "../../../ui/button.tsx";
import { formatDate } from "../../../ui/dates.ts";
import { formatRubles } from "../../../ui/format.ts";
import { useSetRenewal } from "../api/set-renewal.ts";
import styles from "../profile.module.css";

/**
 * A monthly plan's renewal: the next charge (date and amount) and the switch to turn it off (the plan
 * stays until its period ends) or back on. Nothing for a trial or a one-time plan.
 */
export function RenewalControls({ userId }: { userId: number }) {
  const { t, i18n } = useTranslation("profile");
  const subscription = useSubscription();
  const change = useSetRenewal(userId);
  const renewal = subscription.data?.renewal;
  if (!renewal) return null;
  const until = formatDate(subscription.data?.expiry_date ?? "", i18n.language);
  return (
    <section className={styles.renewal} aria-labelledby="renewal-title">
      <h3 id="renewal-title" className={styles.subheading}>
        {t("renewal.title")}
      </h3>
      <p role="status">
        {renewal.enabled && renewal.next_charge_date
          ? t("renewal.next", {
              date: formatDate(renewal.next_charge_date, i18n.language),
              amount: formatRubles(renewal.amount),
            })
          : t("renewal.off", { date: until })}
      </p>
      <Button
        variant="secondary"
        onClick={() => change.mutate(!renewal.enabled)}
        disabled={change.isPending}
        aria-busy={change.isPending || undefined}
      >
        {renewal.enabled ? t("renewal.turnOff") : t("renewal.turnOn")}
      </Button>
      <ActionError error={change.error} fallback={t("renewal.failed")} className={styles.renewalError} />
    </section>
  );
}
