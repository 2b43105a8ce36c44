import { useTranslation } from "react-i18next";
import { useMessengerUrl } from "../../../api/site-settings.ts";
import { buttonClass } from "../../../ui/button.tsx";
import { Callout } from "../../../ui/callout.tsx";

/** «Индивидуальный набор»: an invitation to order a personal set in the messenger chat. */
export function IndividualSetCard() {
  const { t } = useTranslation("sets");
  const url = useMessengerUrl();
  return (
    <Callout
      tone="gold"
      title={t("individual.title")}
      text={t("individual.text")}
      action={
        <a
          href={url}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonClass("accent")}
          aria-label={t("individual.actionLabel")}
        >
          {t("individual.action")}
        </a>
      }
    />
  );
}
