import type { Fills } from "@mandala/engine";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError, SessionExpiredError } from "../../api/client.ts";
import { createColouringSaver, SAVE_DELAY_MS, type SaveStatus } from "./colouring-saver.ts";

const fills = (...cells: number[]): Fills => Uint8Array.from(cells);

/**
 * A saver over a fake server: `answers` says how each save ends (an error fails it); the test reads
 * what was sent, when, what the device keeps and the statuses shown.
 */
function harness(answers: (Error | null)[] = []) {
  const sent: { fills: number[]; at: number }[] = [];
  const statuses: SaveStatus["kind"][] = [];
  let status: SaveStatus = { kind: "idle" };
  let kept: number[] | null = null;
  let online = true;
  const start = Date.now();
  const saver = createColouringSaver({
    send: async (next) => {
      sent.push({ fills: [...next], at: Date.now() - start });
      const answer = answers.shift() ?? null;
      if (answer) throw answer;
    },
    keep: (next) => {
      kept = next ? [...next] : null;
    },
    isOnline: () => online,
    onStatus: (next) => {
      status = next;
      statuses.push(next.kind);
    },
  });
  return {
    saver,
    sent,
    statuses,
    status: () => status,
    kept: () => kept,
    setOnline(value: boolean) {
      online = value;
      if (value) saver.online();
      else saver.offline();
    },
  };
}

const down = () => new TypeError("Failed to fetch");

