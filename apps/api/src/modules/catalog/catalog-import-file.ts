import { parse as parseCsv, CsvError } from 'csv-parse/sync';
import type { z } from 'zod';
import {
  catalogImportJsonFile,
  catalogImportProductFields,
  catalogImportVariant,
  CSV_COLUMNS,
  CSV_PRODUCT_COLUMNS,
  CSV_REQUIRED_COLUMNS,
  csvRowToImport,
  csvVariantColumn,
  type CatalogImportProductFields,
  type CatalogImportVariant,
} from './catalog-import-rows.ts';

/**
 * Reads a catalog import file (JSON or CSV) into products with their variants, checking every row against the row
 * schemas (catalog-import-rows.ts) and the file against itself (a SKU or slug given twice). Nothing here touches the
 * database; catalog-import.service.ts checks the rows against the catalog and writes them.
 */

export type ImportFormat = 'json' | 'csv';

/** A row that is not imported: where it is in the file, the SKU it names, and what to fix. */
export interface RejectedRow {
  /** "line 7" in a CSV file; "[3]" or "[3].variants[1]" in a JSON file. */
  where: string;
  sku: string;
  reason: string;
}

export interface PlannedVariant {
  where: string;
  data: CatalogImportVariant;
}

export interface PlannedProduct {
  /** The product's first row ("line 2") or its entry ("[0]"). */
  where: string;
  data: CatalogImportProductFields;
  variants: PlannedVariant[];
}

export interface CatalogFile {
  format: ImportFormat;
  /** Variant rows (CSV) or product entries (JSON), as the file counts them. */
  rows: number;
  products: PlannedProduct[];
  rejected: RejectedRow[];
}

/** The file as a whole cannot be read as a catalog: nothing is imported. */
export class CatalogFileError extends Error {}

const quote = (value: unknown) => JSON.stringify(typeof value === 'string' ? value.slice(0, 60) : value);

function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  let value = input;
  for (const key of path) {
    if (typeof value !== 'object' || value === null) return undefined;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
}

/** "price: must be a whole number of EGP (got "74,999")": at most three problems, each with what was given. */
export function describeIssues(
  error: z.ZodError,
  input: unknown,
  fieldName: (field: string) => string = (f) => f,
): string {
  return error.issues
    .slice(0, 3)
    .map((issue) => {
      const [head, ...rest] = issue.path.map(String);
      const path = head === undefined ? '' : [fieldName(head), ...rest].join('.');
      const given = valueAt(input, issue.path);
      const got =
        (typeof given === 'string' || typeof given === 'number') && issue.code !== 'unrecognized_keys'
          ? ` (got ${quote(given)})`
          : '';
      return path ? `${path}: ${issue.message}${got}` : `${issue.message}${got}`;
    })
    .join('; ');
}

export function formatOf(file: string): ImportFormat | null {
  const lower = file.toLowerCase();
  if (lower.endsWith('.json')) return 'json';
  if (lower.endsWith('.csv')) return 'csv';
  return null;
}

export function readCatalogFile(name: string, format: ImportFormat, text: string): CatalogFile {
  const body = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const file = format === 'json' ? readJson(name, body) : readCsv(name, body);
  if (file.rows === 0) throw new CatalogFileError(`${name} has no products in it. Nothing was imported.`);
  checkWithinFile(file);
  return file;
}

// --- JSON ----------------------------------------------------------------------------------------------------------

function readJson(name: string, text: string): CatalogFile {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new CatalogFileError(
      `${name} is not valid JSON (${error instanceof Error ? error.message : String(error)}). Nothing was imported.`,
    );
  }
  const entries = catalogImportJsonFile.safeParse(json);
  if (!entries.success) {
    throw new CatalogFileError(`${name} ${entries.error.issues[0]?.message}. Nothing was imported.`);
  }
  const file: CatalogFile = { format: 'json', rows: entries.data.length, products: [], rejected: [] };
  for (const [index, entry] of entries.data.entries()) {
    const where = `[${index}]`;
    const { variants, ...fields } = (typeof entry === 'object' && entry !== null ? entry : {}) as Record<
      string,
      unknown
    >;
    const sku = typeof fields.sku === 'string' ? fields.sku.slice(0, 64) : '';
    if (typeof entry !== 'object' || entry === null || Array.isArray(entry)) {
      file.rejected.push({ where, sku, reason: 'each product must be an object' });
      continue;
    }
    const product = catalogImportProductFields.safeParse(fields);
    if (!product.success) {
      file.rejected.push({ where, sku, reason: describeIssues(product.error, fields) });
      continue;
    }
    if (!Array.isArray(variants) || variants.length === 0) {
      file.rejected.push({ where, sku, reason: 'variants: must list at least one variant' });
      continue;
    }
    const planned: PlannedProduct = { where, data: product.data, variants: [] };
    for (const [i, raw] of variants.entries()) {
      const variantWhere = `${where}.variants[${i}]`;
      const variant = catalogImportVariant.safeParse(raw);
      if (variant.success) planned.variants.push({ where: variantWhere, data: variant.data });
      else
        file.rejected.push({
          where: variantWhere,
          sku: skuOf(raw),
          reason: describeIssues(variant.error, raw),
        });
    }
    if (planned.variants.length > 0) file.products.push(planned);
    else file.rejected.push({ where, sku, reason: 'none of its variants can be imported' });
  }
  return file;
}

