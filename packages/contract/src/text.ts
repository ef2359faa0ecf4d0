/** Short text on cards is cut to the first 17 characters followed by ' ...'. */
const SHORT_TEXT_LENGTH = 17;

export function shortText(text: string): string {
  return text.length > SHORT_TEXT_LENGTH ? `${text.slice(0, SHORT_TEXT_LENGTH)} ...` : text;
}

/**
 * Control characters (a NUL byte above all, which PostgreSQL refuses to store) are never part of what people type;
 * line breaks and tabs are, in longer texts, so they are allowed.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

/** For zod's refine: true when the text holds no control character. */
export const noControlCharacters = (value: string): boolean => !CONTROL.test(value);
