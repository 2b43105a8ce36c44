/**
 * CPU time of a process's threads, from Linux's /proc: a measure of the work a request costs that does
 * not change with the other load of a shared machine, as wall-clock throughput does.
 */
import { execFileSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";

/** CPU seconds used so far by process `pid`: its main thread (the event loop) and all its threads. */
export interface ProcessCpu {
  main: number;
  all: number;
}

let ticksPerSecond: number | undefined;

/** The process's CPU seconds, or null where /proc is not there (not Linux). */
export function processCpu(pid: number): ProcessCpu | null {
  let threads: string[];
  try {
    threads = readdirSync(`/proc/${pid}/task`);
  } catch {
    return null;
  }
  ticksPerSecond ??= Number(execFileSync("getconf", ["CLK_TCK"], { encoding: "utf8" })) || 100;
  const cpu = { main: 0, all: 0 };
  for (const tid of threads) {
    let stat: string;
    try {
      stat = readFileSync(`/proc/${pid}/task/${tid}/stat`, "utf8");
    } catch {
      continue; // the thread ended meanwhile
    }
    // Fields after the command's closing parenthesis: utime and stime are the 12th and 13th.
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    const seconds = (Number(fields[11]) + Number(fields[12])) / ticksPerSecond;
    cpu.all += seconds;
    if (Number(tid) === pid) cpu.main += seconds;
  }
  return cpu;
}
