/**
 * PUT /api/mandalas/{id}/colouring, as the page colours: colouring-saver.ts decides when a save goes
 * (and when none may), offline-colouring.ts what it sends (merged with the server's colouring); this
 * hook wires them to the page and the connection.
 */
import type { TColouringProgress } from "@mandala/contract";
import type { Fills } from "@mandala/engine";
import { useCallback, useEffect, useRef, useState } from "react";
import { apiFetch } from "../../../api/client.ts";
import { type ColouringSaver, createColouringSaver, type SaveStatus } from "../colouring-saver.ts";
import type { ColouringSync } from "../offline-colouring.ts";

export function saveColouring(id: number, fills: string): Promise<TColouringProgress> {
  return apiFetch<TColouringProgress>(`/api/mandalas/${id}/colouring`, { method: "PUT", body: { fills } });
}

/**
 * Saves the colouring kept by `sync` as it changes; returns the status, the change handler and the
 * retry. Paint the server has not had yet (from an earlier visit) goes at once.
 */
export function useColouringSaver(sync: ColouringSync) {
  const [status, setStatus] = useState<SaveStatus>({ kind: "idle" });
  const saver = useRef<ColouringSaver | null>(null);

  useEffect(() => {
    const current = createColouringSaver({
      send: () => sync.sync(),
      keep: (fills) => {
        if (fills) void sync.persist();
      },
      isOnline: () => navigator.onLine,
      onStatus: setStatus,
    });
    saver.current = current;
    setStatus(navigator.onLine ? { kind: "idle" } : { kind: "offline" });
    // What the page opened with is kept for the next visit, offline too; what is unsent goes.
    void sync.persist();
    if (sync.unsent()) current.change(sync.fills());
    const online = () => current.online();
    const offline = () => current.offline();
    // Whatever is still unsaved goes out (and to the device) when the page is left.
    const leave = () => current.leave();
    window.addEventListener("online", online);
    window.addEventListener("offline", offline);
    window.addEventListener("pagehide", leave);
    return () => {
      window.removeEventListener("online", online);
      window.removeEventListener("offline", offline);
      window.removeEventListener("pagehide", leave);
      leave();
      current.dispose();
    };
  }, [sync]);

  return {
    status,
    onChange: useCallback(
      (fills: Fills) => {
        void sync.paint(fills);
        saver.current?.change(fills);
      },
      [sync],
    ),
    retry: useCallback(() => saver.current?.retry(), []),
  };
}
