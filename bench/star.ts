/**
 * The drawing speed against its anchors, side by side in one run: the 1200 px eight_diamond
 * star, sector length 16, digits view, drawn
 * - by Pillow, as a Python back end would (bench/pillow_star.py, Debian's python3-pil),
 * - by sharp alone encoding the star's pixels (the encode every drawing ends with),
 * - on one thread of ours (compute, scene, paint, encode), and
 * - through the HTTP API, one request at a time and 16 at a time, every request a new phrase (uncached):
 *   one at a time read with `node:http`, 16 at a time from wrk (bench/wrk.ts).
 * Under load it also reports the server's CPU time per drawing, on its main thread and on all its threads
 * (render workers, libvips, garbage collection), and this thread's CPU time per paint of the star: what a
 * drawing costs whatever else the machine runs. The budgets: the uncached HTTP star at least 8× faster
 * than Pillow (10× the stretch, printed), the server's CPU per drawing under 16 connections and the
 * paint's CPU time in absolute ms (a ratio between two of our own figures moved whenever the render got
 * faster).
 *   node bench/star.ts
 */
import http from "node:http";
import { availableParallelism, loadavg } from "node:os";
import { setImmediate } from "node:timers/promises";
import { fileURLToPath } from "node:url";
import { buildScene, computeMandala, DEMO_DEFAULTS, type MandalaParams } from "@mandala/engine";
import { canvasJpeg, sceneCanvas } from "../apps/server/src/render/draw.ts";
import { renderInThread } from "../apps/server/src/render/request.ts";
import { startPillow } from "./pillow.ts";
import { startBenchServer } from "./server.ts";
import { processCpu } from "./thread-cpu.ts";
import { type BenchRow, median, printRows, timeRunsAsync } from "./types.ts";
import { runWrk } from "./wrk.ts";

/** The server's port (BENCH_PORT overrides it, so that parallel checkouts do not collide). */
const PORT = Number(process.env.BENCH_PORT) || 3192;
const SIZE = 1200;
const WATERMARK = "Мандала желаний · превью";
const STAR: MandalaParams = {
  ...DEMO_DEFAULTS,
  phrase: "Я счастлива",
  shape: "eight_diamond",
  firstMethod: "8",
  additionalMethod: "1",
  patternLength: 7,
  sectorLength: 16,
  palette: 9,
};

/** A subscriber's bearer token on the bench server: a registration with a plan's trial. */
async function subscriberToken(baseUrl: string): Promise<string> {
  const plans = (await (await fetch(`${baseUrl}/draw/api/v1/free/plans/`)).json()) as {
    id: number;
    is_popular?: boolean;
  }[];
  const plan = (plans.find((p) => p.is_popular) ?? plans[0])?.id;
  const account = { username: "bench_star", email: "bench_star@example.com", password: "mandala-secret-1" };
  const json = { "content-type": "application/json" };
  const registered = await fetch(`${baseUrl}/api/auth/register/`, {
    method: "POST",
    headers: json,
    body: JSON.stringify({ ...account, plan, free_trial: true, personal_data_consent: true }),
  });
  if (registered.status !== 201)
    throw new Error(`registration: ${registered.status} ${await registered.text()}`);
  const tokens = await fetch(`${baseUrl}/api/auth/token/`, {
    method: "POST",
    headers: json,
    body: JSON.stringify({ username: account.username, password: account.password }),
  });
  return ((await tokens.json()) as { access: string }).access;
}

/** The preview call of the star for `phrase` (watermarked, spends nothing). */
function starPath(phrase: string): string {
  const query = new URLSearchParams({
    q: phrase,
    patternLength: "7",
    palette_id: "9",
    first_method: "8",
    additional_method: "1",
    sector_length: "16",
    view: "digits",
    size: String(SIZE),
    watermarked: "1",
  });
  return `/draw/api/v1/premium/shape/eight_diamond?${query}`;
}

