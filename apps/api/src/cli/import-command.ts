import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import cliProgress from 'cli-progress';
import { AppError } from '#app/errors/app-error';
import {
  CatalogFileError,
  formatOf,
  readCatalogFile,
  type CatalogFile,
} from '#app/modules/catalog/catalog-import-file';
import {
  CSV_ATTRIBUTES_FORMAT,
  CSV_COLUMNS,
  CSV_REQUIRED_COLUMNS,
} from '#app/modules/catalog/catalog-import-rows';
import { describeImport } from '#app/modules/catalog/catalog-import-report';
import { importCatalog, type CatalogImportSummary } from '#app/modules/catalog/catalog-import.service';
import type { Runtime } from '#app/runtime';

/** Wrong arguments: printed with the usage, exit 2. */
export class ImportUsageError extends Error {}

/** The file cannot be read or is not a catalog file: nothing was imported, exit 2. */
export class ImportFileError extends Error {}

export const IMPORT_USAGE = `  import [--only-new] FILE.json|FILE.csv           add or update products and variants by SKU (--only-new: add new
                                                   products only); exit 1 if rows were rejected (the others are
                                                   imported); "import --help" for the format`;

/** A comma-separated list on lines that fit 110 characters with the indent of the later ones. */
function wrap(items: readonly string[], indent: string): string {
  const lines = [''];
  for (const item of items) {
    const last = lines.length - 1;
    const next = lines[last] ? `${lines[last]}, ${item}` : item;
    if (next.length > 96 && lines[last]) {
      lines[last] += ',';
      lines.push(item);
    } else lines[last] = next;
  }
  return lines.join(`\n${indent}`);
}

export const IMPORT_HELP = `Usage: npm run shop -- import [--only-new] FILE.json|FILE.csv

Adds or updates catalog products by their SKU and their variants by variant SKU, in batches of one transaction.
Running the same file again changes nothing. Rows that cannot be imported are listed with their line (CSV) or
entry (JSON) and the reason; the other rows are imported. Nothing is deleted: variants the file does not list stay.

  --only-new           add only the products whose SKU the catalog does not have; the others are skipped and left
                       exactly as they are (counted as skipped), so edits made since are kept

JSON: an array of products, each with a "variants" array (docs/examples/catalog-import.json).
CSV: one row per variant, UTF-8, comma-separated, first line naming the columns (docs/examples/catalog-import.csv).
  The product's columns are repeated on each of its rows, or left empty after its first row.
  Columns: ${wrap(CSV_COLUMNS, '           ')}
  Required: ${CSV_REQUIRED_COLUMNS.join(', ')}

Fields (JSON names; a CSV column has the same name, except variant_sku, variant_image and variant_images):
  sku, slug            product SKU (letters, digits . _ / -) and item-page slug (lower-case, digits, hyphens)
  name                 product name, one line
  category             category id, slug or name (must exist); sub_category: its slug or name within the category
  brand                brand name or slug; a brand the shop does not have is added and named in the summary
  old_price            struck-through price, above the cheapest variant's price (whole EGP)
  direct_discount      whole EGP off the price of each variant without a discount_price (default 0; below it)
  max_per_order        1 to 99
  payment_discount     the payment-method offer it takes part in, spelt as the method names it ("5% off with Valu")
  details, long_description, meta_description
                       short text; HTML (sanitised); meta text. Control characters are refused everywhere
  image, images        main picture (default: the first variant's) and gallery; paths on the shop's site ("/...")
                       CSV: gallery paths separated by "|"
  attributes           JSON {"Chip": "A19 Pro", "Connectivity": ["5G", "USB-C"]}; CSV "${CSV_ATTRIBUTES_FORMAT}"
  active (default true), preorder, available_soon, new, top (default false)
                       JSON true/false; CSV 1/0, yes/no or true/false
  arrival_status       badge text such as "New Arrival"
  created_at           when it came into the shop, e.g. 2026-01-31T09:00:00Z (with Z or an offset); "newest" lists
                       the latest first. Left out: now for a new product; an existing one keeps its time
  variants[].sku       variant SKU (CSV variant_sku)
  color, size, mac_model
                       option names; new sizes and mac models are added, a new colour needs color_code (#RRGGBB)
  price, discount_price
                       whole EGP; discount_price (what the shopper pays) below price
  stock                whole number, 0 or more; a rise tells shoppers waiting for the product
  image                the variant's picture (CSV variant_image; default: the product's image)
  images               the pictures shown while the variant is chosen, e.g. one per colour on the colour's first
                       variant (CSV variant_images, separated by "|"; default none: the variant's image alone)

A field left out takes its default, so the file describes each product it names completely.
Exit status: 0 all rows imported; 1 some rows rejected (the rest imported); 2 bad arguments or unreadable file.`;

/** The bar goes to stderr and only to a terminal, so pipes, logs and tests get the summary alone. */
function progressBar(): { update(done: number, total: number): void; stop(): void } | null {
  if (!process.stderr.isTTY) return null;
  const bar = new cliProgress.SingleBar(
    {
      stream: process.stderr,
      format: 'Importing [{bar}] {value}/{total} products',
      clearOnComplete: true,
      hideCursor: true,
    },
    cliProgress.Presets.shades_classic,
  );
  let started = false;
  return {
    update(done, total) {
      if (!started) bar.start(total, done);
      else bar.update(done);
      started = true;
    },
    stop: () => {
      if (started) bar.stop();
    },
  };
}

async function readText(file: string, path: string): Promise<string> {
  try {
    return await readFile(path, 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    const reason =
      code === 'ENOENT'
        ? 'no such file'
        : code === 'EISDIR'
          ? 'it is a folder'
          : code === 'EACCES' || code === 'EPERM'
            ? 'permission denied'
            : (error as Error).message;
    throw new ImportFileError(`Cannot read ${file}: ${reason}. Nothing was imported.`);
  }
}

/** npm run shop -- import FILE.json|FILE.csv */
export async function importCommand(runtime: Runtime, args: string[]): Promise<string> {
  const { positionals, values } = parseArgs({
    args,
    options: { help: { type: 'boolean', short: 'h' }, 'only-new': { type: 'boolean' } },
    allowPositionals: true,
  });
  if (values.help) return IMPORT_HELP;
  const [file, ...rest] = positionals;
  if (!file || rest.length > 0) throw new ImportUsageError('Use: import [--only-new] FILE.json|FILE.csv');
  const format = formatOf(file);
  if (!format) {
    throw new ImportFileError(
      `Cannot import ${file}: the file name must end in .json or .csv (save a spreadsheet as "CSV UTF-8"). Nothing was imported.`,
    );
  }

  // npm runs scripts from the repository root; a relative path means relative to where the operator typed it.
  const text = await readText(file, resolve(process.env.INIT_CWD ?? process.cwd(), file));
  let catalog: CatalogFile;
  try {
    catalog = readCatalogFile(file, format, text);
  } catch (error) {
    if (error instanceof CatalogFileError) throw new ImportFileError(error.message);
    throw error;
  }

  const bar = progressBar();
  let summary: CatalogImportSummary;
  try {
    summary = await importCatalog(runtime.deps, catalog, {
      onlyNew: values['only-new'] ?? false,
      onProgress: (done, total) => bar?.update(done, total),
    });
  } finally {
    bar?.stop();
  }
  const report = describeImport(file, catalog, summary);
  // Accepted rows are saved either way; a non-zero exit tells scripts that some were not.
  if (summary.rejected.length > 0 || summary.stopped) throw new AppError('validation_failed', report);
  return report;
}
