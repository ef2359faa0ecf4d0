/**
 * The part of opentype.js (1.3) that share-text.ts uses. Its DefinitelyTyped declarations pull the DOM library into
 * the whole API's types (for canvas drawing), so they are not installed.
 */
declare module 'opentype.js' {
  interface PathCommands {
    toPathData(decimalPlaces?: number): string;
  }
  interface Glyph {
    index: number;
    advanceWidth?: number;
    getPath(x: number, y: number, fontSize: number): PathCommands;
  }
  interface Positioning {
    getDefaultScriptName(): string;
    getKerningTables(script: string, language?: string): unknown;
    getKerningValue(tables: unknown, left: number, right: number): number;
  }
  interface Font {
    unitsPerEm: number;
    position: Positioning;
    charToGlyphIndex(char: string): number;
    charToGlyph(char: string): Glyph;
  }
  const opentype: { parse(buffer: ArrayBuffer): Font };
  export type { Font, Glyph };
  export default opentype;
}
