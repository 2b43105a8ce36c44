/**
 * /profile: avatar, name, join date, subscription card with the quota bar, purchased
 * sets, account details, the editable bio and details, and an upgrade banner without a subscription.
 */
import type { TUserProfile } from "@mandala/contract";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { useProfile } from "../../api/account.ts";
import { ApiError } from "../../api/client.ts";
import { Button, ButtonLink } from "../../ui/button.tsx";
import { InviteCallout } from "../../ui/callout.tsx";
import { formatDate } from "../../ui/dates.ts";
import errorBox from "../../ui/error-box.module.css";
import page from "../../ui/page.module.css";
import { AboutSection } from "./components/about-form.tsx";
import { AccountDetails } from "./components/account-details.tsx";
import { AvatarUpload } from "./components/avatar-upload.tsx";
import { DeleteAccountSection } from "./components/delete-account-section.tsx";
import { ExportSection } from "./components/export-section.tsx";
import { PaymentHistory } from "./components/payment-history.tsx";
import { PurchasedSets } from "./components/purchased-sets.tsx";
import { SecuritySection } from "./components/security-section.tsx";
import { SubscriptionCard } from "./components/subscription-card.tsx";
import styles from "./profile.module.css";

export function ProfilePage() {
  const { t } = useTranslation("profile");
  const profile = useProfile();

  if (profile.isPending) {
    return (
      <div className={page.frame}>
        <h1>{t("title")}</h1>
        <p className={styles.state} role="status">
          <span className={styles.spinner} aria-hidden="true" />
          {t("loading")}
        </p>
      </div>
    );
  }
  if (profile.isError) {
    const detail = profile.error instanceof ApiError && profile.error.message ? profile.error.message : null;
    return (
      <div className={page.frame}>
        <h1>{t("title")}</h1>
        <div className={errorBox.errorBox} role="alert">
          <p>{t("loadFailed")}</p>
          {detail ? <p className={styles.muted}>{detail}</p> : null}
          <Button variant="secondary" onClick={() => void profile.refetch()}>
            {t("retry")}
          </Button>
        </div>
      </div>
    );
  }
  return <ProfileView profile={profile.data} />;
}

function displayName(profile: TUserProfile): string {
  return [profile.first_name, profile.last_name].filter(Boolean).join(" ") || profile.username;
}

/** The answer to the verification e-mail's link (`?email=verified`, `used` or `invalid`). */
const EMAIL_NOTICES: Record<string, string> = {
  verified: "emailVerified",
  used: "emailAlreadyVerified",
  invalid: "emailLinkInvalid",
};

function EmailNotice() {
  const { t } = useTranslation("profile");
  const [search] = useSearchParams();
  const key = EMAIL_NOTICES[search.get("email") ?? ""];
  if (!key) return null;
  return (
    <p className={styles.notice} role="status">
      {t(key)}
    </p>
  );
}

function ProfileView({ profile }: { profile: TUserProfile }) {
  const { t, i18n } = useTranslation("profile");
  const name = displayName(profile);
  return (
    <div className={page.frame}>
      <EmailNotice />
      <header className={styles.hero}>
        <AvatarUpload avatar={profile.avatar} name={name} />
        <div className={styles.heroText}>
          <p className={styles.eyebrow}>{t("title")}</p>
          <h1>{name}</h1>
          <p className={styles.muted}>
            @{profile.username} · {t("memberSince", { date: formatDate(profile.joined_date, i18n.language) })}
          </p>
        </div>
        <ButtonLink to="/mandalas" variant="secondary">
          {t("myMandalas")}
        </ButtonLink>
      </header>
      {profile.subscription_status.is_active ? null : (
        // Without an active subscription: the way to /payment, with the plan last held selected.
        <InviteCallout
          title={t("upgrade.title")}
          text={t("upgrade.text")}
          to={
            profile.subscription_details
              ? `/payment?plan=${profile.subscription_details.plan_id}`
              : "/payment"
          }
          action={t("upgrade.action")}
        />
      )}
      <div className={styles.grid}>
        <SubscriptionCard profile={profile} />
        <AccountDetails profile={profile} />
        <AboutSection profile={profile} />
        <PurchasedSets sets={profile.purchased_learning_sets} />
        <SecuritySection />
        <PaymentHistory />
        <ExportSection />
        <DeleteAccountSection />
      </div>
    </div>
  );
}
