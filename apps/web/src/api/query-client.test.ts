import { QueryObserver } from "@tanstack/react-query";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError, SessionExpiredError } from "./client.ts";
import { createQueryClient } from "./query-client.ts";

afterEach(() => vi.useRealTimers());

/** Observes a query that fails with `error` each time; answers when each try went (ms from the start). */
async function triesOf(error: Error): Promise<number[]> {
  vi.useFakeTimers();
  const start = Date.now();
  const tries: number[] = [];
  const observer = new QueryObserver(createQueryClient(), {
    queryKey: ["failing"],
    queryFn: () => {
      tries.push(Date.now() - start);
      throw error;
    },
  });
  const stop = observer.subscribe(() => undefined);
  await vi.advanceTimersByTimeAsync(10 * 60_000);
  stop();
  return tries;
}

describe("the query cache's retries", () => {
  it("tries a read that got no answer or a server failure once more, a second later", async () => {
    expect(await triesOf(new TypeError("Failed to fetch"))).toEqual([0, 1_000]);
    expect(await triesOf(new ApiError(503, "busy"))).toEqual([0, 1_000]);
  });

  it("never asks again what the server refused, nor after the session has ended", async () => {
    expect(await triesOf(new ApiError(404, "Мандала не найдена"))).toEqual([0]);
    expect(await triesOf(new ApiError(401, "Войдите снова"))).toEqual([0]);
    expect(await triesOf(new SessionExpiredError())).toEqual([0]);
  });
});
