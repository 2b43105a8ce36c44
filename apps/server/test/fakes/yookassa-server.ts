import { randomUUID } from "node:crypto";
import { createServer, type IncomingMessage } from "node:http";
import { listen } from "./vk-id-server.ts";

/** A payment as the fake YooKassa keeps it (the REST API v3 payment object). */
export interface FakeYooKassaPayment {
  id: string;
  status: "pending" | "waiting_for_capture" | "succeeded" | "canceled";
  paid: boolean;
  amount: { value: string; currency: string };
  /** Absent on a charge of a saved method (nobody is there to confirm). */
  confirmation?: { type: "redirect"; confirmation_url: string; return_url: string };
  /**
   * The method paid with; `saved` once it may be charged again (`save_payment_method`); `card` once
   * paid with one (YooKassa's bank card details: never the whole number).
   */
  payment_method?: { type: "bank_card"; id: string; saved: boolean; card?: FakeCard };
  /** Why a payment was canceled (a declined charge). */
  cancellation_details?: { party: string; reason: string };
  description?: string;
  metadata: Record<string, string>;
  /** Set when the payment carried a receipt for the online cash register (54-ФЗ). */
  receipt_registration?: "pending" | "succeeded";
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
  created_at: string;
}

/**
 * A fake YooKassa API v3 on loopback: creates payments (idempotently), answers GET /payments/{id},
 * refunds paid payments (POST /refunds, idempotently, never beyond the amount paid).
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
  /** How many GET /payments/{id} were answered. */
  fetches: number;
  /** Answer the next `n` creations with 500 after creating the payment (a lost reply). */
  failNextCreations(n: number): void;
  /** Makes the payment paid (as after the buyer paid) or canceled; a paid one saves its method if asked. */
  settle(id: string, status: "succeeded" | "canceled"): void;
  /** The ids of the methods saved for later charges. */
  savedMethods: Set<string>;
  /** Decline every charge of a saved method from now on (true) or accept them again (false). */
  declineCharges(decline: boolean): void;
  /** The charges by `payment_method_id` (including those declined), in order. */
  charges(): FakeYooKassaPayment[];
  close(): Promise<void>;
}

/** The fields of a creation request the fake checks. */
interface CreateBody {
  amount?: { value?: unknown; currency?: unknown };
  confirmation?: { type?: unknown; return_url?: unknown };
  description?: string;
  metadata?: Record<string, string>;
  receipt?: unknown;
  save_payment_method?: unknown;
  payment_method_id?: unknown;
}

const kopecks = (value: unknown) =>
  typeof value === "string" && /^\d+\.\d{2}$/.test(value) ? Math.round(Number(value) * 100) : Number.NaN;

/**
 * Checks a receipt as a shop with 54-ФЗ receipts enabled requires it: the customer's contact, and
 * items with description, quantity, amount, VAT code, subject and mode that add up to the payment.
 */
