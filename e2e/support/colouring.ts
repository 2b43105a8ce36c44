/** The colouring board as a phone shows it: the cells in sight, and the board scrolled in. */
import type { Locator, Page } from "@playwright/test";

/** A cell with its number where the screen shows it: its number's centre and the cell's box. */
export interface SeenCell {
  index: number;
  value: number;
  x: number;
  y: number;
  /** The smaller side of the cell's box, in CSS px. */
  size: number;
}

/** The cells whose numbers are in sight: inside the board and above the palette bar. */
export async function cellsInSight(board: Locator): Promise<SeenCell[]> {
  // The app draws the cells after the page has appeared (colouring-board.tsx).
  await board.locator("path[data-cell]").first().waitFor({ state: "attached" });
  return board.evaluate((stack) => {
    const frame = (stack.parentElement as HTMLElement).getBoundingClientRect();
    const bar = document.querySelector('[data-testid="colouring-toolbar"]')?.parentElement;
    const bottom = Math.min(frame.bottom, bar?.getBoundingClientRect().top ?? frame.bottom, innerHeight);
    const paths = Array.from(stack.querySelectorAll("path[data-cell]"));
    return Array.from(stack.querySelectorAll("text"))
      .map((text, index) => {
        const label = text.getBoundingClientRect();
        const cell = (paths[index] as Element).getBoundingClientRect();
        return {
          index,
          value: Number(text.textContent),
          x: label.x + label.width / 2,
          y: label.y + label.height / 2,
          size: Math.min(cell.width, cell.height),
        };
      })
      .filter(
        (c) => c.x > frame.left + 4 && c.x < frame.right - 4 && c.y > frame.top + 4 && c.y < bottom - 4,
      );
  });
}

/** Scrolls the page as a thumb would, until the mode switch over the board is at the top. */
export async function bringBoardIn(page: Page) {
  await page.getByRole("button", { name: "По номерам" }).evaluate((button) => {
    window.scrollBy(0, button.getBoundingClientRect().top - 8);
  });
}
