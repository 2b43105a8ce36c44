import { act, fireEvent, render, screen } from "@testing-library/react";
import { createMemoryRouter } from "react-router";
import { RouterProvider } from "react-router/dom";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { routed } from "../test/fixtures.tsx";
import { AppLink } from "./navigation.tsx";
import { HASH_SCROLL_DELAY_MS, useHashScroll } from "./use-hash-scroll.ts";

function Page() {
  useHashScroll();
  return (
    <>
      <AppLink to="/#plans">to the plans</AppLink>
      <section id="plans">plans</section>
    </>
  );
}

/** The page in the SPA, navigating through the router. */
function renderAt(url: string) {
  const router = createMemoryRouter(
    [
      { path: "/", element: routed(<Page />) },
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

describe("useHashScroll in the home document (no router)", () => {
  beforeEach(() => window.history.replaceState(null, "", "/"));

  it("scrolls to the hash of the address it was opened at", () => {
    window.history.replaceState(null, "", "/#plans");
    render(<Page />);
    act(() => vi.advanceTimersByTime(HASH_SCROLL_DELAY_MS));
    expect((scrolled[0]?.[0] as Element | undefined)?.id).toBe("plans");
  });

  it("follows a link to a hash on the page without reloading, then scrolls there after 100 ms", () => {
    render(<Page />);
    const link = screen.getByRole("link", { name: "to the plans" });
    expect(link.getAttribute("href")).toBe("/#plans");
    expect(fireEvent.click(link), "the click does not load a page").toBe(false);
    expect(window.location.hash).toBe("#plans");
    expect(scrolled).toHaveLength(0);
    act(() => vi.advanceTimersByTime(HASH_SCROLL_DELAY_MS));
    expect(scrolled).toHaveLength(1);
    expect((scrolled[0]?.[0] as Element | undefined)?.id).toBe("plans");
  });

  it("scrolls again when the same hash link is followed twice", () => {
    render(<Page />);
    fireEvent.click(screen.getByRole("link", { name: "to the plans" }));
    act(() => vi.advanceTimersByTime(HASH_SCROLL_DELAY_MS));
    fireEvent.click(screen.getByRole("link", { name: "to the plans" }));
    act(() => vi.advanceTimersByTime(HASH_SCROLL_DELAY_MS));
    expect(scrolled).toHaveLength(2);
  });
});

describe("a jump's target kept in place while the page above it grows", () => {
  /** The observers watching the page's height. */
  const watching = new Set<() => void>();
  /** The page's height changes: what every ResizeObserver on the body is told. */
  const grow = () => {
    for (const callback of [...watching]) callback();
  };
  beforeEach(() => {
    watching.clear();
    vi.stubGlobal(
      "ResizeObserver",
      class {
        readonly #callback: () => void;
        constructor(callback: () => void) {
          this.#callback = callback;
        }
        observe() {
          watching.add(this.#callback);
        }
        disconnect() {
          watching.delete(this.#callback);
        }
      },
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  it("follows every change until the page has been still for 3 s, however late it starts", () => {
    renderAt("/#plans");
    act(() => vi.advanceTimersByTime(HASH_SCROLL_DELAY_MS));
    for (const wait of [2500, 2500, 2500]) {
      act(() => vi.advanceTimersByTime(wait));
      grow();
    }
    expect(scrolled).toHaveLength(4);
    act(() => vi.advanceTimersByTime(3000));
    grow();
    expect(scrolled).toHaveLength(4);
  });

  it("stops after 15 s of a page that keeps growing, or when the person scrolls", () => {
    renderAt("/#plans");
    act(() => vi.advanceTimersByTime(HASH_SCROLL_DELAY_MS));
    for (let second = 0; second < 20; second++) {
      act(() => vi.advanceTimersByTime(1000));
      grow();
    }
    expect(scrolled).toHaveLength(1 + 14);

    scrolled = [];
    renderAt("/#plans");
    act(() => vi.advanceTimersByTime(HASH_SCROLL_DELAY_MS));
    fireEvent.wheel(window);
    grow();
    expect(scrolled).toHaveLength(1);
  });

  it("follows only the latest jump's target", () => {
    window.history.replaceState(null, "", "/");
    render(<Page />);
    const link = screen.getByRole("link", { name: "to the plans" });
    fireEvent.click(link);
    act(() => vi.advanceTimersByTime(HASH_SCROLL_DELAY_MS));
    fireEvent.click(link);
    act(() => vi.advanceTimersByTime(HASH_SCROLL_DELAY_MS));
    scrolled = [];
    grow();
    expect(scrolled).toHaveLength(1);
  });
});
