import { parsePhrase } from "./letters.ts";
import { type PaletteSize, reduce } from "./reduce.ts";

/**
 * The main matrix, the "square of the wish" (method §3, fixed): m × m for the m numbers of the phrase,
 * first row and column are the reduced numbers, every other cell is the reduced sum of the cell above
 * and the cell to the left. Symmetric.
 */
export function mainMatrix(phrase: string, n: PaletteSize): number[][] {
  return sumSquare(
    parsePhrase(phrase).values.map((v) => reduce(v, n)),
    n,
  );
}

/** The sum square of a border (row 0 = column 0 = `border`), each inner cell `reduce(up + left)`. */
export function sumSquare(border: readonly number[], n: PaletteSize): number[][] {
  const m = border.length;
  const rows: number[][] = [];
  for (let i = 0; i < m; i++) {
    const row = new Array<number>(m);
    const up = rows[i - 1];
    row[0] = border[i] as number;
    for (let j = 1; j < m; j++) {
      row[j] =
        up === undefined ? (border[j] as number) : reduce((up[j] as number) + (row[j - 1] as number), n);
    }
    rows.push(row);
  }
  return rows;
}
