import { noControlCharacters } from '@shop/contract/text';
import { z } from 'zod';

/**
 * The catalog import file (npm run shop -- import FILE.json|FILE.csv). One product with its variants; JSON files are
 * an array of these, CSV files have one row per variant with the product's columns repeated (or left empty after the
 * product's first row). Both formats are checked by the same schemas, so a rule and its message are written once.
 *
 * Products are matched by `sku` and variants by their own `sku`: a second run of the same file changes nothing. The
 * file describes each product it names completely (an omitted field takes its default), but never deletes: variants
 * the file does not list stay as they are, because carts and orders refer to them.
 */

// --- field rules ---------------------------------------------------------------------------------------------------

/** One-line fields refuse tabs and line breaks as well. */
const LINE_BREAK = /[\t\n\r\u2028\u2029]/;
const NOT_ALLOWED = 'contains control characters, which are not allowed';

/** A required one-line text: trimmed, no control characters, no line breaks. */
const line = (max: number) =>
  z
    .string({ error: (issue) => (issue.input === undefined ? 'is required' : 'must be text') })
    .trim()
    .min(1, { error: 'is required', abort: true })
    .max(max, `must be at most ${max} characters`)
    .refine(noControlCharacters, { error: NOT_ALLOWED, abort: true })
    .refine((value) => !LINE_BREAK.test(value), 'must be one line (no tabs or line breaks)');

/** Empty text and null count as "not given", so a blank JSON string and a blank CSV cell mean the same. */
const blankIsAbsent = (value: unknown) =>
  value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value;

const optionalLine = (max: number) => z.preprocess(blankIsAbsent, line(max).optional());

/** Longer text (descriptions): line breaks and tabs are fine, other control characters are not. */
const longText = (max: number) =>
  z.preprocess(
    blankIsAbsent,
    z
      .string({ error: 'must be text' })
      .trim()
      .max(max, `must be at most ${max} characters`)
      .refine(noControlCharacters, NOT_ALLOWED)
      .optional()
      .transform((value) => value ?? ''),
  );

/** Whole EGP (ADR 0003): no piastres, no thousands separators. */
const wholeNumber = (what: string, min: number, max: number) =>
  z
    .number({ error: (issue) => (issue.input === undefined ? 'is required' : `must be ${what}`) })
    .int(`must be ${what}`)
    .min(min, `must be ${what}`)
    .max(max, `must be at most ${max.toLocaleString('en')}`);

const EGP = 'a whole number of EGP, 1 or more, digits only';
const price = wholeNumber(EGP, 1, 10_000_000);
const optionalPrice = z.preprocess(blankIsAbsent, price.optional()).transform((value) => value ?? null);

const flag = z.preprocess(
  blankIsAbsent,
  z
    .boolean({ error: 'must be true or false (in CSV: 1 or 0, yes or no, true or false)' })
    .optional()
    .transform((value) => value ?? false),
);

/** SKUs are matched exactly as written. */
export const importSku = line(64).regex(
  /^[A-Za-z0-9][A-Za-z0-9._/-]*$/,
  'must be letters, digits, ".", "_", "/" or "-", starting with a letter or digit',
);

/** The item page's key (item/{slug}); the API looks slugs up in lower case, and a slug of digits reads as an id. */
export const importSlug = line(120)
  .regex(
    /^[a-z0-9]+(?:-[a-z0-9]+)*$/,
    'must be lower-case letters, digits and single hyphens, e.g. iphone-17-pro',
  )
  .refine(
    (value) => !/^\d+$/.test(value),
    'must contain a letter: a slug of digits only reads as a product id',
  );

/**
 * Pictures are paths on the shop's own site (/media/..., /uploads/...): the pages' Content-Security-Policy loads
 * images from the shop's origin only, so a link to another host would show as a broken picture.
 */
