import { describe, expect, it } from "vitest";
import { quietErrorLog } from "./quiet-errors.ts";

function recorder() {
  const lines: { details: { heldBack?: number }; message: string }[] = [];
  return { lines, log: { error: (details: object, message: string) => lines.push({ details, message }) } };
}

describe("the job queue's error log", () => {
  it("logs the first error of a kind, counts repeats for a minute, then logs with the count", () => {
    let clock = 0;
    const { lines, log } = recorder();
    const report = quietErrorLog(log, { now: () => clock });
    const down = new Error("Connection terminated due to connection timeout");
    for (let second = 0; second < 120; second++) {
      clock = second * 1000;
      report(down);
      report(down);
    }
    expect(lines.map((line) => line.details.heldBack ?? 0)).toEqual([0, 119]);
    expect(lines.every((line) => line.message === "job queue error")).toBe(true);
  });

  it("logs a different error at once", () => {
    const { lines, log } = recorder();
    const report = quietErrorLog(log, { now: () => 0 });
    report(new Error("timeout"));
    report(new Error("timeout"));
    report(new Error("relation does not exist"));
    report("not an Error");
    expect(lines).toHaveLength(3);
  });
});
