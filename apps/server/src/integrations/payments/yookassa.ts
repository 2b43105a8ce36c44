/** YooKassa REST API v3 (https://yookassa.ru/developers/api): create and read payments, refund them. */
import {
  type ChargeSavedMethodInput,
  type CreatePaymentInput,
  formatRub,
  type PaymentProvider,
  PaymentProviderError,
  type ProviderPayment,
  type ProviderRefund,
  parseKopecks,
  type RefundInput,
  type SavedCard,
  type SettlementInput,
} from "./provider.ts";
import { receiptDescription, yookassaReceipt } from "./receipt.ts";

export interface YooKassaOptions {
  /** https://api.yookassa.ru/v3, or a fake in tests. */
  apiUrl: string;
  shopId: string;
  secretKey: string;
  /** Attempts per call when YooKassa is unreachable or answers 5xx (default 3). */
  attempts?: number;
  /** Pause before the n-th retry: n × this (default 200 ms). */
  retryDelayMs?: number;
  timeoutMs?: number;
}

/** The part of YooKassa's payment object we read. */
interface YooKassaPayment {
  id?: unknown;
  status?: unknown;
  paid?: unknown;
  amount?: { value?: unknown; currency?: unknown };
  confirmation?: { type?: unknown; confirmation_url?: unknown };
  metadata?: Record<string, unknown> | null;
  payment_method?: {
    id?: unknown;
    saved?: unknown;
    card?: { last4?: unknown; card_type?: unknown } | null;
  } | null;
  cancellation_details?: { party?: unknown; reason?: unknown } | null;
}

const STATUSES = new Set(["pending", "waiting_for_capture", "succeeded", "canceled"]);
/** YooKassa's payment ids: letters, digits and dashes. Anything else never reaches the URL. */
const PAYMENT_ID = /^[\w-]{1,64}$/;

function toProviderPayment(body: YooKassaPayment): ProviderPayment {
  const status = String(body.status);
  if (typeof body.id !== "string" || !STATUSES.has(status) || typeof body.amount?.value !== "string") {
    throw new PaymentProviderError("YooKassa answered an unexpected payment object", "unavailable");
  }
  const metadata: Record<string, string> = {};
  for (const [key, value] of Object.entries(body.metadata ?? {})) {
    if (typeof value === "string") metadata[key] = value;
  }
  const url = body.confirmation?.confirmation_url;
  return {
    id: body.id,
    status: status as ProviderPayment["status"],
    paid: body.paid === true,
    amountKopecks: parseKopecks(body.amount.value),
    currency: String(body.amount.currency),
    metadata,
    confirmationUrl: typeof url === "string" ? url : null,
    savedPaymentMethodId: savedMethodId(body),
    savedCard: savedMethodId(body) === null ? null : cardOf(body),
    // The shop cancels only a payment authorised and not captured yet: a pending one is the buyer's.
    cancelable: status === "waiting_for_capture",
    cancellation: cancellationOf(body),
  };
}

/** Who canceled the payment and why, as YooKassa says (kept short: it is stored and shown). */
function cancellationOf(
  body: Pick<YooKassaPayment, "cancellation_details">,
): ProviderPayment["cancellation"] {
  const { party, reason } = body.cancellation_details ?? {};
  if (typeof party !== "string" || typeof reason !== "string") return null;
  return { party: party.slice(0, 40), reason: reason.slice(0, 60) };
}

/** The part of YooKassa's refund object we read. */
interface YooKassaRefund {
  id?: unknown;
  payment_id?: unknown;
  status?: unknown;
  amount?: { value?: unknown };
  cancellation_details?: { party?: unknown; reason?: unknown } | null;
}

const REFUND_STATUSES = new Set(["pending", "succeeded", "canceled"]);

