/** A countdown to a moment: the whole seconds left, updated every second, 0 once it has passed. */
import { useEffect, useState } from "react";

const secondsUntil = (until: number | null) =>
  until === null ? 0 : Math.max(0, Math.ceil((until - Date.now()) / 1000));

/** Seconds left until `until` (a Date.now() value), or 0 for null or a moment passed. */
export function useCountdown(until: number | null): number {
  const [left, setLeft] = useState(() => secondsUntil(until));
  useEffect(() => {
    setLeft(secondsUntil(until));
    if (until === null) return;
    const timer = setInterval(() => {
      const now = secondsUntil(until);
      setLeft(now);
      if (now === 0) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [until]);
  return left;
}
