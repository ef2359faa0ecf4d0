import { z } from './zod.ts';

/**
 * The back office's product catalog: the staff list (GET /api/admin/products) and the product editor
 * (GET/POST/PUT /api/admin/products[/:id]). Every member reads; owners and managers change. The editor writes a
 * product with the catalog import's rules, so a rule and its message are the same whichever way a product arrives.
 */

export const STOCK_STATES = ['in_stock', 'low', 'out'] as const;
export const stockStateLabel: Record<(typeof STOCK_STATES)[number], string> = {
  in_stock: 'In stock',
  /** At least one unit and no more than the shop's low-stock threshold (a setting), in all. */
  low: 'Low stock',
  out: 'Out of stock',
};

export const PRODUCT_SORTS = ['updated', 'name', 'price', 'stock'] as const;
export const productSortLabel: Record<(typeof PRODUCT_SORTS)[number], string> = {
  updated: 'Last changed',
  name: 'Name',
  price: 'Price',
  stock: 'Stock',
};

/** The list counts matches up to this many; past it the page says "more than ...", which costs no full count. */
export const PRODUCT_COUNT_CAP = 1_000;
export const PRODUCT_PAGE_SIZE = 25;

/** Messages shown word for word by the API and the pages. */
export const adminCatalogMessages = {
  stale: 'This product was changed by someone else since you opened it. Reload to see their changes.',
  notFound: 'There is no product with this id.',
  invalid: 'Some fields need attention: see the messages beside them.',
  badCursor: 'This page of the list is out of date. Go back to the first page.',
} as const;

const id = z.coerce
  .number({ error: 'must be a whole number' })
  .int('must be a whole number')
  .positive('must be 1 or more')
  .max(2 ** 31 - 1);

/** An empty value in a query (a blank select option) means "any". */
const blank = (value: unknown) => (value === '' ? undefined : value);

export const productListQuery = z.object({
  q: z.preprocess(blank, z.string().trim().max(100, 'Search is at most 100 characters').optional()),
  category: z.preprocess(blank, id.optional()),
  brand: z.preprocess(blank, id.optional()),
  stock: z.preprocess(
    blank,
    z.enum(STOCK_STATES, { error: 'stock is one of: in_stock, low, out' }).optional(),
  ),
  active: z.preprocess(blank, z.enum(['1', '0'], { error: 'active is 1 or 0' }).optional()),
  sort: z.preprocess(
    blank,
    z
      .enum(PRODUCT_SORTS, { error: 'sort is one of: updated, name, price, stock' })
      .optional()
      .default('updated'),
  ),
  dir: z.preprocess(blank, z.enum(['asc', 'desc'], { error: 'dir is asc or desc' }).optional()),
  /** Where the page starts: the `next_cursor` of the page before. */
  after: z.preprocess(blank, z.string().max(300).optional()),
  per_page: z.coerce.number().int().min(1).max(100).default(PRODUCT_PAGE_SIZE),
});
export type ProductListQuery = z.infer<typeof productListQuery>;

export const productListItem = z.object({
  id: z.number().int(),
  name: z.string(),
  sku: z.string(),
  slug: z.string(),
  image: z.string(),
  category: z.string(),
  brand: z.string().nullable(),
  price: z.number().int(),
  discount_price: z.number().int().nullable(),
  stock: z.number().int(),
  active: z.boolean(),
  updated_at: z.string(),
});
export type ProductListItem = z.infer<typeof productListItem>;

export const productList = z.object({
  products: z.array(productListItem),
  /** Matches counted up to PRODUCT_COUNT_CAP; `total_capped` says there are more. */
  total: z.number().int(),
  total_capped: z.boolean(),
  /** Pass as `after` for the next page; null on the last page. */
  next_cursor: z.string().nullable(),
});
export type ProductList = z.infer<typeof productList>;

/** What the editor's selects offer. */
export const catalogChoices = z.object({
  categories: z.array(z.object({ id: z.number().int(), name: z.string() })),
  sub_categories: z.array(
    z.object({ id: z.number().int(), category_id: z.number().int(), name: z.string() }),
  ),
  brands: z.array(z.object({ id: z.number().int(), name: z.string() })),
  colors: z.array(z.object({ name: z.string(), color_code: z.string().nullable() })),
});
export type CatalogChoices = z.infer<typeof catalogChoices>;

export const productIdParams = z.object({ id });

