/**
 * Payment status for the result pages, a customer's payment history, YooKassa's notifications, and the
 * sandbox checkout page.
 */
import { ZErrorReply, ZPaymentHistory, ZPaymentInfo, ZYooKassaNotification } from "@mandala/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { DomainError } from "../../errors.ts";
import { PaymentProviderError } from "../../integrations/payments/provider.ts";
import type { SandboxProvider } from "../../integrations/payments/sandbox.ts";
import type { Seller } from "../../operator.ts";
import type { Downloads } from "../../work-limits.ts";
import { requireUser } from "../identity/index.ts";
import type { PaymentsService } from "./payments.service.ts";
import type { RefundsService } from "./refunds.service.ts";
import { sandboxCheckoutPage } from "./sandbox-page.ts";

const PAYMENT_EVENTS = new Set(["payment.succeeded", "payment.canceled", "payment.waiting_for_capture"]);
/** YooKassa notifies `refund.succeeded`; a `refund.canceled` is read back the same way if it ever comes. */
const REFUND_EVENTS = new Set(["refund.succeeded", "refund.canceled"]);

export interface PaymentRoutesOptions {
  payments: PaymentsService;
  refunds: Pick<RefundsService, "processProviderRefund">;
  /** The provider's name; YooKassa's notification route is only open with YooKassa. */
  providerName: "yookassa" | "sandbox";
  /** The sandbox provider when it is the configured one (its checkout page is then served). */
  sandbox: SandboxProvider | null;
  /** The seller the payment confirmations name (null on a demo copy). */
  seller: Seller | null;
  /** The budget and line every confirmation made on request passes (work-limits.ts). */
  downloads: Downloads;
}

export const paymentRoutes: FastifyPluginAsyncZod<PaymentRoutesOptions> = async (app, options) => {
  const { payments, sandbox } = options;
  const tags = ["payments"];
  const ZIdParams = z.object({ id: z.string().max(100) });

  app.get(
    "/api/payments",
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security: [{ bearer: [] }],
        summary: "The signed-in customer's payment history: payments, renewal charges and refunds",
        response: { 200: ZPaymentHistory, 401: ZErrorReply },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      return payments.history(requireUser(request).id, request.locale);
    },
  );

  app.get(
    "/api/payments/:id/confirmation.pdf",
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security: [{ bearer: [] }],
        summary:
          "A paid payment's «Подтверждение оплаты» (PDF, the request's language): seller, order, item, amount, refund, where the fiscal receipt went; only the owner's",
        params: ZIdParams,
        response: {
          200: z.unknown().describe("the PDF"),
          401: ZErrorReply,
          404: ZErrorReply,
          429: ZErrorReply,
          503: ZErrorReply,
        },
      },
    },
    async (request, reply) => {
      const userId = requireUser(request).id;
      const { pdf, fileName, orderNumber } = await options.downloads.prepare(request, reply, () =>
        payments.confirmation(userId, request.params.id, request.locale, options.seller),
      );
      return reply
        .header("cache-control", "no-store")
        .header(
          "content-disposition",
          `attachment; filename="payment-${orderNumber}.pdf"; filename*=UTF-8''${encodeURIComponent(fileName)}`,
        )
        .header("x-content-type-options", "nosniff")
        .type("application/pdf")
        .send(pdf);
    },
  );

  app.get(
    "/api/payments/:id",
    {
      onRequest: app.optionalUser,
      schema: {
        tags,
        summary: "A payment's state for the result pages (a subscription's only to its owner)",
        params: ZIdParams,
        response: { 200: ZPaymentInfo, 404: ZErrorReply },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      return payments.paymentInfo(request.params.id, request.user?.id ?? null, request.locale);
    },
  );

  if (options.providerName === "yookassa") {
    app.post(
      "/api/payments/yookassa/notifications",
      {
        schema: {
          tags,
          summary:
            "YooKassa's HTTP notifications of payments and refunds; acted on only after re-fetching the object",
          body: ZYooKassaNotification,
          response: { 200: z.object({ status: z.string() }), 400: ZErrorReply, 502: ZErrorReply },
        },
      },
      async (request) => {
        const { event, object } = request.body;
        const refund = REFUND_EVENTS.has(event);
        if (!refund && !PAYMENT_EVENTS.has(event)) return { status: "ignored" };
        try {
          const outcome = refund
            ? await options.refunds.processProviderRefund(object.id)
            : await payments.processProviderPayment(object.id);
          request.log.info({ event, providerObjectId: object.id, outcome }, "YooKassa notification");
          return { status: outcome };
        } catch (error) {
          if (!(error instanceof PaymentProviderError)) throw error;
          // An id YooKassa does not know is no notification of ours: answered, nothing done.
          if (error.kind === "not_found") return { status: "unknown" };
          request.log.warn({ err: error }, "could not re-fetch the notified object");
          throw new DomainError("billing.providerUnavailable");
        }
      },
    );
  }

  if (!sandbox) return;

  app.get("/payments/sandbox/:id", { schema: { hide: true, params: ZIdParams } }, async (request, reply) => {
    const payment = await sandbox.find(request.params.id);
    if (!payment) throw new DomainError("billing.paymentNotFound");
    const view = await payments.checkoutView(payment.id);
    return reply
      .header("cache-control", "no-store")
      .type("text/html; charset=utf-8")
      .send(sandboxCheckoutPage(payment, view));
  });

  for (const outcome of ["pay", "cancel"] as const) {
    app.post(
      `/payments/sandbox/:id/${outcome}`,
      // The checkout page's plain HTML forms post url-encoded bodies.
      { schema: { hide: true, params: ZIdParams }, config: { formBody: true } },
      async (request, reply) => {
        const { id } = request.params;
        const payment = await sandbox.find(id);
        if (!payment) throw new DomainError("billing.paymentNotFound");
        await sandbox.settle(id, outcome === "pay" ? "succeeded" : "canceled");
        // The same path as a provider's notification: re-read the payment, then act on it.
        await payments.processProviderPayment(id);
        const settled = (await sandbox.find(id)) ?? payment;
        return reply.redirect(settled.status === "succeeded" ? settled.returnUrl : settled.cancelUrl, 303);
      },
    );
  }
};
