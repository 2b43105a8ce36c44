/**
 * Characters to numbers (method §1, fixed): which characters of a wish count, and the number each one adds.
 */

/** The longest phrase (in characters, after Unicode NFC normalisation) the engine accepts. */
export const MAX_PHRASE_LENGTH = 200;

/** The separator: a valid character that adds no number. */
export const SEPARATOR = "_";

const RUSSIAN = "АБВГДЕЁЖЗИЙКЛМНОПРСТУФХЦЧШЩЪЫЬЭЮЯ";
const LATIN = "ABCDEFGHIJKLMNOPQRSTUVWXYZ";

/**
 * Letters of other Cyrillic and Latin alphabets, mapped to the closest Russian (or basic Latin) letter.
 * Letters with a diacritic that Unicode decomposes (Ӓ, Ӧ, É, Ñ…) are folded to their base letter first,
 * so only letters without such a decomposition are listed here.
 */
const CLOSEST: Readonly<Record<string, string>> = {
  // Ukrainian, Belarusian
  І: "И",
  Ї: "И",
  Є: "Е",
  Ґ: "Г",
  Ў: "У",
  // Serbian, Macedonian
  Ј: "Й",
  Љ: "Л",
  Њ: "Н",
  Ђ: "Д",
  Ћ: "Ч",
  Џ: "Ж",
  Ѕ: "З",
  Ѓ: "Г",
  Ќ: "К",
  // Kazakh, Tatar, Bashkir, Kyrgyz, Mongolian
  Ә: "А",
  Ғ: "Г",
  Қ: "К",
  Ҡ: "К",
  Ң: "Н",
  Ө: "О",
  Ұ: "У",
  Ү: "У",
  Һ: "Х",
  Җ: "Ж",
  Ҙ: "З",
  Ҫ: "С",
  // Pre-reform Russian
  Ѣ: "Е",
  Ѳ: "Ф",
  Ѵ: "И",
  Ѫ: "У",
  Ѧ: "Я",
  // Latin letters without a decomposition
  ß: "S",
  Æ: "A",
  Œ: "O",
  Ø: "O",
  Ł: "L",
  Đ: "D",
  Ð: "D",
  Þ: "T",
  Ħ: "H",
  Ŧ: "T",
};

const VALUE = new Map<string, number>();
for (const [alphabet, start] of [
  [RUSSIAN, 0],
  [LATIN, 0],
] as const) {
  for (let i = 0; i < alphabet.length; i++) VALUE.set(alphabet.charAt(i), ((i + start) % 9) + 1);
}
for (const [from, to] of Object.entries(CLOSEST)) VALUE.set(from, VALUE.get(to) ?? 1);

const LETTER = /\p{L}/u;
const CYRILLIC_OR_LATIN = /[\p{Script=Cyrillic}\p{Script=Latin}]/u;
const DIGIT = /[0-9]/;

/** The value of one upper-cased letter, or undefined when the character is not a Cyrillic or Latin letter. */
function letterValue(upper: string): number | undefined {
  const direct = VALUE.get(upper);
  if (direct !== undefined) return direct;
  if (!LETTER.test(upper) || !CYRILLIC_OR_LATIN.test(upper)) return undefined;
  const base = upper.normalize("NFD").charAt(0);
  const folded = VALUE.get(base);
  if (folded !== undefined) return folded;
  // A rare letter with no closest Russian letter in the table: a stable value from its code point.
  return 1 + ((upper.codePointAt(0) ?? 0) % 9);
}

/** One valid character of a phrase and its number (`null` for the separator `_`). */
export interface PhraseChar {
  char: string;
  value: number | null;
}

/**
 * Reads a character: its upper-cased form and value, or null when it is not valid (spaces, punctuation,
 * emoji...). A digit is its own value (0 stays 0), `_` is valid but adds no number.
 */
export function readChar(ch: string): PhraseChar | null {
  if (ch === SEPARATOR) return { char: ch, value: null };
  if (DIGIT.test(ch) && ch.length === 1) return { char: ch, value: ch.charCodeAt(0) - 48 };
  const upperFull = ch.toUpperCase();
  const upper = Array.from(upperFull).length === 1 ? upperFull : ch;
  const value = letterValue(upper);
  return value === undefined ? null : { char: upper, value };
}

/** The parsed phrase: valid characters in order (with `_`), the numbers of the non-separators, and counts. */
export interface ParsedPhrase {
  /** Valid characters, upper-cased, including `_`. */
  chars: string[];
  /** Numbers of the non-separator characters, in order (letters 1..9, digits 0..9). */
  values: number[];
  /** Count of valid characters, separators included. */
  validCount: number;
}

/** The characters of a phrase as the method counts them: Unicode NFC code points. */
export function phraseLength(phrase: string): number {
  return Array.from(phrase.normalize("NFC")).length;
}

/**
 * Parses a wish phrase (method §1). Throws a RangeError for phrases longer than MAX_PHRASE_LENGTH.
 * @example parsePhrase("Я счастлива").values // [6, 1, 7, 1, 1, 2, 4, 1, 3, 1]
 */
export function parsePhrase(phrase: string): ParsedPhrase {
  const all = Array.from(phrase.normalize("NFC"));
  if (all.length > MAX_PHRASE_LENGTH) {
    throw new RangeError(`The phrase is longer than ${MAX_PHRASE_LENGTH} characters`);
  }
  const chars: string[] = [];
  const values: number[] = [];
  for (const ch of all) {
    const read = readChar(ch);
    if (!read) continue;
    chars.push(read.char);
    if (read.value !== null) values.push(read.value);
  }
  return { chars, values, validCount: chars.length };
}