const money = z.number({ error: 'must be a whole number of EGP' }).int('must be a whole number of EGP');
const optionalText = z.string().nullable().default(null);

export const adminVariantInput = z.object({
  /** The variant being edited; none for a new one. */
  id: z.number().int().positive().nullable().default(null),
  sku: z.string(),
  color: optionalText,
  /** The swatch, like #1d1d1f; used when the colour is new (a colour the shop has keeps its swatch). */
  color_code: optionalText,
  size: optionalText,
  mac_model: optionalText,
  price: money,
  discount_price: money.nullable().default(null),
  stock: z.number({ error: 'must be a whole number' }).int('must be a whole number'),
  /**
   * The stock the editor showed. While `stock` still says that, the variant keeps the stock it has now, so orders
   * placed while the editor was open are not undone by saving a name or a price.
   */
  stock_opened: z.number().int().nullable().default(null),
});
export type AdminVariantInput = z.infer<typeof adminVariantInput>;

/** One specification: "Connectivity" with ["5G", "USB-C"]. */
export const specification = z.object({ name: z.string(), values: z.array(z.string()).max(20) });

/**
 * A product as the editor sends it. Types are checked here; the catalog's rules (lengths, slug form, prices above
 * discounts, unique SKUs and slugs) are checked by the API, which answers each problem beside its field.
 */
export const saveProductRequest = z.object({
  /** The version the editor opened (PUT only): a product saved since then is not overwritten. */
  version: z.number().int().positive().optional(),
  name: z.string(),
  slug: z.string(),
  details: z.string().default(''),
  category_id: z.number({ error: 'Choose a category' }).int().positive('Choose a category'),
  sub_category_id: z.number().int().positive().nullable().default(null),
  brand: optionalText,
  active: z.boolean().default(true),
  preorder: z.boolean().default(false),
  available_soon: z.boolean().default(false),
  is_new: z.boolean().default(false),
  top: z.boolean().default(false),
  max_per_order: z.number().int().nullable().default(null),
  old_price: money.nullable().default(null),
  direct_discount: money.default(0),
  attributes: z.array(specification).max(30).default([]),
  long_description: z.string().max(60_000).default(''),
  seo_title: z.string().default(''),
  meta_description: z.string().default(''),
  /** The Arabic texts, each shown on Arabic pages in place of its English; empty ones show the English. */
  name_ar: z.string().default(''),
  details_ar: z.string().default(''),
  long_description_ar: z.string().max(60_000).default(''),
  seo_title_ar: z.string().default(''),
  meta_description_ar: z.string().default(''),
  variants: z.array(adminVariantInput).min(1, 'A product needs at least one variant').max(50),
});
export type SaveProductRequest = z.infer<typeof saveProductRequest>;

export const adminVariant = z.object({
  id: z.number().int(),
  sku: z.string(),
  color: z.string().nullable(),
  color_code: z.string().nullable(),
  size: z.string().nullable(),
  mac_model: z.string().nullable(),
  price: z.number().int(),
  discount_price: z.number().int().nullable(),
  stock: z.number().int(),
});
export type AdminVariant = z.infer<typeof adminVariant>;

export const adminProduct = z.object({
  id: z.number().int(),
  version: z.number().int(),
  /** The product's own SKU (set from its first variant's when it was created; it never changes). */
  sku: z.string(),
  name: z.string(),
  slug: z.string(),
  details: z.string(),
  category_id: z.number().int(),
  sub_category_id: z.number().int().nullable(),
  brand: z.string().nullable(),
  active: z.boolean(),
  preorder: z.boolean(),
  available_soon: z.boolean(),
  is_new: z.boolean(),
  top: z.boolean(),
  max_per_order: z.number().int().nullable(),
  old_price: z.number().int().nullable(),
  direct_discount: z.number().int(),
  attributes: z.array(specification),
  long_description: z.string(),
  seo_title: z.string(),
  meta_description: z.string(),
  name_ar: z.string(),
  details_ar: z.string(),
  long_description_ar: z.string(),
  seo_title_ar: z.string(),
  meta_description_ar: z.string(),
  /** The main picture and the gallery, read-only here. */
  image: z.string(),
  images: z.array(z.string()),
  variants: z.array(adminVariant),
  updated_at: z.string(),
});
export type AdminProduct = z.infer<typeof adminProduct>;

/** A refused save: the message, and one message per field ("name", "variants.0.price") to show beside it. */
export const productFieldErrors = z.object({ fields: z.record(z.string(), z.string()) });
