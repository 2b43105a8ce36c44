/**
 * A failed registration's reply, split for display: messages for the account fields
 * (`username`, `email`, `password`, also from validation `issues`) go next to those fields; `detail`,
 * `message` and `non_field_errors` go to the error list.
 */
import type { TFunction } from "i18next";
import { ApiError } from "../../api/client.ts";
import { isNetworkError } from "./auth-error.ts";

export const ACCOUNT_FIELDS = ["username", "email", "password"] as const;
export type AccountField = (typeof ACCOUNT_FIELDS)[number];

export interface RegisterFailure {
  fields: Partial<Record<AccountField, string>>;
  messages: string[];
}

function texts(value: unknown): string[] {
  if (typeof value === "string") return value ? [value] : [];
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === "string") : [];
}

function isAccountField(name: string): name is AccountField {
  return (ACCOUNT_FIELDS as readonly string[]).includes(name);
}

export function registerFailure(error: unknown, t: TFunction<"auth">): RegisterFailure {
  if (isNetworkError(error)) return { fields: {}, messages: [t("errors.network")] };
  if (!(error instanceof ApiError)) return { fields: {}, messages: [t("errors.registrationError")] };
  if (error.status === 429) return { fields: {}, messages: [t("errors.tooMany")] };

  const { body } = error;
  const fields: RegisterFailure["fields"] = {};
  for (const field of ACCOUNT_FIELDS) {
    const [first] = texts(body[field]);
    if (first) fields[field] = first;
  }
  for (const issue of Array.isArray(body.issues) ? body.issues : []) {
    const { field, message } = (issue ?? {}) as { field?: unknown; message?: unknown };
    const name = typeof field === "string" ? field.split(".").pop() : undefined;
    if (name && isAccountField(name) && typeof message === "string") fields[name] ??= message;
  }
  const general = [...texts(body.non_field_errors), ...texts(body.detail ?? body.message)];
  const messages = [...new Set(general)];
  if (messages.length === 0 && Object.keys(fields).length === 0)
    messages.push(t("errors.registrationUnknown"));
  return { fields, messages };
}
