import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import opentype, { type Font, type Glyph } from 'opentype.js';

/**
 * Text for the share images, drawn as SVG paths from the Inter font files of the @fontsource/inter package (SIL Open
 * Font License), so a picture looks the same on every machine whatever fonts it has installed: the SVG renderer is
 * never asked for a font. Each weight loads two of the package's subsets (latin, then latin-ext); a character neither
 * has is left out rather than drawn as a box.
 */

export type Weight = 500 | 700 | 800;

const require = createRequire(import.meta.url);

interface Face {
  font: Font;
  /** The font's pair kerning (GPOS), looked up once. */
  kerning: unknown;
  /** Glyphs by character, null for a character the font lacks. */
  glyphs: Map<string, Glyph | null>;
  /** Kerning by pair of glyph indexes ("left,right"), in font units. */
  pairs: Map<string, number>;
}

function loadFace(subset: string, weight: Weight): Face {
  const file = require.resolve(`@fontsource/inter/files/inter-${subset}-${weight}-normal.woff`);
  const bytes = readFileSync(file);
  const font = opentype.parse(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength));
  const kerning = font.position.getKerningTables(font.position.getDefaultScriptName());
  return { font, kerning, glyphs: new Map(), pairs: new Map() };
}

const faces = new Map<Weight, Face[]>();

/** The faces of a weight, parsed on first use and kept: they are read-only files of the installed package. */
function facesOf(weight: Weight): Face[] {
  let list = faces.get(weight);
  if (!list) {
    list = [loadFace('latin', weight), loadFace('latin-ext', weight)];
    faces.set(weight, list);
  }
  return list;
}

function glyphOf(face: Face, char: string): Glyph | null {
  let glyph = face.glyphs.get(char);
  if (glyph === undefined) {
    glyph = face.font.charToGlyphIndex(char) > 0 ? face.font.charToGlyph(char) : null;
    face.glyphs.set(char, glyph);
  }
  return glyph;
}

function kerningOf(face: Face, left: number, right: number): number {
  const key = `${left},${right}`;
  let value = face.pairs.get(key);
  if (value === undefined) {
    value = face.font.position.getKerningValue(face.kerning, left, right);
    face.pairs.set(key, value);
  }
  return value;
}

interface Placed {
  glyph: Glyph;
  /** Left edge, in pixels from the start of the line. */
  x: number;
}

/**
 * A line laid out glyph by glyph: each character from the first face that has it (whitespace as a space), advanced
 * by its width and the pair kerning between neighbours of one face. Characters no face has are dropped.
 */
function layout(text: string, size: number, weight: Weight): { placed: Placed[]; width: number } {
  const list = facesOf(weight);
  const placed: Placed[] = [];
  let x = 0;
  let previous = null as { face: Face; glyph: Glyph } | null;
  for (const raw of text.normalize('NFC')) {
    const char = /\s/.test(raw) ? ' ' : raw;
    let face: Face | undefined;
    let glyph: Glyph | null = null;
    for (const candidate of list) {
      glyph = glyphOf(candidate, char);
      if (glyph) {
        face = candidate;
        break;
      }
    }
    if (!face || !glyph) continue;
    const scale = size / face.font.unitsPerEm;
    if (previous?.face === face) x += kerningOf(face, previous.glyph.index, glyph.index) * scale;
    placed.push({ glyph, x });
    x += (glyph.advanceWidth ?? 0) * scale;
    previous = { face, glyph };
  }
  return { placed, width: x };
}

/** The width of a line of text at a size, in pixels. */
export function textWidth(text: string, size: number, weight: Weight): number {
  return layout(text, size, weight).width;
}

/** One line of text as an SVG path element, its baseline starting at (x, y). */
export function textPath(
  text: string,
  x: number,
  y: number,
  size: number,
  weight: Weight,
  fill: string,
): string {
  const data = layout(text, size, weight)
    .placed.map(({ glyph, x: left }) => glyph.getPath(x + left, y, size).toPathData(2))
    .join('');
  return data ? `<path d="${data}" fill="${fill}"/>` : '';
}

/** The text cut to fit a width, with an ellipsis when anything was cut. */
export function fitLine(text: string, width: number, size: number, weight: Weight): string {
  if (textWidth(text, size, weight) <= width) return text;
  let cut = text;
  while (cut.length > 1 && textWidth(`${cut}…`, size, weight) > width) cut = cut.slice(0, -1);
  return `${cut.trimEnd()}…`;
}

/**
 * Words wrapped into at most `maxLines` lines of `width`: the largest of the sizes (largest first) at which
 * everything fits, else the smallest with the last line cut to fit.
 */
export function wrapText(
  text: string,
  width: number,
  sizes: readonly number[],
  maxLines: number,
  weight: Weight,
): { size: number; lines: string[] } {
  const words = text.trim().split(/\s+/).filter(Boolean);
  for (const [index, size] of sizes.entries()) {
    const lines: string[] = [];
    for (const word of words) {
      const last = lines.at(-1);
      if (last !== undefined && textWidth(`${last} ${word}`, size, weight) <= width) {
        lines[lines.length - 1] = `${last} ${word}`;
      } else {
        lines.push(word);
      }
    }
    const fits = lines.length <= maxLines && lines.every((line) => textWidth(line, size, weight) <= width);
    if (fits) return { size, lines };
    if (index === sizes.length - 1) {
      const kept = lines.slice(0, maxLines);
      const rest = lines.slice(maxLines - 1).join(' ');
      kept[kept.length - 1] = fitLine(rest, width, size, weight);
      return { size, lines: kept.map((line) => fitLine(line, width, size, weight)) };
    }
  }
  return { size: sizes[0] ?? 48, lines: [] };
}
