import MAIL_PROSE from "../integrations/mail.prose.json" with { type: "json" };
import PAYMENTS_PROSE from "../integrations/payments/payments.prose.json" with { type: "json" };
import ACCOUNT_PROSE from "../modules/account/account.prose.json" with { type: "json" };
import BILLING_MESSAGES from "../modules/billing/billing.messages.json" with { type: "json" };
import BILLING_PROSE from "../modules/billing/billing.prose.json" with { type: "json" };
import BLOG_MESSAGES from "../modules/blog/blog.messages.json" with { type: "json" };
import CATALOGUE_MESSAGES from "../modules/catalogue/catalogue.messages.json" with { type: "json" };
import CATALOGUE_PROSE from "../modules/catalogue/catalogue.prose.json" with { type: "json" };
import COLOURING_MESSAGES from "../modules/colouring/colouring.messages.json" with { type: "json" };
import CONSENT_MESSAGES from "../modules/consent/consent.messages.json" with { type: "json" };
import CONTENT_MESSAGES from "../modules/content/content.messages.json" with { type: "json" };
import DRAWING_MESSAGES from "../modules/drawing/drawing.messages.json" with { type: "json" };
import GIFTS_MESSAGES from "../modules/gifts/gifts.messages.json" with { type: "json" };
import GIFTS_PROSE from "../modules/gifts/gifts.prose.json" with { type: "json" };
import AUTH_MESSAGES from "../modules/identity/auth.messages.json" with { type: "json" };
import IDENTITY_PROSE from "../modules/identity/identity.prose.json" with { type: "json" };
import MANDALAS_MESSAGES from "../modules/mandalas/mandalas.messages.json" with { type: "json" };
import ORDERS_PROSE from "../modules/orders/orders.prose.json" with { type: "json" };
import UPLOAD_MESSAGES from "../storage/upload.messages.json" with { type: "json" };
import COMMON_MESSAGES from "./common.messages.json" with { type: "json" };
import COMMON_PROSE from "./common.prose.json" with { type: "json" };

/**
 * Server-side messages in both languages, keyed by error code. `{name}` placeholders are filled in.
 * Each module keeps its catalogue as data (`<module>.messages.json`); the request-level messages
 * (malformed requests, validation, HTTP statuses) are in `common.messages.json`.
 */
export const MESSAGES = {
  ...DRAWING_MESSAGES,
  ...BLOG_MESSAGES,
  ...BILLING_MESSAGES,
  ...CATALOGUE_MESSAGES,
  ...GIFTS_MESSAGES,
  ...MANDALAS_MESSAGES,
  ...COLOURING_MESSAGES,
  ...CONTENT_MESSAGES,
  ...CONSENT_MESSAGES,
  ...AUTH_MESSAGES,
  ...UPLOAD_MESSAGES,
  ...COMMON_MESSAGES,
} satisfies Record<string, { ru: string; en: string }>;

/**
 * The prose of what the server writes for people to read (e-mails, pages, PDFs) in both languages,
 * as data like MESSAGES: each module's in its own `<module>.prose.json`, keyed
 * `<module>.<mail or page>.<part>`, read by `prose` and `proseLines`. They are a catalogue of their
 * own so that `MessageCode` stays the set of codes an API reply may carry. A variant (a kind of item,
 * ended or not) is a key of its own, chosen in code; a part of several paragraphs is one entry, its
 * paragraphs separated by "\n". Values computed in code (money, dates, counted words) come as params.
 */
export const PROSE = {
  ...ORDERS_PROSE,
  ...GIFTS_PROSE,
  ...IDENTITY_PROSE,
  ...ACCOUNT_PROSE,
  ...PAYMENTS_PROSE,
  ...CATALOGUE_PROSE,
  ...BILLING_PROSE,
  ...MAIL_PROSE,
  ...COMMON_PROSE,
} satisfies Record<string, { ru: string; en: string }>;

export type Locale = "ru" | "en";
export type MessageCode = keyof typeof MESSAGES;
export type ProseKey = keyof typeof PROSE;

/** The languages the server answers in, Russian first: the answer to `*` or to no Accept-Language. */
export const LOCALES: Locale[] = ["ru", "en"];

/**
 * The reply language: `?lang=` when given, else the best of ours by the client's Accept-Language as
 * negotiated by @fastify/accepts (`request.languages(LOCALES)`: weights honoured, `en-US` is English),
 * else Russian.
 */
export function pickLocale(negotiated: string | false, explicit?: string): Locale {
  if (explicit === "en" || explicit === "ru") return explicit;
  return negotiated === "en" ? "en" : "ru";
}

/**
 * The language of a web page the server sends: the one the web app shows, i.e. the address's own
 * (`?lang=en`, the page's English address), else the visitor's choice, which the app keeps in the
 * `lang` cookie (apps/web/src/i18n/index.ts), else Russian. Accept-Language is not read: the app does
 * not read it either, and a link preview's robot sends its own.
 */
export function pageLocale(languageCookie: string | undefined, addressLanguage?: unknown): Locale {
  if (addressLanguage === "en" || addressLanguage === "ru") return addressLanguage;
  return languageCookie === "en" ? "en" : "ru";
}

/** A language stored with a record (a payment, a subscription) as a Locale: Russian unless English. */
export const storedLocale = (value: string): Locale => (value === "en" ? "en" : "ru");

type Params = Record<string, string | number>;

/** `text` with its `{name}` placeholders replaced from `params`; one not given stays as written. */
function fill(text: string, params: Params): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

/** The message for `code` in `locale`, with `{name}` placeholders replaced from `params`. */
export function translate(code: MessageCode, locale: Locale, params: Params = {}): string {
  return fill(MESSAGES[code][locale], params);
}

/** The prose of `key` in `locale`, with `{name}` placeholders replaced from `params`. */
export function prose(key: ProseKey, locale: Locale, params: Params = {}): string {
  return fill(PROSE[key][locale], params);
}

/** The prose of `key` in `locale` as its paragraphs, with `{name}` placeholders replaced from `params`. */
export function proseLines(key: ProseKey, locale: Locale, params: Params = {}): string[] {
  return prose(key, locale, params).split("\n");
}