/** GETs `url` on a kept-alive connection and reads the whole answer; rejects unless it is a 200. */
function getOnce(agent: http.Agent, url: string, headers: http.OutgoingHttpHeaders): Promise<void> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { agent, headers }, (response) => {
        response.on("error", reject);
        if (response.statusCode === 200) {
          response.on("end", resolve).resume();
          return;
        }
        let text = "";
        response.setEncoding("utf8").on("data", (chunk: string) => {
          text += chunk;
        });
        response.on("end", () => reject(new Error(`star drawing: ${response.statusCode} ${text}`)));
      })
      .on("error", reject);
  });
}

const METRICS_TOKEN = "bench-star-metrics";

/** The server's main-thread full (mark-compact) collections so far: how many, and their seconds. */
async function majorGcs(baseUrl: string): Promise<{ count: number; seconds: number }> {
  const response = await fetch(`${baseUrl}/metrics`, {
    headers: { authorization: `Bearer ${METRICS_TOKEN}` },
  });
  const text = await response.text();
  const value = (suffix: string) =>
    Number(
      new RegExp(`^nodejs_gc_duration_seconds_${suffix}\\{kind="major"\\} ([\\d.e+-]+)$`, "m").exec(
        text,
      )?.[1] ?? 0,
    );
  return { count: value("count"), seconds: value("sum") };
}

/**
 * Median CPU ms of this thread per call of `fn`, over `runs` calls after one unmeasured call, each on a
 * turn of the event loop of its own (as timeRunsAsync's: chained in one turn, paints hold their pages).
 */
async function threadCpuMs(fn: () => unknown, runs: number): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i <= runs; i++) {
    await setImmediate();
    const start = process.threadCpuUsage();
    fn();
    const used = process.threadCpuUsage(start);
    if (i > 0) times.push((used.user + used.system) / 1000);
  }
  return median(times);
}

const ROUNDS = 5;
/** Pillow / HTTP beyond the budget: printed, met or not. */
const STRETCH = 10;
/** The budgets in CPU ms: a drawing's on all the server's threads, and a paint's. */
const CPU_PER_DRAWING_MS = 50;
const PAINT_CPU_MS = 20;
const PER_ROUND = 8;

/**
 * Measures the star against Pillow. On a shared machine the load drifts within a minute, so the measures
 * take turns: each of ROUNDS rounds runs Pillow 3 times, then a block of the sharp encode, of one thread
 * and of HTTP requests; each figure is the median. A block is PER_ROUND runs back to back after one
 * unmeasured run, as the Pillow script times itself (it draws once, then times its runs).
 */
