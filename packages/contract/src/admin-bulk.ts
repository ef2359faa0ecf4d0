import { z } from './zod.ts';

/**
 * Bulk catalog work in the back office: importing a catalog file (the same CSV and JSON formats as the operator's
 * `npm run shop -- import`), exporting the catalog as that CSV, and changing prices or stock of many variants at once.
 */

/** The largest file the back office imports; a bigger catalog is split into several files. */
export const IMPORT_MAX_BYTES = 20 * 1024 * 1024;
export const IMPORT_MAX_MB = IMPORT_MAX_BYTES / (1024 * 1024);

export const bulkMessages = {
  tooLarge: `The file is larger than ${IMPORT_MAX_MB} MB. Split it into smaller files (keep each product's rows together) and import them one after the other.`,
  noFile: 'Choose a CSV or JSON file to import.',
  fileType:
    'The file name must end in .csv or .json (save a spreadsheet as "CSV UTF-8"). Nothing was imported.',
} as const;

/** Where the import file puts something it cannot import: its line (CSV) or entry (JSON), the field and why. */
export const importRejectedRow = z.object({
  /** "line 7" in a CSV file, "[3]" or "[3].variants[1]" in a JSON file. */
  where: z.string(),
  /** The CSV line number, for sorting and linking; null for JSON entries. */
  line: z.number().int().nullable(),
  sku: z.string(),
  /** The column (CSV) or field (JSON) at fault, when the message names one. */
  field: z.string().nullable(),
  message: z.string(),
});
export type ImportRejectedRow = z.infer<typeof importRejectedRow>;

const importCounts = z.object({
  created: z.number().int(),
  updated: z.number().int(),
  unchanged: z.number().int(),
  skipped: z.number().int(),
});

export const importJobState = z.enum(['running', 'done', 'failed']);

/** An import from the back office, while it runs and after. */
export const importJob = z.object({
  id: z.number().int(),
  file_name: z.string(),
  state: importJobState,
  /** Variant rows (CSV) or product entries (JSON) in the file; 0 until the file has been read. */
  rows: z.number().int(),
  /** Products written so far, of `total`. */
  done: z.number().int(),
  total: z.number().int(),
  started_at: z.string(),
  finished_at: z.string().nullable(),
  /** Why the import failed (an unreadable file: nothing was imported). */
  error: z.string().nullable(),
  /** When done: the counts, as the operator's import prints them. */
  summary: z
    .object({
      products: importCounts,
      variants: importCounts,
      added: z.record(z.string(), z.array(z.string())),
      restocked: z.number().int(),
      notified: z.number().int(),
      warnings: z.array(z.string()),
      stopped: z.string().nullable(),
    })
    .nullable(),
  rejected: z.array(importRejectedRow),
  /** The operator command's report, word for word. */
  report: z.string().nullable(),
});
export type ImportJob = z.infer<typeof importJob>;

export const importQuery = z.object({
  file_name: z
    .string({ error: 'Give the file name (file_name), ending in .csv or .json' })
    .trim()
    .min(1, 'Give the file name (file_name), ending in .csv or .json')
    .max(200, 'The file name must be at most 200 characters')
    .regex(/\.(csv|json)$/i, bulkMessages.fileType),
});

export const importIdParams = z.object({
  id: z.coerce
    .number({ error: 'The import id is a whole number' })
    .int()
    .positive()
    .max(2 ** 31 - 1),
});

// --- bulk price and stock changes ----------------------------------------------------------------------------------

export const BULK_MAX_SKUS = 1_000;
export const BULK_MAX_VARIANTS = 10_000;
export const BULK_SAMPLE = 20;

const optionalRef = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
  z.string().trim().max(100, 'at most 100 characters').optional(),
);

/** Which variants: every condition given must hold (a brand and a category: that brand's variants in it). */
export const bulkSelection = z
  .object({
    brand: optionalRef,
    category: optionalRef,
    sub_category: optionalRef,
    /** Variant SKUs, or product SKUs (all of the product's variants). */
    skus: z
      .array(z.string().trim().min(1).max(64))
      .max(BULK_MAX_SKUS, `List at most ${BULK_MAX_SKUS} SKUs at once`)
      .optional(),
  })
  .refine(
    (s) =>
      s.brand !== undefined ||
      s.category !== undefined ||
      s.sub_category !== undefined ||
      (s.skus !== undefined && s.skus.length > 0),
    { error: 'Choose the variants: a brand, a category, a sub-category or a list of SKUs', path: ['brand'] },
  );
