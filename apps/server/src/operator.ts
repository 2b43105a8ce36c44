/**
 * What belongs to the site's operator: the seller named by the offer, the policy, the footer and the
 * e-mails, the support address, the social links and the lesson video. Read from the environment by
 * config.ts; a public site must name its seller and support address, a local copy without them stands
 * in a demo seller (`seller: null`) that the pages announce as such.
 */
import { emailSchema } from "@mandala/contract";
import { z } from "zod";

const optional = <T extends z.ZodType<unknown, string>>(schema: T) =>
  z
    .string()
    .trim()
    .transform((value) => (value === "" ? undefined : value))
    .pipe(schema.optional())
    .optional();

/** Sum of `digits` weighted by `weights`, modulo 11, modulo 10: the check digit of an ИНН. */
function innCheck(digits: string, weights: number[]): number {
  return (weights.reduce((sum, weight, index) => sum + weight * Number(digits[index]), 0) % 11) % 10;
}

/** ИНН: 10 digits (an organisation) or 12 (a person, an ИП), with their check digits. */
export function isValidInn(inn: string): boolean {
  if (/^\d{10}$/.test(inn)) return innCheck(inn, [2, 4, 10, 3, 5, 9, 4, 6, 8]) === Number(inn[9]);
  if (!/^\d{12}$/.test(inn)) return false;
  return (
    innCheck(inn, [7, 2, 4, 10, 3, 5, 9, 4, 6, 8]) === Number(inn[10]) &&
    innCheck(inn, [3, 7, 2, 4, 10, 3, 5, 9, 4, 6, 8]) === Number(inn[11])
  );
}

/** ОГРН (13 digits, an organisation) or ОГРНИП (15, an ИП), with its check digit. */
export function isValidOgrn(ogrn: string): boolean {
  if (!/^(\d{13}|\d{15})$/.test(ogrn)) return false;
  const modulus = ogrn.length === 13 ? 11n : 13n;
  return (BigInt(ogrn.slice(0, -1)) % modulus) % 10n === BigInt(ogrn.slice(-1));
}

/** Host names under which no one receives mail or visits: RFC 2606/6761 names and the example domains. */
export function isReservedDomain(domain: string): boolean {
  return /(^|\.)(local|localhost|test|example|invalid)$|(^|\.)example\.(com|net|org)$/i.test(
    domain.replace(/\.$/, ""),
  );
}

/** A link to the operator's page on one network: https, on the network's own host, not its home page. */
function socialUrl(network: string, hosts: RegExp) {
  return z
    .url({ protocol: /^https$/, hostname: hosts, error: `must be an https link to ${network}` })
    .refine(
      (url) => new URL(url).pathname.replace(/\/+$/, "") !== "",
      `must name the page on ${network}, not its home page`,
    );
}

/** The operator's variables, part of the environment's schema (config.ts). */
export const OPERATOR_ENV = {
  /** `ip`: an individual entrepreneur (ИП), SELLER_NAME is the person's full name; `org`: an organisation. */
  SELLER_FORM: optional(z.enum(["ip", "org"], { error: "must be ip (ИП) or org (an organisation)" })),
  /** An ИП's full name (Иванов Иван Иванович) or an organisation's full name with its form (ООО «…»). */
  SELLER_NAME: optional(z.string()),
  /** The name as the English pages write it; the Russian one when unset. */
  SELLER_NAME_EN: optional(z.string()),
  SELLER_OGRN: optional(z.string().refine(isValidOgrn, "must be an ОГРН (13 digits) or ОГРНИП (15 digits)")),
  SELLER_INN: optional(z.string().refine(isValidInn, "must be an ИНН of 10 or 12 digits")),
  SELLER_ADDRESS: optional(z.string()),
  SELLER_ADDRESS_EN: optional(z.string()),
  /** The address customers write to, a .рф one included; kept in the contract's canonical form. */
  SUPPORT_EMAIL: optional(emailSchema({ required: "is required", invalid: "must be an e-mail address" })),
  SUPPORT_PHONE: optional(z.string().regex(/^\+?[\d ()-]{7,20}$/, "must be a phone number (+7 …)")),
  /** When support answers, as the contacts page says it; the English pages' with SUPPORT_HOURS_EN. */
  SUPPORT_HOURS: optional(z.string().max(200, "must be at most 200 characters")),
  SUPPORT_HOURS_EN: optional(z.string().max(200, "must be at most 200 characters")),
  SOCIAL_VK_URL: optional(socialUrl("VK", /^(www\.|m\.)?vk\.(com|ru)$/)),
  SOCIAL_TELEGRAM_URL: optional(socialUrl("Telegram", /^(t\.me|telegram\.me)$/)),
  SOCIAL_YOUTUBE_URL: optional(socialUrl("YouTube", /^((www|m)\.)?youtube\.com$|^youtu\.be$/)),
  /** The home page's video lesson: a YouTube video's id; no id, no video section. */
  LESSON_VIDEO_ID: optional(z.string().regex(/^[\w-]{11}$/, "must be a YouTube video id (11 characters)")),
};

/** The address of a sender written «Name <address>» (MAIL_FROM) or as the bare address. */
export const senderAddress = (sender: string) => /<([^>]+)>\s*$/.exec(sender)?.[1] ?? sender.trim();

type OperatorEnv = z.infer<z.ZodObject<typeof OPERATOR_ENV>> & { MAIL_FROM: string };

