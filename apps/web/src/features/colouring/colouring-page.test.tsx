import { mandalaParams } from "@mandala/contract";
import "fake-indexeddb/auto";
import { computeMandala, encodeFills } from "@mandala/engine";
import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { forgetOfflineData, keepOfflineColouring, readOfflineColouring } from "../../api/offline-data.ts";
import i18n from "../../i18n/index.ts";
import { fakeFetch, renderRoute, savedMandala, signInAs } from "../../test/fixtures.tsx";
import { fakeJwt } from "../../test/tokens.ts";
import { ColouringPage } from "./colouring-page.tsx";

afterEach(async () => {
  vi.useRealTimers();
  await forgetOfflineData();
});

const mandala = savedMandala({
  shape: "demoshape",
  first_method: "6",
  additional_method: "6",
  sector_length: null,
});
const values = computeMandala(mandalaParams(mandala)).cells.map((cell) => cell.value);

function tap(cell: number) {
  const board = screen.getByTestId("colouring-board");
  const path = board.querySelector(`path[data-cell="${cell}"]`) as Element;
  fireEvent.pointerDown(path, { pointerId: 1, clientX: 5, clientY: 5 });
  fireEvent.pointerUp(board, { pointerId: 1, clientX: 5, clientY: 5 });
}

describe("the colouring page", () => {
  it("continues the saved colouring, colours a tap by number, refuses another number and saves", async () => {
    const saved = encodeFills(values.map((value, i) => (i === 0 ? value : 0)));
    const puts: string[] = [];
    fakeFetch((url, init) => {
      if (url.pathname === "/api/mandalas/7") return { body: mandala };
      if (url.pathname !== "/api/mandalas/7/colouring") return undefined;
      if (init?.method === "PUT") {
        const { fills } = JSON.parse(String(init.body)) as { fills: string };
        puts.push(fills);
        return { body: { fills, coloured: 2, total: values.length, updated_at: "2025-03-02T10:00:00.000Z" } };
      }
      return {
        body: { fills: saved, coloured: 1, total: values.length, updated_at: "2025-03-02T10:00:00.000Z" },
      };
    });
    renderRoute(<ColouringPage />, "/mandalas/7/colour", "/mandalas/:id/colour");
    const progress = await screen.findByTestId("colouring-progress");
    expect(progress.textContent).toBe(`Закрашено 1 из ${values.length}`);

    // By number, the palette offers the numbers some cell carries (not 1, 4, 6, 9 or 11 of 12 here);
    // free colouring offers every colour.
    const offered = () =>
      [...document.querySelectorAll("button[data-number]")].map((b) => Number(b.getAttribute("data-number")));
    expect(offered()).toEqual([...new Set(values)].sort((a, b) => a - b));
    expect(offered()).not.toContain(1);
    fireEvent.click(screen.getByRole("button", { name: "Свободно" }));
    expect(offered()).toHaveLength(12);
    fireEvent.click(screen.getByRole("button", { name: "По номерам" }));

    const number = values[1] as number;
    fireEvent.click(document.querySelector(`button[data-number="${number}"]`) as Element);
    const other = values.findIndex((value) => value !== number);
    tap(other);
    expect(screen.getByText(new RegExp(`Эта ячейка — число ${values[other]}`))).toBeTruthy();
    // …where the finger is: the refused cell flashes until its animation ends.
    const refused = document.querySelector(`path[data-cell="${other}"]`) as Element;
    expect(refused.getAttribute("class")).toMatch(/refused/);
    fireEvent.animationEnd(refused);
    expect(refused.getAttribute("class") ?? "").not.toMatch(/refused/);
    tap(1);
    expect(progress.textContent).toBe(`Закрашено 2 из ${values.length}`);
    await waitFor(() => expect(puts).toHaveLength(1), { timeout: 3000 });
    expect(puts[0]?.slice(0, 2)).toBe(`${values[0]}${number}`);
    await waitFor(() => expect(screen.getByTestId("save-status").getAttribute("data-status")).toBe("saved"));

    fireEvent.click(screen.getByRole("button", { name: "Отменить" }));
    expect(progress.textContent).toBe(`Закрашено 1 из ${values.length}`);
  });

  /** The page over a server whose saves answer `onPut` (a status); the PUTs' fills are listed. */
  function serve(onPut: (count: number) => number, saved = { fills: "", at: "2025-03-02T10:00:00.000Z" }) {
    const puts: string[] = [];
    fakeFetch((url, init) => {
      if (url.pathname === "/api/mandalas/7") return { body: mandala };
      // The session renews, and yet the server refuses the saves (as after an account's sign-out).
      if (url.pathname === "/api/auth/token/refresh/") {
        return { body: { access: fakeJwt(3600), refresh: fakeJwt(7200) } };
      }
      if (url.pathname !== "/api/mandalas/7/colouring") return undefined;
      const progress = { fills: saved.fills, coloured: 0, total: values.length, updated_at: saved.at };
      if (init?.method !== "PUT") return { body: progress };
      const { fills } = JSON.parse(String(init.body)) as { fills: string };
      puts.push(fills);
      const status = onPut(puts.length);
      return status === 200
        ? { body: { ...progress, fills } }
        : { status, body: { code: "x", error: status === 401 ? "Войдите снова" : "Сервер недоступен" } };
    });
    renderRoute(<ColouringPage />, "/mandalas/7/colour", "/mandalas/:id/colour");
    return puts;
  }
  const status = () => screen.getByTestId("save-status");
  const firstNumber = async () => {
    await screen.findByTestId("colouring-progress");
    fireEvent.click(document.querySelector(`button[data-number="${values[0]}"]`) as Element);
  };

  it("after a failed save says when it tries again, and a retry sends at once", async () => {
    const puts = serve((count) => (count === 1 ? 503 : 200));
    await firstNumber();
    tap(0);
    await waitFor(() => expect(status().getAttribute("data-status")).toBe("retrying"), { timeout: 3000 });
    expect(status().textContent).toContain("Не сохранилось, снова через 1 с.");
    fireEvent.click(screen.getByRole("button", { name: "Повторить" }));
    await waitFor(() => expect(status().getAttribute("data-status")).toBe("saved"));
    expect(puts).toHaveLength(2);
  });

  it("waits for the connection without sending, and saves when it is back", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"], shouldAdvanceTime: true });
    const onLine = vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
    const puts = serve(() => 200);
    await firstNumber();
    tap(0);
    await waitFor(() => expect(status().textContent).toBe("Нет связи — сохраним, когда появится"));
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(puts).toHaveLength(0);
    onLine.mockReturnValue(true);
    window.dispatchEvent(new Event("online"));
    await waitFor(() => expect(status().getAttribute("data-status")).toBe("saved"));
    expect(puts).toHaveLength(1);
  });

  it("says so in English on an English page", async () => {
    await i18n.changeLanguage("en");
    try {
      vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
      serve(() => 200);
      await firstNumber();
      tap(0);
      await waitFor(() => expect(status().textContent).toBe("No connection — we'll save when it's back"));
    } finally {
      await i18n.changeLanguage("ru");
    }
  });

  it("stops for good when the session has ended, keeps the colouring on the device and offers a sign-in", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"], shouldAdvanceTime: true });
    signInAs();
    const puts = serve(() => 401);
    await firstNumber();
    tap(0);
    await waitFor(() => expect(status().textContent).toBe("Сессия закончилась — войти и сохранить"));
    expect(screen.getByRole("link", { name: "войти и сохранить" }).getAttribute("href")).toBe(
      "/signin?redirect=%2Fmandalas%2F7%2Fcolour&reason=expired",
    );
    tap(0);
    fireEvent.click(screen.getByRole("button", { name: "Свободно" }));
    tap(1);
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    // One save: sent, refused, sent again with the renewed session, refused; then none.
    expect(puts).toHaveLength(2);
    window.dispatchEvent(new Event("pagehide"));
    await waitFor(async () =>
      expect((await readOfflineColouring(7, 7))?.fills.slice(0, 2)).toBe(`${values[0]}${values[0]}`),
    );
    // Signing in again starts from a cleared session (else /signin would send the person straight back).
    expect(localStorage.getItem("user")).not.toBeNull();
    fireEvent.click(screen.getByRole("link", { name: "войти и сохранить" }));
    expect(localStorage.getItem("user")).toBeNull();
    expect(await screen.findByText("elsewhere")).toBeTruthy();
  });

  /** What the device kept of mandala 7 for user 7: the server's colouring `base` then, and its own paint. */
  async function keptOnDevice(base: string, fills: number[], painted: Record<number, number>) {
    const server = {
      fills: base,
      coloured: 0,
      total: values.length,
      updated_at: base ? "2025-03-01T10:00:00.000Z" : null,
    };
    await keepOfflineColouring({
      userId: 7,
      mandalaId: 7,
      mandala,
      server,
      fills: encodeFills(fills),
      painted,
    });
  }

  it("sends the paint left unsaved on this device at the last visit, and forgets it once saved", async () => {
    signInAs();
    const at = "2025-03-02T10:00:00.000Z";
    const device = values.map((value, i) => (i < 3 ? value : 0));
    await keptOnDevice("", device, { 0: Date.parse(at) + 1, 1: Date.parse(at) + 1, 2: Date.parse(at) + 1 });
    const puts = serve(() => 200, { fills: "", at });
    expect((await screen.findByTestId("colouring-progress")).textContent).toBe(
      `Закрашено 3 из ${values.length}`,
    );
    await waitFor(() => expect(status().getAttribute("data-status")).toBe("saved"));
    expect(puts).toEqual([encodeFills(device)]);
    await waitFor(async () => expect((await readOfflineColouring(7, 7))?.painted).toEqual({}));
  });

  it("merges the device's unsaved paint with another device's later colouring, cell by cell", async () => {
    signInAs();
    const at = "2025-03-02T10:00:00.000Z";
    // This device painted cells 0 and 1 before the other device's save, cell 2 after it; the other
    // device painted cells 0 and 2 (white here) and cell 5.
    const other = values[0] === 1 ? 2 : 1;
    const device = values.map((value, i) => (i < 3 ? value : 0));
    await keptOnDevice(encodeFills(values.map(() => 0)), device, {
      0: Date.parse(at) - 1,
      1: Date.parse(at) - 1,
      2: Date.parse(at) + 1,
    });
    const server = values.map((_, i) => (i === 0 || i === 2 || i === 5 ? other : 0));
    const puts = serve(() => 200, { fills: encodeFills(server), at });
    await waitFor(() => expect(status().getAttribute("data-status")).toBe("saved"));
    const merged = server.map((fill, i) => (i === 1 || i === 2 ? (values[i] as number) : fill));
    expect(puts).toEqual([encodeFills(merged)]);
    expect(screen.getByTestId("colouring-progress").textContent).toBe(`Закрашено 4 из ${values.length}`);
  });

  it("opens offline from what the device kept at the last visit, saying the save waits", async () => {
    signInAs();
    vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
    await keptOnDevice(
      "",
      values.map((value, i) => (i < 2 ? value : 0)),
      { 0: 1, 1: 1 },
    );
    vi.spyOn(globalThis, "fetch").mockRejectedValue(new TypeError("Failed to fetch"));
    renderRoute(<ColouringPage />, "/mandalas/7/colour", "/mandalas/:id/colour");
    expect((await screen.findByTestId("colouring-progress")).textContent).toBe(
      `Закрашено 2 из ${values.length}`,
    );
    expect(status().textContent).toBe("Нет связи — сохраним, когда появится");
    expect(screen.getByText(`«${mandala.phrase}»`)).toBeTruthy();
  });

  it("says when the mandala cannot be opened now, with a way to try again", async () => {
    fakeFetch(() => ({ status: 503, body: { error: "База данных недоступна" } }));
    renderRoute(<ColouringPage />, "/mandalas/7/colour", "/mandalas/:id/colour");
    expect(await screen.findByText(/Не удалось открыть раскраску/)).toBeTruthy();
    expect(screen.getByRole("button", { name: "Повторить" })).toBeTruthy();
  });

  it("answers a link to no mandala of this account with a page that names it, asking nothing for a bad one", async () => {
    signInAs();
    const fetch = fakeFetch(() => ({
      status: 404,
      body: { code: "mandalas.notFound", error: "Мандала не найдена" },
    }));
    renderRoute(<ColouringPage />, "/mandalas/999/colour", "/mandalas/:id/colour");
    expect(await screen.findByRole("heading", { level: 1, name: "Такой раскраски нет" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Мои мандалы" }).getAttribute("href")).toBe("/mandalas");
    await waitFor(() => expect(document.title).toBe("Такой раскраски нет — Мандала желаний"));
    fetch.mockClear();
    renderRoute(<ColouringPage />, "/mandalas/abc/colour", "/mandalas/:id/colour");
    expect((await screen.findAllByRole("heading", { name: "Такой раскраски нет" })).length).toBe(2);
    expect(fetch).not.toHaveBeenCalled();
  });
});
