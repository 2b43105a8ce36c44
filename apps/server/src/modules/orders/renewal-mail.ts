/**
 * The e-mails of a renewing plan's renewal: the reminder before, a declined charge, the end, and the
 * customer's own turning renewal off or removing the saved card.
 */
import { formatRub } from "@mandala/contract";
import { formatDate } from "../../i18n/dates.ts";
import type { Locale } from "../../i18n/messages.ts";
import type { MailMessage } from "../../integrations/mail.ts";
import { letter, linkParagraph, mailBody, paragraphs } from "../../integrations/mail-layout.ts";
import { planPeriod } from "../plans/index.ts";

export interface RenewalMailDetails {
  planName: string;
  amountRub: number;
  /** The plan's period in days: what a renewal adds (`planPeriod`). */
  periodDays: number;
  /**
   * The reminder: the charge's date; a declined charge: the next try's date; a method declined for good:
   * the end of the paid period; the end: when it ended;
   * renewal off or the card removed: the end of the paid period.
   */
  date: Date;
}

export type RenewalMailKind =
  | "reminder"
  | "declined"
  | "methodUnusable"
  | "expired"
  | "turnedOff"
  | "cardRemoved";

type Texts = (d: { plan: string; amount: number; date: string; period: number }) => {
  subject: string;
  lines: string[];
};

const TEXTS: Record<Locale, Record<RenewalMailKind, Texts> & { profile: string }> = {
  ru: {
    profile: "Личный кабинет",
    reminder: ({ plan, amount, date, period }) => ({
      subject: `Тариф «${plan}» продлится ${date}`,
      lines: [
        `${date} тариф «${plan}» продлится ещё на ${planPeriod({ periodDays: period }, "ru")}: с сохранённой карты будет списано ${formatRub(amount, "ru")}.`,
        "Если продление не нужно, отключите его в личном кабинете — тариф будет действовать до конца оплаченного периода.",
      ],
    }),
    declined: ({ plan, amount, date }) => ({
      subject: `Не удалось продлить тариф «${plan}»`,
      lines: [
        `Мы не смогли списать ${formatRub(amount, "ru")} за продление тарифа «${plan}»: банк отклонил платёж.`,
        `Тариф пока действует. Мы попробуем снова ${date}; проверьте, пожалуйста, карту или оплатите тариф в личном кабинете.`,
      ],
    }),
    methodUnusable: ({ plan, amount, date }) => ({
      subject: `Автопродление тарифа «${plan}» остановлено`,
      lines: [
        `Мы не смогли списать ${formatRub(amount, "ru")} за продление тарифа «${plan}»: банк не разрешает больше списаний с сохранённой карты (карта недействительна или разрешение на автоплатежи отозвано).`,
        `Мы удалили эту карту и больше не будем пытаться её списать. Тариф действует до ${date}.`,
        "Чтобы продлить тариф, оплатите его снова в личном кабинете: новая карта сохранится для автопродления.",
      ],
    }),
    expired: ({ plan }) => ({
      subject: `Тариф «${plan}» закончился`,
      lines: [
        `Продлить тариф «${plan}» не удалось, и он закончился.`,
        "Ваши мандалы сохранены. Оплатить тариф снова можно в личном кабинете.",
      ],
    }),
    turnedOff: ({ plan, date }) => ({
      subject: `Автопродление тарифа «${plan}» отключено`,
      lines: [
        `Вы отключили автопродление тарифа «${plan}». Тариф будет действовать до ${date}, списаний с карты больше не будет.`,
        "Передумали? Пока тариф действует, автопродление можно снова включить в личном кабинете, в разделе «Автопродление».",
      ],
    }),
    cardRemoved: ({ plan, date }) => ({
      subject: `Сохранённая карта удалена`,
      lines: [
        `Вы удалили сохранённую карту, и автопродление тарифа «${plan}» отключено. Тариф будет действовать до ${date}, списаний больше не будет.`,
        "Чтобы тариф снова продлевался сам, оплатите его в личном кабинете: карта сохранится заново.",
      ],
    }),
  },
  en: {
    profile: "Your profile",
    reminder: ({ plan, amount, date, period }) => ({
      subject: `Your ${plan} plan renews on ${date}`,
      lines: [
        `On ${date} your ${plan} plan renews for another ${planPeriod({ periodDays: period }, "en")}: ${formatRub(amount, "en")} will be charged to the saved card.`,
        "If you do not want it renewed, turn renewal off in your profile: the plan stays until the paid period ends.",
      ],
    }),
    declined: ({ plan, amount, date }) => ({
      subject: `Your ${plan} plan could not be renewed`,
      lines: [
        `We could not charge ${formatRub(amount, "en")} to renew your ${plan} plan: the bank declined the payment.`,
        `The plan is still on. We will try again on ${date}; please check your card or pay for the plan in your profile.`,
      ],
    }),
    methodUnusable: ({ plan, amount, date }) => ({
      subject: `Renewal of your ${plan} plan has stopped`,
      lines: [
        `We could not charge ${formatRub(amount, "en")} to renew your ${plan} plan: the bank no longer allows charges to the saved card (the card is no longer valid, or the permission for automatic payments was revoked).`,
        `We have removed this card and will not try to charge it again. Your plan stays until ${date}.`,
        "To go on, pay for the plan again in your profile: the new card is saved for renewals.",
      ],
    }),
    expired: ({ plan }) => ({
      subject: `Your ${plan} plan has ended`,
      lines: [
        `Your ${plan} plan could not be renewed and has ended.`,
        "Your mandalas are kept. You can pay for the plan again in your profile.",
      ],
    }),
    turnedOff: ({ plan, date }) => ({
      subject: `Renewal of your ${plan} plan is off`,
      lines: [
        `You turned renewal of your ${plan} plan off. The plan stays until ${date}; nothing more will be charged to your card.`,
        "Changed your mind? While the plan lasts, turn renewal back on in your profile, under Renewal.",
      ],
    }),
    cardRemoved: ({ plan, date }) => ({
      subject: "Your saved card is removed",
      lines: [
        `You removed your saved card, and renewal of your ${plan} plan is off. The plan stays until ${date}; nothing more will be charged.`,
        "To have the plan renew by itself again, pay for it in your profile: the card is saved anew.",
      ],
    }),
  },
};

/** One renewal e-mail in the customer's language. */
export function renewalMail(
  kind: RenewalMailKind,
  details: RenewalMailDetails,
  locale: Locale,
  to: string,
  profileUrl: string,
): MailMessage {
  const texts = TEXTS[locale];
  const { subject, lines } = texts[kind]({
    plan: details.planName,
    amount: details.amountRub,
    date: formatDate(details.date, locale),
    period: details.periodDays,
  });
  const profile = linkParagraph({ url: profileUrl, label: texts.profile });
  return letter(to, locale, subject, mailBody(paragraphs(lines), profile));
}
