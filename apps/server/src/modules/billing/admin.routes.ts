/** /api/admin/*: the admin's view of money and full refunds (role admin only). */
import {
  ZAdminPageQuery,
  ZAdminPaymentPage,
  ZAdminPaymentParams,
  ZAdminPaymentsQuery,
  ZAdminPurchasePage,
  ZAdminRefund,
  ZAdminSubscriptionPage,
  ZErrorReply,
} from "@mandala/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { requireAdmin } from "../identity/index.ts";
import { type AdminMoneyService, adminRefund } from "./admin.service.ts";
import type { RefundsService } from "./refunds.service.ts";

export interface AdminRoutesOptions {
  money: AdminMoneyService;
  refunds: RefundsService;
}

export const adminMoneyRoutes: FastifyPluginAsyncZod<AdminRoutesOptions> = async (
  app,
  { money, refunds },
) => {
  const tags = ["admin"];
  const security = [{ bearer: [] }];
  const errors = { 400: ZErrorReply, 401: ZErrorReply, 403: ZErrorReply };
  const onRequest = [
    app.authenticate,
    async (request: Parameters<typeof requireAdmin>[0]) => void requireAdmin(request),
  ];

  app.get(
    "/api/admin/payments",
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: "Payments, newest first: filter by status, e-mail and dates (inclusive, UTC); paged",
        querystring: ZAdminPaymentsQuery,
        response: { 200: ZAdminPaymentPage, ...errors },
      },
    },
    async (request) => {
      const { page, page_size, ...filter } = request.query;
      return money.payments(filter, { page, page_size });
    },
  );

  app.post(
    "/api/admin/payments/:id/refund",
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: "Refund a succeeded payment in full (once: a repeat answers the same refund)",
        params: ZAdminPaymentParams,
        response: { 200: ZAdminRefund, ...errors, 404: ZErrorReply, 409: ZErrorReply, 502: ZErrorReply },
      },
    },
    async (request) => {
      const refund = await refunds.refund(request.params.id, requireAdmin(request).id);
      return adminRefund(refund);
    },
  );

  app.get(
    "/api/admin/subscriptions",
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: "Subscriptions, newest first; paged",
        querystring: ZAdminPageQuery,
        response: { 200: ZAdminSubscriptionPage, ...errors },
      },
    },
    async (request) => money.subscriptions(request.query, request.locale),
  );

  app.get(
    "/api/admin/purchases",
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: "Learning-set purchases, newest first; paged",
        querystring: ZAdminPageQuery,
        response: { 200: ZAdminPurchasePage, ...errors },
      },
    },
    async (request) => money.purchases(request.query),
  );
};
