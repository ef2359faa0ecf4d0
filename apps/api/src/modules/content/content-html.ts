import sanitizeHtml from 'sanitize-html';

/**
 * Content pages are HTML written by the shop's staff or imported from a file. Only document structure survives:
 * headings, paragraphs, lists, tables, emphasis and links (https, mailto, tel, or paths on the shop itself). Scripts,
 * styles, event handlers, frames, images and javascript: links are dropped, so nothing imported can run in a
 * shopper's browser. The catalog's own rule (modules/catalog/rich-text.ts) is narrower: no headings above h3, no tel.
 */
const options: sanitizeHtml.IOptions = {
  allowedTags: [
    'h2',
    'h3',
    'h4',
    'p',
    'br',
    'hr',
    'ul',
    'ol',
    'li',
    'strong',
    'b',
    'em',
    'i',
    'small',
    'blockquote',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
    'a',
  ],
  // rel comes from the transform below (attributes are filtered after tags are transformed).
  allowedAttributes: { a: ['href', 'rel'], th: ['scope'] },
  allowedSchemes: ['https', 'mailto', 'tel'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    a: (tagName, given) => {
      const href = given.href ?? '';
      // Links inside the shop stay plain; links elsewhere open without handing over the page or the referrer.
      const external = /^https:/i.test(href);
      const attribs: sanitizeHtml.Attributes = { href };
      if (external) attribs.rel = 'noopener noreferrer nofollow';
      return { tagName, attribs };
    },
  },
  allowedSchemesAppliedToAttributes: ['href'],
};

export function sanitizeContentHtml(html: string): string {
  return sanitizeHtml(html, options).trim();
}
