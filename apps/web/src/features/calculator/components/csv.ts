/** The simple calculator's CSV export (method §3): the intention's characters, then the matrix rows. */

/** The export's file name: «Узор мандалы.csv». */
export const CSV_FILE_NAME = "Узор мандалы.csv";

/** A byte-order mark, so that spreadsheet programs read the file as UTF-8 (Cyrillic intact). */
export const BOM = "\uFEFF";

function csvCell(value: string | number): string {
  const text = String(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The CSV text (without BOM): first row the characters, then one comma-joined row per matrix row. */
export function matrixCsv(chars: readonly string[], matrix: readonly (readonly number[])[]): string {
  return [chars, ...matrix].map((row) => row.map(csvCell).join(",")).join("\r\n");
}

/** Saves `text` as a UTF-8 file with BOM through a temporary download link. */
export function downloadCsv(text: string, fileName: string = CSV_FILE_NAME): void {
  const blob = new Blob([BOM, text], { type: "text/csv;charset=utf-8" });
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  link.style.display = "none";
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