export const importImage = line(500).regex(
  /^\/(?!\/)[^\s"'<>\\`]*$/,
  'must be a path on the shop\'s own site starting with "/", e.g. /media/phones/iphone-17-pro.png',
);

/** A category, sub-category or brand is named by its id (categories only), slug or name. */
const reference = (max: number) =>
  z.preprocess((value) => (typeof value === 'number' ? String(value) : value), line(max));

const colorCode = z
  .string({ error: 'must be a colour like #1D1D1F' })
  .trim()
  .regex(/^#?[0-9A-Fa-f]{6}$/, 'must be a colour like #1D1D1F')
  .transform((value) => `#${value.replace('#', '').toLowerCase()}`);

const attributeName = line(60);
const attributeValue = line(100);
const ATTRIBUTES_FORMAT = 'must map attribute names to a value or a list of values, e.g. {"Chip": "A19 Pro"}';

/** Specifications (ADR 0008): {"Chip": "A19 Pro", "Connectivity": ["5G", "USB-C"]}; absent means none. */
const attributes = z
  .preprocess(
    blankIsAbsent,
    z
      .record(
        attributeName,
        z.union(
          [
            attributeValue,
            z.array(attributeValue).min(1, 'must list at least one value').max(20, 'at most 20 values'),
          ],
          {
            error: 'must be a value or a list of values',
          },
        ),
        { error: ATTRIBUTES_FORMAT },
      )
      .refine((record) => Object.keys(record).length <= 30, 'at most 30 attributes')
      .optional(),
  )
  .transform((record) =>
    Object.entries(record ?? {}).map(([name, values]) => ({
      name,
      values: [...new Set(typeof values === 'string' ? [values] : values)],
    })),
  );

const gallery = z
  .preprocess(
    blankIsAbsent,
    z.array(importImage, { error: 'must be a list of image paths' }).max(20, 'at most 20 images').optional(),
  )
  .transform((list) => list ?? []);

const CREATED_AT =
  'must be a date and time with its time zone, e.g. 2026-01-31T09:00:00Z or 2026-01-31T11:00:00+02:00';

/** When the product came into the shop: "newest" lists the latest first. Stored in UTC. */
const createdAt = z.preprocess(
  blankIsAbsent,
  z
    .string({ error: CREATED_AT })
    .trim()
    .pipe(z.iso.datetime({ offset: true, error: CREATED_AT }))
    .transform((value) => new Date(value).toISOString())
    .refine((value) => Date.parse(value) <= Date.now(), 'must not be in the future')
    .optional(),
);

// --- the row shapes ------------------------------------------------------------------------------------------------

const unknownFields = (what: string) => ({
  error: (issue: { code?: string; keys?: string[] }) =>
    issue.code === 'unrecognized_keys'
      ? `unknown ${what} field${issue.keys && issue.keys.length > 1 ? 's' : ''} ${(issue.keys ?? []).map((k) => JSON.stringify(k)).join(', ')}`
      : `each ${what} must be an object`,
});

export const catalogImportVariant = z
  .strictObject(
    {
      sku: importSku,
      /** Option values by name (matched without regard to case); a new colour needs its color_code. */
      color: optionalLine(60),
      /** Only used when the colour is new; an existing colour keeps its swatch. */
      color_code: z.preprocess(blankIsAbsent, colorCode.optional()),
      size: optionalLine(60),
      mac_model: optionalLine(60),
      price,
      /** The price the shopper pays instead of `price`; below it. */
      discount_price: optionalPrice,
      stock: wholeNumber('a whole number, 0 or more', 0, 1_000_000),
      /** Defaults to the product's image. */
      image: z.preprocess(blankIsAbsent, importImage.optional()),
      /** The pictures the item page shows while this variant is chosen (its own gallery); none: just its image. */
      images: gallery,
    },
    unknownFields('variant'),
  )
  .superRefine((variant, ctx) => {
    if (variant.discount_price !== null && variant.discount_price >= variant.price) {
      ctx.addIssue({
        code: 'custom',
        path: ['discount_price'],
        message: `must be below the price (${variant.price}), or left empty`,
      });
    }
  });
export type CatalogImportVariant = z.output<typeof catalogImportVariant>;

const productShape = {
  sku: importSku,
  slug: importSlug,
  name: line(200),
  /** A category id, slug or name; categories are not created by an import. */
  category: reference(100),
  /** A sub-category slug or name within the category. */
  sub_category: z.preprocess(blankIsAbsent, reference(100).optional()),
  /** A brand name or slug; a brand the shop does not have yet is created (and named in the summary). */
  brand: z.preprocess(
    blankIsAbsent,
    line(60)
      .refine((value) => /[A-Za-z0-9]/.test(value), 'must contain a Latin letter or digit')
      .optional(),
  ),
  /** The struck-through price; above the product's price (its cheapest variant's). */
  old_price: optionalPrice,
  /** Whole EGP off the price of each variant without a discount price (ADR 0025); 0 for none. */
  direct_discount: z.preprocess(
    blankIsAbsent,
    wholeNumber('a whole number of EGP, 0 or more', 0, 1_000_000)
      .optional()
      .transform((value) => value ?? 0),
  ),
  /**
   * The payment-method offer the product takes part in, spelt as the payment method names it ("5% off with Valu");
   * the card shows it and checkout takes that method's discount off the product.
   */
  payment_discount: z.preprocess(blankIsAbsent, line(100).optional()).transform((value) => value ?? null),
  max_per_order: z
    .preprocess(blankIsAbsent, wholeNumber('a whole number from 1 to 99', 1, 99).optional())
    .transform((value) => value ?? null),
  /** The short text under the name. */
  details: longText(1_000),
  /** HTML; sanitised when it is stored (p, ul, li, strong, a href=https ... survive). */
  long_description: longText(50_000),
  meta_description: longText(300),
  /** The main picture; defaults to the first variant's. */
  image: z.preprocess(blankIsAbsent, importImage.optional()),
  /** The product's gallery (productimages). */
  images: gallery,
  attributes,
  active: z.preprocess(
    blankIsAbsent,
    z
      .boolean({ error: 'must be true or false (in CSV: 1 or 0, yes or no, true or false)' })
      .optional()
      .transform((value) => value ?? true),
  ),
  preorder: flag,
  available_soon: flag,
  new: flag,
  top: flag,
  /** A badge such as "New Arrival". */
  arrival_status: z.preprocess(blankIsAbsent, line(40).optional()).transform((value) => value ?? null),
  /** Left out: a new product is created now, an existing one keeps its time. */
  created_at: createdAt,
  /**
   * Arabic beside English (migration 0034); an Arabic page shows the English where one is left out. The Arabic
   * description is sanitised by the English rules.
   */
  name_ar: optionalLine(200).transform((value) => value ?? null),
  details_ar: longText(1_000),
  long_description_ar: longText(50_000),
  meta_description_ar: longText(300),
};

/** A product's own fields, checked apart from its variants so that one bad variant rejects only itself. */
export const catalogImportProductFields = z.strictObject(productShape, unknownFields('product'));
export type CatalogImportProductFields = z.output<typeof catalogImportProductFields>;

/** One entry of a JSON import file. */
export const catalogImportProduct = z.strictObject(
  {
    ...productShape,
    variants: z
      .array(catalogImportVariant, { error: 'must be a list of variants' })
      .min(1, 'must list at least one variant'),
  },
  unknownFields('product'),
);
export type CatalogImportProduct = z.input<typeof catalogImportProduct>;

/** A JSON import file: an array of products (each checked on its own, so one bad entry rejects only itself). */
export const catalogImportJsonFile = z.array(z.unknown(), {
  error: 'must be a JSON array of products, like docs/examples/catalog-import.json',
});

// --- CSV -----------------------------------------------------------------------------------------------------------

/** Product columns of a CSV file, in the order the documentation lists them. */
export const CSV_PRODUCT_COLUMNS = [
  'sku',
  'slug',
  'name',
  'category',
  'sub_category',
  'brand',
  'old_price',
  'direct_discount',
  'payment_discount',
  'max_per_order',
  'details',
  'long_description',
  'meta_description',
  'image',
  'images',
  'attributes',
  'active',
  'preorder',
  'available_soon',
  'new',
  'top',
  'arrival_status',
  'created_at',
  'name_ar',
  'details_ar',
  'long_description_ar',
  'meta_description_ar',
] as const satisfies ReadonlyArray<keyof typeof productShape>;

/** Variant columns: the JSON variant's fields, with `variant_` before the three names a product also has. */
export const CSV_VARIANT_COLUMNS = {
  variant_sku: 'sku',
  color: 'color',
  color_code: 'color_code',
  size: 'size',
  mac_model: 'mac_model',
  price: 'price',
  discount_price: 'discount_price',
  stock: 'stock',
  variant_image: 'image',
  variant_images: 'images',
} as const satisfies Record<string, keyof CatalogImportVariant>;

export const CSV_COLUMNS = [...CSV_PRODUCT_COLUMNS, ...Object.keys(CSV_VARIANT_COLUMNS)];
export const CSV_REQUIRED_COLUMNS = ['sku', 'slug', 'name', 'category', 'variant_sku', 'price', 'stock'];

const INTEGER_COLUMNS = new Set([
  'old_price',
  'direct_discount',
  'max_per_order',
  'price',
  'discount_price',
  'stock',
]);
const FLAG_COLUMNS = new Set(['active', 'preorder', 'available_soon', 'new', 'top']);
const FLAGS: Record<string, boolean> = {
  '1': true,
  true: true,
  yes: true,
  '0': false,
  false: false,
  no: false,
};

/** A digits-only cell becomes a number; anything else stays text, for the schema to refuse with its message. */
function cellNumber(cell: string): number | string {
  return /^[+-]?\d+(\.\d+)?$/.test(cell) ? Number(cell) : cell;
}

/** "Chip: A19 Pro; Connectivity: 5G | USB-C" -> {Chip: ["A19 Pro"], Connectivity: ["5G", "USB-C"]}. */
function cellAttributes(cell: string): Record<string, string[]> | string {
  const result: Record<string, string[]> = {};
  for (const pair of cell.split(';')) {
    if (pair.trim() === '') continue;
    const colon = pair.indexOf(':');
    if (colon < 1) return cell;
    const name = pair.slice(0, colon).trim();
    const values = pair
      .slice(colon + 1)
      .split('|')
      .map((v) => v.trim())
      .filter(Boolean);
    if (!name || values.length === 0) return cell;
    result[name] = [...(result[name] ?? []), ...values];
  }
  return result;
}

export const CSV_ATTRIBUTES_FORMAT = 'Name: value; Name: value | value';

function cellValue(column: string, cell: string): unknown {
  if (INTEGER_COLUMNS.has(column)) return cellNumber(cell);
  if (FLAG_COLUMNS.has(column)) return FLAGS[cell.toLowerCase()] ?? cell;
  if (column === 'images' || column === 'variant_images')
    return cell
      .split('|')
      .map((v) => v.trim())
      .filter(Boolean);
  if (column === 'attributes') return cellAttributes(cell);
  return cell;
}

/**
 * One CSV row (cells by lower-case column name) as the JSON shapes: the product's fields and the variant's. Empty
 * cells are left out, so they take the field's default.
 */
export function csvRowToImport(cells: Readonly<Record<string, string>>): {
  product: Record<string, unknown>;
  variant: Record<string, unknown>;
} {
  const product: Record<string, unknown> = {};
  const variant: Record<string, unknown> = {};
  for (const column of CSV_PRODUCT_COLUMNS) {
    const cell = cells[column]?.trim();
    if (cell) product[column] = cellValue(column, cell);
  }
  for (const [column, field] of Object.entries(CSV_VARIANT_COLUMNS)) {
    const cell = cells[column]?.trim();
    if (cell) variant[field] = cellValue(column, cell);
  }
  return { product, variant };
}

/** The CSV column a variant field is read from, for messages. */
export function csvVariantColumn(field: string): string {
  return Object.entries(CSV_VARIANT_COLUMNS).find(([, f]) => f === field)?.[0] ?? field;
}
