/**
 * The set forms' e-mail check, loaded on first need: its rules are the contract's zod schema
 * (email.ts), which lives in the forms chunk (zod, the contract's schemas, the form libraries: ~38 KB
 * Brotli). A page with a set form (/nabory, a set's purchase page) then paints and hydrates without it;
 * focusing the e-mail field starts the load, and a submit waits for it.
 */
import { useState } from "react";
import type { EmailProblem } from "./email.ts";

let loading: Promise<(value: string) => EmailProblem | null> | undefined;

/** Starts loading the check (once; again after a failed load). */
export function loadEmailCheck(): Promise<(value: string) => EmailProblem | null> {
  loading ??= import("./email.ts").then(
    (module) => module.emailProblem,
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/**
 * Which message (missing or invalid address) `value` calls for, if any. When the check cannot load
 * (the network dropped), none: the server checks the address with the same schema, and the form shows
 * its answer.
 */
export function checkEmail(value: string): Promise<EmailProblem | null> {
  return loadEmailCheck().then(
    (check) => check(value),
    () => null,
  );
}

/**
 * A form's check of its address on submit: `checking` while the rules load, when the form holds its
 * submit button (a second click would send the form twice).
 */
export function useEmailCheck() {
  const [checking, setChecking] = useState(false);
  async function check(value: string): Promise<EmailProblem | null> {
    setChecking(true);
    try {
      return await checkEmail(value);
    } finally {
      setChecking(false);
    }
  }
  return { check, checking };
}