function toProviderRefund(body: YooKassaRefund): ProviderRefund {
  const status = String(body.status);
  if (
    typeof body.id !== "string" ||
    typeof body.payment_id !== "string" ||
    !REFUND_STATUSES.has(status) ||
    typeof body.amount?.value !== "string"
  ) {
    throw new PaymentProviderError("YooKassa answered an unexpected refund object", "unavailable");
  }
  return {
    id: body.id,
    paymentId: body.payment_id,
    status: status as ProviderRefund["status"],
    amountKopecks: parseKopecks(body.amount.value),
    cancellation: cancellationOf(body),
  };
}

/** The payment method's id when YooKassa saved it (`payment_method.saved`), else null. */
function savedMethodId(body: YooKassaPayment): string | null {
  const method = body.payment_method;
  return method?.saved === true && typeof method.id === "string" ? method.id : null;
}

/** The bank card of the payment's method (`payment_method.card`), when YooKassa describes one. */
function cardOf(body: YooKassaPayment): SavedCard | null {
  const card = body.payment_method?.card;
  const last4 = card?.last4;
  if (typeof last4 !== "string" || !/^\d{4}$/.test(last4)) return null;
  return { last4, type: typeof card?.card_type === "string" ? card.card_type.slice(0, 40) : "Unknown" };
}

/** What every payment we create says: the amount, captured at once, what it is for, and its receipt. */
function paymentBody(input: Pick<CreatePaymentInput, "amountRub" | "description" | "metadata" | "receipt">) {
  return {
    amount: { value: formatRub(input.amountRub), currency: "RUB" },
    capture: true,
    description: receiptDescription(input.description),
    metadata: input.metadata,
    receipt: yookassaReceipt(input.receipt),
  };
}

