import { afterEach, describe, expect, it, vi } from "vitest";
import { BOM, CSV_FILE_NAME, downloadCsv, matrixCsv } from "./csv.ts";

describe("matrixCsv", () => {
  it("puts the intention's characters first, then one comma-joined row per matrix row", () => {
    const csv = matrixCsv(
      ["Я", "С", "Ч"],
      [
        [6, 1, 7],
        [1, 2, 9],
        [7, 9, 9],
      ],
    );
    expect(csv.split("\r\n")).toEqual(["Я,С,Ч", "6,1,7", "1,2,9", "7,9,9"]);
  });

  it("quotes a cell that holds a comma or a quote", () => {
    expect(matrixCsv(['a,"b'], [])).toBe('"a,""b"');
  });
});

describe("downloadCsv", () => {
  afterEach(() => vi.useRealTimers());

  it("saves a UTF-8 file with BOM named «Узор мандалы.csv»", async () => {
    vi.useFakeTimers();
    let blob: Blob | undefined;
    const create = vi.fn((value: Blob) => {
      blob = value;
      return "blob:csv";
    });
    const revoke = vi.fn();
    Object.assign(URL, { createObjectURL: create, revokeObjectURL: revoke });
    let clicked: HTMLAnchorElement | undefined;
    vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
      clicked = this;
    });

    downloadCsv("Я,С\r\n6,1");

    expect(clicked?.download).toBe(CSV_FILE_NAME);
    expect(CSV_FILE_NAME).toBe("Узор мандалы.csv");
    expect(blob?.type).toBe("text/csv;charset=utf-8");
    const bytes = new Uint8Array(await (blob as Blob).arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(bytes)).toBe("Я,С\r\n6,1");
    expect(BOM).toBe("\uFEFF");
    vi.runAllTimers();
    expect(revoke).toHaveBeenCalledWith("blob:csv");
  });
});
