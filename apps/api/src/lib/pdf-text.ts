import bidiFactory from 'bidi-js';
import { LRUCache } from 'lru-cache';

/**
 * Mixed Arabic and Latin text for PDFKit. PDFKit shapes Arabic letters (joined forms) through fontkit and draws an
 * Arabic run right to left, but it neither applies the Unicode bidirectional algorithm across runs nor picks a font
 * per script: "محمد أحمد، 12 Abbas St" would come out with its words in the wrong order and Latin letters missing from
 * the Arabic font. So each line is broken in logical order, reordered for display with bidi-js (UAX #9), cut into runs
 * of one font and one direction, and every run is drawn at its own x.
 */

const bidi = bidiFactory();

/** Which of the two faces a character is drawn with. */
export type Face = 'latin' | 'arabic';

/** The registered PDFKit font names of one weight. */
export interface FacePair {
  latin: string;
  arabic: string;
}

/** A run as it is handed to PDFKit, in left-to-right drawing order. */
export interface DrawRun {
  face: Face;
  /** The characters exactly as PDFKit must receive them (see runsOfLine). */
  text: string;
}

const ARABIC_SCX = /\p{Script_Extensions=Arabic}/u;
/** fontkit lays a run out right to left when its first character of a real script is Arabic. */
const ARABIC_SC = /\p{Script=Arabic}/u;

const faceOf = (ch: string): Face => (ARABIC_SCX.test(ch) ? 'arabic' : 'latin');
/**
 * Characters of the right-to-left scripts (Arabic with its digits, Hebrew, Syriac, Thaana) and the explicit
 * right-to-left marks: text without any of them is laid out left to right as it is, with no bidi pass.
 */
const NEEDS_BIDI =
  /[\p{Script_Extensions=Arabic}\p{Script=Hebrew}\p{Script=Syriac}\p{Script=Thaana}\u200F\u202B\u202E\u2067]/u;

/** True when the text's first strong character is right to left (its paragraph reads from the right). */
export function readsRightToLeft(text: string): boolean {
  if (!NEEDS_BIDI.test(text)) return false;
  const levels = bidi.getEmbeddingLevels(text, 'auto');
  return (levels.paragraphs[0]?.level ?? 0) % 2 === 1;
}

/**
 * One line's runs in drawing order. Characters come in visual order from the bidi algorithm (with mirrored brackets
 * in right-to-left runs); a run is a stretch of one face, without spaces, whose logical indices step by one in one
 * direction.
 *
 * fontkit reverses any run it recognises as Arabic script and shapes it in the order it is given, so such a run is
 * handed over in logical order when it reads right to left (the usual case: it shapes and then reverses it), and
 * reversed when it reads left to right (Arabic-Indic digits, which join nothing). Every other run is handed over in
 * visual order.
 */
export function runsOfLine(line: string, direction: 'ltr' | 'rtl' | 'auto' = 'auto'): DrawRun[] {
  if (line.length === 0) return [];
  if (direction !== 'rtl' && !NEEDS_BIDI.test(line)) return [{ face: 'latin', text: line }];
  const levels = bidi.getEmbeddingLevels(line, direction);
  const order = bidi.getReorderedIndices(line, levels);
  const mirrored = bidi.getMirroredCharactersMap(line, levels.levels);
  const runs: DrawRun[] = [];
  let indices: number[] = [];
  let face: Face = 'latin';
  let step = 0;

  const flush = () => {
    if (indices.length === 0) return;
    const visual = indices.map((i) => mirrored.get(i) ?? line[i]!).join('');
    const descending = indices.length > 1 && indices[1]! < indices[0]!;
    const logical = descending ? [...visual].reverse().join('') : visual;
    const fontkitReverses = face === 'arabic' && ARABIC_SC.test(visual);
    runs.push({
      face,
      text: fontkitReverses ? (descending ? logical : [...visual].reverse().join('')) : visual,
    });
    indices = [];
    step = 0;
  };

  for (const index of order) {
    const ch = line[index]!;
    const chFace = faceOf(ch);
    const previous = indices.at(-1);
    const delta = previous === undefined ? 0 : index - previous;
    // PDFKit shapes a string word by word, in the order given, so a right-to-left run that held a space would come
    // out with its words left to right: every space is a run of its own and the runs carry the visual order.
    const continues =
      previous !== undefined &&
      ch !== ' ' &&
      line[previous] !== ' ' &&
      chFace === face &&
      (delta === 1 || delta === -1) &&
      (step === 0 || step === delta);
    if (!continues) {
      flush();
      face = chFace;
    } else {
      step = delta;
    }
    indices.push(index);
  }
  flush();
  return runs;
}

/** The PDFKit calls this module needs, so a document and a measuring stub look the same to it. */
export interface TextSurface {
  font(name: string, size?: number): unknown;
  fontSize(size: number): unknown;
  widthOfString(text: string): number;
  text(text: string, x: number, y: number, options?: PDFKit.Mixins.TextOptions): unknown;
}

export interface TextBox {
  x: number;
  y: number;
  width: number;
  size: number;
  faces: FacePair;
  /** Line advance as a multiple of the size; Arabic needs room above and below the Latin x-height. */
  leading?: number;
  /** Where lines sit in the box; 'start' follows the text's own direction (right for Arabic). */
  align?: 'start' | 'end' | 'right' | 'left';
  /** At most this many lines; the last one is cut to fit. */
  maxLines?: number;
  /** Widths already measured with these faces (see widthCache). */
  widths?: WidthCache;
}

/** Widths of strings at a size of 1, by face name and text. */
export type WidthCache = LRUCache<string, number>;

