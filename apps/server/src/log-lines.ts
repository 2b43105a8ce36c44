/**
 * The server's log for a person at a terminal: pino's JSON lines rewritten as `time LEVEL message`,
 * the request's method, path and status beside it, any other fields after, an error's stack below.
 * Where logs are collected (no terminal, or LOG_FORMAT=json) the JSON lines are written as they are.
 */
const LEVELS: Record<number, [label: string, colour: number]> = {
  10: ["TRACE", 90],
  20: ["DEBUG", 90],
  30: ["INFO ", 32],
  40: ["WARN ", 33],
  50: ["ERROR", 31],
  60: ["FATAL", 35],
};

/** Fields every line has, or that the line's head already shows. */
const SHOWN = new Set(["level", "time", "pid", "hostname", "msg", "req", "res", "responseTime", "err"]);

/** One pino JSON line as a readable line (coloured for a terminal when `colour`). */
export function readableLine(json: string, colour: boolean): string {
  let entry: Record<string, unknown>;
  try {
    entry = JSON.parse(json);
  } catch {
    return json;
  }
  const [label, code] = LEVELS[entry.level as number] ?? ["LOG  ", 0];
  const paint = (text: string, ansi: number) => (colour ? `\x1b[${ansi}m${text}\x1b[0m` : text);
  const time = new Date(entry.time as number).toTimeString().slice(0, 8);
  const req = entry.req as { method?: string; url?: string } | undefined;
  const res = entry.res as { statusCode?: number } | undefined;
  const took = typeof entry.responseTime === "number" ? `${entry.responseTime.toFixed(1)} ms` : undefined;
  const request = [req?.method, req?.url, res?.statusCode, took]
    .filter((part) => part !== undefined)
    .join(" ");
  const rest = Object.entries(entry).filter(([key]) => !SHOWN.has(key));
  const err = entry.err as { stack?: string; message?: string } | undefined;
  return [
    `${paint(time, 90)} ${paint(label, code)} ${entry.msg ?? ""}`,
    request && paint(request, 36),
    rest.map(([key, value]) => `${key}=${JSON.stringify(value)}`).join(" "),
  ]
    .filter(Boolean)
    .join("  ")
    .concat(err ? `\n${err.stack ?? err.message}` : "");
}

/** A destination for pino that writes each JSON line to `out` as a readable line. */
export function readableLogLines(out: NodeJS.WriteStream): { write(json: string): void } {
  return { write: (json) => out.write(`${readableLine(json.trimEnd(), out.isTTY === true)}\n`) };
}
