/**
 * How text becomes search words, the same way for the catalog's names and for what a shopper types: NFKC, lower case,
 * Latin accents and Arabic diacritics removed, the Arabic letters people write several ways folded into one (أ إ آ
 * to ا, ة to ه, ى to ي, tatweel dropped), then split into runs of letters and digits.
 */

/** Arabic marks: harakat, tanween, shadda, sukun, superscript alef, Quranic marks. */
const ARABIC_MARKS = /[\u0610-\u061a\u064b-\u065f\u0670\u06d6-\u06ed]/gu;
const TATWEEL = /\u0640/gu;
/** Combining marks left by NFD on Latin letters (é to e); Arabic letters have no decomposition to lose. */
const COMBINING = /\p{M}/gu;
const NOT_WORD = /[^\p{L}\p{N}]+/u;

const BEYOND_ASCII = /[^ -~]/;

export function normaliseText(text: string): string {
  // Plain ASCII (most names and queries) has nothing to fold but case.
  if (!BEYOND_ASCII.test(text)) return text.toLowerCase();
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(ARABIC_MARKS, '')
    .replace(TATWEEL, '')
    .normalize('NFD')
    .replace(COMBINING, '')
    .normalize('NFC')
    .replace(/[أإآٱ]/gu, 'ا')
    .replace(/ة/gu, 'ه')
    .replace(/ى/gu, 'ي')
    .replace(/[\u0660-\u0669\u06f0-\u06f9]/gu, (d) => String((d.charCodeAt(0) - 0x0660) % 0x90));
}

/** Every word of a text, in order (repeats kept). */
export function wordsOf(text: string): string[] {
  return normaliseText(text)
    .split(NOT_WORD)
    .filter((w) => w.length > 0);
}

/** The words of a shopper's query: at most 8, each cut to 40 characters. Null when nothing searchable is left. */
export function queryWords(text: string | undefined): string[] | null {
  if (!text) return null;
  const words = wordsOf(text)
    .slice(0, 8)
    .map((w) => w.slice(0, 40));
  return words.length > 0 ? words : null;
}

/** Edits a word of this length may carry and still match: one from 5 letters, two from 9, none below. */
export function typoBudget(length: number): number {
  return length >= 9 ? 2 : length >= 5 ? 1 : 0;
}

/**
 * Edit distance with adjacent swaps counted as one edit (optimal string alignment), or `max + 1` as soon as it is
 * sure to exceed `max`, which keeps a scan of the vocabulary cheap.
 */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  if (a === b) return 0;
  const n = b.length;
  // Three rows of scratch reused by every call: the vocabulary scan makes thousands of calls per query.
  if (rows[0]!.length < n + 1) for (let r = 0; r < 3; r += 1) rows[r] = new Int32Array(2 * (n + 1));
  let before = rows[0]!;
  let previous = rows[1]!;
  let current = rows[2]!;
  for (let j = 0; j <= n; j += 1) {
    before[j] = 0;
    previous[j] = j;
  }
  for (let i = 1; i <= a.length; i += 1) {
    current[0] = i;
    let best = i;
    for (let j = 1; j <= n; j += 1) {
      const cost = a.charCodeAt(i - 1) === b.charCodeAt(j - 1) ? 0 : 1;
      let d = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (
        i > 1 &&
        j > 1 &&
        a.charCodeAt(i - 1) === b.charCodeAt(j - 2) &&
        a.charCodeAt(i - 2) === b.charCodeAt(j - 1)
      )
        d = Math.min(d, before[j - 2]! + 1);
      current[j] = d;
      if (d < best) best = d;
    }
    if (best > max) return max + 1;
    const spare = before;
    before = previous;
    previous = current;
    current = spare;
  }
  return previous[n]! <= max ? previous[n]! : max + 1;
}

const rows: Int32Array[] = [new Int32Array(64), new Int32Array(64), new Int32Array(64)];

/**
 * Compares strings by Unicode code point, as SQLite's BINARY collation and PostgreSQL's C collation order text (plain
 * `<` compares UTF-16 units, which puts characters past U+FFFF before U+E000-U+FFFF).
 */
export function compareCodePoints(a: string, b: string): number {
  const length = Math.min(a.length, b.length);
  for (let i = 0; i < length; i += 1) {
    const x = a.charCodeAt(i);
    const y = b.charCodeAt(i);
    if (x === y) continue;
    const xs = x >= 0xd800 && x <= 0xdfff;
    const ys = y >= 0xd800 && y <= 0xdfff;
    if (xs !== ys && (xs ? y >= 0xe000 : x >= 0xe000)) return xs ? 1 : -1;
    return x - y;
  }
  return a.length - b.length;
}
