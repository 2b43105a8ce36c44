/** Plans, the subscription (status, trial, purchase), the free sets list and site settings. */
import {
  type TPlan,
  ZErrorReply,
  ZPaymentLinkReply,
  ZPlanList,
  ZRenewalRequest,
  ZSiteSettings,
  ZSubscriptionPurchaseRequest,
  ZSubscriptionReply,
  ZTrialRequest,
} from "@mandala/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Db } from "../../db/client.ts";
import { isDatabaseUnavailable } from "../../db/unavailable.ts";
import { AppError } from "../../errors.ts";
import type { Locale } from "../../i18n/messages.ts";
import type { Captcha } from "../../integrations/captcha.ts";
import type { Operator } from "../../operator.ts";
import { requireUser } from "../identity/index.ts";
import { planTitle, rightsFeatures } from "../plans/index.ts";
import { listPlans, type PlanRow } from "./billing.repository.ts";
import type { PaymentsService } from "./payments.service.ts";
import type { SubscriptionService } from "./subscription.service.ts";

export const FREE_PREFIX = "/draw/api/v1/free";

export interface BillingRoutesOptions {
  db: Db;
  subscriptions: SubscriptionService;
  payments: PaymentsService;
  messengerUrl: string;
  vkidAppId: string | null;
  /** The CAPTCHA whose widget the web app shows (its site key is null when the check is off). */
  captcha: Pick<Captcha, "provider" | "siteKey">;
  operator: Operator;
  purchasesPerMinute: number;
}

export function planReply(plan: PlanRow, locale: Locale): TPlan {
  return {
    id: plan.id,
    slug: plan.slug,
    name: planTitle(plan, locale),
    description: planTitle(plan, locale),
    price: plan.priceRub,
    price_rub: plan.priceRub,
    period_days: plan.periodDays,
    drawings_per_period: plan.drawingsPerPeriod,
    carry_over: plan.carryOver,
    palettes: plan.palettes,
    advanced_shapes_and_methods: plan.advancedShapesAndMethods,
    tier: plan.tier,
    features: [...rightsFeatures(plan, locale), ...plan.features[locale]],
    features_i18n: {
      ru: [...rightsFeatures(plan, "ru"), ...plan.features.ru],
      en: [...rightsFeatures(plan, "en"), ...plan.features.en],
    },
    is_popular: plan.isPopular,
    billing_period: plan.billingPeriod,
    learning_sets: [],
  };
}

export const billingRoutes: FastifyPluginAsyncZod<BillingRoutesOptions> = async (app, options) => {
  const { db, subscriptions, payments } = options;
  const tags = ["billing"];
  const security = [{ bearer: [] }];
  const errors = { 400: ZErrorReply, 401: ZErrorReply, 404: ZErrorReply, 409: ZErrorReply, 502: ZErrorReply };

  for (const url of [`${FREE_PREFIX}/plans/`, `${FREE_PREFIX}/plans`, `${FREE_PREFIX}/plans/details`]) {
    app.get(
      url,
      { schema: { tags, summary: "The subscription plans", response: { 200: ZPlanList, 500: ZErrorReply } } },
      async (request) => {
        try {
          return (await listPlans(db)).map((plan) => planReply(plan, request.locale));
        } catch (error) {
          if (isDatabaseUnavailable(error)) throw error;
          request.log.error({ err: error }, "could not load the plans");
          throw new AppError(500, "billing.plansFailed");
        }
      },
    );
  }

  app.get(
    `${FREE_PREFIX}/site/`,
    {
      schema: {
        tags,
        summary:
          "Site settings: the messenger link, the VK ID app, the CAPTCHA and its key, the seller, the support address and hours, the social links and the lesson video",
        response: { 200: ZSiteSettings },
      },
    },
    async () => ({
      messenger_url: options.messengerUrl,
      vkid_app_id: options.vkidAppId,
      captcha_provider: options.captcha.provider,
      recaptcha_site_key: options.captcha.siteKey,
      seller: options.operator.seller,
      support_email: options.operator.supportEmail,
      support_phone: options.operator.supportPhone,
      support_hours: options.operator.supportHours,
      social_links: options.operator.social,
      lesson_video_id: options.operator.lessonVideoId,
    }),
  );

  app.get(
    `${FREE_PREFIX}/subscription/`,
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        summary: "The current subscription and drawing balance",
        response: { 200: ZSubscriptionReply, ...errors },
      },
    },
    async (request) => subscriptions.current(requireUser(request).id, request.locale),
  );

  app.post(
    `${FREE_PREFIX}/subscription/trial/`,
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        summary: "Start the free 3-day trial (once per user, no card)",
        body: ZTrialRequest.nullish(),
        response: { 200: ZSubscriptionReply, ...errors },
      },
    },
    async (request) =>
      subscriptions.startTrial(requireUser(request).id, request.body?.plan_id, request.locale),
  );

  app.post(
    `${FREE_PREFIX}/subscription/purchase/`,
    {
      onRequest: app.authenticate,
      config: { rateLimit: { max: options.purchasesPerMinute, timeWindow: 60_000 } },
      schema: {
        tags,
        security,
        summary: "Pay for a plan: answers the checkout page to send the buyer to",
        body: ZSubscriptionPurchaseRequest,
        response: { 200: ZPaymentLinkReply, ...errors },
      },
    },
    async (request) =>
      payments.createSubscriptionPayment(requireUser(request).id, request.body.plan_id, request.locale),
  );

  app.post(
    `${FREE_PREFIX}/subscription/renewal/`,
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        summary:
          "Turn the monthly plan's renewal off (canceled: live until the period ends) or back on; answers the subscription",
        body: ZRenewalRequest,
        response: { 200: ZSubscriptionReply, ...errors },
      },
    },
    async (request) =>
      subscriptions.setRenewal(requireUser(request).id, request.body.enabled, request.locale),
  );

  app.delete(
    `${FREE_PREFIX}/subscription/card/`,
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        summary:
          "Remove the saved card: the monthly plan's renewal is off (live until the period ends), an e-mail says so; answers the subscription",
        response: { 200: ZSubscriptionReply, ...errors },
      },
    },
    async (request) => subscriptions.removeCard(requireUser(request).id, request.locale),
  );
};
