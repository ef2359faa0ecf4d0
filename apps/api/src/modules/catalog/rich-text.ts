import sanitizeHtml from 'sanitize-html';

/**
 * Catalog descriptions are HTML written by operators or imported; only plain structure survives, so a pasted script,
 * event handler or foreign image can never run in a shopper's browser.
 */
const options: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'ul',
    'ol',
    'li',
    'strong',
    'b',
    'em',
    'i',
    'h3',
    'h4',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
    'a',
  ],
  allowedAttributes: { a: ['href'] },
  allowedSchemes: ['https', 'mailto'],
  allowProtocolRelative: false,
  transformTags: { a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer nofollow' }) },
};

export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, options);
}
