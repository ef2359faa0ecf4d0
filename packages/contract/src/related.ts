import { z } from './zod.ts';
import { productCard } from './catalog.ts';

/** How many products each related row and the compare suggestions hold at most. */
export const RELATED_ROW_SIZE = 8;
export const COMPARE_SUGGESTIONS_SIZE = 6;

/**
 * GET /products/{id}/related: the variant the shopper chose sets the price band of similar products; without one,
 * the product's lowest price does.
 */
export const relatedQuery = z.object({
  variant_id: z.coerce
    .number({ error: 'must be a variant id' })
    .int('must be a variant id')
    .positive('must be a variant id')
    // Ids are 32-bit integers in both databases: a larger number names no variant and must not reach a query.
    .max(2_147_483_647, 'must be a variant id')
    .optional(),
});

/**
 * The item page's two rows: products of the same sub-category within 30% of the price, nearest price first, and
 * accessories that fit the product, those made for this very model first.
 */
export const relatedProducts = z.object({
  similar: z.array(productCard),
  accessories: z.array(productCard),
});
export type RelatedProducts = z.infer<typeof relatedProducts>;

/** GET /compare/suggestions?ids=1,2: the products already compared, by id, in any order. */
export const compareSuggestionsQuery = z.object({
  ids: z
    .string({ error: 'must list the compared product ids, separated by commas' })
    .regex(/^\d{1,9}(,\d{1,9}){0,3}$/, 'must be one to four product ids separated by commas')
    .transform((v) => [...new Set(v.split(',').map(Number))]),
});

/** Products of the compared products' categories, not compared yet, best first. */
export const compareSuggestions = z.object({ products: z.array(productCard) });
export type CompareSuggestions = z.infer<typeof compareSuggestions>;