function skuOf(raw: unknown): string {
  const sku = typeof raw === 'object' && raw !== null ? (raw as { sku?: unknown }).sku : undefined;
  return typeof sku === 'string' ? sku.slice(0, 64) : '';
}

// --- CSV -----------------------------------------------------------------------------------------------------------

const lineBreaks = (text: string) => text.match(/\r\n|\r|\n/g)?.length ?? 0;

interface CsvRecord {
  line: number;
  cells: string[];
}

/**
 * csv-parse's own line count is off for quoted cells holding CRLF line breaks, so each record's first line is
 * counted here from the raw text it consumed (which starts with any empty lines skipped before it).
 */
function csvRecords(name: string, text: string): CsvRecord[] {
  let parsed: Array<{ record: string[]; raw: string }>;
  try {
    // With `raw`, each record comes as { record, raw }; the typings describe plain records only.
    parsed = parseCsv(text, {
      raw: true,
      skip_empty_lines: true,
      relax_column_count: true,
    }) as unknown as Array<{
      record: string[];
      raw: string;
    }>;
  } catch (error) {
    if (error instanceof CsvError) {
      throw new CatalogFileError(
        `${name} is not valid CSV (${error.message.replace(/\.$/, '')}). Nothing was imported.`,
      );
    }
    throw error;
  }
  let consumed = 0;
  return parsed.map(({ record, raw }) => {
    const skipped = /^(?:\r\n|\n|\r)*/.exec(raw)?.[0] ?? '';
    const line = consumed + lineBreaks(skipped) + 1;
    consumed += lineBreaks(raw);
    return { line, cells: record };
  });
}

function readHeader(name: string, header: string[] | undefined): string[] {
  if (!header) throw new CatalogFileError(`${name} is empty. Nothing was imported.`);
  const columns = header.map((cell) => cell.trim().toLowerCase());
  const known = new Set(CSV_COLUMNS);
  const unknown = columns.filter((c) => !known.has(c));
  const missing = CSV_REQUIRED_COLUMNS.filter((c) => !columns.includes(c));
  const repeated = columns.filter((c, i) => columns.indexOf(c) !== i);
  const problems = [
    ...(unknown.length
      ? [`unknown column${unknown.length > 1 ? 's' : ''} ${unknown.map(quote).join(', ')}`]
      : []),
    ...(missing.length ? [`missing column${missing.length > 1 ? 's' : ''} ${missing.join(', ')}`] : []),
    ...(repeated.length
      ? [`column${repeated.length > 1 ? 's' : ''} ${repeated.join(', ')} given twice`]
      : []),
  ];
  if (problems.length > 0) {
    throw new CatalogFileError(
      `${name}: the first line must name the columns: ${problems.join('; ')}. The columns are: ${CSV_COLUMNS.join(', ')}. Nothing was imported.`,
    );
  }
  return columns;
}

interface CsvGroup {
  firstLine: number;
  productCells: Record<string, string>;
  rows: Array<{ line: number; variant: Record<string, unknown> }>;
}

