import { type FormEvent, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { usePlans } from "../../api/plans.ts";
import { useSession } from "../../api/session.ts";
import alert from "../../ui/alert.module.css";
import { Button } from "../../ui/button.tsx";
import { ConsentCheckbox, useConsent } from "../../ui/consent-checkbox.tsx";
import fieldStyles from "../../ui/form-field.module.css";
import { navigateAway } from "../../ui/navigate-away.ts";
import page from "../../ui/page.module.css";
import { PaymentConsent } from "../../ui/payment-consent.tsx";
import { useGiftableSets, usePurchaseGift } from "./api/gifts.ts";

/** /podarok: give a plan or a set — by e-mail (now or on a day) or as a card to print. */
export function GiftPurchasePage() {
  const { t, i18n } = useTranslation("gifts");
  const id = useId();
  const session = useSession();
  const plans = usePlans(i18n.language);
  const sets = useGiftableSets(i18n.language);
  const purchase = usePurchaseGift();
  const consent = useConsent(`${id}-consent`);
  const [item, setItem] = useState("");
  const [buyer, setBuyer] = useState(session?.user.email ?? "");
  const [byMail, setByMail] = useState(true);
  const [recipient, setRecipient] = useState("");
  const [language, setLanguage] = useState<"ru" | "en">("ru");
  const [message, setMessage] = useState("");
  const [day, setDay] = useState("");
  const busy = purchase.isPending || purchase.isSuccess;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!consent.confirm()) return;
    const [kind, value = ""] = item.split(":");
    purchase.mutate(
      {
        ...(kind === "plan" ? { plan_id: Number(value) } : { set_slug: value }),
        buyer_email: buyer.trim(),
        recipient_email: byMail ? recipient.trim() : null,
        recipient_locale: language,
        message,
        deliver_on: byMail && day ? day : null,
        personal_data_consent: true,
      },
      { onSuccess: (reply) => navigateAway(reply.payment_link) },
    );
  }

  return (
    <section className={`${page.frame} ${page.narrow}`} aria-labelledby={`${id}-title`}>
      <p className={page.eyebrow}>{t("purchase.eyebrow")}</p>
      <h1 id={`${id}-title`}>{t("purchase.title")}</h1>
      <p className={page.lead}>{t("purchase.lead")}</p>
      <form className={fieldStyles.form} onSubmit={submit} noValidate>
        <label className={fieldStyles.field}>
          <span className={fieldStyles.label}>{t("purchase.item")}</span>
          <select
            className={fieldStyles.input}
            value={item}
            required
            onChange={(e) => setItem(e.target.value)}
          >
            <option value="">{t("purchase.choose")}</option>
            <optgroup label={t("purchase.plans")}>
              {(plans.data ?? []).map((plan) => (
                <option key={plan.id} value={`plan:${plan.id}`}>
                  {t("purchase.planOption", { name: plan.name, price: plan.price })}
                </option>
              ))}
            </optgroup>
            <optgroup label={t("purchase.sets")}>
              {(sets.data?.data ?? []).flatMap((topic) =>
                topic.learning_sets.map((set) => (
                  <option key={set.slug} value={`set:${set.slug}`}>
                    {t("purchase.setOption", { name: set.name, price: set.price })}
                  </option>
                )),
              )}
            </optgroup>
          </select>
        </label>
        <label className={fieldStyles.field}>
          <span className={fieldStyles.label}>{t("purchase.buyer")}</span>
          <input
            className={fieldStyles.input}
            type="email"
            value={buyer}
            onChange={(e) => setBuyer(e.target.value)}
          />
          <span className={fieldStyles.hint}>{t("purchase.buyerHint")}</span>
        </label>
        <fieldset className={fieldStyles.fieldset}>
          <legend className={fieldStyles.label}>{t("purchase.how")}</legend>
          <label>
            <input type="radio" name={`${id}-how`} checked={byMail} onChange={() => setByMail(true)} />{" "}
            {t("purchase.byMail")}
          </label>
          <label>
            <input type="radio" name={`${id}-how`} checked={!byMail} onChange={() => setByMail(false)} />{" "}
            {t("purchase.print")}
          </label>
        </fieldset>
        {byMail ? (
          <>
            <label className={fieldStyles.field}>
              <span className={fieldStyles.label}>{t("purchase.recipient")}</span>
              <input
                className={fieldStyles.input}
                type="email"
                value={recipient}
                onChange={(e) => setRecipient(e.target.value)}
              />
            </label>
            <label className={fieldStyles.field}>
              <span className={fieldStyles.label}>{t("purchase.day")}</span>
              <input
                className={fieldStyles.input}
                type="date"
                value={day}
                onChange={(e) => setDay(e.target.value)}
              />
              <span className={fieldStyles.hint}>{t("purchase.dayHint")}</span>
            </label>
          </>
        ) : null}
        <label className={fieldStyles.field}>
          <span className={fieldStyles.label}>{t("purchase.language")}</span>
          <select
            className={fieldStyles.input}
            value={language}
            onChange={(e) => setLanguage(e.target.value === "en" ? "en" : "ru")}
          >
            <option value="ru">{t("purchase.russian")}</option>
            <option value="en">{t("purchase.english")}</option>
          </select>
        </label>
        <label className={fieldStyles.field}>
          <span className={fieldStyles.label}>{t("purchase.message")}</span>
          <textarea
            className={fieldStyles.input}
            maxLength={500}
            rows={3}
            value={message}
            onChange={(e) => setMessage(e.target.value)}
          />
        </label>
        <ConsentCheckbox {...consent.box} disabled={busy} />
        <PaymentConsent ns="gifts" i18nKey="purchase.consent" />
        {purchase.isError ? (
          <p role="alert" className={alert.alert}>
            {purchase.error.message}
          </p>
        ) : null}
        <Button type="submit" variant="accent" disabled={busy || !item} aria-busy={busy || undefined}>
          {busy ? t("purchase.submitting") : t("purchase.submit")}
        </Button>
      </form>
    </section>
  );
}
