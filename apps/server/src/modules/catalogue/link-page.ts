/**
 * The page a person gets, in their language, for a file link that opens nothing: what happened, what
 * to do (have the links sent again, buy the set again after a refund) and where to write. A small
 * self-contained page, as the link is opened straight from an e-mail.
 */
import { escapeHtml } from "../../html.ts";
import type { Locale } from "../../i18n/messages.ts";

/** Why the link opens nothing: it is not one of ours (mistyped, cut, replaced), or its purchase was refunded. */
export type DeadLink = "unknown" | "refunded" | "freeSetMissing";

interface PageTexts {
  title: string;
  lines: string[];
  action: { href: string; label: string };
}

const TEXTS: Record<Locale, Record<DeadLink, PageTexts> & { home: string; site: string; support: string }> = {
  ru: {
    site: "Мандала желаний",
    home: "На главную",
    support: "Не получается? Напишите нам:",
    unknown: {
      title: "Ссылка не открывается",
      lines: [
        "Такой ссылки на набор у нас нет: возможно, она скопирована не целиком или в ней опечатка.",
        "Если вы покупали набор, мы пришлём ссылку ещё раз на адрес почты, указанный при покупке.",
      ],
      action: { href: "/nabory#resend", label: "Отправить ссылку ещё раз" },
    },
    refunded: {
      title: "Оплата набора возвращена",
      lines: [
        "Оплата этого набора возвращена, поэтому ссылка больше не работает.",
        "Если набор снова нужен, его можно купить ещё раз.",
      ],
      action: { href: "/nabory", label: "К наборам" },
    },
    freeSetMissing: {
      title: "Файл не найден",
      lines: [
        "Такого бесплатного набора нет: возможно, ссылка устарела.",
        "Все бесплатные наборы — на главной.",
      ],
      action: { href: "/#sets", label: "Бесплатные наборы" },
    },
  },
  en: {
    site: "Wish Mandala",
    home: "Home page",
    support: "Still stuck? Write to us:",
    unknown: {
      title: "This link does not open",
      lines: [
        "We have no such set link: perhaps it was not copied whole, or it has a typo.",
        "If you bought a set, we will send its link again to the e-mail address you bought it with.",
      ],
      action: { href: "/nabory#resend", label: "Send my link again" },
    },
    refunded: {
      title: "The set's payment was refunded",
      lines: [
        "The payment for this set was refunded, so this link no longer works.",
        "If you want the set again, you can buy it once more.",
      ],
      action: { href: "/nabory", label: "See the sets" },
    },
    freeSetMissing: {
      title: "File not found",
      lines: [
        "There is no such free set: perhaps the link is out of date.",
        "All the free sets are on the home page.",
      ],
      action: { href: "/#sets", label: "Free sets" },
    },
  },
};

/** The page for a dead link, with the support address to write to when one is configured. */
export function deadLinkPage(reason: DeadLink, locale: Locale, supportEmail: string | null): string {
  const texts = TEXTS[locale];
  const { title, lines, action } = texts[reason];
  const email = supportEmail ? escapeHtml(supportEmail) : null;
  const support = email
    ? `\n  <p>${escapeHtml(texts.support)} <a href="mailto:${email}">${email}</a></p>`
    : "";
  return `<!doctype html>
<html lang="${locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} — ${escapeHtml(texts.site)}</title>
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<style>
  body { font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; background: #f8f3ec; color: #2b2536;
    margin: 0; padding: 1rem; }
  main { max-width: 30rem; margin: 3rem auto; background: #fffdf9; border: 1px solid #e3d8ca; border-radius: 20px;
    padding: 2rem; box-shadow: 0 8px 30px rgba(43, 37, 54, .08); }
  .site { color: #5b3e96; font-family: Lora, Georgia, serif; font-weight: 700; text-decoration: none; }
  h1 { font-family: Lora, Georgia, serif; font-size: 1.6rem; margin: 1rem 0; }
  p { line-height: 1.5; color: #5d5468; }
  .actions { display: flex; flex-wrap: wrap; gap: .75rem; margin-top: 1.5rem; }
  .actions a { padding: .75rem 1.25rem; border-radius: 999px; text-decoration: none; font-weight: 600; }
  .primary { background: #a8422a; color: #fff; }
  .secondary { border: 1px solid #e3d8ca; color: #2b2536; }
</style>
</head>
<body>
<main>
  <a class="site" href="/">${escapeHtml(texts.site)}</a>
  <h1>${escapeHtml(title)}</h1>
  ${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join("\n  ")}
  <div class="actions">
    <a class="primary" href="${escapeHtml(action.href)}">${escapeHtml(action.label)}</a>
    <a class="secondary" href="/">${escapeHtml(texts.home)}</a>
  </div>${support}
</main>
</body>
</html>`;
}
