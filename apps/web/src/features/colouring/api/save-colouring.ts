/**
 * PUT /api/mandalas/{id}/colouring, as the page colours: a save shortly after the last tap, one at a
 * time (the newest colouring wins), and once more when the page is left.
 */
import type { TColouringProgress } from "@mandala/contract";
import { encodeFills, type Fills } from "@mandala/engine";
import { useEffect, useRef, useState } from "react";
import { apiFetch } from "../../../api/client.ts";

/** How long after the last tap the colouring is saved. */
export const SAVE_DELAY_MS = 700;

export type SaveStatus = "idle" | "saving" | "saved" | "failed";

export function saveColouring(id: number, fills: string): Promise<TColouringProgress> {
  return apiFetch<TColouringProgress>(`/api/mandalas/${id}/colouring`, { method: "PUT", body: { fills } });
}

/** Saves the colouring of mandala `id` as it changes; returns the status and the change handler. */
export function useColouringSaver(id: number) {
  const [status, setStatus] = useState<SaveStatus>("idle");
  /** The newest colouring not yet sent (encoded only when it goes, not on every tap). */
  const pending = useRef<Fills | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const running = useRef<Promise<void> | null>(null);

  async function flush(): Promise<void> {
    clearTimeout(timer.current);
    if (running.current) await running.current;
    const fills = pending.current;
    if (fills === null) return;
    pending.current = null;
    setStatus("saving");
    running.current = saveColouring(id, encodeFills(fills)).then(
      () => setStatus(pending.current === null ? "saved" : "saving"),
      () => {
        pending.current ??= fills;
        setStatus("failed");
      },
    );
    await running.current;
    running.current = null;
    if (pending.current !== null) await flush();
  }

  // Whatever is still unsaved goes out when the page is left.
  // biome-ignore lint/correctness/useExhaustiveDependencies: flush reads refs only.
  useEffect(() => {
    const leave = () => void flush();
    window.addEventListener("pagehide", leave);
    return () => {
      window.removeEventListener("pagehide", leave);
      leave();
    };
  }, [id]);

  return {
    status,
    onChange(fills: Fills) {
      pending.current = fills;
      setStatus("saving");
      clearTimeout(timer.current);
      timer.current = setTimeout(() => void flush(), SAVE_DELAY_MS);
    },
    retry: () => void flush(),
  };
}
