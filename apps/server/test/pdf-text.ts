/**
 * The text of a PDF made with pdf-lib, as a reader would copy it: each page's shown strings (one per
 * line) mapped back to characters through the fonts' ToUnicode maps.
 */
import { decodePDFRawStream, PDFArray, PDFDocument, PDFRawStream, type PDFStream } from "pdf-lib";

const streamText = (stream: PDFStream) =>
  Buffer.from(
    stream instanceof PDFRawStream ? decodePDFRawStream(stream).decode() : stream.getContents(),
  ).toString("latin1");

/** The text of every page of `bytes`, its lines joined by "\n". */
export async function pdfText(bytes: Uint8Array): Promise<string[]> {
  const document = await PDFDocument.load(bytes);
  const characters = new Map<string, string>();
  for (const [, object] of document.context.enumerateIndirectObjects()) {
    if (!(object instanceof PDFRawStream)) continue;
    const text = streamText(object);
    if (!text.includes("beginbfchar")) continue;
    for (const [, glyph = "", unicode = ""] of text.matchAll(/^<([0-9a-f]{4})> <([0-9a-f]+)>$/gim)) {
      const units = unicode.match(/.{4}/g)?.map((unit) => Number.parseInt(unit, 16)) ?? [];
      characters.set(glyph.toLowerCase(), String.fromCharCode(...units));
    }
  }
  return document.getPages().map((page) => {
    const contents = page.node.Contents();
    const streams =
      contents instanceof PDFArray
        ? contents.asArray().map((ref) => document.context.lookup(ref) as PDFStream)
        : contents
          ? [contents]
          : [];
    const shown = streams.flatMap((stream) => [...streamText(stream).matchAll(/<([0-9a-f]*)> Tj/gi)]);
    return shown
      .map(([, hex = ""]) =>
        (hex.match(/.{4}/g) ?? []).map((glyph) => characters.get(glyph.toLowerCase()) ?? "?").join(""),
      )
      .join("\n");
  });
}