/** The seller as the documents name it. */
export interface Seller {
  form: "ip" | "org";
  name: { ru: string; en: string };
  /** ОГРН of an organisation, ОГРНИП of an ИП. */
  ogrn: string;
  inn: string;
  address: { ru: string; en: string };
}

/** When support answers unless SUPPORT_HOURS and SUPPORT_HOURS_EN say otherwise. */
export const DEFAULT_SUPPORT_HOURS = {
  ru: "Отвечаем в течение рабочего дня, пн–пт 10:00–19:00 (МСК)",
  en: "We answer within a working day, Mon–Fri 10:00–19:00 (Moscow time)",
};

export interface Operator {
  /** Null on a local copy without a seller: the pages and e-mails name a demo seller. */
  seller: Seller | null;
  supportEmail: string | null;
  supportPhone: string | null;
  /** When support answers, in each language. */
  supportHours: { ru: string; en: string };
  social: { vk: string | null; telegram: string | null; youtube: string | null };
  lessonVideoId: string | null;
}

/** The seller as a document names it: «ИП Иванов Иван Иванович», or the organisation's name. */
export function sellerTitle(seller: Seller, locale: "ru" | "en"): string {
  const name = seller.name[locale];
  if (seller.form === "org") return name;
  return locale === "ru" ? `ИП ${name}` : `Sole proprietor ${name}`;
}

const SELLER_KEYS = ["SELLER_FORM", "SELLER_NAME", "SELLER_OGRN", "SELLER_INN", "SELLER_ADDRESS"] as const;

/**
 * The operator's settings, with the problems that stop the start: on a public site a missing seller
 * detail or support address, or e-mail sent from a reserved domain; anywhere a seller named in part or
 * details that do not agree with its form.
 */
export function readOperator(
  values: OperatorEnv,
  publicSite: boolean,
): { operator: Operator; problems: string[] } {
  const problems: string[] = [];
  const named = SELLER_KEYS.some((key) => values[key]);
  const why = publicSite
    ? "a public site must name its seller (the offer, the policy, the e-mails)"
    : "the seller is named in part";
  if (publicSite || named)
    for (const key of SELLER_KEYS) if (!values[key]) problems.push(`${key}: is required: ${why}`);
  const { SELLER_FORM: form, SELLER_OGRN: ogrn, SELLER_INN: inn } = values;
  if (form && ogrn && ogrn.length !== (form === "ip" ? 15 : 13))
    problems.push(
      form === "ip"
        ? "SELLER_OGRN: an ИП (SELLER_FORM=ip) has a 15-digit ОГРНИП"
        : "SELLER_OGRN: an organisation (SELLER_FORM=org) has a 13-digit ОГРН",
    );
  if (form && inn && inn.length !== (form === "ip" ? 12 : 10))
    problems.push(
      form === "ip"
        ? "SELLER_INN: an ИП (SELLER_FORM=ip) has a 12-digit ИНН"
        : "SELLER_INN: an organisation (SELLER_FORM=org) has a 10-digit ИНН",
    );
  // Each language's pages say it in their own: one given without the other would leave a page in the other.
  if (values.SUPPORT_HOURS && !values.SUPPORT_HOURS_EN)
    problems.push("SUPPORT_HOURS_EN: is required with SUPPORT_HOURS: the English pages say it in English");
  if (values.SUPPORT_HOURS_EN && !values.SUPPORT_HOURS)
    problems.push("SUPPORT_HOURS: is required with SUPPORT_HOURS_EN: the Russian pages say it in Russian");
  if (publicSite) {
    const support = values.SUPPORT_EMAIL;
    if (!support)
      problems.push(
        "SUPPORT_EMAIL: is required: a public site names the address customers write to (refunds, claims, lost links)",
      );
    else if (isReservedDomain(support.split("@").pop() ?? ""))
      problems.push(`SUPPORT_EMAIL: ${support} is on a reserved domain that receives no mail`);
    const from = senderAddress(values.MAIL_FROM);
    if (isReservedDomain(from.split("@").pop() ?? ""))
      problems.push(
        `MAIL_FROM: a public site sends from its own domain (e.g. Мандала желаний <no-reply@your-domain.ru>), not ${from}`,
      );
  }
  const seller: Seller | null =
    form && values.SELLER_NAME && ogrn && inn && values.SELLER_ADDRESS
      ? {
          form,
          name: { ru: values.SELLER_NAME, en: values.SELLER_NAME_EN ?? values.SELLER_NAME },
          ogrn,
          inn,
          address: { ru: values.SELLER_ADDRESS, en: values.SELLER_ADDRESS_EN ?? values.SELLER_ADDRESS },
        }
      : null;
  return {
    operator: {
      seller,
      supportEmail: values.SUPPORT_EMAIL ?? null,
      supportPhone: values.SUPPORT_PHONE ?? null,
      supportHours:
        values.SUPPORT_HOURS && values.SUPPORT_HOURS_EN
          ? { ru: values.SUPPORT_HOURS, en: values.SUPPORT_HOURS_EN }
          : DEFAULT_SUPPORT_HOURS,
      social: {
        vk: values.SOCIAL_VK_URL ?? null,
        telegram: values.SOCIAL_TELEGRAM_URL ?? null,
        youtube: values.SOCIAL_YOUTUBE_URL ?? null,
      },
      lessonVideoId: values.LESSON_VIDEO_ID ?? null,
    },
    problems,
  };
}
