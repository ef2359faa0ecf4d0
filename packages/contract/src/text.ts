const ARABIC_INDIC_ZERO = 0x0660;
const EASTERN_ARABIC_INDIC_ZERO = 0x06f0;

/**
 * Digits as the shop stores and checks them: Arabic-Indic (٠١٢٣٤٥٦٧٨٩) and Eastern Arabic-Indic (۰۱۲…, Persian and
 * Urdu keyboards) become 0-9, so a phone, code, quantity or price typed on an Arabic keyboard means what it shows.
 * Everything else is left as it is.
 */
export function latinDigits(value: string): string {
  return value.replace(/[\u0660-\u0669\u06f0-\u06f9]/g, (digit) => {
    const code = digit.charCodeAt(0);
    const zero = code >= EASTERN_ARABIC_INDIC_ZERO ? EASTERN_ARABIC_INDIC_ZERO : ARABIC_INDIC_ZERO;
    return String(code - zero);
  });
}

/** Short text on cards is cut to the first 17 characters followed by ' ...'. */
const SHORT_TEXT_LENGTH = 17;

export function shortText(text: string): string {
  return text.length > SHORT_TEXT_LENGTH ? `${text.slice(0, SHORT_TEXT_LENGTH)} ...` : text;
}

/*
 * The rule for text that comes in, in one place (zod.ts applies it to every string the contract parses):
 *
 * - Invisible characters are removed: the C0 control characters except tab, line feed and carriage return (a NUL
 *   byte, which PostgreSQL refuses to store, or ESC, which starts a terminal escape sequence), DEL, the C1 control
 *   characters, and the bidirectional embeddings, overrides and isolates (U+202A-U+202E, U+2066-U+2069), which make a
 *   name or a note read differently from what it holds. Nobody types them and nobody can see them, so a person could
 *   not find them to take them out: removing them is kinder than refusing the form. Pasted Arabic text often carries
 *   an embedding or two. The left-to-right and right-to-left marks (U+200E, U+200F) are harmless and stay.
 * - Line breaks are kept in text that has lines (a problem description, a message, order notes) and refused in
 *   one-line fields (names, devices, organisations), where a person can see and fix them.
 */

// eslint-disable-next-line no-control-regex -- matching control characters is the point
const INVISIBLE = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/;
// eslint-disable-next-line no-control-regex -- the same characters, every one of them
const INVISIBLE_ALL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/g;
const LINE_BREAK = /[\n\r\u2028\u2029]/;

/** For zod's refine: true when the text holds no control character or direction override (tabs and line breaks are fine). */
export const noControlCharacters = (value: string): boolean => !INVISIBLE.test(value);

/** The text without its control characters and direction overrides; tabs and line breaks stay. */
export const withoutControlCharacters = (value: string): string =>
  INVISIBLE.test(value) ? value.replace(INVISIBLE_ALL, '') : value;

/** For zod's refine on one-line fields: true when the text holds no line break. */
export const isOneLine = (value: string): boolean => !LINE_BREAK.test(value);
