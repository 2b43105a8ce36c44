import { randomUUID } from "node:crypto";
import { createServer, type IncomingMessage } from "node:http";
import { listen } from "./vk-id-server.ts";

/** A payment as the fake YooKassa keeps it (the REST API v3 payment object). */
export interface FakeYooKassaPayment {
  id: string;
  status: "pending" | "waiting_for_capture" | "succeeded" | "canceled";
  paid: boolean;
  amount: { value: string; currency: string };
  confirmation: { type: "redirect"; confirmation_url: string; return_url: string };
  description?: string;
  metadata: Record<string, string>;
  created_at: string;
  test: boolean;
}

/** A fake YooKassa API v3 on loopback: creates payments (idempotently), answers GET /payments/{id}. */
export interface FakeYooKassaServer {
  /** The API base, to use as YOOKASSA_API_URL. */
  apiUrl: string;
  shopId: string;
  secretKey: string;
  payments: Map<string, FakeYooKassaPayment>;
  /** Every POST /payments received (including repeats with a known Idempotence-Key). */
  createRequests: { idempotenceKey: string | undefined; body: unknown }[];
  /** How many GET /payments/{id} were answered. */
  fetches: number;
  /** Answer the next `n` creations with 500 after creating the payment (a lost reply). */
  failNextCreations(n: number): void;
  /** Makes the payment paid (as after the buyer paid) or canceled. */
  settle(id: string, status: "succeeded" | "canceled"): void;
  close(): Promise<void>;
}

/** The fields of a creation request the fake checks. */
interface CreateBody {
  amount?: { value?: unknown; currency?: unknown };
  confirmation?: { type?: unknown; return_url?: unknown };
  description?: string;
  metadata?: Record<string, string>;
}

async function readJson(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString("utf8") || "null");
}

export async function startFakeYooKassa(): Promise<FakeYooKassaServer> {
  const shopId = "123456";
  const secretKey = "test_secret_key";
  const expectedAuth = `Basic ${Buffer.from(`${shopId}:${secretKey}`).toString("base64")}`;
  const payments = new Map<string, FakeYooKassaPayment>();
  const byKey = new Map<string, string>();
  const createRequests: FakeYooKassaServer["createRequests"] = [];
  let failures = 0;
  let fetches = 0;

  const server = createServer(async (request, response) => {
    const send = (status: number, body: unknown) =>
      response.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify(body));
    if (request.headers.authorization !== expectedAuth) {
      return send(401, { type: "error", code: "invalid_credentials", description: "Basic auth failed" });
    }
    const url = new URL(request.url ?? "/", "http://fake");
    if (request.method === "POST" && url.pathname === "/v3/payments") {
      const key = request.headers["idempotence-key"] as string | undefined;
      const body = (await readJson(request)) as CreateBody | null;
      createRequests.push({ idempotenceKey: key, body });
      if (!key)
        return send(400, { type: "error", code: "invalid_request", description: "Idempotence-Key required" });
      let id = byKey.get(key);
      if (!id) {
        const value = body?.amount?.value;
        const returnUrl = body?.confirmation?.return_url;
        if (typeof value !== "string" || !/^\d+\.\d{2}$/.test(value) || body?.amount?.currency !== "RUB") {
          return send(400, { type: "error", code: "invalid_request", parameter: "amount" });
        }
        if (body?.confirmation?.type !== "redirect" || typeof returnUrl !== "string") {
          return send(400, { type: "error", code: "invalid_request", parameter: "confirmation" });
        }
        id = `2f${randomUUID().slice(2)}`;
        byKey.set(key, id);
        payments.set(id, {
          id,
          status: "pending",
          paid: false,
          amount: { value, currency: "RUB" },
          confirmation: {
            type: "redirect",
            return_url: returnUrl,
            confirmation_url: `https://yoomoney.test/checkout/payments/v2/contract?orderId=${id}`,
          },
          description: body?.description,
          metadata: body?.metadata ?? {},
          created_at: new Date().toISOString(),
          test: true,
        });
      }
      if (failures > 0) {
        failures--;
        return send(500, { type: "error", code: "internal_server_error" });
      }
      return send(200, payments.get(id));
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
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
