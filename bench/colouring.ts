/**
 * Colouring benchmark: the colouring page of a big template (eight-pointed star, sector 16: 2,048
 * cells) in the local Chromium with the CPU slowed 4× (a mid-range phone), measuring
 *   - the work of one tap: from the pointer events to the repainted cell and the toolbar rendered
 *     again (React's render included, the wait for the next vsync not);
 *   - the frames while wheel-zooming and dragging: their intervals and the frame rate.
 *   npm run build && node bench/run.ts colouring
 */
import { chromium, request } from "@playwright/test";
import { registerViaApi } from "../e2e/support/accounts.ts";
import { chromiumPath } from "../e2e/support/chromium.ts";
import { apiSignIn, storeSession } from "../e2e/support/session.ts";
import { startBenchServer } from "./server.ts";
import { type BenchRow, median, printRows } from "./types.ts";

const TEMPLATE = new URLSearchParams({
  phrase: "Я счастлива и любима",
  shape: "eight_diamond",
  first_method: "8",
  additional_method: "1",
  pattern_length: "5",
  palette: "9",
  sector_length: "16",
});
/** Chromium's CPU throttling: 4× is the usual mid-range phone profile (BENCH_CPU_SLOWDOWN to change). */
const CPU_SLOWDOWN = Number(process.env.BENCH_CPU_SLOWDOWN ?? 4);
const TAPS = 60;

/* The in-page script is text: the page runs it as it stands, not as this module's code. */

/** Taps `count` cells (pointer events on the SVG) and answers each tap's work in ms. */
const TAP_SCRIPT = `async (count) => {
  const svg = document.querySelector("[data-testid=colouring-board]");
  const paths = svg.querySelectorAll("path[data-cell]");
  const progress = document.querySelector("[data-testid=colouring-progress]");
  const macrotask = () => new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });
  const times = [];
  for (let i = 0; i < count; i++) {
    const path = paths[(i * 37) % paths.length];
    const at = { bubbles: true, pointerId: 1, isPrimary: true, clientX: 10, clientY: 10 };
    const start = performance.now();
    path.dispatchEvent(new PointerEvent("pointerdown", at));
    svg.dispatchEvent(new PointerEvent("pointerup", at));
    await macrotask();
    await macrotask();
    getComputedStyle(path).fill;
    progress.getBoundingClientRect();
    times.push(performance.now() - start);
    await new Promise((resolve) => requestAnimationFrame(resolve));
  }
  return times;
}`;

/** Starts recording the time of every animation frame. */
const RECORD_FRAMES = `(() => {
  window.benchFrames = [];
  window.benchRecording = true;
  const tick = (t) => {
    window.benchFrames.push(t);
    if (window.benchRecording) requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
})()`;

const STOP_RECORDING = `(() => {
  window.benchRecording = false;
  return window.benchFrames;
})()`;

const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * p))] ?? 0;

export async function run(): Promise<BenchRow[]> {
  // BENCH_BASE_URL: measure against a server already running (e.g. on a loaded machine where a start is slow).
  const external = process.env.BENCH_BASE_URL;
  const server = external
    ? { baseUrl: external, stop: () => undefined }
    : await startBenchServer(Number(process.env.BENCH_PORT) || 3192);
  const browser = await chromium.launch({
    executablePath: chromiumPath(),
    args: ["--no-sandbox", "--disable-gpu"],
  });
  try {
    const page = await browser.newPage({ viewport: { width: 412, height: 900 }, baseURL: server.baseUrl });
    // Only the demo's own mandala is free to colour: a subscriber (a trial) colours the big template.
    const api = await request.newContext({ baseURL: server.baseUrl });
    try {
      const session = await apiSignIn(api, await registerViaApi(api));
      await storeSession(page, session);
    } finally {
      await api.dispose();
    }
    await page.goto(`/colour?${TEMPLATE}`);
    const board = page.getByTestId("colouring-board");
    // The app draws the cells after the page has appeared (colouring-board.tsx).
    await board.locator("path[data-cell]").first().waitFor({ state: "attached" });
    const cells = await board.locator("path[data-cell]").count();
    await page.getByRole("button", { name: "Свободно" }).click();
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });

    const taps = (await page.evaluate(`(${TAP_SCRIPT})(${TAPS})`)) as number[];

    // Frames while zooming with the wheel and dragging with the mouse.
    const box = await board.boundingBox();
    if (!box) throw new Error("no board");
    const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
    await page.evaluate(RECORD_FRAMES);
    await page.mouse.move(x, y);
    for (let i = 0; i < 30; i++) await page.mouse.wheel(0, -40);
    await page.mouse.down();
    for (let i = 0; i < 60; i++) await page.mouse.move(x + 80 * Math.sin(i / 6), y + 80 * Math.cos(i / 6));
    await page.mouse.up();
    for (let i = 0; i < 30; i++) await page.mouse.wheel(0, 40);
    const frames = (await page.evaluate(STOP_RECORDING)) as number[];
    const intervals = frames.slice(1).map((t, i) => t - (frames[i] as number));
    const seconds = ((frames.at(-1) ?? 0) - (frames[0] ?? 0)) / 1000;
    return [
      {
        name: `colouring: template cells (sector 16)`,
        value: cells,
        unit: "cells",
        budget: { op: ">=", value: 2048 },
      },
      {
        name: `colouring: tap, median (CPU ${CPU_SLOWDOWN}× slower)`,
        value: median(taps),
        unit: "ms",
        budget: { op: "<=", value: 16 },
      },
      {
        name: `colouring: tap, p95 (CPU ${CPU_SLOWDOWN}× slower)`,
        value: percentile(taps, 0.95),
        unit: "ms",
      },
      {
        name: `colouring: pan and zoom, median frame (CPU ${CPU_SLOWDOWN}× slower)`,
        value: median(intervals),
        unit: "ms",
        budget: { op: "<=", value: 17.5 },
      },
      { name: `colouring: pan and zoom, p95 frame`, value: percentile(intervals, 0.95), unit: "ms" },
      { name: `colouring: pan and zoom, frame rate`, value: intervals.length / seconds, unit: "fps" },
    ];
  } finally {
    await browser.close();
    await server.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) printRows(await run());
