/**
 * The security section's VK ID: link it (a trip to VK ID and back through /oauth/vk/callback, which
 * links), or unlink it while the account keeps another way in, a password and a confirmed e-mail (the
 * server holds the same rule: vk-login.service.ts). Without a VK app configured only unlinking is shown.
 */
import type { TAccountSecurity } from "@mandala/contract";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useVkAppId } from "../../../api/site-settings.ts";
import { startVkLink } from "../../../api/vk-id/vk-link.ts";
import { Button } from "../../../ui/button.tsx";
import errorBox from "../../../ui/error-box.module.css";
import { useUnlinkVk } from "../api/security.ts";
import profile from "../profile.module.css";
import styles from "./security.module.css";
import { SecurityError } from "./security-form.tsx";

/** What the account must have before VK ID can go (the i18n key that says so), or null. */
function missingWayIn(security: TAccountSecurity): string | null {
  const emailReady = security.email !== null && security.email_verified;
  if (security.has_password) return emailReady ? null : "vkId.needsEmail";
  return emailReady ? "vkId.needsPassword" : "vkId.needsBoth";
}

export function VkIdBlock({ security }: { security: TAccountSecurity }) {
  const { t } = useTranslation("profile");
  const appId = useVkAppId();
  const unlink = useUnlinkVk();
  if (!security.vk_linked && !appId) return null;
  return (
    <div className={styles.block}>
      <h3>{t("vkId.title")}</h3>
      <p className={profile.muted}>{t(security.vk_linked ? "vkId.linked" : "vkId.notLinked")}</p>
      {unlink.isSuccess && !security.vk_linked ? (
        <p className={profile.ok} role="status">
          {t("vkId.unlinked")}
        </p>
      ) : null}
      {security.vk_linked ? (
        <UnlinkVk security={security} unlink={unlink} />
      ) : appId ? (
        <LinkVk appId={appId} />
      ) : null}
    </div>
  );
}

function LinkVk({ appId }: { appId: number }) {
  const { t, i18n } = useTranslation("profile");
  const [state, setState] = useState<"idle" | "leaving" | "failed">("idle");
  const start = () => {
    setState("leaving");
    // On success the page goes to VK ID; it stays only when the SDK could not be loaded or started.
    startVkLink(appId, i18n.language === "en").catch(() => setState("failed"));
  };
  return (
    <>
      {state === "failed" ? (
        <p className={errorBox.errorBox} role="alert">
          {t("vkId.linkFailed")}
        </p>
      ) : null}
      <div className={styles.actions}>
        <Button
          variant="secondary"
          onClick={start}
          disabled={state === "leaving"}
          aria-busy={state === "leaving"}
        >
          {t("vkId.link")}
        </Button>
      </div>
    </>
  );
}

function UnlinkVk({
  security,
  unlink,
}: {
  security: TAccountSecurity;
  unlink: ReturnType<typeof useUnlinkVk>;
}) {
  const { t } = useTranslation("profile");
  const missing = missingWayIn(security);
  return (
    <>
      <SecurityError error={unlink.error} />
      <div className={styles.actions}>
        <Button
          variant="secondary"
          onClick={() => unlink.mutate()}
          disabled={missing !== null || unlink.isPending}
          aria-busy={unlink.isPending}
          aria-describedby={missing ? "vk-unlink-needs" : undefined}
        >
          {t("vkId.unlink")}
        </Button>
      </div>
      {missing ? (
        <p id="vk-unlink-needs" className={profile.muted}>
          {t(missing)}
        </p>
      ) : null}
    </>
  );
}