/**
 * Shaping a string to measure it is most of the cost of a short document, and PDFKit forgets its shapes with each
 * document. Widths stay true for as long as the same names stand for the same font files, so a caller that always
 * registers the same files under the same names keeps one cache for all its documents.
 */
export function widthCache(max = 20_000): WidthCache {
  return new LRUCache<string, number>({ max });
}

/** The width of a one-face run. */
function runWidth(doc: TextSurface, box: TextBox, name: string, text: string): number {
  const key = `${name}\u0000${text}`;
  const known = box.widths?.get(key);
  if (known !== undefined) return known * box.size;
  doc.font(name);
  doc.fontSize(1000);
  const perPoint = doc.widthOfString(text) / 1000;
  box.widths?.set(key, perPoint);
  return perPoint * box.size;
}

/** The width of a logical stretch of text: the sum of its one-face runs, each measured as PDFKit will shape it. */
function widthOf(doc: TextSurface, box: TextBox, text: string): number {
  let width = 0;
  let start = 0;
  for (let i = 1; i <= text.length; i += 1) {
    if (i === text.length || faceOf(text[i]!) !== faceOf(text[start]!)) {
      width += runWidth(doc, box, box.faces[faceOf(text[start]!)], text.slice(start, i));
      start = i;
    }
  }
  return width;
}

/**
 * Greedy line breaking at spaces, in logical order (the bidi algorithm reorders each line afterwards). Each word is
 * measured once and a line's width is the sum of its words and spaces, which shaping across a space never changes.
 */
function breakLines(doc: TextSurface, box: TextBox, text: string): string[] {
  const lines: string[] = [];
  const space = widthOf(doc, box, ' ');
  for (const paragraph of text.split('\n')) {
    const words = paragraph.split(/ +/).filter((w) => w.length > 0);
    let line = '';
    let width = 0;
    for (const word of words) {
      const w = widthOf(doc, box, word);
      if (line && width + space + w <= box.width) {
        line = `${line} ${word}`;
        width += space + w;
        continue;
      }
      if (line) lines.push(line);
      // Only a word that is alone on its line can be wider than the box.
      line = w > box.width ? fitWord(doc, box, word) : word;
      width = w;
    }
    lines.push(line);
  }
  return lines;
}

/** A single word wider than the box (a long SKU, say) is cut with an ellipsis rather than run over its neighbour. */
function fitWord(doc: TextSurface, box: TextBox, line: string): string {
  if (widthOf(doc, box, line) <= box.width) return line;
  let cut = line;
  while (cut.length > 1 && widthOf(doc, box, `${cut}…`) > box.width) cut = cut.slice(0, -1);
  return `${cut}…`;
}

/**
 * Draws text in a box, wrapped, each line in bidi display order and aligned by its paragraph's direction. Returns the
 * height used, so the caller can place what follows.
 */
export function drawText(doc: TextSurface, text: string, box: TextBox): number {
  const leading = box.leading ?? 1.45;
  let lines = breakLines(doc, box, text);
  if (box.maxLines && lines.length > box.maxLines) {
    const kept = lines.slice(0, box.maxLines);
    kept[kept.length - 1] = fitWord(doc, box, `${kept.at(-1)} ${lines.slice(box.maxLines).join(' ')}`);
    lines = kept;
  }
  const rtl = readsRightToLeft(text);
  lines.forEach((line, n) => {
    const runs = runsOfLine(line, rtl ? 'rtl' : 'ltr');
    const widths = runs.map((run) => runWidth(doc, box, box.faces[run.face], run.text));
    const total = widths.reduce((a, b) => a + b, 0);
    const toRight =
      box.align === 'right' ||
      (box.align === 'start' && rtl) ||
      (box.align === 'end' && !rtl) ||
      (box.align === undefined && rtl);
    let x = toRight ? box.x + box.width - total : box.x;
    // One baseline for both faces: Noto Sans Arabic's ascent is taller than Noto Sans's, so "top" would not line up.
    const baseline = box.y + n * box.size * leading + box.size;
    runs.forEach((run, i) => {
      doc.font(box.faces[run.face]);
      doc.fontSize(box.size);
      doc.text(run.text, x, baseline, { lineBreak: false, baseline: 'alphabetic' });
      x += widths[i]!;
    });
  });
  return lines.length * box.size * leading;
}

/** What PDFKit reads of a fontkit layout: the glyphs, their positions (which it scales in place) and the advance. */
interface Shape {
  glyphs: unknown[];
  positions: Array<Record<string, number>>;
}

/**
 * A fontkit font whose layouts are kept between documents. PDFKit shapes every word again in each new document, and
 * shaping (GSUB and GPOS lookups) is most of what drawing a short document costs. PDFKit scales the positions of a
 * layout in place, so each caller gets fresh copies of them; the glyphs are only read.
 */
export function withSharedShapes<F extends { layout(text: string, features?: unknown): unknown }>(
  font: F,
  max = 20_000,
): F {
  const shapes = new LRUCache<string, Shape>({ max });
  const layout = (text: string, features?: unknown) => {
    if (features !== undefined) return font.layout(text, features);
    let shape = shapes.get(text);
    if (!shape) {
      const run = font.layout(text) as Shape;
      shape = { glyphs: run.glyphs, positions: run.positions.map((p) => ({ ...p })) };
      shapes.set(text, shape);
    }
    const positions = shape.positions.map((p) => ({ ...p }));
    return {
      glyphs: shape.glyphs,
      positions,
      get advanceWidth() {
        return positions.reduce((sum, p) => sum + (p.xAdvance ?? 0), 0);
      },
    };
  };
  return new Proxy(font, {
    get: (target, property) => (property === 'layout' ? layout : Reflect.get(target, property, target)),
  });
}
