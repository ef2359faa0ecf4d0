/**
 * Stored text on the operator's terminal. A row may hold what a visitor typed before the shop refused it (an ESC
 * sequence recolours or clears the terminal, a carriage return or a line break forges a line, a direction override
 * reverses what follows), so every value the commands print from the database goes through one of these, which show
 * such characters as visible escapes (\x1b, \r, \u202e) instead of acting on them.
 */

const hex = (code: number, width: number) => code.toString(16).padStart(width, '0');

function visible(char: string): string {
  const code = char.codePointAt(0) ?? 0;
  if (char === '\n') return '\\n';
  if (char === '\r') return '\\r';
  if (char === '\t') return '\\t';
  return code <= 0xff ? `\\x${hex(code, 2)}` : `\\u${hex(code, 4)}`;
}

// C0 and C1 control characters, DEL, the line and paragraph separators, and the direction embeddings, overrides and
// isolates.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const IN_A_LINE = /[\u0000-\u001F\u007F-\u009F\u2028\u2029\u202A-\u202E\u2066-\u2069]/g;
// eslint-disable-next-line no-control-regex -- the same, but line breaks and tabs are kept
const UNSAFE = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F\u2028\u2029\u202A-\u202E\u2066-\u2069]/g;

/** One stored value printed inside a line: nothing in it can end the line or act on the terminal. */
export function line(value: string | null | undefined): string {
  return (value ?? '').replace(IN_A_LINE, visible);
}

/** Stored text that has lines of its own (notes, a message body), each further line indented by `indent`. */
export function block(value: string | null | undefined, indent = '  '): string {
  return (value ?? '').replace(UNSAFE, visible).replaceAll('\n', `\n${indent}`);
}

/**
 * The last safeguard, on everything a command prints: control characters that reached the output all the same (from
 * a value printed without line() or block()) are shown, not obeyed. The output's own line breaks and tabs stay.
 */
export function safeOutput(text: string): string {
  return text.replace(UNSAFE, visible);
}

/**
 * JSON for the terminal. JSON.stringify escapes C0 controls itself; DEL, C1 controls and direction overrides it leaves
 * as they are, so they are written as \u escapes, which JSON readers decode back to the same text.
 */
export function terminalJson(value: unknown): string {
  return JSON.stringify(value, null, 2).replace(UNSAFE, (char) => `\\u${hex(char.codePointAt(0) ?? 0, 4)}`);
}
