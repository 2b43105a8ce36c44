import type { MessageCode } from "./i18n/messages.ts";

/** An error the client caused or may see: an HTTP status, a message code and its parameters. */
export class AppError extends Error {
  readonly statusCode: number;
  readonly code: MessageCode;
  readonly params: Record<string, string | number>;
  /** Extra fields for the JSON reply (e.g. field-level issues). */
  readonly extra: Record<string, unknown>;

  constructor(
    statusCode: number,
    code: MessageCode,
    params: Record<string, string | number> = {},
    extra: Record<string, unknown> = {},
  ) {
    super(code);
    this.name = "AppError";
    this.statusCode = statusCode;
    this.code = code;
    this.params = params;
    this.extra = extra;
  }
}

/**
 * The HTTP status of every domain error: the one place where a rule's refusal becomes a status. Services
 * and routes raise DomainErrors by code; only the transport layer (plugins/edge.ts, the GraphQL
 * endpoint's bare replies, a route's own 500) builds an AppError with a status (decision 016).
 */
export const DOMAIN_STATUSES = {
  "input.invalid": 400,
  "http.malformedMultipart": 400,
  "http.tooManyRequests": 429,
  "work.budgetSpent": 429,
  "work.queueFull": 503,
  "upload.imageType": 400,
  "upload.imageTooLarge": 413,
  "upload.imageDimensions": 413,
  "upload.imageUnreadable": 400,
  "draw.invalid": 400,
  "shape.unknown": 400,
  "filter.invalid": 400,
  "draw.notInDemo": 403,
  "draw.tooManyNew": 429,
  "draw.subscriptionRequired": 403,
  "draw.quotaExhausted": 402,
  "draw.duplicate": 409,
  "draw.savedNotRendered": 503,
  "mandalas.notFound": 404,
  "mandalas.noPages": 400,
  "colouring.doesNotFit": 400,
  "colouring.nothingToPrint": 400,
  "colouring.demoOnly": 403,
  "colouring.notInSet": 403,
  "shares.notFound": 404,
  "auth.notAuthenticated": 401,
  "auth.sessionExpired": 401,
  "auth.crossSite": 403,
  "auth.invalidCredentials": 401,
  "auth.lockedOut": 429,
  "auth.slowDown": 429,
  "auth.adminOnly": 403,
  "auth.recaptchaRequired": 400,
  "auth.recaptchaFailed": 400,
  "auth.registrationFailed": 400,
  "auth.planRequired": 400,
  "auth.avatarMissing": 400,
  "auth.vkFailed": 401,
  "auth.vkEmailTaken": 409,
  "auth.vkMisconfigured": 503,
  "auth.vkUnavailable": 503,
  "auth.vkLinkFailed": 400,
  "auth.vkRegistrationExpired": 400,
  "auth.vkLinkedElsewhere": 409,
  "auth.vkOtherLinked": 409,
  "auth.vkUnlinkNeedsWayIn": 409,
  "auth.resetTooMany": 429,
  "auth.resetLinkInvalid": 400,
  "auth.resetLinkUsed": 410,
  "auth.resetLinkExpired": 410,
  "auth.currentPasswordRequired": 400,
  "auth.wrongPassword": 400,
  "auth.emailSame": 400,
  "auth.emailAlreadyVerified": 409,
  "auth.emailInUse": 409,
  "auth.emailLinkInvalid": 400,
  "auth.emailLinkUsed": 410,
  "auth.emailLinkExpired": 410,
  "auth.deletionLinkInvalid": 400,
  "auth.deletionLinkExpired": 410,
  "auth.deletionNeedsWayToConfirm": 409,
  "auth.deletionOfAdmin": 409,
  "auth.sessionNotFound": 404,
  "auth.exportInProgress": 409,
  "auth.exportTooMany": 429,
  "auth.exportLinkInvalid": 404,
  "auth.exportLinkExpired": 410,
  "blog.notYourAccount": 403,
  "blog.postNotFound": 404,
  "blog.commentNotFound": 404,
  "blog.commentEmpty": 400,
  "blog.commentTooLong": 400,
  "blog.commentsPerMinute": 429,
  "blog.commentsPerDay": 429,
  "blog.categoryNotFound": 400,
  "blog.slugTaken": 400,
  "billing.notInPlan": 403,
  "billing.planNotFound": 404,
  "billing.alreadySubscribed": 409,
  "billing.trialUsed": 409,
  "billing.noRenewal": 409,
  "billing.noSavedCard": 409,
  "billing.paymentNotFound": 404,
  "billing.refundNotPaid": 409,
  "catalogue.setNotFound": 404,
  "catalogue.setNotOwned": 403,
  "catalogue.purchaseRefunded": 410,
  "catalogue.fileNotFound": 404,
  "catalogue.emailRequired": 400,
  "catalogue.emailInvalid": 400,
  "catalogue.alreadyBought": 409,
  "catalogue.maybeBought": 409,
  "consent.required": 400,
  "gifts.notFound": 404,
  "gifts.alreadyRedeemed": 409,
  "gifts.refunded": 410,
  "gifts.signInRequired": 401,
  "gifts.emailRequired": 400,
  "gifts.paidPlanRunning": 409,
  "gifts.itemRequired": 400,
  "gifts.messageTooLong": 400,
  "gifts.deliveryDateInvalid": 400,
  "gifts.deliveryNeedsEmail": 400,
  "billing.purchaseFailed": 502,
  "billing.setPurchaseFailed": 502,
  "billing.providerUnavailable": 502,
  "billing.refundFailed": 502,
  "billing.refundPartial": 409,
} as const satisfies Partial<Record<MessageCode, number>>;

export type DomainCode = keyof typeof DOMAIN_STATUSES;

/** A rule's refusal, raised by a service by its code; DOMAIN_STATUSES gives its HTTP status. */
export class DomainError extends AppError {
  constructor(
    code: DomainCode,
    params: Record<string, string | number> = {},
    extra: Record<string, unknown> = {},
  ) {
    super(DOMAIN_STATUSES[code], code, params, extra);
    this.name = "DomainError";
  }
}
