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
