import type { CatalogDeps } from '#app/deps';
import { importCatalog } from '#app/modules/catalog/catalog-import.service';
import { checkDemoFiles, readDemoCatalog, readDemoShop } from './demo-files.ts';
import { seedDemoArabic } from './seed-arabic.ts';
import { seedDemoHome } from './seed-home.ts';
import { seedDemoReferences } from './seed-references.ts';

/**
 * Loads the demo catalog from its data files (demo-files.ts): what the products hang on first, then the products
 * through the operator's catalog import, then the home page's sections and ads. It only inserts what is missing and
 * never updates or deletes, so an operator's edits and additions survive a re-run: the import adds only products
 * whose SKU the catalog does not have, and leaves the others as they are.
 */

export const SEEDED_TABLES = [
  'brands',
  'categories',
  'category_groups',
  'sub_categories',
  'option_values',
  'products',
  'product_variants',
  'product_images',
  'home_sections',
  'home_section_products',
  'ads',
  'attributes',
  'attribute_values',
  'product_attribute_values',
] as const;
export type SeededTable = (typeof SEEDED_TABLES)[number];

/** Rows inserted per table by one run. */
export type SeedSummary = Record<SeededTable, number>;

export async function seedDemoCatalog(deps: CatalogDeps): Promise<SeedSummary> {
  const shop = readDemoShop();
  const catalog = readDemoCatalog();
  checkDemoFiles(shop, catalog);
  const before = await countRows(deps);
  await deps.db.transaction().execute((trx) => seedDemoReferences(trx, deps.dialect, shop));
  // One batch: a first start adds every product in one transaction.
  const imported = await importCatalog(deps, catalog, { onlyNew: true, batchSize: catalog.products.length });
  if (imported.rejected.length > 0 || imported.stopped) {
    const rows = imported.rejected.map((r) => `\n  ${r.where} (${r.sku}): ${r.reason}`).join('');
    throw new Error(
      `The demo catalog was not fully added; the import refused these products (the others are in):${rows}${imported.stopped ? `\n${imported.stopped}` : ''}`,
    );
  }
  await deps.db.transaction().execute(async (trx) => {
    await seedDemoHome(trx, shop, catalog);
    await seedDemoArabic(trx, shop);
  });
  const after = await countRows(deps);
  return Object.fromEntries(
    SEEDED_TABLES.map((table) => [table, after[table] - before[table]]),
  ) as SeedSummary;
}

async function countRows({ db }: CatalogDeps): Promise<SeedSummary> {
  const counts = await Promise.all(
    SEEDED_TABLES.map(async (table) => {
      const row = await db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      return [table, Number(row.n)] as const;
    }),
  );
  return Object.fromEntries(counts) as SeedSummary;
}
