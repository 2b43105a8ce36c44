import { useTranslation } from "react-i18next";
import { InviteCallout } from "../../../ui/callout.tsx";

/** Invites a visitor to register for the full builder. */
export function RegisterBanner() {
  const { t } = useTranslation("calculator");
  return (
    <InviteCallout
      title={t("banner.title")}
      text={t("banner.text")}
      to="/register"
      action={t("banner.cta")}
    />
  );
}
