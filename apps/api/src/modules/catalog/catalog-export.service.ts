import { setImmediate } from 'node:timers/promises';
import type { CatalogReads } from '#app/deps';
import { CSV_COLUMNS } from './catalog-import-rows.ts';
import * as repo from './catalog-bulk.repository.ts';

/**
 * The catalog as the import's CSV (docs/examples/catalog-import.csv): one row per variant, every product column on
 * every row, each field written as the import reads it back, so importing the export changes nothing. Streamed a
 * page of products at a time: a large catalog is never held whole, and the server answers others between pages.
 */

const PAGE = 200;

/** A cell as CSV writes it: quoted when it holds a comma, a quote or a line break. */
function cell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  const text = String(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

const line = (cells: Array<string | number | null | undefined>) => `${cells.map(cell).join(',')}\r\n`;
const flag = (value: number) => (value ? '1' : '0');

/** "Chip: A19 Pro; Connectivity: 5G | USB-C", the import's attributes cell. */
function attributesCell(rows: Array<{ name: string; value: string }>): string {
  const byName = new Map<string, string[]>();
  for (const { name, value } of rows) byName.set(name, [...(byName.get(name) ?? []), value]);
  return [...byName].map(([name, values]) => `${name}: ${values.join(' | ')}`).join('; ');
}

function groupBy<T, K>(rows: T[], key: (row: T) => K): Map<K, T[]> {
  const map = new Map<K, T[]>();
  for (const row of rows) {
    const list = map.get(key(row));
    if (list) list.push(row);
    else map.set(key(row), [row]);
  }
  return map;
}

export async function* exportCatalogCsv(deps: Pick<CatalogReads, 'db'>): AsyncGenerator<string> {
  yield line(CSV_COLUMNS);
  let afterId = 0;
  for (;;) {
    const products = await repo.exportProducts(deps.db, afterId, PAGE);
    if (products.length === 0) return;
    const ids = products.map((p) => p.id);
    const [variants, pictures, attributes] = await Promise.all([
      repo.exportVariants(deps.db, ids),
      repo.exportPictures(deps.db, ids),
      repo.exportAttributes(deps.db, ids),
    ]);
    const variantsOf = groupBy(variants, (v) => v.product_id);
    const galleryOf = groupBy(
      pictures.filter((p) => p.variant_id === null),
      (p) => p.product_id,
    );
    const picturesOf = groupBy(
      pictures.filter((p) => p.variant_id !== null),
      (p) => p.variant_id,
    );
    const attributesOf = groupBy(attributes, (a) => a.product_id);
    let chunk = '';
    for (const p of products) {
      const productCells = [
        p.sku,
        p.slug,
        p.name,
        p.category,
        p.sub_category,
        p.brand,
        p.old_price,
        p.direct_discount,
        p.payment_discount,
        p.max_per_order,
        p.details,
        p.long_description,
        p.meta_description,
        p.image,
        (galleryOf.get(p.id) ?? []).map((g) => g.image).join('|'),
        attributesCell(attributesOf.get(p.id) ?? []),
        flag(p.active),
        flag(p.preorder),
        flag(p.available_soon),
        flag(p.is_new),
        flag(p.top),
        p.arrival_status,
        p.created_at,
        p.name_ar,
        p.details_ar,
        p.long_description_ar,
        p.meta_description_ar,
      ];
      for (const v of variantsOf.get(p.id) ?? []) {
        chunk += line([
          ...productCells,
          v.sku,
          v.color,
          // An existing colour keeps its swatch: the code is only read for a colour the shop does not have.
          '',
          v.size,
          v.mac_model,
          v.price,
          v.discount_price,
          v.stock,
          v.image,
          (picturesOf.get(v.id) ?? []).map((pic) => pic.image).join('|'),
        ]);
      }
    }
    yield chunk;
    afterId = products.at(-1)!.id;
    await setImmediate();
  }
}
