/**
 * PUT /api/mandalas/{id}/colouring, as the page colours: colouring-saver.ts decides when a save goes
 * (and when none may); this hook wires it to the page, the connection and the device's storage.
 */
import type { TColouringProgress } from "@mandala/contract";
import { encodeFills, type Fills } from "@mandala/engine";
import { useCallback, useEffect, useRef, useState } from "react";
import { apiFetch } from "../../../api/client.ts";
import { type ColouringSaver, createColouringSaver, type SaveStatus } from "../colouring-saver.ts";
import { keepUnsavedColouring } from "../local-colouring.ts";

export function saveColouring(id: number, fills: string): Promise<TColouringProgress> {
  return apiFetch<TColouringProgress>(`/api/mandalas/${id}/colouring`, { method: "PUT", body: { fills } });
}

/**
 * Saves the colouring of mandala `id` as it changes; returns the status, the change handler and the
 * retry. `unsaved` is a colouring kept on the device that the server does not have yet: it goes first.
 */
export function useColouringSaver(id: number, unsaved: Fills | null) {
  const [status, setStatus] = useState<SaveStatus>({ kind: "idle" });
  const saver = useRef<ColouringSaver | null>(null);
  const firstSave = useRef(unsaved);

  useEffect(() => {
    const current = createColouringSaver({
      send: (fills) => saveColouring(id, encodeFills(fills)),
      keep: (fills) => keepUnsavedColouring(id, fills),
      isOnline: () => navigator.onLine,
      onStatus: setStatus,
    });
    saver.current = current;
    setStatus({ kind: "idle" });
    // The device's copy goes once, for the mandala it was read for.
    if (firstSave.current) current.change(firstSave.current);
    firstSave.current = null;
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
  }, [id]);

  return {
    status,
    onChange: useCallback((fills: Fills) => saver.current?.change(fills), []),
    retry: useCallback(() => saver.current?.retry(), []),
  };
}
