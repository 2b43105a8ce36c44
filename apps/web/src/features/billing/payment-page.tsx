import type { TPlan, TPurchaseOffer } from "@mandala/contract";
import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { useSubscription } from "../../api/account.ts";
import { usePlans } from "../../api/plans.ts";
import { useSession } from "../../api/session.ts";
import alert from "../../ui/alert.module.css";
import { Button, ButtonLink } from "../../ui/button.tsx";
import { ConsentCheckbox, useConsent } from "../../ui/consent-checkbox.tsx";
import { formatDate } from "../../ui/dates.ts";
import empty from "../../ui/empty-state.module.css";
import { navigateAway } from "../../ui/navigate-away.ts";
import page from "../../ui/page.module.css";
import { PageIntro } from "../../ui/page-intro.tsx";
import { PaymentConsent } from "../../ui/payment-consent.tsx";
import { firstPurchase, type PurchaseOffer } from "../../ui/plan-terms.ts";
import { usePurchaseSubscription } from "./api/purchase-subscription.ts";
import styles from "./billing.module.css";
import { PlanCard } from "./components/plan-card.tsx";
import { PlanGridSkeleton } from "./components/plan-grid-skeleton.tsx";
import { TrialPanel } from "./components/trial-panel.tsx";
import { currentPlanId, type SubscriptionSnapshot, showTrialButton } from "./trial.ts";

/** What we know of the user's subscription: the server's word, else the stored session's. */
function useSnapshot(): {
  snapshot: SubscriptionSnapshot | null;
  trialAvailable: boolean;
  expiry: string | null;
  /** What paying for each plan does, by the server's terms (none when the subscription was not read). */
  offers: TPurchaseOffer[];
} {
  const session = useSession();
  const subscription = useSubscription();
  if (subscription.data) {
    const data = subscription.data;
    return {
      snapshot: { isActive: data.is_active, status: data.status, planId: data.plan_id },
      trialAvailable: data.trial_available,
      expiry: data.expiry_date,
      offers: data.offers,
    };
  }
  if (!session || subscription.isPending) {
    return { snapshot: null, trialAvailable: false, expiry: null, offers: [] };
  }
  // The subscription could not be read: fall back to the session, and never offer the trial blindly.
  return {
    snapshot: {
      isActive: session.isSubscriptionActive,
      status: session.plan?.isTrial ? "trial" : session.isSubscriptionActive ? "active" : "none",
      planId: session.plan?.id ?? null,
    },
    trialAvailable: false,
    expiry: session.plan?.expiryDate ?? null,
    offers: [],
  };
}

function CurrentPlanNote({ plan, trial, expiry }: { plan: TPlan; trial: boolean; expiry: string | null }) {
  const { t, i18n } = useTranslation("billing");
  const date = formatDate(expiry, i18n.language);
  return (
    <div className={styles.note} role="status">
      <p>
        {date
          ? t(trial ? "plans.trialUntil" : "plans.activeUntil", { name: plan.name, date })
          : t("plans.active", { name: plan.name })}
      </p>
      <ButtonLink to="/app" variant="secondary">
        {t("plans.openApp")}
      </ButtonLink>
    </div>
  );
}

/** /payment: the plans, the user's current plan, the trial offer and the way to checkout. */
export function PaymentPage() {
  const { t, i18n } = useTranslation("billing");
  const [params] = useSearchParams();
  const plans = usePlans(i18n.language);
  const { snapshot, trialAvailable, expiry, offers } = useSnapshot();
  const purchase = usePurchaseSubscription();
  const [pendingPlanId, setPendingPlanId] = useState<number | null>(null);
  // One checkout per intent, even for clicks that land before the buttons are disabled.
  const sending = useRef(false);
  const consent = useConsent("payment-consent");
  const current = snapshot ? currentPlanId(snapshot) : null;
  const currentPlan = plans.data?.find((plan) => plan.id === current);
  const popular = plans.data?.find((plan) => plan.is_popular) ?? null;
  // The plan chosen before (?plan=id: on the home page, at registration, in the builder) is selected:
  // marked on its card and offered for the trial.
  const selected = plans.data?.find((plan) => String(plan.id) === params.get("plan")) ?? null;
  /** The server's offer for `plan`; a first purchase for someone who holds no plan; else not known. */
  const offerFor = (plan: TPlan): PurchaseOffer | null =>
    offers.find((offer) => offer.plan_id === plan.id) ??
    (snapshot?.isActive ? null : firstPurchase(plan, new Date()));

  function subscribe(plan: TPlan) {
    if (sending.current || !consent.confirm()) return;
    sending.current = true;
    setPendingPlanId(plan.id);
    purchase.mutate(
      { plan_id: plan.id, personal_data_consent: true },
      {
        onSuccess: (reply) => navigateAway(reply.payment_link),
        onError: () => {
          sending.current = false;
          setPendingPlanId(null);
        },
      },
    );
  }

  return (
    <div className={page.frame}>
      <PageIntro eyebrow={t("plans.eyebrow")} title={t("plans.title")} lead={t("plans.lead")} />
      {params.get("redirect") ? (
        <p className={styles.info} role="note">
          {t("plans.redirectNote")}
        </p>
      ) : null}
      {currentPlan && snapshot ? (
        <CurrentPlanNote plan={currentPlan} trial={snapshot.status === "trial"} expiry={expiry} />
      ) : null}
      {snapshot && showTrialButton(snapshot) ? (
        <TrialPanel available={trialAvailable} plan={selected ?? popular} />
      ) : null}
      {purchase.isError ? (
        <p role="alert" className={alert.alert}>
          {t("plans.purchaseFailed")}
        </p>
      ) : null}
      {plans.isPending ? (
        <PlanGridSkeleton />
      ) : plans.isError ? (
        <div role="alert" className={alert.alert}>
          <p>{t("plans.loadFailed")}</p>
          <Button variant="secondary" onClick={() => void plans.refetch()}>
            {t("plans.retry")}
          </Button>
        </div>
      ) : plans.data.length === 0 ? (
        <p className={empty.empty}>{t("plans.empty")}</p>
      ) : (
        <>
          <ConsentCheckbox {...consent.box} disabled={pendingPlanId !== null} />
          <ul className={styles.plans}>
            {plans.data.map((plan) => (
              <PlanCard
                key={plan.id}
                plan={plan}
                isCurrent={plan.id === current}
                offer={offerFor(plan)}
                currentName={currentPlan?.name ?? null}
                isSelected={plan.id === selected?.id}
                pendingPlanId={pendingPlanId}
                onSubscribe={subscribe}
              />
            ))}
          </ul>
          <PaymentConsent ns="billing" i18nKey="plans.consent" className={styles.consent} />
        </>
      )}
    </div>
  );
}
