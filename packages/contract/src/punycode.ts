/**
 * Punycode (RFC 3492) decoding of one domain label, for the browser as for Node: browsers turn a
 * domain into punycode (the URL parser) but offer nothing for the way back.
 */
const BASE = 36;
const T_MIN = 1;
const T_MAX = 26;
const SKEW = 38;
const DAMP = 700;
const INITIAL_BIAS = 72;
const INITIAL_N = 128;
const MAX_CODE_POINT = 0x10ffff;

function adapt(delta: number, points: number, first: boolean): number {
  let scaled = first ? Math.floor(delta / DAMP) : delta >> 1;
  scaled += Math.floor(scaled / points);
  let k = 0;
  while (scaled > ((BASE - T_MIN) * T_MAX) >> 1) {
    scaled = Math.floor(scaled / (BASE - T_MIN));
    k += BASE;
  }
  return k + Math.floor(((BASE - T_MIN + 1) * scaled) / (scaled + SKEW));
}

/** The value of a punycode digit (a–z: 0–25, 0–9: 26–35), BASE for any other character. */
function digitValue(code: number): number {
  if (code >= 0x30 && code <= 0x39) return code - 0x16;
  if (code >= 0x41 && code <= 0x5a) return code - 0x41;
  if (code >= 0x61 && code <= 0x7a) return code - 0x61;
  return BASE;
}

/** The Unicode text of a label's punycode part (after "xn--"), or null when it is not punycode. */
export function decodePunycode(input: string): string | null {
  const basicEnd = input.lastIndexOf("-");
  const output: number[] = [];
  for (let index = 0; index < basicEnd; index++) {
    const code = input.charCodeAt(index);
    if (code >= 0x80) return null;
    output.push(code);
  }
  let n = INITIAL_N;
  let bias = INITIAL_BIAS;
  let i = 0;
  let index = basicEnd > 0 ? basicEnd + 1 : 0;
  while (index < input.length) {
    const before = i;
    for (let weight = 1, k = BASE; ; k += BASE) {
      if (index >= input.length) return null;
      const digit = digitValue(input.charCodeAt(index++));
      if (digit >= BASE) return null;
      i += digit * weight;
      const threshold = k <= bias ? T_MIN : k >= bias + T_MAX ? T_MAX : k - bias;
      if (digit < threshold) break;
      weight *= BASE - threshold;
      if (i > Number.MAX_SAFE_INTEGER / BASE) return null;
    }
    bias = adapt(i - before, output.length + 1, before === 0);
    n += Math.floor(i / (output.length + 1));
    if (n > MAX_CODE_POINT) return null;
    i %= output.length + 1;
    output.splice(i, 0, n);
    i++;
  }
  return String.fromCodePoint(...output);
}
