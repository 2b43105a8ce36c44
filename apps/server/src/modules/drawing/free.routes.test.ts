import { PHRASE_MAX_LENGTH } from "@mandala/contract";
import { DEMO_DEFAULTS, DEMO_PHRASES, MAX_PHRASE_LENGTH, mainMatrix } from "@mandala/engine";
import { loadImage } from "@napi-rs/canvas";
import { describe, expect, it } from "vitest";
import { useTestApp } from "../../../test/app.ts";

const DEMO_QUERY = {
  q: DEMO_DEFAULTS.phrase,
  patternLength: "7",
  palette_id: "9",
  first_method: "6",
  additional_method: "6",
  colorize: "1",
};

function drawUrl(shape: string, overrides: Record<string, string> = {}) {
  return `/draw/api/v1/free/${shape}?${new URLSearchParams({ ...DEMO_QUERY, ...overrides })}`;
}

describe("free drawing calls", () => {
  const ctx = useTestApp({ FREE_DRAWS_PER_MINUTE: "1000" });

  it("commondata lists 8 shapes per locale, 12 methods, 3 palettes and the demo defaults", async () => {
    const response = await ctx.app.inject({ method: "GET", url: "/draw/api/v1/free/commondata/" });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.menu.shapes.ru).toHaveLength(8);
    expect(body.menu.shapes.en.map((shape: { name: string }) => shape.name)).toContain("eight_diamond");
    expect(body.methods).toHaveLength(12);
    expect(body.methods.filter((m: { tier: string }) => m.tier === "basic")).toHaveLength(10);
    expect(Object.keys(body.palettes).sort()).toEqual(["12", "13", "9"]);
    expect(body.palettes["9"]["1"]).toHaveLength(9);
    expect(body.pattern_max_len).toBe(10);
    expect(body.demo).toMatchObject({
      shape: "demoshape",
      first_method: "6",
      additional_method: "6",
      pattern_length: 7,
      palette: 9,
    });
    expect(body.main_matrix["9"]).toEqual(mainMatrix(DEMO_DEFAULTS.phrase, 9));
  });

  it("commondata labels methods in the caller's language", async () => {
    const ru = (await ctx.app.inject({ method: "GET", url: "/draw/api/v1/free/commondata/" })).json();
    const en = (await ctx.app.inject({ method: "GET", url: "/draw/api/v1/free/commondata/?lang=en" })).json();
    expect(ru.methods[0].method_label).toBe(ru.methods[0].labels.ru);
    expect(en.methods[0].method_label).toBe(en.methods[0].labels.en);
  });

  it("gives the demo's phrase in both languages, with the matrix of the caller's, and draws either", async () => {
    const en = (await ctx.app.inject({ method: "GET", url: "/draw/api/v1/free/commondata/?lang=en" })).json();
    expect(en.demo.phrases).toEqual({ ru: "Я счастлива и любима", en: "I am happy and loved" });
    expect(en.main_matrix["9"]).toEqual(mainMatrix(DEMO_PHRASES.en, 9));
    const english = await ctx.app.inject({
      method: "GET",
      url: drawUrl("demoshape", { q: DEMO_PHRASES.en }),
    });
    expect(english.statusCode).toBe(200);
  });

  it("democalc answers the characters and the matrix keyed by 9, 12 and 13", async () => {
    const response = await ctx.app.inject({
      method: "GET",
      url: `/draw/api/v1/free/democalc/?q=${encodeURIComponent("Я счастлива")}`,
    });
    const body = response.json();
    expect(body.chars).toEqual(["Я", "С", "Ч", "А", "С", "Т", "Л", "И", "В", "А"]);
    expect(body.main_matrix["9"][1]).toEqual([1, 2, 9, 1, 2, 4, 8, 9, 3, 4]);
    expect(body.main_matrix["12"][1]).toEqual([1, 2, 9, 10, 11, 1, 5, 6, 9, 10]);
    expect(body.main_matrix["13"][1]).toEqual([1, 2, 9, 10, 11, 13, 4, 5, 8, 9]);
  });

  it("shapesdata answers matrices, every pattern and the shape's default methods", async () => {
    const response = await ctx.app.inject({
      method: "GET",
      url: `/draw/api/v1/free/shapesdata/?shape=eight_diamond&q=${encodeURIComponent("Я счастлива")}`,
    });
    const body = response.json();
    expect(body.shape).toBe("eight_diamond");
    expect(body.all_patterns["9"]).toHaveLength(10);
    expect(body.all_patterns["9"][0]).toHaveLength(1);
    expect(typeof body.default_method).toBe("string");
    const unknown = await ctx.app.inject({
      method: "GET",
      url: "/draw/api/v1/free/shapesdata/?shape=blob&q=abc",
    });
    expect(unknown.statusCode).toBe(400);
  });

  it("draws the demo as a watermarked JPEG with the wish's code", async () => {
    const response = await ctx.app.inject({ method: "GET", url: drawUrl("demoshape", { size: "400" }) });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.pattern).toHaveLength(7);
    const jpeg = Buffer.from(body.pic, "base64");
    expect(jpeg.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
    const image = await loadImage(jpeg);
    expect(image.width).toBe(400);
  });

  it("answers a repeated drawing with a strong ETag, and 304 to If-None-Match", async () => {
    const url = drawUrl("demoshape", { patternLength: "3" });
    const first = await ctx.app.inject({ method: "GET", url });
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers["cache-control"]).toBe("public, max-age=86400");
    expect(first.headers.vary).toContain("accept-language");
    const again = await ctx.app.inject({ method: "GET", url });
    expect([again.headers.etag, again.body]).toEqual([etag, first.body]);
    const revalidated = await ctx.app.inject({ method: "GET", url, headers: { "if-none-match": etag } });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.body).toBe("");
    // No Content-Length of a body that is not there (some clients would wait for it).
    expect(revalidated.headers["content-length"]).toBeUndefined();
    expect(revalidated.headers.etag).toBe(etag);
    const english = await ctx.app.inject({
      method: "GET",
      url: `${url}&lang=en`,
      headers: { "if-none-match": etag },
    });
    expect(english.statusCode).toBe(200);
    expect(english.headers.etag).not.toBe(etag);
  });

  it("draws every view: digits, dots and numbered dots", async () => {
    const variants: Record<string, string>[] = [
      { colorize: "0" },
      { colorize: "0", filter: "1,2,3" },
      { colorize: "0", num_to_dot: "1", filter: "*" },
      { view: "dots", filter: "2-5" },
    ];
    for (const overrides of variants) {
      const response = await ctx.app.inject({
        method: "GET",
        url: drawUrl("demoshape", { ...overrides, size: "300" }),
      });
      expect(response.statusCode, JSON.stringify(overrides)).toBe(200);
    }
  });

  it("titles and watermarks the vector picture in the reader's language", async () => {
    const ru = await ctx.app.inject({ method: "GET", url: drawUrl("demoshape.svg") });
    expect(ru.statusCode).toBe(200);
    expect(ru.body).toContain("<title>Мандала: квадрат, цветная</title>");
    expect(ru.body).not.toMatch(/Mandala|colorized|demoshape/);
    const en = await ctx.app.inject({
      method: "GET",
      url: drawUrl("demoshape.svg"),
      headers: { "accept-language": "en" },
    });
    expect(en.body).toContain("<title>Mandala: square, coloured</title>");
    // The preview watermark too.
    expect(ru.body).toContain(">Мандала желаний · превью</text>");
    expect(en.body).toContain(">Wish Mandala · preview</text>");
    expect(en.body).not.toMatch(/[а-яё]/i);
  });

  it("answers the vector picture at {shape}.svg", async () => {
    const response = await ctx.app.inject({ method: "GET", url: drawUrl("demoshape.svg") });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toContain("image/svg+xml");
    expect(response.body).toMatch(/^<svg[^>]+xmlns="http:\/\/www.w3.org\/2000\/svg"[^>]+viewBox=/);
    expect(response.body.trimEnd().endsWith("</svg>")).toBe(true);
  });

  it("draws the demo's own mandala in every palette it offers, at any pattern length the phrase allows", async () => {
    for (const [palette_id, patternLength] of [
      ["12", "1"],
      ["13", "10"],
    ] as const) {
      const response = await ctx.app.inject({
        method: "GET",
        url: drawUrl("demoshape", { palette_id, patternLength, size: "200" }),
      });
      expect(response.statusCode, palette_id).toBe(200);
    }
  });

  const notTheDemos: [string, string, Record<string, string>][] = [
    ["another phrase", "demoshape", { q: "Я люблю утро" }],
    ["another phrase as a vector picture", "demoshape.svg", { q: "Хочу дом у моря" }],
    ["another basic shape", "eight_diamond", { first_method: "8" }],
    ["an advanced shape", "rose", {}],
    ["another basic method", "demoshape", { first_method: "7" }],
    ["an advanced method", "demoshape", { first_method: "9" }],
    ["a sector length", "demoshape", { sector_length: "8" }],
  ];
  for (const [name, shape, overrides] of notTheDemos) {
    it(`refuses ${name} with a 403 in the reader's language: the demo draws its own mandala only`, async () => {
      const ru = await ctx.app.inject({ method: "GET", url: drawUrl(shape, overrides) });
      expect(ru.statusCode).toBe(403);
      expect(ru.json()).toMatchObject({
        code: "draw.notInDemo",
        error: expect.stringMatching(/^Демо рисует только свою мандалу/),
      });
      const en = await ctx.app.inject({
        method: "GET",
        url: drawUrl(shape, overrides),
        headers: { "accept-language": "en" },
      });
      expect(en.statusCode).toBe(403);
      expect(en.json().error).toMatch(/^The demo draws its own mandala only/);
    });
  }

  const badInputs: [string, Record<string, string>, string][] = [
    ["an empty phrase", { q: "" }, "phrase.empty"],
    ["a phrase of emoji only", { q: "🌸🌸🌸" }, "phrase.noLetters"],
    ["a 201-character phrase", { q: "а".repeat(PHRASE_MAX_LENGTH + 1) }, "phrase.tooLong"],
    ["palette 10", { palette_id: "10" }, "palette.unknown"],
    ["sector length 3", { sector_length: "3" }, "sectorLength.range"],
    ["sector length 17", { sector_length: "17" }, "sectorLength.range"],
    ["a malformed filter", { colorize: "0", filter: "1,,x" }, "filter.invalid"],
    ["pattern length 0", { patternLength: "0" }, "patternLength.range"],
    ["an unknown method", { first_method: "77" }, "method.unknown"],
  ];
  for (const [name, overrides, code] of badInputs) {
    it(`answers 400 with a translated message for ${name}`, async () => {
      const response = await ctx.app.inject({ method: "GET", url: drawUrl("demoshape", overrides) });
      expect(response.statusCode).toBe(400);
      const body = response.json();
      expect(body.code).toBe("draw.invalid");
      expect(body.issues.map((issue: { code: string }) => issue.code)).toContain(code);
      expect(body.error).toMatch(/^Не получилось нарисовать мандалу: /);
    });
  }

  it("answers a shape's data and the simple calculator's matrix with a 400, not a 500, for a phrase past the limit", async () => {
    expect(PHRASE_MAX_LENGTH).toBe(MAX_PHRASE_LENGTH);
    const long = encodeURIComponent("я".repeat(PHRASE_MAX_LENGTH + 1));
    for (const url of [
      `/draw/api/v1/free/shapesdata/?shape=demoshape&q=${long}`,
      `/draw/api/v1/free/democalc/?q=${long}`,
    ]) {
      const response = await ctx.app.inject({ method: "GET", url });
      expect(response.statusCode, url).toBe(400);
      expect(response.json().issues[0].code).toBe("phrase.tooLong");
      expect(response.json().error).toBe(
        `Не получилось нарисовать мандалу: намерение длиннее ${PHRASE_MAX_LENGTH} символов`,
      );
    }
    const noLetters = await ctx.app.inject({
      method: "GET",
      url: `/draw/api/v1/free/shapesdata/?shape=demoshape&q=${encodeURIComponent("!!! ???")}`,
    });
    expect(noLetters.json().issues[0].code).toBe("phrase.noLetters");
    const exact = encodeURIComponent("я".repeat(PHRASE_MAX_LENGTH));
    expect(
      (
        await ctx.app.inject({
          method: "GET",
          url: `/draw/api/v1/free/shapesdata/?shape=demoshape&q=${exact}`,
        })
      ).statusCode,
    ).toBe(200);
  });

  it("answers bad input in English when asked", async () => {
    const response = await ctx.app.inject({
      method: "GET",
      url: drawUrl("demoshape", { palette_id: "10" }),
      headers: { "accept-language": "en" },
    });
    expect(response.json().error).toBe("Could not draw the mandala: the palette must be one of: 9, 12, 13");
  });

  it("refuses an unknown shape and a non-numeric pattern length", async () => {
    expect((await ctx.app.inject({ method: "GET", url: drawUrl("blob") })).json().issues[0].code).toBe(
      "shape.unknown",
    );
    const notNumber = await ctx.app.inject({
      method: "GET",
      url: drawUrl("demoshape", { patternLength: "seven" }),
    });
    expect(notNumber.statusCode).toBe(400);
    expect(notNumber.json().code).toBe("validation.invalid");
  });
});

