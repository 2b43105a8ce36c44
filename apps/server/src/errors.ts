import type { MessageCode } from "./i18n/messages.ts";

/** An error the client caused or may see: an HTTP status, a message code and its parameters. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: MessageCode,
    readonly params: Record<string, string | number> = {},
    /** Extra fields for the JSON reply (e.g. field-level issues). */
    readonly extra: Record<string, unknown> = {},
  ) {
    super(code);
    this.name = "AppError";
  }
}

/**
 * The HTTP status of every domain error: the one place where a rule's refusal becomes a status. The
 * services of drawing, mandalas, blog and content raise DomainErrors by code (auth and billing still
 * choose statuses at their AppError sites).
 */
export const DOMAIN_STATUSES = {
  "input.invalid": 400,
  "draw.invalid": 400,
  "shape.unknown": 400,
  "filter.invalid": 400,
  "draw.notInDemo": 403,
  "billing.notInPlan": 403,
  "draw.subscriptionRequired": 403,
  "draw.quotaExhausted": 402,
  "draw.duplicate": 409,
  "draw.savedNotRendered": 503,
  "mandalas.notFound": 404,
  "mandalas.noPages": 400,
  "auth.notAuthenticated": 401,
  "auth.avatarTooLarge": 400,
  "auth.avatarType": 400,
  "blog.notYourAccount": 403,
  "blog.adminOnly": 403,
  "blog.postNotFound": 404,
  "blog.commentNotFound": 404,
  "blog.commentEmpty": 400,
  "blog.commentTooLong": 400,
  "blog.categoryNotFound": 400,
  "blog.slugTaken": 400,
  "blog.imageTooLarge": 400,
  "blog.imageType": 400,
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