function receiptProblem(receipt: unknown, amountValue: string): string | null {
  const r = receipt as {
    customer?: { email?: unknown };
    items?: {
      description?: unknown;
      quantity?: unknown;
      amount?: { value?: unknown; currency?: unknown };
      vat_code?: unknown;
      payment_subject?: unknown;
      payment_mode?: unknown;
    }[];
  } | null;
  if (!r || typeof r !== "object") return "receipt is required";
  if (typeof r.customer?.email !== "string" || !r.customer.email.includes("@")) return "receipt.customer";
  if (!Array.isArray(r.items) || r.items.length === 0) return "receipt.items";
  let total = 0;
  for (const item of r.items) {
    if (
      typeof item.description !== "string" ||
      item.description.length === 0 ||
      item.description.length > 128
    )
      return "receipt.items.description";
    if (!["1", "1.00", 1].includes(item.quantity as string | number)) return "receipt.items.quantity";
    if (item.amount?.currency !== "RUB" || Number.isNaN(kopecks(item.amount.value)))
      return "receipt.items.amount";
    if (!Number.isInteger(item.vat_code) || (item.vat_code as number) < 1 || (item.vat_code as number) > 12)
      return "receipt.items.vat_code";
    if (typeof item.payment_subject !== "string" || typeof item.payment_mode !== "string")
      return "receipt.items.payment_subject";
    total += kopecks(item.amount.value);
  }
  return total === kopecks(amountValue) ? null : "receipt.items.amount";
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

export async function startFakeYooKassa(): Promise<FakeYooKassaServer> {
  const savedMethods = new Set<string>();
  let declining = false;

  /** A new payment from a creation request: one the buyer confirms, or a charge of a saved method. */
  function createPayment(body: CreateBody | null): { payment: FakeYooKassaPayment } | { problem: string } {
    const value = body?.amount?.value;
    if (typeof value !== "string" || !/^\d+\.\d{2}$/.test(value) || body?.amount?.currency !== "RUB") {
      return { problem: "amount" };
    }
    const problem = receiptProblem(body?.receipt, value);
    if (problem) return { problem };
    const id = `2f${randomUUID().slice(2)}`;
    const common = {
      id,
      amount: { value, currency: "RUB" },
      description: body?.description,
      metadata: body?.metadata ?? {},
      receipt_registration: "pending" as const,
      created_at: new Date().toISOString(),
      test: true,
    };
    if (body?.payment_method_id !== undefined) {
      const methodId = body.payment_method_id;
      if (typeof methodId !== "string" || !savedMethods.has(methodId))
        return { problem: "payment_method_id" };
      const method = { type: "bank_card" as const, id: methodId, saved: true, card: FAKE_CARD };
      return declining
        ? {
            payment: {
              ...common,
              status: "canceled",
              paid: false,
              payment_method: method,
              cancellation_details: { party: "payment_network", reason: "insufficient_funds" },
            },
          }
        : { payment: { ...common, status: "succeeded", paid: true, payment_method: method } };
    }
    const returnUrl = body?.confirmation?.return_url;
    if (body?.confirmation?.type !== "redirect" || typeof returnUrl !== "string") {
      return { problem: "confirmation" };
    }
    return {
      payment: {
        ...common,
        status: "pending",
        paid: false,
        confirmation: {
          type: "redirect",
          return_url: returnUrl,
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
  const byKey = new Map<string, string>();
  const createRequests: FakeYooKassaServer["createRequests"] = [];
  let failures = 0;
  let fetches = 0;
  const refunds = new Map<string, FakeYooKassaRefund>();
  const refundsByKey = new Map<string, string>();
  const refundRequests: FakeYooKassaServer["refundRequests"] = [];

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
    const refunded = [...refunds.values()]
      .filter((candidate) => candidate.payment_id === payment.id)
      .reduce((sum, candidate) => sum + kopecks(candidate.amount.value), 0);
    if (
      typeof value !== "string" ||
      body?.amount?.currency !== "RUB" ||
      Number.isNaN(kopecks(value)) ||
      refunded + kopecks(value) > kopecks(payment.amount.value)
    ) {
      return { status: 400, body: { type: "error", code: "invalid_request", parameter: "amount" } };
    }
    const problem = receiptProblem(body?.receipt, value);
    if (problem) return { status: 400, body: { type: "error", code: "invalid_request", parameter: problem } };
    const id = `2e${randomUUID().slice(2)}`;
    const created: FakeYooKassaRefund = {
      id,
      payment_id: payment.id,
      status: "succeeded",
      amount: { value, currency: "RUB" },
      receipt_registration: "pending",
      created_at: new Date().toISOString(),
    };
    refunds.set(id, created);
    refundsByKey.set(key, id);
    return { status: 200, body: created };
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
        if ("problem" in created)
          return send(400, { type: "error", code: "invalid_request", parameter: created.problem });
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
      return send(answer.status, answer.body);
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
    get fetches() {
      return fetches;
    },
    failNextCreations(n) {
      failures = n;
    },
    settle(id, status) {
      const payment = payments.get(id);
      if (!payment) throw new Error(`no fake payment ${id}`);
      payment.status = status;
      payment.paid = status === "succeeded";
      if (status === "succeeded" && payment.payment_method) {
        payment.payment_method.saved = true;
        payment.payment_method.card = FAKE_CARD;
        savedMethods.add(payment.payment_method.id);
      }
    },
    savedMethods,
    declineCharges(decline) {
      declining = decline;
    },
    charges: () => [...payments.values()].filter((payment) => !payment.confirmation),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
