import type { Transaction } from 'kysely';
import { itemPath } from '@shop/contract/urls';
import type { Database } from '#app/db/schema';
import { mediaPaths } from '#app/demo/device-art';
import type { CatalogFile } from '#app/modules/catalog/catalog-import-file';
import type { DemoShop } from './demo-files.ts';

type Trx = Transaction<Database>;

/**
 * The home page's sections and ads from demo-shop.json, written after the products they name. Only what is missing is
 * inserted: a section by its slug, an ad by its placement and title. A section's product list is curated by operators
 * once it exists, so products are added only with a new section.
 */
export async function seedDemoHome(trx: Trx, shop: DemoShop, catalog: CatalogFile): Promise<void> {
  const products = await demoProducts(trx, catalog);
  await seedHomeSections(trx, shop, products);
  await seedAds(trx, shop, products);
}

type ProductsBySlug = Map<string, { id: number; slug: string; name: string }>;

/** The demo's products as the catalog has them now, by the slug the files use (found by SKU, which never changes). */
async function demoProducts(trx: Trx, catalog: CatalogFile): Promise<ProductsBySlug> {
  const slugOf = new Map(catalog.products.map((p) => [p.data.sku, p.data.slug]));
  const rows = await trx
    .selectFrom('products')
    .select(['id', 'sku', 'slug', 'name'])
    .where('sku', 'in', [...slugOf.keys()])
    .execute();
  return new Map(rows.map((row) => [slugOf.get(row.sku)!, { id: row.id, slug: row.slug, name: row.name }]));
}

async function seedHomeSections(trx: Trx, shop: DemoShop, products: ProductsBySlug): Promise<void> {
  const have = new Set((await trx.selectFrom('home_sections').select('slug').execute()).map((s) => s.slug));
  for (const [index, section] of shop.home_sections.entries()) {
    if (have.has(section.slug)) continue;
    const row = await trx
      .insertInto('home_sections')
      .values({ title: section.title, slug: section.slug, sort_order: index + 1, active: 1 })
      .returning('id')
      .executeTakeFirstOrThrow();
    const links = section.products
      .map((slug) => products.get(slug))
      .filter((product) => product !== undefined)
      .map((product, position) => ({ section_id: row.id, product_id: product.id, sort_order: position + 1 }));
    if (links.length > 0) await trx.insertInto('home_section_products').values(links).execute();
  }
}

async function seedAds(trx: Trx, shop: DemoShop, products: ProductsBySlug): Promise<void> {
  const existing = await trx.selectFrom('ads').select(['placement', 'title']).execute();
  const have = new Set(existing.map((a) => `${a.placement}:${a.title}`));
  const placementOrder = new Map<string, number>();
  for (const ad of shop.ads) {
    const sortOrder = (placementOrder.get(ad.placement) ?? 0) + 1;
    placementOrder.set(ad.placement, sortOrder);
    if (have.has(`${ad.placement}:${ad.title}`)) continue;
    const link = adLink(ad.link, products);
    if (link === null) continue;
    await trx
      .insertInto('ads')
      .values({
        placement: ad.placement,
        title: ad.title,
        subtitle: ad.subtitle,
        image: mediaPaths.banner(ad.banner),
        link,
        cta: ad.cta,
        sort_order: sortOrder,
        active: 1,
      })
      .execute();
  }
}

/** The ad's address: its own, or its product's item page (null when the catalog does not have the product). */
function adLink(link: DemoShop['ads'][number]['link'], products: ProductsBySlug): string | null {
  if (typeof link === 'string') return link;
  const product = products.get(link.product);
  return product ? itemPath(product) : null;
}
