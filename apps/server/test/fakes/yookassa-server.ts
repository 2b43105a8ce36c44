import { randomUUID } from "node:crypto";
import { createServer, type IncomingMessage } from "node:http";
import { DAY_MS } from "@mandala/contract";
import { listen } from "./vk-id-server.ts";

/** A payment as the fake YooKassa keeps it (the REST API v3 payment object). */
export interface FakeYooKassaPayment {
  id: string;
  status: "pending" | "waiting_for_capture" | "succeeded" | "canceled";
  paid: boolean;
  amount: { value: string; currency: string };
  /** Absent on a charge of a saved method (nobody is there to confirm). */
  confirmation?: { type: "redirect"; confirmation_url: string; return_url: string; locale?: string };
  /**
   * The method paid with; `saved` once it may be charged again (`save_payment_method`); `card` once
   * paid with one (YooKassa's bank card details: never the whole number).
   */
  payment_method?: { type: "bank_card"; id: string; saved: boolean; card?: FakeCard };
  /** Why a payment was canceled (a declined charge, an expired checkout, the shop's cancel). */
  cancellation_details?: { party: string; reason: string };
  description?: string;
  metadata: Record<string, string>;
  /** Set when the payment carried a receipt for the online cash register (54-ФЗ). */
  receipt_registration?: "pending" | "succeeded";
  /** What its succeeded refunds returned, once there is one (whoever made them). */
  refunded_amount?: { value: string; currency: string };
  created_at: string;
  test: boolean;
}

/** A bank card as YooKassa's payment object describes it. */
export interface FakeCard {
  first6: string;
  last4: string;
  expiry_month: string;
  expiry_year: string;
  card_type: string;
  issuer_country: string;
}

/** The card every fake payment is paid with. */
export const FAKE_CARD: FakeCard = {
  first6: "220220",
  last4: "4242",
  expiry_month: "12",
  expiry_year: "2030",
  card_type: "Mir",
  issuer_country: "RU",
};

/** A refund as the fake YooKassa keeps it (the REST API v3 refund object). */
export interface FakeYooKassaRefund {
  id: string;
  payment_id: string;
  status: "pending" | "succeeded" | "canceled";
  amount: { value: string; currency: string };
  receipt_registration: "pending" | "succeeded";
  /** Why a canceled refund was canceled: the party and YooKassa's reason. */
  cancellation_details?: { party: string; reason: string };
  created_at: string;
}

/** A second receipt made through POST /receipts. */
export interface FakeYooKassaReceipt {
  id: string;
  type: "payment";
  payment_id: string;
  status: "pending";
  items: unknown[];
  settlements: { type: string; amount: { value: string; currency: string } }[];
}

/** A notification the fake delivered: the event, the object's id, and our server's answer. */
export interface FakeNotification {
  event: string;
  objectId: string;
  status: number;
}

/** YooKassa keeps an Idempotence-Key 24 hours; a repeat after that is handled as a new request. */
export const KEY_LIFETIME_MS = DAY_MS;

/**
 * A fake YooKassa API v3 on loopback: creates payments (idempotently) after checking their receipts as
 * strictly as YooKassa's reference (ФФД 1.2), answers GET /payments/{id}, cancels payments waiting for
 * capture (POST /payments/{id}/cancel) and with YooKassa's `cancellation_details` reasons, refunds paid
 * payments (POST /refunds, idempotently, never beyond the amount paid), answers GET /refunds/{id} and
 * GET /refunds?payment_id=, and sends HTTP notifications (payment.succeeded, payment.canceled,
 * payment.waiting_for_capture, refund.succeeded — the events YooKassa offers) to `notificationUrl`,
 * and takes second receipts of paid payments (POST /receipts, a prepayment's settlement).
 * Its clock is the test's: Idempotence-Keys expire after 24 hours of it.
 */
