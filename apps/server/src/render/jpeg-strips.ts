/**
 * One JPEG from horizontal strips encoded apart (on several threads at once): each strip is a baseline
 * JPEG of whole 16-row MCU rows with the same tables, so its entropy-coded data starts with the DC
 * predictions at zero and ends byte-aligned, exactly as a restart interval does. The strips' data joined
 * with restart markers, under the first strip's headers with the whole height and a restart interval
 * of one strip, decode to the very pixels of one encode of the whole picture (decision 021).
 */

/** Rows of an MCU with 4:2:0 chroma: strips start on multiples of it. */
const MCU_SIZE = 16;

/** The largest restart interval a DRI marker holds, in MCUs. */
const MAX_INTERVAL = 0xffff;

/**
 * Row ranges `[start, end)` of at most `count` strips of a `width` × `height` picture: every strip but
 * the last holds the same number of whole MCU rows (a restart interval has one length) and the last no
 * more. One range when the picture cannot be split (too small, or a strip too long for a DRI marker).
 */
export function stripRows(width: number, height: number, count: number): [number, number][] {
  const mcuRows = Math.ceil(height / MCU_SIZE);
  const perStrip = Math.ceil(mcuRows / Math.max(1, Math.min(count, mcuRows)));
  if (perStrip * Math.ceil(width / MCU_SIZE) > MAX_INTERVAL || perStrip >= mcuRows) return [[0, height]];
  const rows: [number, number][] = [];
  for (let start = 0; start < height; start += perStrip * MCU_SIZE)
    rows.push([start, Math.min(height, start + perStrip * MCU_SIZE)]);
  return rows;
}

/** A JPEG's parts: its headers up to the start of scan, and its entropy-coded data. */
interface JpegParts {
  /** The offset of the SOF0 marker (baseline frame). */
  frame: number;
  /** The offset of the SOS marker. */
  scan: number;
  /** The offset of the entropy-coded data (after the SOS header). */
  data: number;
  /** The offset of the EOI marker. */
  end: number;
}

/** A frame header other than baseline's (SOF1..SOF15), or a restart interval (DRI). */
const otherFrameOrRestarts = (marker: number) =>
  (marker >= 0xffc1 && marker <= 0xffcf && marker !== 0xffc4 && marker !== 0xffc8 && marker !== 0xffcc) ||
  marker === 0xffdd;

/** A 16-bit big-endian number of a JPEG's header. */
const word = (jpeg: Uint8Array, at: number) => ((jpeg[at] as number) << 8) | (jpeg[at + 1] as number);

/** Finds the parts of a baseline JPEG written by libjpeg (one scan, no restart interval). */
function jpegParts(jpeg: Uint8Array): JpegParts {
  if (word(jpeg, 0) !== 0xffd8) throw new Error("Not a JPEG");
  let frame = -1;
  for (let at = 2; at + 4 <= jpeg.length; ) {
    const marker = word(jpeg, at);
    const length = word(jpeg, at + 2);
    if (marker === 0xffc0) frame = at;
    else if (otherFrameOrRestarts(marker))
      throw new Error(`Not a baseline JPEG without restarts (marker ${marker.toString(16)})`);
    if (marker === 0xffda) {
      if (frame < 0) throw new Error("A JPEG without a baseline frame header");
      if (word(jpeg, jpeg.length - 2) !== 0xffd9) throw new Error("A JPEG without its end marker");
      return { frame, scan: at, data: at + 2 + length, end: jpeg.length - 2 };
    }
    at += 2 + length;
  }
  throw new Error("A JPEG without a scan");
}

/**
 * Joins the JPEG strips of one picture (stripRows' ranges, top to bottom, encoded with the same options;
 * empty buffers are skipped) into one JPEG.
 */
export function joinJpegStrips(encoded: Uint8Array[]): Buffer {
  const strips = encoded.filter((strip) => strip.length > 0);
  const first = strips[0];
  if (!first) throw new Error("No strips to join");
  if (strips.length === 1) return Buffer.from(first.buffer, first.byteOffset, first.byteLength);
  const parts = strips.map(jpegParts);
  const head = parts[0] as JpegParts;
  const width = word(first, head.frame + 7);
  let height = 0;
  let size = head.scan + 6 + 2;
  for (let i = 0; i < strips.length; i++) {
    const p = parts[i] as JpegParts;
    height += word(strips[i] as Uint8Array, p.frame + 5);
    size += i === 0 ? p.end - p.scan : 2 + p.end - p.data;
  }
  const out = Buffer.allocUnsafe(size);
  out.set(first.subarray(0, head.scan));
  out.writeUInt16BE(height, head.frame + 5);
  let at = out.writeUInt16BE(0xffdd, head.scan);
  at = out.writeUInt16BE(4, at);
  at = out.writeUInt16BE((Math.ceil(width / MCU_SIZE) * word(first, head.frame + 5)) / MCU_SIZE, at);
  out.set(first.subarray(head.scan, head.end), at);
  at += head.end - head.scan;
  for (let i = 1; i < strips.length; i++) {
    const p = parts[i] as JpegParts;
    at = out.writeUInt16BE(0xffd0 + ((i - 1) % 8), at);
    out.set((strips[i] as Uint8Array).subarray(p.data, p.end), at);
    at += p.end - p.data;
  }
  out.writeUInt16BE(0xffd9, at);
  return out;
}
