/** Short text is cut to the first 17 characters followed by ' ...' (specification, Cards). */
export const SHORT_TEXT_LENGTH = 17;

export function shortText(text: string): string {
  return text.length > SHORT_TEXT_LENGTH ? `${text.slice(0, SHORT_TEXT_LENGTH)} ...` : text;
}
