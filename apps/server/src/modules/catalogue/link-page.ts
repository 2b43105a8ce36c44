/**
 * The page a person gets, in their language, for a file link that opens nothing: what happened, what
 * to do (have the links sent again, buy the set again after a refund) and where to write. A small
 * self-contained page, as the link is opened straight from an e-mail.
 */
import { escapeHtml } from "../../html.ts";
import { type Locale, prose, proseLines, translate } from "../../i18n/messages.ts";

/** Why the link opens nothing: it is not one of ours (mistyped, cut, replaced), or its purchase was refunded. */
export type DeadLink = "unknown" | "refunded" | "freeSetMissing";

/** Where each page's button leads: the links sent again, the sets, the free sets. */
const ACTION: Record<DeadLink, string> = {
  unknown: "/nabory#resend",
  refunded: "/nabory",
  freeSetMissing: "/#sets",
};

/** The page for a dead link, with the support address to write to when one is configured. */
export function deadLinkPage(reason: DeadLink, locale: Locale, supportEmail: string | null): string {
  const title = escapeHtml(prose(`catalogue.deadLink.${reason}.title`, locale));
  const site = escapeHtml(translate("content.siteName", locale));
  const lines = proseLines(`catalogue.deadLink.${reason}.body`, locale);
  const email = supportEmail ? escapeHtml(supportEmail) : null;
  const support = email
    ? `\n  <p>${escapeHtml(prose("catalogue.deadLink.support", locale))} <a href="mailto:${email}">${email}</a></p>`
    : "";
  return `<!doctype html>
<html lang="${locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${title} — ${site}</title>
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
  <a class="site" href="/">${site}</a>
  <h1>${title}</h1>
  ${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join("\n  ")}
  <div class="actions">
    <a class="primary" href="${ACTION[reason]}">${escapeHtml(prose(`catalogue.deadLink.${reason}.action`, locale))}</a>
    <a class="secondary" href="/">${escapeHtml(prose("catalogue.deadLink.home", locale))}</a>
  </div>${support}
</main>
</body>
</html>`;
}
