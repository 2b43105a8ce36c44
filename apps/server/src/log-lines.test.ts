import { describe, expect, it } from "vitest";
import { readableLine } from "./log-lines.ts";

const at = new Date(2026, 10, 26, 15, 4, 5).getTime();

describe("readable log lines", () => {
  it("writes time, level and message, then the request and any other field", () => {
    const completed = JSON.stringify({
      level: 30,
      time: at,
      pid: 1,
      hostname: "vm",
      reqId: "r1",
      res: { statusCode: 200 },
      responseTime: 12.345,
      msg: "request completed",
    });
    expect(readableLine(completed, false)).toBe('15:04:05 INFO  request completed  200 12.3 ms  reqId="r1"');
    const incoming = JSON.stringify({
      level: 30,
      time: at,
      req: { method: "GET", url: "/api/health" },
      msg: "in",
    });
    expect(readableLine(incoming, false)).toBe("15:04:05 INFO  in  GET /api/health");
  });

  it("puts an error's stack below its line, and colours the level for a terminal", () => {
    const failed = JSON.stringify({
      level: 50,
      time: at,
      err: { message: "boom", stack: "Error: boom\n    at x" },
      msg: "boom",
    });
    expect(readableLine(failed, false)).toBe("15:04:05 ERROR boom\nError: boom\n    at x");
    expect(readableLine(failed, true)).toContain("\x1b[31mERROR\x1b[0m");
  });

  it("passes a line that is not JSON as it is", () => {
    expect(readableLine("plain text", false)).toBe("plain text");
  });
});