describe("the free drawing's rate limit", () => {
  const ctx = useTestApp({ FREE_DRAWS_PER_MINUTE: "2" });

  /** A demo drawing of `patternLength` from the client at `remoteAddress` (each test its own). */
  const drawFrom =
    (remoteAddress: string) =>
    (patternLength: number, headers: Record<string, string> = {}) =>
      ctx.app.inject({
        method: "GET",
        url: drawUrl("demoshape", { size: "200", patternLength: String(patternLength) }),
        headers,
        remoteAddress,
      });

  it("counts new drawings only: a repeat, cached or asked with its ETag, is neither counted nor refused", async () => {
    const draw = drawFrom("10.0.0.1");
    const first = await draw(1);
    expect(first.statusCode).toBe(200);
    for (let n = 0; n < 5; n++) expect((await draw(1)).statusCode).toBe(200);
    const revalidated = await draw(1, { "if-none-match": String(first.headers.etag) });
    expect(revalidated.statusCode).toBe(304);
    expect((await draw(2)).statusCode).toBe(200);
    // The limit (2) is reached by two new drawings; the ones already made are still drawn.
    expect((await draw(3)).statusCode).toBe(429);
    expect((await draw(1)).statusCode).toBe(200);
    expect((await draw(2)).statusCode).toBe(200);
  });

  it("answers a new drawing past the limit 429, saying in the caller's language when to try again", async () => {
    const draw = drawFrom("10.0.0.2");
    expect((await draw(4)).statusCode).toBe(200);
    expect((await draw(5)).statusCode).toBe(200);
    const limited = await draw(6);
    expect(limited.statusCode).toBe(429);
    const seconds = Number(limited.headers["retry-after"]);
    expect(seconds).toBeGreaterThan(0);
    expect(seconds).toBeLessThanOrEqual(60);
    expect(limited.json()).toMatchObject({
      code: "draw.tooManyNew",
      error: `Слишком много новых рисунков за минуту. Попробуйте через ${seconds} с`,
      retry_after_seconds: seconds,
    });
    const english = await draw(7, { "accept-language": "en" });
    expect(english.statusCode).toBe(429);
    expect(english.json().error).toMatch(/^Too many new drawings in a minute\. Try again in \d+ s$/);
  });
});