/** The YooKassa adapter. Retries transient failures of a creation with the same Idempotence-Key. */
export function createYooKassaProvider(options: YooKassaOptions): PaymentProvider {
  const base = options.apiUrl.replace(/\/+$/, "");
  const authorization = `Basic ${Buffer.from(`${options.shopId}:${options.secretKey}`).toString("base64")}`;
  const attempts = Math.max(1, options.attempts ?? 3);
  const timeoutMs = options.timeoutMs ?? 10_000;
  const retryDelayMs = options.retryDelayMs ?? 200;

  async function call(
    path: string,
    init: { method: "GET" | "POST"; body?: unknown; key?: string },
  ): Promise<unknown> {
    let lastError: PaymentProviderError | undefined;
    for (let attempt = 1; attempt <= attempts; attempt++) {
      if (attempt > 1) await new Promise((resolve) => setTimeout(resolve, (attempt - 1) * retryDelayMs));
      let response: Response;
      try {
        response = await fetch(`${base}${path}`, {
          method: init.method,
          headers: {
            authorization,
            ...(init.body === undefined ? {} : { "content-type": "application/json" }),
            ...(init.key ? { "idempotence-key": init.key } : {}),
          },
          body: init.body === undefined ? undefined : JSON.stringify(init.body),
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (error) {
        lastError = new PaymentProviderError(`YooKassa is unreachable: ${String(error)}`, "unavailable");
        continue;
      }
      if (response.status >= 500 || response.status === 429) {
        await response.body?.cancel();
        lastError = new PaymentProviderError(`YooKassa answered ${response.status}`, "unavailable");
        continue;
      }
      if (response.status === 404) {
        await response.body?.cancel();
        throw new PaymentProviderError(`YooKassa knows no such object: ${path}`, "not_found");
      }
      if (!response.ok) {
        const text = await response.text().catch(() => "");
        throw new PaymentProviderError(
          `YooKassa refused: ${response.status} ${text.slice(0, 300)}`,
          "refused",
        );
      }
      return response.json();
    }
    throw lastError ?? new PaymentProviderError("YooKassa call failed", "unavailable");
  }

  return {
    name: "yookassa",
    async createPayment(input: CreatePaymentInput) {
      const body = await call("/payments", {
        method: "POST",
        key: input.idempotenceKey,
        body: {
          ...paymentBody(input),
          // The checkout speaks the buyer's language (YooKassa knows ru_RU and en_US).
          confirmation: {
            type: "redirect",
            return_url: input.returnUrl,
            locale: input.locale === "en" ? "en_US" : "ru_RU",
          },
          ...(input.savePaymentMethod ? { save_payment_method: true } : {}),
        },
      });
      return toProviderPayment(body as YooKassaPayment);
    },
    async chargeSavedMethod(input: ChargeSavedMethodInput) {
      const body = await call("/payments", {
        method: "POST",
        key: input.idempotenceKey,
        body: { ...paymentBody(input), payment_method_id: input.paymentMethodId },
      });
      return toProviderPayment(body as YooKassaPayment);
    },
    /**
     * YooKassa's API v3 has no call that deletes a saved method: its documentation says to unlink one,
     * the shop deletes the method's id on its side. The caller has already forgotten it, so nothing more.
     */
    async removeSavedMethod() {},
    async cancelPayment(id: string, idempotenceKey: string) {
      if (!PAYMENT_ID.test(id)) throw new PaymentProviderError("not a YooKassa payment id", "not_found");
      const body = await call(`/payments/${id}/cancel`, { method: "POST", key: idempotenceKey, body: {} });
      return toProviderPayment(body as YooKassaPayment);
    },
    async getPayment(id: string) {
      if (!PAYMENT_ID.test(id)) throw new PaymentProviderError("not a YooKassa payment id", "not_found");
      return toProviderPayment((await call(`/payments/${id}`, { method: "GET" })) as YooKassaPayment);
    },
    async refund(input: RefundInput) {
      if (!PAYMENT_ID.test(input.paymentId)) {
        throw new PaymentProviderError("not a YooKassa payment id", "not_found");
      }
      const body = await call("/refunds", {
        method: "POST",
        key: input.idempotenceKey,
        body: {
          payment_id: input.paymentId,
          amount: { value: formatRub(input.amountRub), currency: "RUB" },
          receipt: yookassaReceipt(input.receipt),
        },
      });
      return toProviderRefund(body as YooKassaRefund);
    },
    /**
     * POST /receipts: YooKassa's «второй чек» of a payment, type `payment`, sent to the customer, its
     * lines in full (`full_payment`) and the payment's prepayment offset against them.
     */
    async settlePrepayment(input: SettlementInput) {
      if (!PAYMENT_ID.test(input.paymentId)) {
        throw new PaymentProviderError("not a YooKassa payment id", "not_found");
      }
      const receipt = yookassaReceipt(input.receipt);
      const total = input.receipt.items.reduce((sum, item) => sum + item.amountRub, 0);
      await call("/receipts", {
        method: "POST",
        key: input.idempotenceKey,
        body: {
          type: "payment",
          payment_id: input.paymentId,
          send: true,
          ...receipt,
          settlements: [{ type: "prepayment", amount: { value: formatRub(total), currency: "RUB" } }],
        },
      });
    },
    async getRefund(id: string) {
      if (!PAYMENT_ID.test(id)) throw new PaymentProviderError("not a YooKassa refund id", "not_found");
      return toProviderRefund((await call(`/refunds/${id}`, { method: "GET" })) as YooKassaRefund);
    },
    /** GET /refunds?payment_id=…: YooKassa's list, followed through `next_cursor` to its end. */
    async listRefunds(paymentId: string) {
      if (!PAYMENT_ID.test(paymentId))
        throw new PaymentProviderError("not a YooKassa payment id", "not_found");
      const found: ProviderRefund[] = [];
      let cursor: string | undefined;
      do {
        const query = new URLSearchParams({ payment_id: paymentId, limit: "100" });
        if (cursor) query.set("cursor", cursor);
        const page = (await call(`/refunds?${query}`, { method: "GET" })) as {
          items?: YooKassaRefund[];
          next_cursor?: unknown;
        };
        for (const item of page.items ?? []) found.push(toProviderRefund(item));
        cursor = typeof page.next_cursor === "string" ? page.next_cursor : undefined;
      } while (cursor);
      return found;
    },
  };
}
