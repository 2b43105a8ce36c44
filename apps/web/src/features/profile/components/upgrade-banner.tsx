import { useTranslation } from "react-i18next";
import { InviteCallout } from "../../../ui/callout.tsx";

/** Shown without an active subscription: the way to /payment. */
export function UpgradeBanner() {
  const { t } = useTranslation("profile");
  return (
    <InviteCallout
      title={t("upgrade.title")}
      text={t("upgrade.text")}
      to="/payment"
      action={t("upgrade.action")}
    />
  );
}
