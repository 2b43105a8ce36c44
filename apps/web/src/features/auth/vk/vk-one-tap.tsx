/**
 * The VK ID one-tap button (through @vkid/sdk, loaded only when a VK app id is configured): after an
 * "or" divider, a container the SDK renders into. Without an app id nothing is shown.
 */
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { useVkAppId } from "../../../api/site-settings.ts";
import { initVkLogin, loadVkSdk } from "../../../api/vk-id/sdk.ts";
import fieldStyles from "../../../ui/form-field.module.css";
import styles from "../auth.module.css";
import { useVkWidgetState } from "./widget-state.ts";

export function VkOneTap() {
  const appId = useVkAppId();
  return appId ? <VkOneTapWidget appId={appId} /> : null;
}

function VkOneTapWidget({ appId }: { appId: number }) {
  const { t, i18n } = useTranslation("auth");
  const container = useRef<HTMLDivElement>(null);
  const { state, failure, start, loaded, fail } = useVkWidgetState();
  const english = i18n.language === "en";

  useEffect(() => {
    let cancelled = false;
    let close: (() => void) | undefined;
    start();
    loadVkSdk()
      .then((sdk) => {
        if (cancelled) return;
        if (!container.current) return fail("vk.containerMissing");
        try {
          initVkLogin(sdk, appId, "signin");
          const widget = new sdk.OneTap()
            .on(sdk.WidgetEvents.LOAD, loaded)
            .on(sdk.WidgetEvents.ERROR, () => fail("vk.unavailable"))
            .render({
              container: container.current,
              scheme: sdk.Scheme.LIGHT,
              lang: english ? sdk.Languages.ENG : sdk.Languages.RUS,
              showAlternativeLogin: true,
              oauthList: [sdk.OAuthName.OK, sdk.OAuthName.MAIL],
              styles: { height: 44, borderRadius: 8 },
            });
          close = () => widget.close();
        } catch {
          fail("vk.setupFailed");
        }
      })
      .catch(() => {
        if (!cancelled) fail("vk.initFailed");
      });
    return () => {
      cancelled = true;
      close?.();
    };
  }, [appId, english, start, loaded, fail]);

  return (
    <div className={styles.social} data-vk-state={state}>
      <p className={styles.divider}>
        <span>{t("signin.or")}</span>
      </p>
      {state === "loading" ? (
        <p className={styles.widgetLoading} role="status">
          {t("vk.loading")}
        </p>
      ) : null}
      {failure ? (
        <p className={fieldStyles.hint} role="status">
          {t(failure)}
        </p>
      ) : null}
      <div
        ref={container}
        className={[styles.vkContainer, state === "loaded" ? "" : styles.vkPending].join(" ")}
        aria-hidden={state !== "loaded"}
      />
    </div>
  );
}
