import { z } from './zod.ts';
import { productCard } from './catalog.ts';
import { searchSorts } from './search-sorts.ts';
import { latinDigits } from './text.ts';

export { searchSorts };

/** Lists of ids arrive as JSON arrays or as comma-separated text ("1,2,3"); both mean the same. */
const idList = z
  .union([
    z.array(z.coerce.number().int().positive()),
    z.string().regex(/^\d+(,\d+)*$/, 'must be ids separated by commas'),
  ])
  .transform((v) => (typeof v === 'string' ? v.split(',').map(Number) : v))
  .pipe(z.array(z.number().int().positive()).max(100, 'at most 100 ids'));

/** A price filter: a whole number of EGP, also when typed in Arabic-Indic digits (١٢٠٠٠). */
const money = z.preprocess(
  (value) => (typeof value === 'string' ? latinDigits(value) : value),
  z.coerce.number().int('must be a whole number of EGP').min(0, 'cannot be negative'),
);
const flagParam = z
  .union([z.boolean(), z.literal(0), z.literal(1), z.enum(['0', '1', 'true', 'false'])])
  .transform((v) => v === true || v === 1 || v === '1' || v === 'true');

const DEFAULT_PAGE_SIZE = 20;
const MAX_PAGE_SIZE = 100;
export const AUTOCOMPLETE_PAGE_SIZE = 10;
export const HEADER_SEARCH_PAGE_SIZE = 4;
export const RESULTS_PANEL_SIZE = 6;

/** The search filter. Every field is optional; unknown fields are ignored. */
export const searchFilter = z
  .object({
    q: z.string().max(200).optional(),
    search: z.string().max(200).optional(),
    brand_ids: idList.optional(),
    sub_categories: idList.optional(),
    categories: idList.optional(),
    category_id: z.coerce.number().int().positive().optional(),
    price_from: money.optional(),
    price_to: money.optional(),
    page: z.coerce.number().int().min(1, 'starts at 1').default(1),
    page_size: z.coerce
      .number()
      .int()
      .min(1)
      .max(MAX_PAGE_SIZE, `at most ${MAX_PAGE_SIZE}`)
      .default(DEFAULT_PAGE_SIZE),
    sort: z.enum(searchSorts).optional(),
    /** Attribute value ids (facets.attributes[].values[].id): any value of one attribute, every attribute given. */
    attributes_ids: idList.optional(),
    options_values_ids: idList.optional(),
    group_id: z.coerce.number().int().positive().optional(),
    list_ids: idList.optional(),
    promotions: flagParam.optional(),
    in_stock: flagParam.optional(),
  })
  .refine((f) => f.price_from === undefined || f.price_to === undefined || f.price_from <= f.price_to, {
    message: 'price_from must not be above price_to',
    path: ['price_from'],
  });
export type SearchFilter = z.infer<typeof searchFilter>;

const facet = z.object({ id: z.number().int(), name: z.string(), count: z.number().int() });
const attributeFacet = z.object({ id: z.number().int(), name: z.string(), values: z.array(facet) });

export const searchResult = z.object({
  products: z.array(productCard),
  count: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
  pages: z.number().int(),
  facets: z.object({
    brands: z.array(facet),
    categories: z.array(facet),
    sub_categories: z.array(facet),
    /** Attributes with the values found among the matches; counts ignore the attribute's own selection. */
    attributes: z.array(attributeFacet),
    price: z.object({ min: z.number().int().nullable(), max: z.number().int().nullable() }),
  }),
  /**
   * Only when words found nothing: the words as the catalog spells them ("galxy watch" -> "galaxy watch"), when
   * that spelling finds products; the categories nearest to the words, with how many products of theirs some word
   * finds; and a few of the shop's top products to go on from.
   */
  suggestions: z
    .object({
      did_you_mean: z.array(z.string()),
      categories: z.array(facet),
      products: z.array(productCard),
    })
    .optional(),
});
export type SearchResult = z.infer<typeof searchResult>;

export const autocompleteResult = z.object({
  products: z.array(z.object({ id: z.number().int(), name: z.string() })),
});
export type AutocompleteResult = z.infer<typeof autocompleteResult>;

/** GET /categories/{category_id}: the category and one page of its products; the query takes the search filters. */
export const categoryListingQuery = z.object({
  page: z.coerce.number().int().min(1, 'starts at 1').default(1),
  page_size: z.coerce
    .number()
    .int()
    .min(1)
    .max(MAX_PAGE_SIZE, `at most ${MAX_PAGE_SIZE}`)
    .default(DEFAULT_PAGE_SIZE),
  sort: z.enum(searchSorts).optional(),
  brand_ids: idList.optional(),
  sub_categories: idList.optional(),
  price_from: money.optional(),
  price_to: money.optional(),
  in_stock: flagParam.optional(),
  promotions: flagParam.optional(),
  attributes_ids: idList.optional(),
  options_values_ids: idList.optional(),
});

export const categoryListing = searchResult.extend({
  category: z.object({ id: z.number().int(), name: z.string(), slug: z.string(), image: z.string() }),
});
export type CategoryListing = z.infer<typeof categoryListing>;

/** POST /products/by-subcategory: one page of one sub-category's products (by id or slug). */
export const bySubCategoryRequest = z
  .object({
    sub_category_id: z.coerce.number().int().positive().optional(),
    slug: z
      .string()
      .regex(/^[a-z0-9-]{1,120}$/, 'must be a sub-category slug')
      .optional(),
    page: z.coerce.number().int().min(1).default(1),
    page_size: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
    sort: z.enum(searchSorts).optional(),
  })
  .refine((r) => r.sub_category_id !== undefined || r.slug !== undefined, {
    message: 'give sub_category_id or slug',
    path: ['sub_category_id'],
  });

/** POST /products/by-subcategories: a few products of each of several sub-categories (home rows, menus). */
export const bySubCategoriesRequest = z.object({
  sub_category_ids: idList.pipe(z.array(z.number()).min(1, 'give at least one id').max(20, 'at most 20 ids')),
  limit: z.coerce.number().int().min(1).max(24).default(8),
});
export const bySubCategoriesResult = z.array(
  z.object({
    sub_category: z.object({ id: z.number().int(), name: z.string(), slug: z.string() }),
    products: z.array(productCard),
  }),
);

/** GET /api/products/ (legacy listing): page_size 16 by default, filters by id or slug, Django-style ordering. */
const LEGACY_PAGE_SIZE = 16;
const idOrSlug = z.string().regex(/^([0-9]{1,9}|[a-z0-9-]{1,120})$/, 'must be an id or a slug');
export const legacyProductsQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  page_size: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(LEGACY_PAGE_SIZE),
  category: idOrSlug.optional(),
  sub_category: idOrSlug.optional(),
  brand: idOrSlug.optional(),
  ordering: z.enum(['price', '-price', 'name', '-created_at', 'created_at']).optional(),
});
export const legacyProductsPage = z.object({
  count: z.number().int(),
  next: z.string().nullable(),
  previous: z.string().nullable(),
  results: z.array(productCard),
});
