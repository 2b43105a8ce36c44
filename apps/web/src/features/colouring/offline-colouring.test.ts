import "fake-indexeddb/auto";
import type { TColouringProgress } from "@mandala/contract";
import { decodeFills, encodeFills } from "@mandala/engine";
import { afterEach, describe, expect, it } from "vitest";
import { forgetOfflineData, keepOfflineColouring, readOfflineColouring } from "../../api/offline-data.ts";
import { saveSession } from "../../api/session.ts";
import { savedMandala } from "../../test/fixtures.tsx";
import { createColouringSync } from "./offline-colouring.ts";

afterEach(() => forgetOfflineData());

const SHAPE = { cells: 4, palette: 12 };
const mandala = savedMandala({ id: 7 });

function progress(fills: string, at: number | null): TColouringProgress {
  return { fills, coloured: 0, total: 4, updated_at: at === null ? null : new Date(at).toISOString() };
}

/** A server holding one colouring, as the API does: a PUT replaces it whole. */
function fakeServer(start: TColouringProgress) {
  let current = start;
  const puts: string[] = [];
  let clock = 1_000;
  return {
    puts,
    current: () => current,
    /** Another device saves `fills` at `at`. */
    savedElsewhere(fills: string, at: number) {
      current = progress(fills, at);
    },
    deps: {
      get: async () => current,
      put: async (fills: string) => {
        puts.push(fills);
        clock += 1;
        current = progress(fills, clock);
        return current;
      },
      keep: keepOfflineColouring,
      now: () => 0,
    },
  };
}

describe("a colouring kept on the device and synced", () => {
  it("keeps every tap on the device, with the time each cell was painted, before any save", async () => {
    saveSession({ user: { id: 3, username: "vera" }, plan: null });
    const server = fakeServer(progress("", null));
    const sync = createColouringSync({ userId: 3, mandala, server: server.current(), kept: null }, SHAPE, {
      ...server.deps,
      now: () => 42,
    });
    await sync.paint(Uint8Array.from([1, 0, 2, 0]));
    const kept = await readOfflineColouring(3, 7);
    expect(kept).toMatchObject({ fills: "1020", painted: { 0: 42, 2: 42 }, mandala });
    expect(sync.unsent()).toBe(true);
    expect(server.puts).toEqual([]);
  });

  it("sends the merge with what another device saved meanwhile, then has nothing left to send", async () => {
    saveSession({ user: { id: 3, username: "vera" }, plan: null });
    const server = fakeServer(progress("0000", 500));
    let now = 100;
    const sync = createColouringSync({ userId: 3, mandala, server: server.current(), kept: null }, SHAPE, {
      ...server.deps,
      now: () => now,
    });
    await sync.paint(Uint8Array.from([1, 0, 0, 0]));
    now = 2_000;
    await sync.paint(Uint8Array.from([1, 1, 0, 0]));
    // Saved elsewhere between this device's two taps: cell 0 there is older, cell 1 newer than there.
    server.savedElsewhere("3300", 1_000);
    await sync.sync();
    expect(server.puts).toEqual(["3100"]);
    expect(sync.unsent()).toBe(false);
    expect((await readOfflineColouring(3, 7))?.painted).toEqual({});
    // Nothing new: a sync asks the server and sends nothing.
    await sync.sync();
    expect(server.puts).toHaveLength(1);
  });

  it("keeps a tap made while a save is under way for the next one", async () => {
    saveSession({ user: { id: 3, username: "vera" }, plan: null });
    const server = fakeServer(progress("", null));
    let putCalled = () => {};
    const putting = new Promise<void>((resolve) => {
      putCalled = resolve;
    });
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let first = true;
    const sync = createColouringSync({ userId: 3, mandala, server: server.current(), kept: null }, SHAPE, {
      ...server.deps,
      put: async (fills) => {
        if (first) {
          first = false;
          putCalled();
          await held;
        }
        return server.deps.put(fills);
      },
    });
    await sync.paint(Uint8Array.from([1, 0, 0, 0]));
    const saving = sync.sync();
    await putting;
    await sync.paint(Uint8Array.from([1, 2, 0, 0]));
    release();
    await saving;
    expect(server.puts).toEqual(["1000"]);
    expect(sync.unsent()).toBe(true);
    expect((await readOfflineColouring(3, 7))?.fills).toBe("1200");
    await sync.sync();
    expect(server.puts).toEqual(["1000", "1200"]);
    expect(sync.unsent()).toBe(false);
  });

  it("opens offline from the device's copy, and forgets nothing of another account's", async () => {
    saveSession({ user: { id: 3, username: "vera" }, plan: null });
    const record = {
      userId: 3,
      mandalaId: 7,
      mandala,
      server: progress("", null),
      fills: "1200",
      painted: { 0: 1, 1: 1 },
    };
    await keepOfflineColouring(record);
    const sync = createColouringSync(
      { userId: 3, mandala, server: null, kept: record },
      SHAPE,
      fakeServer(progress("", null)).deps,
    );
    expect(sync.fills()).toEqual(decodeFills("1200", 4, 12));
    expect(sync.unsent()).toBe(true);
    // A page left as its account signs out writes nothing.
    saveSession({ user: { id: 4, username: "ivan" }, plan: null });
    await keepOfflineColouring({ ...record, userId: 3, fills: encodeFills([5, 5, 5, 5]) });
    expect((await readOfflineColouring(3, 7))?.fills).toBe("1200");
  });
});