export type BulkSelection = z.infer<typeof bulkSelection>;

export const bulkStockChange = z.object({
  /** set: stock becomes `amount`; add: `amount` is added (a negative amount subtracts, never below 0). */
  mode: z.enum(['set', 'add'], { error: 'Stock change is "set" or "add"' }),
  amount: z
    .number({ error: 'The stock amount must be a whole number' })
    .int('The stock amount must be a whole number')
    .min(-1_000_000, 'The stock amount is too large')
    .max(1_000_000, 'The stock amount is too large'),
});

export const bulkPriceChange = z
  .object({
    /** percent: e.g. 5 for +5%, -10 for 10% off the prices; amount: whole EGP added (negative: taken off). */
    mode: z.enum(['percent', 'amount'], { error: 'Price change is "percent" or "amount"' }),
    value: z
      .number({ error: 'The price change must be a number' })
      .refine((v) => v !== 0, 'The price change must not be 0'),
  })
  .superRefine((c, ctx) => {
    if (
      c.mode === 'percent' &&
      (c.value < -90 || c.value > 500 || Math.round(c.value * 100) !== c.value * 100)
    )
      ctx.addIssue({
        code: 'custom',
        path: ['value'],
        message: 'The percentage must be between -90 and 500, with at most two decimals',
      });
    if (c.mode === 'amount' && (!Number.isInteger(c.value) || Math.abs(c.value) > 10_000_000))
      ctx.addIssue({
        code: 'custom',
        path: ['value'],
        message: 'The amount must be a whole number of EGP (at most 10,000,000)',
      });
  });
export type BulkPriceChange = z.infer<typeof bulkPriceChange>;

export const bulkChangeRequest = z
  .object({
    selection: bulkSelection,
    stock: bulkStockChange.optional(),
    price: bulkPriceChange.optional(),
  })
  .refine((r) => r.stock !== undefined || r.price !== undefined, {
    error: 'Choose a stock change, a price change or both',
    path: ['stock'],
  });
export type BulkChangeRequest = z.infer<typeof bulkChangeRequest>;

const variantFigures = z.object({
  price: z.number().int(),
  discount_price: z.number().int().nullable(),
  stock: z.number().int(),
});

export const bulkChangeLine = z.object({
  sku: z.string(),
  product_sku: z.string(),
  product_name: z.string(),
  before: variantFigures,
  after: variantFigures,
});
export type BulkChangeLine = z.infer<typeof bulkChangeLine>;

/** What a change would do (preview) or did (apply). */
export const bulkChangeResult = z.object({
  applied: z.boolean(),
  /** Variants the selection chose. */
  matched: z.number().int(),
  /** Of those, the ones whose price or stock changes. */
  changed: z.number().int(),
  /** Products whose variants change. */
  products: z.number().int(),
  /** Up to BULK_SAMPLE changing variants, before and after. */
  sample: z.array(bulkChangeLine),
  /** SKUs of the list that name no variant or product. */
  unknown_skus: z.array(z.string()),
  /** Variants whose stock would go below 0 and stops at 0 instead. */
  stock_floored: z.number().int(),
  /** Products whose struck-through price would no longer be above the price, and is removed. */
  old_price_removed: z.number().int(),
  /** Why some variants cannot take the change; the change is applied only when there are none. */
  problems: z.array(z.string()),
});
export type BulkChangeResult = z.infer<typeof bulkChangeResult>;

/** The brands, categories and sub-categories the selection can name. */
export const bulkChoices = z.object({
  brands: z.array(z.object({ slug: z.string(), name: z.string() })),
  categories: z.array(
    z.object({
      slug: z.string(),
      name: z.string(),
      sub_categories: z.array(z.object({ slug: z.string(), name: z.string() })),
    }),
  ),
});
export type BulkChoices = z.infer<typeof bulkChoices>;
