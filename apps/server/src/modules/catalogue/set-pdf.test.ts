import { mkdtempSync, readdirSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { computeMandala, sectorLengthFor } from "@mandala/engine";
import { PDFArray, PDFDict, PDFDocument, PDFHexString, PDFName } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { signedInUser, useAuthApp } from "../../../test/auth.ts";
import { createLearningSet } from "../../../test/factories.ts";
import { LEARNING_SET_TOPICS } from "../../db/seed-data.ts";
import { digitsLayout, MIN_CELL_MM } from "../../render/pdf-digits.ts";
import { localPath } from "../billing/billing.test-support.ts";
import { FREE_SETS } from "./free-sets.ts";
import { createSetFiles } from "./set-files.ts";
import { mandalaFor } from "./set-mandala.ts";
import { buildSetPdf } from "./set-pdf.ts";

const FREE = "/draw/api/v1/free";
const SEEDED = LEARNING_SET_TOPICS.flatMap((topic) => topic.sets);

/** The contents page's links: each mandala's phrase and the page (0-based) it opens. */
function contentsOf(document: PDFDocument) {
  const pages = document.getPages();
  const annots = pages[1]?.node.lookup(PDFName.of("Annots"), PDFArray);
  return (annots?.asArray() ?? []).map((ref) => {
    const link = document.context.lookup(ref, PDFDict);
    const dest = link.lookup(PDFName.of("Dest"), PDFArray);
    return {
      phrase: link.lookup(PDFName.of("Contents"), PDFHexString).decodeText(),
      page: pages.findIndex((page) => page.ref === dest.get(0)),
    };
  });
}

/** Cover, contents, guide, then per mandala: colour, digits sheet(s), dots. */
const expectedPages = (phrases: readonly { phrase: string }[]) =>
  3 +
  phrases.reduce((sum, intention, i) => {
    const params = mandalaFor(intention, i);
    const layout = digitsLayout(computeMandala(params), params);
    return sum + 2 + layout.columns * layout.rows;
  }, 0);

describe("learning-set PDFs hold every advertised mandala", () => {
  it("every seeded set lists as many intentions as it advertises, all different", () => {
    for (const set of SEEDED) {
      expect(set.intentions.length, set.slug).toBe(set.mandalaCount);
      expect(new Set(set.intentions.map((intention) => intention.phrase)).size).toBe(set.mandalaCount);
      expect(set.includedItems[0]).toBe(`${set.mandalaCount} мандал в цвете`);
    }
  });

  it("the digits templates' cells are at least 5 mm on paper for every set and free-set mandala", () => {
    const intentions = [
      ...SEEDED.flatMap((set) => set.intentions),
      ...FREE_SETS.flatMap((set) => set.intentions),
    ];
    for (const [i, intention] of intentions.entries()) {
      const params = mandalaFor(intention, i);
      const layout = digitsLayout(computeMandala(params), params);
      const target = MIN_CELL_MM * Math.min(1, 12 / sectorLengthFor(params));
      expect(layout.minCellMm, `${intention.phrase} (${params.shape})`).toBeGreaterThanOrEqual(target);
      expect(layout.columns * layout.rows).toBeLessThanOrEqual(4);
    }
  });

  it("each seeded set's PDF has a cover, a contents page linking every mandala, and all their pages", async () => {
    for (const set of SEEDED) {
      // How long a build may take is the benchmark's (npm run bench -- set-pdf), not this suite's.
      const bytes = await buildSetPdf({
        title: set.name,
        description: set.description,
        intentions: set.intentions,
      });
      const document = await PDFDocument.load(bytes);
      expect(document.getTitle()).toBe(set.name);
      expect(document.getPageCount(), set.slug).toBe(expectedPages(set.intentions));
      const contents = contentsOf(document);
      expect(contents.map((entry) => entry.phrase)).toEqual(
        set.intentions.map((intention) => intention.phrase),
      );
      const targets = contents.map((entry) => entry.page);
      expect(new Set(targets).size).toBe(set.mandalaCount);
      expect(targets.every((page, i) => page > 2 && (i === 0 || page > (targets[i - 1] ?? 0)))).toBe(true);
    }
  }, 60_000);

  it("caches a set's PDF by its content: the same content is reused, changed content is rebuilt", async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), "set-files-"));
    const files = createSetFiles({ dataDir, log: { warn: () => undefined } });
    const set = {
      slug: "probe",
      name: "Проба",
      description: "",
      descriptionShort: "",
      intentions: [{ phrase: "Я спокойна" }],
    };
    const first = await files.learningSet(set);
    expect(await files.learningSet(set)).toBe(first);
    const changed = await files.learningSet({ ...set, intentions: [{ phrase: "Я спокойна и уверена" }] });
    expect(changed).not.toBe(first);
    expect(readdirSync(path.dirname(changed))).toEqual([path.basename(changed)]);
  }, 30_000);
});

