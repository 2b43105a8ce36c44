/** One benchmark measure, with an optional budget it must keep. */
export type BenchRow = {
    name: string;
    value: number;
    unit: string;
    budget?: {
        op: "<=" | ">=";
        value: number;
    };
};
/** Median of a list of numbers. */
export declare function median(values: readonly number[]): number;
/** Median wall time of `fn` in ms over `runs` runs, after `warmup` unmeasured runs. */
export declare function timeMedian(fn: () => unknown, runs: number, warmup?: number): number;
/** Prints rows as a table, marking budgets kept (✓) or broken (✗). */
export declare function printRows(rows: readonly BenchRow[]): void;
/** True when a row keeps its budget (or has none). */
export declare function keeps(r: BenchRow): boolean;
