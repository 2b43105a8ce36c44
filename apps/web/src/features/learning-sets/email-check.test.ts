import { act, renderHook } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";

/** email-check.ts afresh (its loaded check is the module's own), with email.ts as `load` gives it. */
async function freshCheck(load?: () => Promise<unknown>) {
  vi.resetModules();
  if (load) vi.doMock("./email.ts", load);
  return import("./email-check.ts");
}

afterEach(() => {
  vi.doUnmock("./email.ts");
});

describe("the set forms' e-mail check", () => {
  it("checks with the contract's rules once they have loaded", async () => {
    const { checkEmail } = await freshCheck();
    expect(await checkEmail("")).toBe("required");
    expect(await checkEmail("anna@")).toBe("invalid");
    expect(await checkEmail(" anna@example.ru ")).toBeNull();
  });

  it("leaves the address to the server when the rules cannot load, and loads them on the next try", async () => {
    const { checkEmail } = await freshCheck(() => Promise.reject(new Error("offline")));
    expect(await checkEmail("anna@")).toBeNull();
    vi.doUnmock("./email.ts");
    expect(await checkEmail("anna@")).toBe("invalid");
  });

  it("says it is checking while the rules load, so that the form holds its submit", async () => {
    let loaded: () => void = () => undefined;
    const rules = new Promise<void>((resolve) => {
      loaded = resolve;
    });
    const { useEmailCheck } = await freshCheck(async () => {
      await rules;
      return { emailProblem: () => "invalid" };
    });
    const { result } = renderHook(() => useEmailCheck());
    let answer: Promise<unknown> = Promise.resolve();
    act(() => {
      answer = result.current.check("anna@");
    });
    expect(result.current.checking).toBe(true);
    await act(async () => {
      loaded();
      expect(await answer).toBe("invalid");
    });
    expect(result.current.checking).toBe(false);
  });
});
