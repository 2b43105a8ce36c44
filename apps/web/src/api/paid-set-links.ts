/**
 * The links of the sets this browser started paying for, by payment id: the purchase's answer gives
 * them before the checkout (they open nothing until the payment is made), so that the success page can
 * offer the download to the browser that paid and to no other. Kept for a week, the last ten.
 */

import type { TSetLinks } from "@mandala/contract";
import { DAY_MS } from "@mandala/contract/days";

const KEY = "paidSetLinks";
const KEEP_MS = 7 * DAY_MS;
const KEEP_COUNT = 10;

interface Stored {
  id: string;
  links: TSetLinks;
  at: number;
}

function read(): Stored[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(KEY) ?? "[]");
    return Array.isArray(parsed) ? (parsed as Stored[]) : [];
  } catch {
    return [];
  }
}

/** Keeps the links of payment `paymentId` in this browser. */
export function rememberSetLinks(paymentId: string, links: TSetLinks, now = Date.now()): void {
  const kept = read().filter((entry) => entry.id !== paymentId && now - entry.at < KEEP_MS);
  try {
    localStorage.setItem(
      KEY,
      JSON.stringify([{ id: paymentId, links, at: now }, ...kept].slice(0, KEEP_COUNT)),
    );
  } catch {
    // Storage full or off: the e-mail still carries the links.
  }
}

/** The links of payment `paymentId` if this browser started it, else null. */
export function recallSetLinks(paymentId: string): TSetLinks | null {
  return read().find((entry) => entry.id === paymentId)?.links ?? null;
}
