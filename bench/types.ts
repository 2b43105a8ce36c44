import { setImmediate } from "node:timers/promises";

/** One benchmark measure, with an optional budget it must keep. */
export type BenchRow = {
  name: string;
  value: number;
  unit: string;
  budget?: { op: "<=" | ">="; value: number };
};

/** Median of a list of numbers. */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2
    ? (sorted[mid] as number)
    : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
}

/** Median wall time of `fn` in ms over `runs` runs, after `warmup` unmeasured runs. */
export function timeMedian(fn: () => unknown, runs: number, warmup = Math.ceil(runs / 5)): number {
  for (let i = 0; i < warmup; i++) fn();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    fn();
    times.push(performance.now() - start);
  }
  return median(times);
}

/**
 * Wall times of `fn` in ms over `runs` runs one after the other, after `warmup` unmeasured runs. Each run
 * starts on a turn of the event loop of its own, as a request or a render worker's task does: some
 * native memory is freed only from callbacks the loop runs (@napi-rs/canvas's copies of a canvas's
 * pixels), and renders chained in one turn wrote each picture to fresh pages, held until the end
 * (a 1200 px colorized star 28 ms a render that way, 13 ms with a turn between renders; docs/decisions/027).
 */
export async function timeRunsAsync(
  fn: () => Promise<unknown>,
  runs: number,
  warmup = Math.ceil(runs / 5),
): Promise<number[]> {
  for (let i = 0; i < warmup; i++) {
    await setImmediate();
    await fn();
  }
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    await setImmediate();
    const start = performance.now();
    await fn();
    times.push(performance.now() - start);
  }
  return times;
}

/** As timeMedian, for a function whose work ends when its promise settles. */
export async function timeMedianAsync(
  fn: () => Promise<unknown>,
  runs: number,
  warmup = Math.ceil(runs / 5),
): Promise<number> {
  return median(await timeRunsAsync(fn, runs, warmup));
}

/** Prints rows as a table, marking budgets kept (✓) or broken (✗). */
export function printRows(rows: readonly BenchRow[]): void {
  const width = Math.max(...rows.map((r) => r.name.length));
  for (const r of rows) {
    const budget = r.budget
      ? ` (budget ${r.budget.op} ${r.budget.value} ${r.unit} ${keeps(r) ? "✓" : "✗"})`
      : "";
    console.log(`${r.name.padEnd(width)}  ${r.value.toFixed(3).padStart(10)} ${r.unit}${budget}`);
  }
}

/** True when a row keeps its budget (or has none). */
export function keeps(r: BenchRow): boolean {
  if (!r.budget) return true;
  return r.budget.op === "<=" ? r.value <= r.budget.value : r.value >= r.budget.value;
}
