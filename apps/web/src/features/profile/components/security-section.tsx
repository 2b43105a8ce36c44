/**
 * The profile's "Sign-in and security" card (the account's address, password and VK ID) and its devices
 * card. After a password reset the profile opens with `?password=reset`, which this card confirms.
 */
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { useAccountSecurity } from "../api/security.ts";
import profile from "../profile.module.css";
import { DevicesSection } from "./devices-list.tsx";
import { EmailBlock } from "./email-form.tsx";
import { PasswordBlock } from "./password-form.tsx";
import { VkIdBlock } from "./vk-id-block.tsx";

export function SecuritySection() {
  const { t } = useTranslation("profile");
  const security = useAccountSecurity();
  const [search] = useSearchParams();
  return (
    <>
      <section className={profile.card} aria-labelledby="security-title">
        <h2 id="security-title">{t("security.title")}</h2>
        {search.get("password") === "reset" ? (
          <p className={profile.notice} role="status">
            {t("security.password.reset")}
          </p>
        ) : null}
        {security.isError ? <p className={profile.muted}>{t("security.loadFailed")}</p> : null}
        {security.isSuccess ? (
          <>
            <EmailBlock security={security.data} />
            <PasswordBlock hasPassword={security.data.has_password} />
            <VkIdBlock security={security.data} />
          </>
        ) : null}
      </section>
      <DevicesSection />
    </>
  );
}
