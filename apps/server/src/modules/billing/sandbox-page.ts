/** The sandbox provider's checkout page: a small self-contained HTML page in Russian. */

import { escapeHtml } from "../../html.ts";
import type { SandboxPaymentRow } from "../../integrations/payments/sandbox.ts";

const rub = (amount: number) => `${new Intl.NumberFormat("ru-RU").format(amount)} ₽`;

const STATUS_TEXT: Record<SandboxPaymentRow["status"], string> = {
  pending: "",
  succeeded: "Этот платёж уже оплачен.",
  canceled: "Этот платёж отменён.",
};

/** The page for `payment`: what is bought, the amount, and "Оплатить" / "Отменить" while pending. */
export function sandboxCheckoutPage(payment: SandboxPaymentRow): string {
  const action = `/payments/sandbox/${payment.id}`;
  const controls =
    payment.status === "pending"
      ? `<form method="post" action="${action}/pay"><button class="pay" type="submit">Оплатить</button></form>
      <form method="post" action="${action}/cancel"><button class="cancel" type="submit">Отменить</button></form>`
      : `<p class="status">${STATUS_TEXT[payment.status]}</p>
      <p><a href="${escapeHtml(payment.status === "succeeded" ? payment.returnUrl : payment.cancelUrl)}">Вернуться на сайт</a></p>`;
  return `<!doctype html>
<html lang="ru">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Оплата — тестовая касса</title>
<style>
  body { font-family: system-ui, sans-serif; background: #f5f2fa; color: #2d2540; margin: 0; }
  main { max-width: 26rem; margin: 4rem auto; background: #fff; border-radius: 16px; padding: 2rem;
    box-shadow: 0 8px 30px rgba(60, 30, 100, .12); }
  h1 { font-size: 1.3rem; margin: 0 0 .25rem; }
  .note { color: #7a7090; font-size: .85rem; margin: 0 0 1.5rem; }
  .item { font-size: 1.05rem; margin: 0 0 .5rem; }
  .amount { font-size: 2rem; font-weight: 700; margin: 0 0 1.5rem; }
  .actions { display: flex; gap: .75rem; }
  form { flex: 1; margin: 0; }
  button { width: 100%; padding: .8rem; font-size: 1rem; border-radius: 10px; border: 0; cursor: pointer; }
  .pay { background: #6b3fd4; color: #fff; }
  .cancel { background: #ece8f4; color: #2d2540; }
</style>
</head>
<body>
<main>
  <h1>Оплата заказа</h1>
  <p class="note">Тестовая касса: деньги не списываются.</p>
  <p class="item">${escapeHtml(payment.description)}</p>
  <p class="amount" data-testid="amount">${rub(payment.amountRub)}</p>
  <div class="actions">
      ${controls}
  </div>
</main>
</body>
</html>`;
}