function readCsv(name: string, text: string): CatalogFile {
  const [header, ...records] = csvRecords(name, text);
  const columns = readHeader(name, header?.cells);
  const file: CatalogFile = { format: 'csv', rows: 0, products: [], rejected: [] };
  const groups = new Map<string, CsvGroup>();

  for (const { line, cells } of records) {
    if (cells.every((cell) => cell.trim() === '')) continue;
    file.rows += 1;
    const where = `line ${line}`;
    const byColumn = Object.fromEntries(columns.map((column, i) => [column, cells[i] ?? '']));
    const { variant } = csvRowToImport(byColumn);
    const variantSku = typeof variant.sku === 'string' ? variant.sku.slice(0, 64) : '';
    if (cells.length !== columns.length) {
      file.rejected.push({
        where,
        sku: variantSku,
        reason: `has ${cells.length} cells but the first line names ${columns.length} columns (put cells that contain commas in double quotes)`,
      });
      continue;
    }
    const productSku = byColumn.sku?.trim() ?? '';
    if (!productSku) {
      file.rejected.push({
        where,
        sku: variantSku,
        reason: 'sku: is required (the product SKU, on every row of the product)',
      });
      continue;
    }
    const productCells = Object.fromEntries(
      CSV_PRODUCT_COLUMNS.map((column) => [column, byColumn[column]?.trim() ?? '']),
    );
    const group = groups.get(productSku);
    if (!group) {
      groups.set(productSku, { firstLine: line, productCells, rows: [{ line, variant }] });
      continue;
    }
    // Later rows of a product may repeat its columns or leave them empty; different values are a mistake.
    const differing = CSV_PRODUCT_COLUMNS.filter(
      (column) => productCells[column] !== '' && productCells[column] !== group.productCells[column],
    );
    if (differing.length > 0) {
      file.rejected.push({
        where,
        sku: variantSku,
        reason: `${differing.join(', ')} differ${differing.length === 1 ? 's' : ''} from line ${group.firstLine} of product ${productSku}: repeat the same values on every row of a product, or leave them empty after its first row`,
      });
      continue;
    }
    group.rows.push({ line, variant });
  }

  for (const group of groups.values()) {
    const fields = csvRowToImport(group.productCells).product;
    const product = catalogImportProductFields.safeParse(fields);
    if (!product.success) {
      const reason = describeIssues(product.error, fields);
      for (const row of group.rows)
        file.rejected.push({ where: `line ${row.line}`, sku: skuOf(row.variant), reason });
      continue;
    }
    const planned: PlannedProduct = { where: `line ${group.firstLine}`, data: product.data, variants: [] };
    for (const row of group.rows) {
      const variant = catalogImportVariant.safeParse(row.variant);
      if (variant.success) planned.variants.push({ where: `line ${row.line}`, data: variant.data });
      else
        file.rejected.push({
          where: `line ${row.line}`,
          sku: skuOf(row.variant),
          reason: describeIssues(variant.error, row.variant, csvVariantColumn),
        });
    }
    if (planned.variants.length > 0) file.products.push(planned);
  }
  return file;
}

// --- the file against itself ---------------------------------------------------------------------------------------

/** A product SKU, a slug or a variant SKU given twice: the first stands, later ones are rejected. */
function checkWithinFile(file: CatalogFile): void {
  const productAt = new Map<string, string>();
  const slugAt = new Map<string, { where: string; sku: string }>();
  const variantAt = new Map<string, string>();
  const products: PlannedProduct[] = [];
  const rejectProduct = (product: PlannedProduct, reason: string) => {
    if (file.format === 'json') file.rejected.push({ where: product.where, sku: product.data.sku, reason });
    else for (const v of product.variants) file.rejected.push({ where: v.where, sku: v.data.sku, reason });
  };

  for (const product of file.products) {
    const { sku, slug } = product.data;
    const sameSku = productAt.get(sku);
    if (sameSku !== undefined) {
      rejectProduct(product, `sku: product ${sku} is already in this file at ${sameSku}`);
      continue;
    }
    const sameSlug = slugAt.get(slug);
    if (sameSlug !== undefined) {
      rejectProduct(
        product,
        `slug: ${quote(slug)} is already the slug of product ${sameSlug.sku} at ${sameSlug.where}`,
      );
      continue;
    }
    productAt.set(sku, product.where);
    slugAt.set(slug, { where: product.where, sku });

    product.variants = product.variants.filter((variant) => {
      const seen = variantAt.get(variant.data.sku);
      if (seen === undefined) {
        variantAt.set(variant.data.sku, variant.where);
        return true;
      }
      const column = file.format === 'csv' ? 'variant_sku' : 'sku';
      file.rejected.push({
        where: variant.where,
        sku: variant.data.sku,
        reason: `${column}: variant ${variant.data.sku} is already in this file at ${seen}`,
      });
      return false;
    });
    if (product.variants.length > 0) products.push(product);
    else if (file.format === 'json')
      file.rejected.push({
        where: product.where,
        sku,
        reason: 'none of its variants can be imported',
      });
  }
  file.products = products;
}

/** Rejections in file order: CSV by line, JSON by entry and then variant. */
export function sortRejected(rows: RejectedRow[]): RejectedRow[] {
  const key = (where: string) => (where.match(/\d+/g) ?? []).map(Number);
  return [...rows].sort((a, b) => {
    const [x, y] = [key(a.where), key(b.where)];
    for (let i = 0; i < Math.max(x.length, y.length); i++) {
      const d = (x[i] ?? -1) - (y[i] ?? -1);
      if (d !== 0) return d;
    }
    return 0;
  });
}