export interface FakeYooKassaServer {
  /** The API base, to use as YOOKASSA_API_URL. */
  apiUrl: string;
  shopId: string;
  secretKey: string;
  payments: Map<string, FakeYooKassaPayment>;
  /** Every POST /payments received (including repeats with a known Idempotence-Key). */
  createRequests: { idempotenceKey: string | undefined; body: unknown }[];
  refunds: Map<string, FakeYooKassaRefund>;
  /** Every POST /refunds received (including repeats with a known Idempotence-Key). */
  refundRequests: { idempotenceKey: string | undefined; body: unknown }[];
  /** Every POST /receipts received (including refused ones and repeats of a key). */
  receiptRequests: { idempotenceKey: string | undefined; body: unknown }[];
  /** The second receipts made, by id. */
  receipts: Map<string, FakeYooKassaReceipt>;
  /** Answer the next `n` POST /receipts with 500 after making the receipt (a lost reply). */
  failNextReceipts(n: number): void;
  /** How many GET /payments/{id} were answered. */
  fetches: number;
  /** Answer the next `n` creations with 500 after creating the payment (a lost reply). */
  failNextCreations(n: number): void;
  /** Answer the next `n` POST /refunds with 500 after making the refund (a lost reply). */
  failNextRefunds(n: number): void;
  /**
   * Makes the payment paid (as after the buyer paid), authorised only (`waiting_for_capture`), or
   * canceled for `reason` (default: the buyer left the checkout, expired_on_confirmation); a paid one
   * saves its method if asked.
   */
  settle(
    id: string,
    status: "succeeded" | "waiting_for_capture" | "canceled",
    reason?: string,
  ): Promise<void>;
  /** The ids of the methods saved for later charges. */
  savedMethods: Set<string>;
  /** Where notifications are POSTed (null: none are sent). */
  notificationUrl: string | null;
  /** Every notification delivered, in order. */
  notifications: FakeNotification[];
  /** Moves the fake's clock (its Idempotence-Keys' age) on by `ms`. */
  advanceClock(ms: number): void;
  /** Leave new refunds `pending` (true) until the test settles them, or succeed them at once (false). */
  holdRefunds(hold: boolean): void;
  /**
   * Ends a pending refund: succeeded (notified as refund.succeeded) or canceled for `reason` (YooKassa
   * sends no notification of a canceled refund: only re-reading it tells).
   */
  settleRefund(id: string, status: "succeeded" | "canceled", reason?: string): Promise<void>;
  /**
   * A refund made in YooKassa's cabinet (not through the API) of `value` ("990.00"): succeeded,
   * counted in the payment's `refunded_amount`, listed, and notified.
   */
  refundInCabinet(paymentId: string, value: string): Promise<FakeYooKassaRefund>;
  /**
   * Decline every charge of a saved method from now on (true: insufficient_funds, or the reason given)
   * or accept them again (false).
   */
  declineCharges(decline: boolean | string): void;
  /** Decline the charges of saved method `methodId` for `reason` (e.g. permission_revoked); null: accept. */
  declineMethod(methodId: string, reason: string | null): void;
  /** Every POST /payments/{id}/cancel received: the provider's payment id. */
  cancelRequests: string[];
  /** The charges by `payment_method_id` (including those declined), in order. */
  charges(): FakeYooKassaPayment[];
  close(): Promise<void>;
}

/** The fields of a creation request the fake checks. */
interface CreateBody {
  amount?: { value?: unknown; currency?: unknown };
  confirmation?: { type?: unknown; return_url?: unknown; locale?: unknown };
  description?: string;
  metadata?: Record<string, string>;
  receipt?: unknown;
  save_payment_method?: unknown;
  payment_method_id?: unknown;
}

const kopecks = (value: unknown) =>
  typeof value === "string" && /^\d+\.\d{2}$/.test(value) ? Math.round(Number(value) * 100) : Number.NaN;

/** YooKassa's 400 answer naming the parameter it refused. */
export interface FakeYooKassaError {
  type: "error";
  code: "invalid_request";
  parameter: string;
  description: string;
}

