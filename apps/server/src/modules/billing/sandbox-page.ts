/**
 * The sandbox provider's checkout page: a small self-contained HTML page in the language of the page
 * the payment was made on. Like a real checkout's last screen, it names what is bought and the amount,
 * and for a renewing plan the charges after this one and how to stop them.
 */

import { formatRub } from "@mandala/contract";
import { escapeHtml } from "../../html.ts";
import { type Locale, prose } from "../../i18n/messages.ts";
import type { SandboxPaymentRow } from "../../integrations/payments/sandbox.ts";
import { planPeriod } from "../plans/index.ts";
import type { CheckoutView } from "./payments.service.ts";

/** What the page says is bought: the item in the payment's language, else the receipt's description. */
function itemLines(payment: SandboxPaymentRow, view: CheckoutView | undefined, locale: Locale): string[] {
  if (!view?.item) return [payment.description];
  const item = prose(`billing.checkout.item.${view.kind}`, locale, { name: view.item });
  if (view.kind !== "subscription") return [item];
  const terms = view.renewal
    ? prose("billing.checkout.renewal", locale, {
        amount: formatRub(view.renewal.amountRub, locale),
        period: planPeriod(view.renewal, locale),
      })
    : prose("billing.checkout.once", locale);
  return [item, terms];
}

/** The page for `payment`: what is bought, the amount, the terms, and "Pay" / "Cancel" while pending. */
export function sandboxCheckoutPage(payment: SandboxPaymentRow, view?: CheckoutView): string {
  const locale = view?.locale ?? "ru";
  const action = `/payments/sandbox/${payment.id}`;
  const [item, terms] = itemLines(payment, view, locale);
  const controls =
    payment.status === "pending"
      ? `<form method="post" action="${action}/pay"><button class="pay" type="submit">${escapeHtml(prose("billing.checkout.pay", locale))}</button></form>
      <form method="post" action="${action}/cancel"><button class="cancel" type="submit">${escapeHtml(prose("billing.checkout.cancel", locale))}</button></form>`
      : `<p class="status">${escapeHtml(prose(`billing.checkout.status.${payment.status}`, locale))}</p>
      <p><a href="${escapeHtml(payment.status === "succeeded" ? payment.returnUrl : payment.cancelUrl)}">${escapeHtml(prose("billing.checkout.back", locale))}</a></p>`;
  return `<!doctype html>
<html lang="${locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(prose("billing.checkout.title", locale))}</title>
<style>
  body { font-family: system-ui, sans-serif; background: #f5f2fa; color: #2d2540; margin: 0; }
  main { max-width: 26rem; margin: 4rem auto; background: #fff; border-radius: 16px; padding: 2rem;
    box-shadow: 0 8px 30px rgba(60, 30, 100, .12); }
  h1 { font-size: 1.3rem; margin: 0 0 .25rem; }
  .note { color: #7a7090; font-size: .85rem; margin: 0 0 1.5rem; }
  .item { font-size: 1.05rem; margin: 0 0 .5rem; }
  .amount { font-size: 2rem; font-weight: 700; margin: 0 0 1rem; }
  .terms { margin: 0 0 1.5rem; }
  .actions { display: flex; gap: .75rem; }
  form { flex: 1; margin: 0; }
  button { width: 100%; padding: .8rem; font-size: 1rem; border-radius: 10px; border: 0; cursor: pointer; }
  .pay { background: #6b3fd4; color: #fff; }
  .cancel { background: #ece8f4; color: #2d2540; }
</style>
</head>
<body>
<main>
  <h1>${escapeHtml(prose("billing.checkout.heading", locale))}</h1>
  <p class="note">${escapeHtml(prose("billing.checkout.note", locale))}</p>
  <p class="item">${escapeHtml(item ?? "")}</p>
  <p class="amount" data-testid="amount">${formatRub(payment.amountRub, locale)}</p>
  ${terms ? `<p class="terms" data-testid="terms">${escapeHtml(terms)}</p>` : ""}
  <div class="actions">
      ${controls}
  </div>
</main>
</body>
</html>`;
}
