import { describe, expect, it } from "vitest";
import { picJson } from "./drawing.service.ts";

describe("picJson", () => {
  it("writes the picture in base64 and the fields as one JSON document", () => {
    for (const length of [0, 1, 2, 3, 4, 100, 1001, 3 * 16 * 1024, 3 * 16 * 1024 + 1, 321_925]) {
      const image = Buffer.from(Array.from({ length }, (_, i) => (i * 37) % 256));
      const fields = { pattern: [1, 2, 3], remaining_drawings: 4, mandala_id: null };
      expect(JSON.parse(picJson(image, fields).toString("utf8"))).toEqual({
        pic: image.toString("base64"),
        ...fields,
      });
    }
  });

  it("writes a picture alone, and fields with any text", () => {
    const image = Buffer.from("JPEG");
    expect(JSON.parse(picJson(image, {}).toString())).toEqual({ pic: image.toString("base64") });
    const fields = { note: 'Я «счастлива» "\\ 😊' };
    expect(JSON.parse(picJson(image, fields).toString())).toEqual({
      pic: image.toString("base64"),
      ...fields,
    });
  });
});
