/**
 * The last build step: writes a Brotli (`.br`) and a gzip (`.gz`) copy beside every text file of dist/
 * (scripts, styles, the pre-rendered home page, SVG), which the server sends to browsers that accept
 * them (`@fastify/static`'s preCompressed). Compressed once at the highest levels here, never per
 * request: the app's scripts travel at about a quarter of their size (a phone on a slow network waited
 * for ~600 KB of them uncompressed). `vite build` empties dist/ first, so no copy outlives its file.
 */
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

const dist = fileURLToPath(new URL("../dist", import.meta.url));

/** What is worth compressing: text. Fonts (woff2) and pictures are compressed already. */
const TEXT = /\.(?:js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;
/** Smaller files gain less than the headers and the lookup cost. */
const MIN_BYTES = 1024;
/** A copy is kept only when it saves at least this share of the file. */
const MIN_SAVING = 0.1;

const COPIES: [extension: string, compress: (bytes: Buffer) => Buffer][] = [
  [
    ".br",
    (bytes) =>
      brotliCompressSync(bytes, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
        },
      }),
  ],
  [".gz", (bytes) => gzipSync(bytes, { level: constants.Z_BEST_COMPRESSION })],
];

/** Every file under `dir` but the build's own records (.vite/) and the server's renderer (ssr/), as absolute paths. */
function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter((file) => {
      const parts = path.relative(dir, file).split(path.sep);
      return parts[0] !== "ssr" && !parts.includes(".vite");
    });
}

let written = 0;
let before = 0;
let after = 0;
for (const file of filesUnder(dist)) {
  if (!TEXT.test(file)) continue;
  const bytes = readFileSync(file);
  if (bytes.length < MIN_BYTES) continue;
  for (const [extension, compress] of COPIES) {
    const compressed = compress(bytes);
    if (compressed.length > bytes.length * (1 - MIN_SAVING)) continue;
    writeFileSync(`${file}${extension}`, compressed);
    written++;
    if (extension === ".br") {
      before += bytes.length;
      after += compressed.length;
    }
  }
}
console.log(
  `compressed copies: ${written} files; Brotli ${(before / 1024).toFixed(0)} KB → ${(after / 1024).toFixed(0)} KB`,
);