const invalid = (parameter: string, description: string): FakeYooKassaError => ({
  type: "error",
  code: "invalid_request",
  parameter,
  description,
});

/** The values YooKassa's API reference lists for a receipt line (54-ФЗ, ФФД 1.2). */
const VAT_CODES = new Set([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
const PAYMENT_SUBJECTS = new Set([
  "commodity",
  "excise",
  "job",
  "service",
  "gambling_bet",
  "gambling_prize",
  "lottery",
  "lottery_prize",
  "intellectual_activity",
  "payment",
  "agent_commission",
  "property_right",
  "non_operating_gain",
  "insurance_premium",
  "sales_tax",
  "resort_fee",
  "composite",
  "another",
  "fine",
  "tax",
  "lien",
  "cost",
  "pension_insurance_without_payouts",
  "pension_insurance_with_payouts",
  "health_insurance_without_payouts",
  "health_insurance_with_payouts",
  "health_insurance",
  "casino",
  "agent_withdrawals",
  "non_marked_excise",
  "marked_excise",
  "marked",
  "non_marked",
]);
const PAYMENT_MODES = new Set([
  "full_prepayment",
  "partial_prepayment",
  "advance",
  "full_payment",
  "partial_payment",
  "credit",
  "credit_payment",
]);
/** `measure` (тег 2108): required with «Чеки от ЮKassa» and with cash registers on ФФД 1.2. */
const MEASURES = new Set([
  "piece",
  "gram",
  "kilogram",
  "ton",
  "centimeter",
  "decimeter",
  "meter",
  "square_centimeter",
  "square_decimeter",
  "square_meter",
  "milliliter",
  "liter",
  "cubic_meter",
  "kilowatt_hour",
  "gigacalorie",
  "day",
  "hour",
  "minute",
  "second",
  "kilobyte",
  "megabyte",
  "gigabyte",
  "terabyte",
  "another",
]);

/**
 * Checks a receipt as YooKassa does for a shop whose receipts go to «Чеки от ЮKassa» or to a cash
 * register on ФФД 1.2: the customer's e-mail or phone; 1–100 lines, each with a description of
 * 1–128 characters, a positive quantity, an amount in RUB, a VAT code 1–12, a payment subject and mode
 * from YooKassa's lists and a `measure`; a tax system code 1–6 if given; the lines' amounts (times
 * their quantities) adding up to the payment's (or the refund's) amount. Answers the first problem.
 */
export function receiptProblem(receipt: unknown, amountValue: string): FakeYooKassaError | null {
  const r = receipt as {
    customer?: { email?: unknown; phone?: unknown };
    tax_system_code?: unknown;
    items?: Record<string, unknown>[];
  } | null;
  if (!r || typeof r !== "object") return invalid("receipt", "Receipt is required for this shop");
  const email = r.customer?.email;
  const phone = r.customer?.phone;
  if (!(typeof email === "string" && /^[^@\s]+@[^@\s]+$/.test(email)) && typeof phone !== "string")
    return invalid("receipt.customer", "The customer's email or phone is required");
  if (
    r.tax_system_code !== undefined &&
    !(
      Number.isInteger(r.tax_system_code) &&
      (r.tax_system_code as number) >= 1 &&
      (r.tax_system_code as number) <= 6
    )
  )
    return invalid("receipt.tax_system_code", "tax_system_code must be 1–6");
  if (!Array.isArray(r.items) || r.items.length === 0 || r.items.length > 100)
    return invalid("receipt.items", "A receipt has 1 to 100 items");
  let total = 0;
  for (const [index, item] of r.items.entries()) {
    const at = (field: string) => `receipt.items[${index}].${field}`;
    const description = item.description;
    if (typeof description !== "string" || description.length === 0 || description.length > 128)
      return invalid(at("description"), "description is required, at most 128 characters");
    const quantity = Number(item.quantity);
    if (!(typeof item.quantity === "number" || typeof item.quantity === "string") || !(quantity > 0))
      return invalid(at("quantity"), "quantity must be a positive number");
    const amount = item.amount as { value?: unknown; currency?: unknown } | undefined;
    if (amount?.currency !== "RUB" || Number.isNaN(kopecks(amount.value)))
      return invalid(at("amount"), "amount must be a RUB value with two decimals");
    if (!VAT_CODES.has(item.vat_code as number)) return invalid(at("vat_code"), "vat_code must be 1–12");
    if (!PAYMENT_SUBJECTS.has(item.payment_subject as string))
      return invalid(at("payment_subject"), "payment_subject is required (ФФД 1.2)");
    if (!PAYMENT_MODES.has(item.payment_mode as string))
      return invalid(at("payment_mode"), "payment_mode is required (ФФД 1.2)");
    if (!MEASURES.has(item.measure as string))
      return invalid(at("measure"), "measure is required for receipts on ФФД 1.2");
    total += Math.round(kopecks(amount.value) * quantity);
  }
  return total === kopecks(amountValue)
    ? null
    : invalid("receipt.items", "The items' amounts do not add up to the amount");
}

/** The fields of a second receipt's request the fake checks. */
interface ReceiptBody {
  type?: unknown;
  payment_id?: unknown;
  send?: unknown;
  items?: Record<string, unknown>[];
  settlements?: { type?: unknown; amount?: { value?: unknown; currency?: unknown } }[];
}

/** The kinds of settlement YooKassa's reference lists for a receipt (тег 1031, 1081, 1215, 1216, 1217). */
const SETTLEMENT_TYPES = new Set(["cashless", "prepayment", "postpayment", "consideration"]);
/** The lines a settlement of a prepayment may carry: the thing handed over, in full or in part. */
const SETTLING_MODES = new Set(["full_payment", "partial_payment"]);

/**
 * Checks a second receipt (POST /receipts) of paid payment `payment` as YooKassa does: type `payment`,
 * `send: true`, the payment's id, settlements of YooKassa's kinds in RUB, adding up to at most what was
 * paid and equal to the lines (checked as any receipt's), and a prepayment's lines handed over
 * (`full_payment` or `partial_payment`, never a prepayment again).
 */
export function secondReceiptProblem(
  body: ReceiptBody | null,
  payment: FakeYooKassaPayment | undefined,
): FakeYooKassaError | null {
  if (body?.type !== "payment") return invalid("type", "type must be payment (a refund's is made with it)");
  if (body.send !== true) return invalid("send", "send must be true");
  if (payment?.status !== "succeeded")
    return invalid("payment_id", "payment_id must name a succeeded payment");
  const settlements = body.settlements;
  if (!Array.isArray(settlements) || settlements.length === 0)
    return invalid("settlements", "settlements are required");
  let settled = 0;
  for (const [index, settlement] of settlements.entries()) {
    if (!SETTLEMENT_TYPES.has(settlement?.type as string))
      return invalid(
        `settlements[${index}].type`,
        "type is cashless, prepayment, postpayment or consideration",
      );
    const value = kopecks(settlement.amount?.value);
    if (settlement.amount?.currency !== "RUB" || Number.isNaN(value))
      return invalid(`settlements[${index}].amount`, "amount must be a RUB value with two decimals");
    settled += value;
  }
  if (settled > kopecks(payment.amount.value))
    return invalid("settlements", "The settlements exceed the payment's amount");
  if (settlements.some((settlement) => settlement.type === "prepayment")) {
    const index = (body.items ?? []).findIndex((item) => !SETTLING_MODES.has(item?.payment_mode as string));
    if (index >= 0)
      return invalid(
        `items[${index}].payment_mode`,
        "A prepayment is settled with full_payment or partial_payment lines",
      );
  }
  const fault = receiptProblem(
    body,
    `${Math.floor(settled / 100)}.${String(settled % 100).padStart(2, "0")}`,
  );
  return fault ? { ...fault, parameter: fault.parameter.replace(/^receipt\.?/, "") || "receipt" } : null;
}

/** The fields of a refund request the fake checks. */
interface RefundBody {
  payment_id?: unknown;
  amount?: { value?: unknown; currency?: unknown };
  receipt?: unknown;
}

async function readJson(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString("utf8") || "null");
}

/** Who declines a charge for each reason (the card's bank, or YooKassa itself). */
const DECLINING_PARTY: Record<string, string> = {
  fraud_suspected: "yoo_money",
  expired_on_confirmation: "yoo_money",
  canceled_by_merchant: "merchant",
};
const cancellation = (reason: string) => ({ party: DECLINING_PARTY[reason] ?? "payment_network", reason });

/** Idempotence-Keys as YooKassa keeps them: what each made, forgotten 24 hours (of `now`) after. */
function keyStore(now: () => number) {
  const made = new Map<string, { id: string; at: number }>();
  return {
    get(key: string): string | undefined {
      const entry = made.get(key);
      return entry && now() - entry.at < KEY_LIFETIME_MS ? entry.id : undefined;
    },
    set(key: string, id: string) {
      made.set(key, { id, at: now() });
    },
  };
}

export async function startFakeYooKassa(): Promise<FakeYooKassaServer> {
  let clockOffset = 0;
  const now = () => Date.now() + clockOffset;
  let holding = false;
  const notifications: FakeNotification[] = [];
  const state = { notificationUrl: null as string | null };
  const savedMethods = new Set<string>();
  let declining: string | null = null;
  const declinedMethods = new Map<string, string>();

  /** A new payment from a creation request: one the buyer confirms, or a charge of a saved method. */
  function createPayment(
    body: CreateBody | null,
  ): { payment: FakeYooKassaPayment } | { problem: FakeYooKassaError } {
    const value = body?.amount?.value;
    if (typeof value !== "string" || !/^\d+\.\d{2}$/.test(value) || body?.amount?.currency !== "RUB") {
      return { problem: invalid("amount", "amount must be a RUB amount like 990.00") };
    }
    const receiptFault = receiptProblem(body?.receipt, value);
    if (receiptFault) return { problem: receiptFault };
    const id = `2f${randomUUID().slice(2)}`;
    const common = {
      id,
      amount: { value, currency: "RUB" },
      description: body?.description,
      metadata: body?.metadata ?? {},
      receipt_registration: "pending" as const,
      created_at: new Date(now()).toISOString(),
      test: true,
    };
    if (body?.payment_method_id !== undefined) {
      const methodId = body.payment_method_id;
      if (typeof methodId !== "string" || !savedMethods.has(methodId))
        return { problem: invalid("payment_method_id", "No such saved payment method") };
      const method = { type: "bank_card" as const, id: methodId, saved: true, card: FAKE_CARD };
      const declined = declinedMethods.get(methodId) ?? declining;
      return declined
        ? {
            payment: {
              ...common,
              status: "canceled",
              paid: false,
              payment_method: method,
              cancellation_details: cancellation(declined),
            },
          }
        : { payment: { ...common, status: "succeeded", paid: true, payment_method: method } };
    }
    const returnUrl = body?.confirmation?.return_url;
    if (body?.confirmation?.type !== "redirect" || typeof returnUrl !== "string") {
      return { problem: invalid("confirmation", "A redirect confirmation with a return_url is required") };
    }
    const locale = body.confirmation.locale;
    if (locale !== undefined && locale !== "ru_RU" && locale !== "en_US") {
      return { problem: invalid("confirmation.locale", "locale is ru_RU or en_US") };
    }
    return {
      payment: {
        ...common,
        status: "pending",
        paid: false,
        confirmation: {
          type: "redirect",
          return_url: returnUrl,
          ...(locale ? { locale } : {}),
          confirmation_url: `https://yoomoney.test/checkout/payments/v2/contract?orderId=${id}`,
        },
        ...(body?.save_payment_method === true
          ? { payment_method: { type: "bank_card" as const, id: `pm-${id}`, saved: false } }
          : {}),
      },
    };
  }

  const shopId = "123456";
  const secretKey = "test_secret_key";
  const expectedAuth = `Basic ${Buffer.from(`${shopId}:${secretKey}`).toString("base64")}`;
  const payments = new Map<string, FakeYooKassaPayment>();
  const byKey = keyStore(now);
  const createRequests: FakeYooKassaServer["createRequests"] = [];
  let failures = 0;
  let refundFailures = 0;
  let fetches = 0;
  const refunds = new Map<string, FakeYooKassaRefund>();
  const refundsByKey = keyStore(now);
  const refundRequests: FakeYooKassaServer["refundRequests"] = [];
  const cancelRequests: string[] = [];
  const cancelsByKey = keyStore(now);
  const receipts = new Map<string, FakeYooKassaReceipt>();
  const receiptsByKey = keyStore(now);
  const receiptRequests: FakeYooKassaServer["receiptRequests"] = [];
  let receiptFailures = 0;

  /** POST /v3/receipts: a second receipt of a paid payment, once per Idempotence-Key. */
  function secondReceipt(key: string, body: ReceiptBody | null): { status: number; body: unknown } {
    const known = receiptsByKey.get(key);
    if (known) return { status: 200, body: receipts.get(known) };
    const payment = typeof body?.payment_id === "string" ? payments.get(body.payment_id) : undefined;
    const problem = secondReceiptProblem(body, payment);
    if (problem || !body || !payment) return { status: 400, body: problem };
    const created: FakeYooKassaReceipt = {
      id: `rt-${randomUUID()}`,
      type: "payment",
      payment_id: payment.id,
      status: "pending",
      items: body.items ?? [],
      settlements: body.settlements as FakeYooKassaReceipt["settlements"],
    };
    receipts.set(created.id, created);
    receiptsByKey.set(key, created.id);
    return { status: 200, body: created };
  }

  /** POSTs `{type: "notification", event, object}` as YooKassa does, and records our server's answer. */
  async function notify(event: string, object: { id: string }) {
    if (!state.notificationUrl) return;
    const response = await fetch(state.notificationUrl, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ type: "notification", event, object }),
    });
    await response.body?.cancel();
    notifications.push({ event, objectId: object.id, status: response.status });
  }

  const amountValue = (amount: number) =>
    `${Math.floor(amount / 100)}.${String(amount % 100).padStart(2, "0")}`;

  /** What the payment's refunds take of it: the succeeded and the pending ones (not the canceled). */
  const refundedOf = (paymentId: string, statuses: FakeYooKassaRefund["status"][]) =>
    [...refunds.values()]
      .filter((candidate) => candidate.payment_id === paymentId && statuses.includes(candidate.status))
      .reduce((sum, candidate) => sum + kopecks(candidate.amount.value), 0);

  /** The payment's `refunded_amount`: its succeeded refunds. */
  function markRefunded(paymentId: string) {
    const payment = payments.get(paymentId);
    const refunded = refundedOf(paymentId, ["succeeded"]);
    if (payment && refunded > 0) payment.refunded_amount = { value: amountValue(refunded), currency: "RUB" };
  }

  /** A new refund of `payment` for `value`, pending or succeeded. */
  function addRefund(payment: FakeYooKassaPayment, value: string, status: FakeYooKassaRefund["status"]) {
    const created: FakeYooKassaRefund = {
      id: `2e${randomUUID().slice(2)}`,
      payment_id: payment.id,
      status,
      amount: { value, currency: "RUB" },
      receipt_registration: "pending",
      created_at: new Date(now()).toISOString(),
    };
    refunds.set(created.id, created);
    markRefunded(payment.id);
    return created;
  }

  /** POST /v3/refunds: a refund of a succeeded payment, with a receipt, within what is left of it. */
  function refund(key: string, body: RefundBody | null): { status: number; body: unknown } {
    const known = refundsByKey.get(key);
    if (known) return { status: 200, body: refunds.get(known) };
    const payment = typeof body?.payment_id === "string" ? payments.get(body.payment_id) : undefined;
    if (!payment) return { status: 404, body: { type: "error", code: "not_found", parameter: "payment_id" } };
    if (payment.status !== "succeeded") {
      return { status: 400, body: { type: "error", code: "invalid_request", parameter: "payment_id" } };
    }
    const value = body?.amount?.value;
    const refunded = refundedOf(payment.id, ["pending", "succeeded"]);
    if (
      typeof value !== "string" ||
      body?.amount?.currency !== "RUB" ||
      Number.isNaN(kopecks(value)) ||
      refunded + kopecks(value) > kopecks(payment.amount.value)
    ) {
      return { status: 400, body: { type: "error", code: "invalid_request", parameter: "amount" } };
    }
    const receiptFault = receiptProblem(body?.receipt, value);
    if (receiptFault) return { status: 400, body: receiptFault };
    const created = addRefund(payment, value, holding ? "pending" : "succeeded");
    refundsByKey.set(key, created.id);
    return { status: 200, body: created };
  }

  /**
   * POST /v3/payments/{id}/cancel: only a payment waiting for capture can be canceled by the shop (a
   * pending one is the buyer's to pay or leave, a succeeded one is refunded instead).
   */
  function cancelPayment(key: string, id: string): { status: number; body: unknown } {
    const known = cancelsByKey.get(key);
    if (known) return { status: 200, body: payments.get(known) };
    const payment = payments.get(id);
    if (!payment)
      return { status: 404, body: { type: "error", code: "not_found", description: "Payment not found" } };
    if (payment.status !== "waiting_for_capture") {
      return {
        status: 400,
        body: invalid("status", `A payment in status ${payment.status} cannot be canceled`),
      };
    }
    payment.status = "canceled";
    payment.cancellation_details = cancellation("canceled_by_merchant");
    cancelsByKey.set(key, id);
    return { status: 200, body: payment };
  }

  const server = createServer(async (request, response) => {
    const send = (status: number, body: unknown) =>
      response.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify(body));
    /** YooKassa's answer to a POST without the Idempotence-Key it requires. */
    const noKey = () =>
      send(400, { type: "error", code: "invalid_request", description: "Idempotence-Key required" });
    if (request.headers.authorization !== expectedAuth) {
      return send(401, { type: "error", code: "invalid_credentials", description: "Basic auth failed" });
    }
    const url = new URL(request.url ?? "/", "http://fake");
    if (request.method === "POST" && url.pathname === "/v3/payments") {
      const key = request.headers["idempotence-key"] as string | undefined;
      const body = (await readJson(request)) as CreateBody | null;
      createRequests.push({ idempotenceKey: key, body });
      if (!key) return noKey();
      let id = byKey.get(key);
      if (!id) {
        const created = createPayment(body);
        if ("problem" in created) return send(400, created.problem);
        id = created.payment.id;
        byKey.set(key, id);
        payments.set(id, created.payment);
      }
      if (failures > 0) {
        failures--;
        return send(500, { type: "error", code: "internal_server_error" });
      }
      return send(200, payments.get(id));
    }
    if (request.method === "POST" && url.pathname === "/v3/refunds") {
      const key = request.headers["idempotence-key"] as string | undefined;
      const body = (await readJson(request)) as RefundBody | null;
      refundRequests.push({ idempotenceKey: key, body });
      if (!key) return noKey();
      const answer = refund(key, body);
      if (answer.status === 200 && refundFailures > 0) {
        refundFailures--;
        return send(500, { type: "error", code: "internal_server_error" });
      }
      return send(answer.status, answer.body);
    }
    if (request.method === "POST" && url.pathname === "/v3/receipts") {
      const key = request.headers["idempotence-key"] as string | undefined;
      const body = (await readJson(request)) as ReceiptBody | null;
      receiptRequests.push({ idempotenceKey: key, body });
      if (!key) return noKey();
      const answer = secondReceipt(key, body);
      if (answer.status === 200 && receiptFailures > 0) {
        receiptFailures--;
        return send(500, { type: "error", code: "internal_server_error" });
      }
      return send(answer.status, answer.body);
    }
    const cancel = /^\/v3\/payments\/([\w-]+)\/cancel$/.exec(url.pathname);
    if (request.method === "POST" && cancel?.[1]) {
      const key = request.headers["idempotence-key"] as string | undefined;
      await readJson(request);
      cancelRequests.push(cancel[1]);
      if (!key) return noKey();
      const answer = cancelPayment(key, cancel[1]);
      return send(answer.status, answer.body);
    }
    const refundMatch = /^\/v3\/refunds\/([\w-]+)$/.exec(url.pathname);
    if (request.method === "GET" && refundMatch?.[1]) {
      const found = refunds.get(refundMatch[1]);
      if (!found) return send(404, { type: "error", code: "not_found", description: "Refund not found" });
      return send(200, found);
    }
    if (request.method === "GET" && url.pathname === "/v3/refunds") {
      // The list, filtered by payment; one page (the fake never has more than `limit` of a payment).
      const paymentId = url.searchParams.get("payment_id");
      const items = [...refunds.values()].filter((item) => !paymentId || item.payment_id === paymentId);
      return send(200, { type: "list", items });
    }
    const match = /^\/v3\/payments\/([\w-]+)$/.exec(url.pathname);
    if (request.method === "GET" && match?.[1]) {
      fetches++;
      const payment = payments.get(match[1]);
      if (!payment) return send(404, { type: "error", code: "not_found", description: "Payment not found" });
      return send(200, payment);
    }
    send(404, { type: "error", code: "not_found" });
  });
  const base = await listen(server);
  return {
    apiUrl: `${base}/v3`,
    shopId,
    secretKey,
    payments,
    createRequests,
    refunds,
    refundRequests,
    cancelRequests,
    receipts,
    receiptRequests,
    failNextReceipts(n) {
      receiptFailures = n;
    },
    get fetches() {
      return fetches;
    },
    failNextCreations(n) {
      failures = n;
    },
    failNextRefunds(n) {
      refundFailures = n;
    },
    get notificationUrl() {
      return state.notificationUrl;
    },
    set notificationUrl(url) {
      state.notificationUrl = url;
    },
    notifications,
    advanceClock(ms) {
      clockOffset += ms;
    },
    holdRefunds(hold) {
      holding = hold;
    },
    async settleRefund(id, status, reason = "general_decline") {
      const found = refunds.get(id);
      if (found?.status !== "pending") throw new Error(`no pending fake refund ${id}`);
      found.status = status;
      if (status === "canceled") found.cancellation_details = { party: "yoo_money", reason };
      markRefunded(found.payment_id);
      if (status === "succeeded") await notify("refund.succeeded", found);
    },
    async refundInCabinet(paymentId, value) {
      const payment = payments.get(paymentId);
      if (payment?.status !== "succeeded") throw new Error(`no paid fake payment ${paymentId}`);
      const created = addRefund(payment, value, "succeeded");
      await notify("refund.succeeded", created);
      return created;
    },
    async settle(id, status, reason = "expired_on_confirmation") {
      const payment = payments.get(id);
      if (!payment) throw new Error(`no fake payment ${id}`);
      payment.status = status;
      payment.paid = status !== "canceled";
      if (status === "canceled") payment.cancellation_details = cancellation(reason);
      if (status === "succeeded" && payment.payment_method) {
        payment.payment_method.saved = true;
        payment.payment_method.card = FAKE_CARD;
        savedMethods.add(payment.payment_method.id);
      }
      await notify(`payment.${status}`, payment);
    },
    savedMethods,
    declineCharges(decline) {
      declining = decline === true ? "insufficient_funds" : decline || null;
    },
    declineMethod(methodId, reason) {
      if (reason) declinedMethods.set(methodId, reason);
      else declinedMethods.delete(methodId);
    },
    charges: () => [...payments.values()].filter((payment) => !payment.confirmation),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
