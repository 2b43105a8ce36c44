import { act, render } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { HASH_SCROLL_DELAY_MS, useHashScroll } from "./use-hash-scroll.ts";

function Page() {
  useHashScroll();
  return <section id="plans">plans</section>;
}

function renderAt(url: string) {
  const router = createMemoryRouter(
    [
      { path: "/", element: <Page /> },
      { path: "/register", element: <p>register</p> },
    ],
    { initialEntries: [url] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

let scrolled: (Element | ScrollIntoViewOptions | boolean | undefined)[][];

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
  scrolled = [];
  Element.prototype.scrollIntoView = function (this: Element, options?: ScrollIntoViewOptions | boolean) {
    scrolled.push([this, options]);
  };
});
afterEach(() => vi.useRealTimers());

describe("useHashScroll", () => {
  it("scrolls smoothly to the hash's element after 100 ms", () => {
    renderAt("/#plans");
    act(() => vi.advanceTimersByTime(HASH_SCROLL_DELAY_MS - 1));
    expect(scrolled).toHaveLength(0);
    act(() => vi.advanceTimersByTime(1));
    expect(HASH_SCROLL_DELAY_MS).toBe(100);
    expect(scrolled).toHaveLength(1);
    expect((scrolled[0]?.[0] as Element | undefined)?.id).toBe("plans");
    expect(scrolled[0]?.[1]).toMatchObject({ behavior: "smooth" });
  });

  it("warns when the element is missing", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    renderAt("/#nowhere");
    act(() => vi.advanceTimersByTime(HASH_SCROLL_DELAY_MS));
    expect(scrolled).toHaveLength(0);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining("nowhere"));
  });

  it("navigates to /register when that is the target", () => {
    const router = renderAt("/#/register");
    act(() => vi.advanceTimersByTime(HASH_SCROLL_DELAY_MS));
    expect(router.state.location.pathname).toBe("/register");
  });

  it("does nothing without a hash", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    renderAt("/");
    act(() => vi.advanceTimersByTime(1000));
    expect(scrolled).toHaveLength(0);
    expect(warn).not.toHaveBeenCalled();
  });
});
