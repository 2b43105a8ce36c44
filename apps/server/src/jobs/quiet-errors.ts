/**
 * The job queue's errors, logged without flooding: every queue polls each second, so a database that
 * is down raises the same error about twice a second. The first of a kind is logged at once; the same
 * message again within `windowMs` is only counted, and the next one after the window is logged with
 * how many were held back.
 */
export function quietErrorLog(
  log: { error(details: object, message: string): void },
  { windowMs = 60_000, now = Date.now }: { windowMs?: number; now?: () => number } = {},
): (error: unknown) => void {
  const seen = new Map<string, { loggedAt: number; heldBack: number }>();
  return (error) => {
    const kind = error instanceof Error ? error.message : String(error);
    const entry = seen.get(kind);
    if (entry && now() - entry.loggedAt < windowMs) {
      entry.heldBack++;
      return;
    }
    const heldBack = entry?.heldBack ?? 0;
    seen.set(kind, { loggedAt: now(), heldBack: 0 });
    log.error({ err: error, ...(heldBack > 0 ? { heldBack } : {}) }, "job queue error");
  };
}
