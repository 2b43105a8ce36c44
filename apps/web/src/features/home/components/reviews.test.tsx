import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { ReviewCard } from "./reviews.tsx";

const review = { name: "Ольга", text: "Коротко.", fullText: "Коротко. И ещё целая история." };

describe("ReviewCard", () => {
  it("starts collapsed and toggles between the short and the full text", async () => {
    render(<ReviewCard review={review} />);
    const toggle = screen.getByRole("button", { name: "Читать полностью" });
    expect(toggle.getAttribute("aria-expanded")).toBe("false");
    expect(screen.getByText("Коротко.")).toBeTruthy();
    expect(screen.queryByText(review.fullText)).toBeNull();

    await userEvent.click(toggle);
    expect(toggle.getAttribute("aria-expanded")).toBe("true");
    expect(toggle.textContent).toBe("Свернуть");
    expect(screen.getByText(review.fullText)).toBeTruthy();
    expect(document.getElementById(toggle.getAttribute("aria-controls") ?? "")?.textContent).toBe(
      review.fullText,
    );

    await userEvent.click(toggle);
    expect(toggle.getAttribute("aria-expanded")).toBe("false");
    expect(screen.queryByText(review.fullText)).toBeNull();
  });
});