export async function run(): Promise<BenchRow[]> {
  const loadBefore = loadavg()[0] as number;
  const scene = buildScene(computeMandala(STAR), { view: "digits", size: SIZE, watermark: WATERMARK });
  const canvas = sceneCanvas(scene);
  const encode = () => canvasJpeg(canvas);
  let phrase = 0;
  const nextPhrase = () => `Я счастлива ${phrase++} раз`;
  const inThread = () =>
    renderInThread({
      ...STAR,
      phrase: nextPhrase(),
      view: "digits",
      watermark: WATERMARK,
      format: "jpeg",
      size: SIZE,
    });

  const pillowAnchor = startPillow();
  const server = await startBenchServer(PORT, {
    FREE_DRAWS_PER_MINUTE: "10000000",
    PREVIEWS_PER_MINUTE: "10000000",
    METRICS_TOKEN,
  });
  try {
    const authorization = `Bearer ${await subscriberToken(server.baseUrl)}`;
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const overHttp = () => getOnce(agent, server.baseUrl + starPath(nextPhrase()), { authorization });
    // Warm-up: code loaded and compiled in this thread and in the server's workers.
    for (let i = 0; i < 4; i++) await Promise.all([encode(), inThread(), overHttp()]);
    const pillow: number[] = [];
    const encodes: number[] = [];
    const thread: number[] = [];
    const overHttpTimes: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const ms = (await pillowAnchor?.medianMs(3)) ?? null;
      if (ms !== null) pillow.push(ms);
      encodes.push(...(await timeRunsAsync(encode, PER_ROUND, 1)));
      thread.push(...(await timeRunsAsync(inThread, PER_ROUND, 1)));
      overHttpTimes.push(...(await timeRunsAsync(overHttp, PER_ROUND, 1)));
    }
    agent.destroy();
    const [threadMs, httpMs] = [median(thread), median(overHttpTimes)];
    // The paint up to its pixels (Skia flushes its drawing when they are read), the grid's path kept.
    const paintCpu = await threadCpuMs(() => sceneCanvas(scene).data(), 30);
    const cpuBefore = processCpu(server.pid);
    const gcBefore = await majorGcs(server.baseUrl);
    // Phrases counted on from those drawn so far, so that none was drawn (and cached) before.
    const [before, after] = starPath("Я счастлива NUMBER раз").split("NUMBER") as [string, string];
    const result = await runWrk({
      baseUrl: server.baseUrl,
      connections: 16,
      seconds: 8,
      headers: { authorization },
      path: { before, after, from: phrase },
    });
    if (result.failed > 0) throw new Error(`star under load: ${result.failed} requests failed`);
    const cpuAfter = processCpu(server.pid);
    const gcAfter = await majorGcs(server.baseUrl);
    const ideal = (availableParallelism() * 1000) / threadMs;
    const cpuRows: BenchRow[] = [];
    if (cpuBefore && cpuAfter) {
      const perDrawing = (seconds: number) => (seconds * 1000) / result.requests;
      cpuRows.push(
        {
          name: "star, 16 connections: server CPU per drawing, main thread",
          value: perDrawing(cpuAfter.main - cpuBefore.main),
          unit: "ms",
        },
        {
          name: "star, 16 connections: server CPU per drawing, all threads",
          value: perDrawing(cpuAfter.all - cpuBefore.all),
          unit: "ms",
          budget: { op: "<=", value: CPU_PER_DRAWING_MS },
        },
      );
    }
    const drawings = result.requests;
    const gcRows: BenchRow[] = [
      {
        name: "star, 16 connections: full GCs of the main thread per 100 drawings",
        value: ((gcAfter.count - gcBefore.count) * 100) / drawings,
        unit: "GCs",
      },
      {
        name: "star, 16 connections: their pauses per drawing",
        value: ((gcAfter.seconds - gcBefore.seconds) * 1000) / drawings,
        unit: "ms",
      },
    ];
    const pillowRows: BenchRow[] =
      pillow.length === 0
        ? []
        : [
            { name: "star: Pillow (python3-pil) median", value: median(pillow), unit: "ms" },
            {
              name: "star: Pillow / HTTP",
              value: median(pillow) / httpMs,
              unit: `× (stretch ≥ ${STRETCH}× ${median(pillow) / httpMs >= STRETCH ? "met" : "not met"})`,
              budget: { op: ">=", value: 8 },
            },
          ];
    return [
      ...pillowRows,
      { name: "star: sharp (libvips) encode of its 1200 px pixels", value: median(encodes), unit: "ms" },
      { name: "star: one thread (compute, paint, encode)", value: threadMs, unit: "ms" },
      {
        name: "star: this thread's CPU per paint (its pixels read)",
        value: paintCpu,
        unit: "ms",
        budget: { op: "<=", value: PAINT_CPU_MS },
      },
      { name: "star HTTP uncached, one at a time: median", value: httpMs, unit: "ms" },
      {
        name: "star HTTP uncached, 16 connections: throughput",
        value: result.perSecond,
        unit: "draws/s",
      },
      { name: "star: ideal draws/s (cores × 1000 / single-thread ms)", value: ideal, unit: "draws/s" },
      {
        name: "star: 16-connection throughput / ideal",
        value: result.perSecond / ideal,
        unit: "×",
      },
      ...cpuRows,
      ...gcRows,
      {
        name: "machine load average (1 min) before / after (a shared machine's noise)",
        value: loadBefore,
        unit: `/ ${(loadavg()[0] as number).toFixed(2)}`,
      },
    ];
  } finally {
    pillowAnchor?.stop();
    await server.stop();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) printRows(await run());
