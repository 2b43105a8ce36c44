import { useTranslation } from "react-i18next";
import { useMessengerUrl } from "../../../api/site-settings.ts";
import { buttonClass } from "../../../ui/button.tsx";
import callout from "../../../ui/callout.module.css";

/** «Индивидуальный набор»: an invitation to order a personal set in the messenger chat. */
export function IndividualSetCard() {
  const { t } = useTranslation("sets");
  const url = useMessengerUrl();
  return (
    <aside className={`${callout.callout} ${callout.gold}`} aria-labelledby="individual-set-title">
      <div>
        <h2 id="individual-set-title" className={callout.title}>
          {t("individual.title")}
        </h2>
        <p className={callout.text}>{t("individual.text")}</p>
      </div>
      <a
        href={url}
        target="_blank"
        rel="noopener noreferrer"
        className={buttonClass("accent")}
        aria-label={t("individual.actionLabel")}
      >
        {t("individual.action")}
      </a>
    </aside>
  );
}
