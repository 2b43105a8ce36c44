/**
 * The one-tap widget's states: loading starts a 5000 ms timeout; the widget's load
 * message makes it loaded 300 ms later; a timeout or an error makes it not_loaded.
 */
import { useCallback, useEffect, useRef, useState } from "react";

export type VkWidgetState = "not_loaded" | "loading" | "loaded";

export const VK_LOAD_TIMEOUT_MS = 5000;
export const VK_LOADED_DELAY_MS = 300;

export interface VkWidgetStateApi {
  state: VkWidgetState;
  /** The i18n key (namespace auth) of the reason the widget did not load, if it failed. */
  failure: string | null;
  start: () => void;
  loaded: () => void;
  fail: (reason: string) => void;
}

export function useVkWidgetState(): VkWidgetStateApi {
  const [state, setState] = useState<VkWidgetState>("not_loaded");
  const [failure, setFailure] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const clear = useCallback(() => clearTimeout(timer.current), []);
  const fail = useCallback(
    (reason: string) => {
      clear();
      setState("not_loaded");
      setFailure(reason);
    },
    [clear],
  );
  const start = useCallback(() => {
    clear();
    setFailure(null);
    setState("loading");
    timer.current = setTimeout(() => fail("vk.unavailable"), VK_LOAD_TIMEOUT_MS);
  }, [clear, fail]);
  const loaded = useCallback(() => {
    clear();
    timer.current = setTimeout(() => setState("loaded"), VK_LOADED_DELAY_MS);
  }, [clear]);

  useEffect(() => clear, [clear]);
  return { state, failure, start, loaded, fail };
}
