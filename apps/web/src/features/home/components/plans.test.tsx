import { render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { formatRubles } from "../../../ui/format.ts";
import { getHomePlans, PLACEHOLDER_PLANS, parsePlans } from "../api/get-plans.ts";
import { PlanList, planBadge } from "./plans.tsx";

afterEach(() => vi.unstubAllGlobals());

describe("home plan cards", () => {
  it("highlights the middle card as the most popular and badges the last as the pro's choice", () => {
    render(
      <MemoryRouter>
        <PlanList plans={PLACEHOLDER_PLANS} />
      </MemoryRouter>,
    );
    const cards = screen
      .getAllByRole("listitem")
      .filter((li) => li.parentElement?.tagName === "UL" && li.querySelector("h3"));
    expect(cards).toHaveLength(3);
    const [first, middle, last] = cards as [HTMLElement, HTMLElement, HTMLElement];
    expect(middle.dataset.highlighted).toBe("true");
    expect(first.dataset.highlighted).toBeUndefined();
    expect(last.dataset.highlighted).toBeUndefined();
    expect(within(middle).getByText("Самый популярный")).toBeTruthy();
    expect(within(last).getByText("Выбор профессионалов")).toBeTruthy();
    expect(within(first).getByText("разово")).toBeTruthy();
    expect(within(middle).getByText("в месяц")).toBeTruthy();
    expect(middle.querySelector("strong")?.textContent).toBe(formatRubles(990));
    expect(planBadge(0)).toBeNull();
  });

  it("formats prices in roubles in the Russian locale", () => {
    expect(formatRubles(1990).replace(/\s/g, " ")).toBe("1 990 ₽");
  });

  it("reads the server's plans and keeps three of them", () => {
    const body = [
      { id: 1, name: "Basic", description: "Базовый", price: "490.00", features: { ru: ["a"], en: ["b"] } },
      { id: 2, name: "Advanced", description: "Продвинутый", price: 990 },
      { id: 3, name: "Premium", description: "Премиум", price: 1990 },
      { id: 4, name: "Extra", description: "Ещё", price: 5000 },
    ];
    const plans = parsePlans(body, "en");
    expect(plans?.map((p) => [p.id, p.name, p.price])).toEqual([
      [1, "Базовый", 490],
      [2, "Продвинутый", 990],
      [3, "Премиум", 1990],
    ]);
    expect(plans?.[0]?.features).toEqual(["b"]);
    expect(parsePlans({ detail: "nope" }, "ru")).toBeNull();
  });

  it("falls back to the placeholder plans when the endpoint is absent", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => new Response("not found", { status: 404 })),
    );
    expect(await getHomePlans("ru")).toBe(PLACEHOLDER_PLANS);
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => Promise.reject(new TypeError("offline"))),
    );
    expect(await getHomePlans("ru")).toBe(PLACEHOLDER_PLANS);
  });
});