describe("set downloads and the payment page", () => {
  const ctx = useAuthApp(() => ({ RENDER_THREADS: "1" }));
  const seeded = SEEDED[0] ?? (undefined as never);

  const createSeededSet = () => {
    const { slug, name, description, descriptionShort, priceRub, mandalaCount, intentions, translations } =
      seeded;
    return createLearningSet(ctx.database.db, {
      slug,
      name,
      description,
      descriptionShort,
      priceRub,
      mandalaCount,
      intentions,
      translations,
    });
  };

  it("the signed-in owner downloads the whole set; others and signed-out visitors are told why not", async () => {
    const set = await createSeededSet();
    const owner = await signedInUser(ctx, { email: "owner@example.com" });
    const created = await ctx.app.inject({
      method: "POST",
      url: `${FREE}/learningsets/purchase/${set.slug}/`,
      headers: owner.headers,
      payload: { email: "owner@example.com", personal_data_consent: true },
    });
    const { payment_id, payment_link } = created.json();
    await ctx.app.inject({ method: "POST", url: `${localPath(payment_link)}/pay` });

    const info = await ctx.app.inject({ method: "GET", url: `/api/payments/${payment_id}` });
    expect(info.json()).toMatchObject({
      status: "succeeded",
      email: "owner@example.com",
      learning_set_slug: set.slug,
    });
    const infoEn = await ctx.app.inject({
      method: "GET",
      url: `/api/payments/${payment_id}`,
      headers: { "accept-language": "en" },
    });
    expect(infoEn.json().learning_set_name).toBe("Harmony as a couple");

    const detail = await ctx.app.inject({
      method: "GET",
      url: `${FREE}/learningsets/${set.slug}`,
      headers: owner.headers,
    });
    expect(detail.json().purchased).toBe(true);

    const url = `${FREE}/learningsets/${set.slug}/download`;
    const pdf = await ctx.app.inject({ method: "GET", url, headers: owner.headers });
    expect(pdf.statusCode, pdf.body.slice(0, 200)).toBe(200);
    expect(pdf.headers["content-disposition"]).toContain(
      `filename*=UTF-8''${encodeURIComponent(`${set.name}.pdf`)}`,
    );
    const document = await PDFDocument.load(pdf.rawPayload);
    expect(contentsOf(document)).toHaveLength(12);
    expect(document.getPageCount()).toBe(expectedPages(seeded.intentions));

    const other = await signedInUser(ctx);
    const denied = await ctx.app.inject({ method: "GET", url, headers: other.headers });
    expect(denied.statusCode).toBe(403);
    expect(denied.json()).toMatchObject({ code: "catalogue.setNotOwned" });
    expect(denied.json().error).toContain("не куплен с вашей учётной записью");
    const english = await ctx.app.inject({
      method: "GET",
      url,
      headers: { ...other.headers, "accept-language": "en" },
    });
    expect(english.json().error).toContain("was not bought with your account");

    const signedOut = await ctx.app.inject({ method: "GET", url });
    expect(signedOut.statusCode).toBe(401);
    expect(typeof signedOut.json().error).toBe("string");

    const unknown = await ctx.app.inject({
      method: "GET",
      url: `${FREE}/learningsets/nope/download`,
      headers: owner.headers,
    });
    expect(unknown.statusCode).toBe(404);
  }, 60_000);

  it("serves set and topic texts in English to an English reader, in Russian otherwise", async () => {
    await createSeededSet();
    const en = { "accept-language": "en" };
    const detail = await ctx.app.inject({
      method: "GET",
      url: `${FREE}/learningsets/${seeded.slug}`,
      headers: en,
    });
    expect(detail.json()).toMatchObject({
      name: "Harmony as a couple",
      description_short: "12 mandalas for warmth, trust and mutual support.",
      included_items: [
        "12 colour mandalas",
        "12 numbered templates",
        "12 dot templates",
        "A guide: how to draw a mandala",
      ],
    });
    expect(detail.json().description).toContain("twelve mandalas");
    const list = await ctx.app.inject({ method: "GET", url: `${FREE}/learningsets/?lang=en` });
    expect(list.json().data[0].learning_sets[0].name).toBe("Harmony as a couple");
    const ru = await ctx.app.inject({ method: "GET", url: `${FREE}/learningsets/${seeded.slug}` });
    expect(ru.json().name).toBe("Гармония в паре");
  });

  it("names each free PDF as its card, in the reader's language", async () => {
    const response = await ctx.app.inject({ method: "GET", url: "/files/free-sets/lyubov.pdf" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-disposition"]).toContain(
      `filename*=UTF-8''${encodeURIComponent("Любовь и близость.pdf")}`,
    );
    const document = await PDFDocument.load(response.rawPayload);
    expect(document.getTitle()).toBe("Любовь и близость");
    expect(contentsOf(document)).toHaveLength(3);
    const english = await ctx.app.inject({ method: "GET", url: "/files/free-sets/lyubov.pdf?lang=en" });
    expect(english.headers["content-disposition"]).toContain(`filename*=UTF-8''Love%20and%20closeness.pdf`);
    const list = await ctx.app.inject({
      method: "GET",
      url: `${FREE}/free-sets/`,
      headers: { "accept-language": "en" },
    });
    expect(list.json()[0].title).toBe("Love and closeness");
  }, 30_000);
});
