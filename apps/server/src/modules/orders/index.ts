/**
 * Orders as people read them: an order's number and facts, why its payment was declined, the mails of a
 * purchase, a renewal and a refund, a learning set's texts in them. Below billing, which sends them;
 * imports nothing of billing (docs/decisions/052).
 */

export * from "./cancellation.ts";
export * from "./order.ts";
export * from "./purchase-mail.ts";
export * from "./refund-mail.ts";
export * from "./renewal-mail.ts";
export * from "./set-texts.ts";
