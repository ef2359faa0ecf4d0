/**
 * The listing sorts, apart from the schemas in search.ts: the storefront's listing pages read this list on every
 * render, and importing search.ts would bring the whole zod runtime into their JavaScript.
 */
export const searchSorts = ['relevance', 'newest', 'price_asc', 'price_desc', 'name_asc'] as const;
