/**
 * CPU time of a process, from Linux's /proc: a measure of the work a request costs that does not change
 * with the other load of a shared machine, as wall-clock throughput does.
 */
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";

/** CPU seconds used so far by a process: its main thread (the event loop) and all its threads. */
export interface ProcessCpu {
  main: number;
  all: number;
}

const CLOCK_TICKS = Number(spawnSync("getconf", ["CLK_TCK"], { encoding: "utf8" }).stdout) || 100;

/** User and system CPU seconds of a /proc `stat` file (a process's, or one of its threads'). */
function statSeconds(path: string): number {
  // The fields after the command's closing parenthesis; utime and stime are the 12th and 13th of them.
  const stat = readFileSync(path, "utf8");
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS;
}

/** The process's CPU seconds (all: every thread, ended ones included), or null where /proc has no such process. */
export function processCpu(pid: number | undefined): ProcessCpu | null {
  if (pid === undefined) return null;
  try {
    return { main: statSeconds(`/proc/${pid}/task/${pid}/stat`), all: statSeconds(`/proc/${pid}/stat`) };
  } catch {
    return null;
  }
}
