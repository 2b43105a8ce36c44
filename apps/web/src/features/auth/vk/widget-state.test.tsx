import { act, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useVkWidgetState, VK_LOAD_TIMEOUT_MS, VK_LOADED_DELAY_MS } from "./widget-state.ts";

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe("useVkWidgetState", () => {
  it("goes loading → loaded 300 ms after the load message", () => {
    const { result } = renderHook(() => useVkWidgetState());
    expect(result.current.state).toBe("not_loaded");
    act(() => result.current.start());
    expect(result.current.state).toBe("loading");
    act(() => result.current.loaded());
    act(() => vi.advanceTimersByTime(VK_LOADED_DELAY_MS - 1));
    expect(result.current.state).toBe("loading");
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.state).toBe("loaded");
    act(() => vi.advanceTimersByTime(VK_LOAD_TIMEOUT_MS));
    expect(result.current.state).toBe("loaded");
  });

  it("gives up after 5000 ms without a load message", () => {
    const { result } = renderHook(() => useVkWidgetState());
    act(() => result.current.start());
    act(() => vi.advanceTimersByTime(VK_LOAD_TIMEOUT_MS - 1));
    expect(result.current.state).toBe("loading");
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.state).toBe("not_loaded");
    expect(result.current.failure).toBe("vk.unavailable");
    expect([VK_LOAD_TIMEOUT_MS, VK_LOADED_DELAY_MS]).toEqual([5000, 300]);
  });

  it("becomes not_loaded on an error", () => {
    const { result } = renderHook(() => useVkWidgetState());
    act(() => result.current.start());
    act(() => result.current.fail("vk.setupFailed"));
    expect(result.current.state).toBe("not_loaded");
    expect(result.current.failure).toBe("vk.setupFailed");
  });
});