describe("the colouring saver", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("saves the newest colouring once, shortly after the last tap", async () => {
    const h = harness();
    h.saver.change(fills(1));
    await vi.advanceTimersByTimeAsync(SAVE_DELAY_MS / 2);
    h.saver.change(fills(1, 2));
    expect(h.status().kind).toBe("saving");
    await vi.advanceTimersByTimeAsync(SAVE_DELAY_MS);
    expect(h.sent.map((s) => s.fills)).toEqual([[1, 2]]);
    expect(h.status().kind).toBe("saved");
    expect(h.kept()).toBeNull();
  });

  it("waits 1 s, 2 s, 4 s … up to a minute between tries while the server fails", async () => {
    const h = harness(Array.from({ length: 9 }, down));
    h.saver.change(fills(3));
    await vi.advanceTimersByTimeAsync(SAVE_DELAY_MS + 5 * 60_000);
    const gaps = h.sent.slice(1).map((s, i) => s.at - (h.sent[i]?.at ?? 0));
    expect(gaps).toEqual([1_000, 2_000, 4_000, 8_000, 16_000, 32_000, 60_000, 60_000, 60_000]);
    expect(h.status()).toEqual({ kind: "saved" });
    expect(h.kept()).toBeNull();
  });

  it("costs a server that fails for ten minutes 15 requests, not thousands", async () => {
    const h = harness(Array.from({ length: 100 }, down));
    h.saver.change(fills(3));
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    expect(h.sent).toHaveLength(15);
    expect(h.status().kind).toBe("retrying");
    expect(h.kept()).toEqual([3]);
  });

  it("says when the next try goes, keeps the taps meanwhile and sends only the newest then", async () => {
    const h = harness([down()]);
    h.saver.change(fills(1));
    await vi.advanceTimersByTimeAsync(SAVE_DELAY_MS);
    expect(h.status()).toEqual({ kind: "retrying", at: Date.now() + 1_000 });
    expect(h.kept()).toEqual([1]);
    h.saver.change(fills(1, 2));
    h.saver.change(fills(1, 2, 3));
    await vi.advanceTimersByTimeAsync(999);
    expect(h.sent).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(h.sent.map((s) => s.fills)).toEqual([[1], [1, 2, 3]]);
    expect(h.status().kind).toBe("saved");
    expect(h.kept()).toBeNull();
  });

  it("lets the person try at once, which starts the waits afresh", async () => {
    const h = harness([down(), down(), down()]);
    h.saver.change(fills(1));
    await vi.advanceTimersByTimeAsync(SAVE_DELAY_MS + 1_000 + 2_000);
    expect(h.sent).toHaveLength(3);
    h.saver.retry();
    await vi.advanceTimersByTimeAsync(0);
    expect(h.sent).toHaveLength(4);
    expect(h.status().kind).toBe("saved");
    h.saver.change(fills(2));
    await vi.advanceTimersByTimeAsync(SAVE_DELAY_MS);
    expect(h.sent).toHaveLength(5);
  });

  it("keeps a colouring made in the middle of a save for the save after it", async () => {
    let finish: (() => void) | undefined;
    const sent: number[][] = [];
    const saver = createColouringSaver({
      send: (next) => {
        sent.push([...next]);
        return new Promise<void>((resolve) => {
          finish = resolve;
        });
      },
      keep: () => undefined,
      isOnline: () => true,
      onStatus: () => undefined,
    });
    saver.change(fills(1));
    await vi.advanceTimersByTimeAsync(SAVE_DELAY_MS);
    saver.change(fills(1, 2));
    await vi.advanceTimersByTimeAsync(10 * SAVE_DELAY_MS);
    expect(sent).toEqual([[1]]);
    finish?.();
    await vi.advanceTimersByTimeAsync(0);
    expect(sent).toEqual([[1], [1, 2]]);
  });

  it("sends nothing without a connection, and the newest colouring at once when it is back", async () => {
    const h = harness();
    h.setOnline(false);
    for (let cell = 1; cell <= 10; cell++) {
      h.saver.change(fills(cell));
      await vi.advanceTimersByTimeAsync(1_000);
    }
    expect(h.sent).toHaveLength(0);
    expect(h.status().kind).toBe("offline");
    h.saver.leave();
    expect(h.kept()).toEqual([10]);
    h.setOnline(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(h.sent.map((s) => s.fills)).toEqual([[10]]);
    expect(h.status().kind).toBe("saved");
    expect(h.kept()).toBeNull();
  });

  it("stops waiting for the next try when the connection goes, and tries when it is back", async () => {
    const h = harness(Array.from({ length: 5 }, down));
    h.saver.change(fills(1));
    await vi.advanceTimersByTimeAsync(SAVE_DELAY_MS + 1_000 + 2_000);
    expect(h.sent).toHaveLength(3);
    h.setOnline(false);
    expect(h.status().kind).toBe("offline");
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    expect(h.sent).toHaveLength(3);
    // Back online: at once, and the waits start afresh (1 s after this failure, not 8 s).
    h.setOnline(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(h.sent).toHaveLength(4);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(h.sent).toHaveLength(5);
  });

  it("stops for good when the session has ended, keeping every tap on the device", async () => {
    for (const ended of [new SessionExpiredError(), new ApiError(401, "Войдите снова")]) {
      const h = harness([ended]);
      h.saver.change(fills(1));
      await vi.advanceTimersByTimeAsync(SAVE_DELAY_MS);
      expect(h.status().kind).toBe("signedOut");
      h.saver.change(fills(1, 2));
      h.saver.retry();
      h.setOnline(false);
      h.setOnline(true);
      h.saver.leave();
      await vi.advanceTimersByTimeAsync(10 * 60_000);
      expect(h.sent).toHaveLength(1);
      expect(h.status().kind).toBe("signedOut");
      expect(h.kept()).toEqual([1, 2]);
    }
  });

  it("stops when the server refuses the save, and says why", async () => {
    const h = harness([new ApiError(404, "Мандала не найдена")]);
    h.saver.change(fills(1));
    await vi.advanceTimersByTimeAsync(SAVE_DELAY_MS);
    expect(h.status()).toEqual({ kind: "refused", reason: "Мандала не найдена" });
    h.saver.change(fills(1, 2));
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    expect(h.sent).toHaveLength(1);
    expect(h.kept()).toEqual([1]);
    h.saver.leave();
    expect(h.kept()).toEqual([1, 2]);
  });

  it("sends what is unsaved when the page is left, and nothing more once it is gone", async () => {
    const h = harness([down(), down()]);
    h.saver.change(fills(1));
    h.saver.leave();
    await vi.advanceTimersByTimeAsync(0);
    expect(h.sent).toHaveLength(1);
    expect(h.kept()).toEqual([1]);
    h.saver.leave();
    h.saver.dispose();
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    expect(h.sent).toHaveLength(1);
    expect(h.kept()).toEqual([1]);
  });
});
