import escapeHtml from 'escape-html';
import { sql, type Kysely, type Transaction } from 'kysely';
import { itemPath } from '@shop/contract/urls';
import type { DialectName } from '#app/db/dialect';
import type { Database } from '#app/db/schema';
import { mediaPaths } from '#app/demo/device-art';
import {
  DEMO_ADS,
  DEMO_BRANDS,
  DEMO_CATEGORIES,
  DEMO_COLORS,
  DEMO_HOME_SECTIONS,
  DEMO_MAC_MODELS,
  DEMO_PRODUCTS,
  DEMO_SIZES,
  type DemoAd,
  type DemoCategory,
  type DemoColorName,
  type DemoProduct,
  type DemoVariantOption,
} from './demo-catalog.ts';
import { assertSpecsConsistent, seedAttributes } from './seed-attributes.ts';

/**
 * Loads the demo catalog. Idempotent by natural keys (slugs, SKUs, option names, ad placement and title): it only
 * inserts what is missing and never updates or deletes, so an operator's edits and additions survive a re-run.
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

type Trx = Transaction<Database>;

export async function seedDemoCatalog(db: Kysely<Database>, dialect: DialectName): Promise<SeedSummary> {
  assertCatalogConsistent();
  return db.transaction().execute(async (trx) => {
    const summary = emptySummary();
    const now = new Date();
    const brandIds = await seedBrands(trx, summary);
    const categoryIds = await seedCategories(trx, dialect, summary);
    const subCategoryIds = await seedCategoryTree(trx, categoryIds, summary);
    const optionIds = await seedOptionValues(trx, summary);
    const productIds = await seedProducts(trx, { brandIds, categoryIds, subCategoryIds }, now, summary);
    for (const product of DEMO_PRODUCTS) {
      const productId = productIds.get(product.slug)!;
      const variantIds = await seedVariants(trx, product, productId, optionIds, summary);
      await seedProductImages(trx, product, productId, variantIds, summary);
    }
    await seedHomeSections(trx, productIds, summary);
    await seedAds(trx, summary);
    Object.assign(summary, await seedAttributes(trx, productIds));
    return summary;
  });
}

function emptySummary(): SeedSummary {
  return Object.fromEntries(SEEDED_TABLES.map((t) => [t, 0])) as SeedSummary;
}

// ---------------------------------------------------------------------------------------------------------------
// Derived values: variants, prices, stock, descriptions. Pure, so the tests and the seed agree on them.

export interface PlannedVariant {
  sku: string;
  color: DemoColorName;
  size: string | null;
  macModel: string | null;
  price: number;
  discountPrice: number | null;
  stock: number;
  image: string;
}

export function colorHex(name: DemoColorName): string {
  return DEMO_COLORS.find((c) => c.name === name)!.hex;
}

function skuPart(text: string): string {
  return text
    .toUpperCase()
    .replace(/[^A-Z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

function variantSku(product: DemoProduct, color: DemoColorName, option: DemoVariantOption): string {
  return [product.sku, color, option.size, option.macModel]
    .filter((part): part is string => Boolean(part))
    .map(skuPart)
    .join('-');
}

/** Shop prices end in 9: round the discounted price to the nearest 50 and step one pound below. */
export function discountedPrice(price: number, percent: number): number {
  const rounded = Math.round((price * (100 - percent)) / 100 / 50) * 50 - 1;
  return Math.min(rounded, price - 1);
}

/** Deterministic pseudo-random stock so every run (and every test) sees the same numbers. */
function stableHash(text: string): number {
  let h = 2166136261;
  for (const ch of text) h = Math.imul(h ^ ch.charCodeAt(0), 16777619);
  return h >>> 0;
}

function variantStock(product: DemoProduct, color: DemoColorName, sku: string): number {
  // Not yet purchasable: there is nothing to sell until the shipment arrives.
  if (product.stock === 'out' || product.availableSoon) return 0;
  if (product.soldOutColors?.includes(color)) return 0;
  if (product.stock === 'low') return 1 + (stableHash(sku) % 3);
  return 4 + (stableHash(sku) % 33);
}

export function planVariants(product: DemoProduct): PlannedVariant[] {
  return product.colors.flatMap((color) =>
    product.options.map((option) => {
      const sku = variantSku(product, color, option);
      return {
        sku,
        color,
        size: option.size ?? null,
        macModel: option.macModel ?? null,
        price: option.price,
        discountPrice: product.discountPercent
          ? discountedPrice(option.price, product.discountPercent)
          : null,
        stock: variantStock(product, color, sku),
        image: mediaPaths.device(product.kind, colorHex(color)),
      };
    }),
  );
}

export interface ProductPricing {
  price: number;
  oldPrice: number | null;
  discountPrice: number | null;
}

/** The product row carries the cheapest variant's prices, as cards show "from" prices. */
export function productPricing(product: DemoProduct, variants: readonly PlannedVariant[]): ProductPricing {
  const cheapest = variants.reduce((a, b) => (b.price < a.price ? b : a));
  return { price: cheapest.price, oldPrice: product.oldPrice ?? null, discountPrice: cheapest.discountPrice };
}

/** Simple HTML only (<p>, <ul><li>, <strong>), which the storefront's sanitiser keeps as is. */
export function longDescription(product: DemoProduct, category: DemoCategory): string {
  const items = product.highlights
    .map(([label, text]) => `<li><strong>${escapeHtml(label)}</strong> ${escapeHtml(text)}</li>`)
    .join('');
  return `<p>${escapeHtml(product.intro)}</p><ul>${items}</ul><p>${escapeHtml(category.serviceNote)}</p>`;
}

export function metaDescription(product: DemoProduct): string {
  const text = `${product.name}: ${product.details} Buy online in Egypt with fast delivery and official warranty.`;
  if (text.length <= 160) return text;
  const cut = text.slice(0, 157);
  return `${cut.slice(0, cut.lastIndexOf(' '))}...`;
}

function categoryOf(product: DemoProduct): DemoCategory {
  return DEMO_CATEGORIES.find((c) => c.id === product.categoryId)!;
}

/** Fails fast on data mistakes (dangling references, prices that contradict each other) before touching the database. */
export function assertCatalogConsistent(): void {
  const subCategories = new Map(
    DEMO_CATEGORIES.flatMap((c) =>
      c.groups.flatMap((g) => g.subCategories.map((s) => [s.slug, c.id] as const)),
    ),
  );
  const brands = new Set(DEMO_BRANDS.map((b) => b.slug));
  const products = new Set<string>();
  const skus = new Set<string>();
  for (const product of DEMO_PRODUCTS) {
    const problem = (what: string) => new Error(`Demo catalog: ${product.slug}: ${what}`);
    if (products.has(product.slug)) throw problem('duplicate slug');
    products.add(product.slug);
    if (subCategories.get(product.subCategory) !== product.categoryId)
      throw problem('sub-category not in category');
    if (!brands.has(product.brand)) throw problem(`unknown brand ${product.brand}`);
    const variants = planVariants(product);
    for (const v of variants) {
      if (skus.has(v.sku)) throw problem(`duplicate SKU ${v.sku}`);
      skus.add(v.sku);
    }
    const pricing = productPricing(product, variants);
    if (pricing.oldPrice !== null && pricing.oldPrice <= pricing.price)
      throw problem('old price is not above price');
  }
  assertSpecsConsistent(products);
  for (const section of DEMO_HOME_SECTIONS) {
    const missing = section.products.filter((slug) => !products.has(slug));
    if (missing.length)
      throw new Error(`Demo catalog: section ${section.slug} lists unknown ${missing.join(', ')}`);
  }
  for (const ad of DEMO_ADS) {
    if (typeof ad.link !== 'string' && !products.has(ad.link.product)) {
      throw new Error(`Demo catalog: ad ${ad.title} links to unknown ${ad.link.product}`);
    }
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Steps, one per table group. Each reads the existing natural keys once, then inserts what is missing.

async function seedBrands(trx: Trx, summary: SeedSummary): Promise<Map<string, number>> {
  const existing = await trx.selectFrom('brands').select(['id', 'slug']).execute();
  const ids = new Map(existing.map((b) => [b.slug, b.id]));
  for (const [index, brand] of DEMO_BRANDS.entries()) {
    if (ids.has(brand.slug)) continue;
    const row = await trx
      .insertInto('brands')
      .values({
        name: brand.name,
        slug: brand.slug,
        image: mediaPaths.brand(brand.slug),
        featured: brand.featured ? 1 : 0,
        sort_order: index + 1,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids.set(brand.slug, row.id);
    summary.brands++;
  }
  return ids;
}

/** Maps the demo's category ids to the database's (equal unless an operator already used that id). */
async function seedCategories(
  trx: Trx,
  dialect: DialectName,
  summary: SeedSummary,
): Promise<Map<number, number>> {
  const existing = await trx.selectFrom('categories').select(['id', 'slug']).execute();
  const bySlug = new Map(existing.map((c) => [c.slug, c.id]));
  const takenIds = new Set(existing.map((c) => c.id));
  const ids = new Map<number, number>();
  for (const [index, category] of DEMO_CATEGORIES.entries()) {
    const found = bySlug.get(category.slug);
    if (found !== undefined) {
      ids.set(category.id, found);
      continue;
    }
    const row = await trx
      .insertInto('categories')
      .values({
        // The storefront relies on fixed ids (7 is Accessories); fall back to a fresh id rather than fail.
        ...(takenIds.has(category.id) ? {} : { id: category.id }),
        name: category.name,
        slug: category.slug,
        icon: mediaPaths.icon(category.kind),
        active_icon: mediaPaths.icon(category.kind),
        image: mediaPaths.category(category.kind),
        sort_order: index + 1,
        active: 1,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    takenIds.add(row.id);
    ids.set(category.id, row.id);
    summary.categories++;
  }
  if (dialect === 'postgres' && summary.categories > 0) await resetCategorySequence(trx);
  return ids;
}

/** Explicit ids do not advance PostgreSQL's serial sequence; without this the next operator insert collides. */
async function resetCategorySequence(trx: Trx): Promise<void> {
  await sql`select setval(pg_get_serial_sequence('categories', 'id'), (select max(id) from categories))`.execute(
    trx,
  );
}

async function seedCategoryTree(
  trx: Trx,
  categoryIds: Map<number, number>,
  summary: SeedSummary,
): Promise<Map<string, number>> {
  const groups = await trx.selectFrom('category_groups').select(['id', 'category_id', 'name']).execute();
  const groupIds = new Map(groups.map((g) => [`${g.category_id}:${g.name}`, g.id]));
  const subs = await trx.selectFrom('sub_categories').select(['id', 'slug']).execute();
  const subIds = new Map(subs.map((s) => [s.slug, s.id]));

  for (const category of DEMO_CATEGORIES) {
    const categoryId = categoryIds.get(category.id)!;
    for (const [groupIndex, group] of category.groups.entries()) {
      const groupId = await ensureGroup(trx, groupIds, categoryId, group.name, groupIndex + 1, summary);
      for (const [subIndex, sub] of group.subCategories.entries()) {
        if (subIds.has(sub.slug)) continue;
        const row = await trx
          .insertInto('sub_categories')
          .values({
            category_id: categoryId,
            group_id: groupId,
            name: sub.name,
            slug: sub.slug,
            image: mediaPaths.device(sub.art.kind, colorHex(sub.art.color)),
            sort_order: groupIndex * 100 + subIndex + 1,
            is_new: sub.isNew ? 1 : 0,
            active: 1,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        subIds.set(sub.slug, row.id);
        summary.sub_categories++;
      }
    }
  }
  return subIds;
}

async function ensureGroup(
  trx: Trx,
  groupIds: Map<string, number>,
  categoryId: number,
  name: string,
  sortOrder: number,
  summary: SeedSummary,
): Promise<number> {
  const key = `${categoryId}:${name}`;
  const found = groupIds.get(key);
  if (found !== undefined) return found;
  const row = await trx
    .insertInto('category_groups')
    .values({ category_id: categoryId, name, sort_order: sortOrder })
    .returning('id')
    .executeTakeFirstOrThrow();
  groupIds.set(key, row.id);
  summary.category_groups++;
  return row.id;
}

type OptionKind = 'Color' | 'size' | 'mac_model';
type OptionIds = Map<string, number>;
const optionKey = (kind: OptionKind, name: string) => `${kind}:${name}`;

async function seedOptionValues(trx: Trx, summary: SeedSummary): Promise<OptionIds> {
  const existing = await trx.selectFrom('option_values').select(['id', 'kind', 'name']).execute();
  const ids: OptionIds = new Map(existing.map((o) => [optionKey(o.kind, o.name), o.id]));
  const wanted = [
    ...DEMO_COLORS.map((c, i) => ({
      kind: 'Color' as const,
      name: c.name,
      color_code: `#${c.hex}`,
      sort_order: i + 1,
    })),
    ...DEMO_SIZES.map((name, i) => ({ kind: 'size' as const, name, color_code: null, sort_order: i + 1 })),
    ...DEMO_MAC_MODELS.map((name, i) => ({
      kind: 'mac_model' as const,
      name,
      color_code: null,
      sort_order: i + 1,
    })),
  ];
  for (const value of wanted) {
    if (ids.has(optionKey(value.kind, value.name))) continue;
    const row = await trx.insertInto('option_values').values(value).returning('id').executeTakeFirstOrThrow();
    ids.set(optionKey(value.kind, value.name), row.id);
    summary.option_values++;
  }
  return ids;
}

interface ProductRefs {
  brandIds: Map<string, number>;
  categoryIds: Map<number, number>;
  subCategoryIds: Map<string, number>;
}

async function seedProducts(trx: Trx, refs: ProductRefs, now: Date, summary: SeedSummary) {
  const existing = await trx.selectFrom('products').select(['id', 'slug']).execute();
  const ids = new Map(existing.map((p) => [p.slug, p.id]));
  for (const [index, product] of DEMO_PRODUCTS.entries()) {
    if (ids.has(product.slug)) continue;
    // One second apart, so "newest first" lists the catalog in its written order.
    const stamp = new Date(now.getTime() - index * 1000).toISOString();
    const row = await trx
      .insertInto('products')
      .values(productRow(product, refs, stamp))
      .returning('id')
      .executeTakeFirstOrThrow();
    ids.set(product.slug, row.id);
    summary.products++;
  }
  return ids;
}

function productRow(product: DemoProduct, refs: ProductRefs, stamp: string) {
  const pricing = productPricing(product, planVariants(product));
  const flag = (value: boolean | undefined) => (value ? 1 : 0);
  return {
    slug: product.slug,
    name: product.name,
    sku: product.sku,
    category_id: refs.categoryIds.get(product.categoryId)!,
    sub_category_id: refs.subCategoryIds.get(product.subCategory) ?? null,
    brand_id: refs.brandIds.get(product.brand) ?? null,
    details: product.details,
    long_description: longDescription(product, categoryOf(product)),
    meta_description: metaDescription(product),
    image: mediaPaths.device(product.kind, colorHex(product.colors[0])),
    price: pricing.price,
    old_price: pricing.oldPrice,
    discount_price: pricing.discountPrice,
    direct_discount: product.directDiscount ?? 0,
    payment_methods_discount_name_en: product.paymentDiscount ?? null,
    max_per_order: product.maxPerOrder ?? null,
    preorder: flag(product.preorder),
    available_soon: flag(product.availableSoon),
    is_new: flag(product.isNew),
    promo: flag(pricing.oldPrice !== null || pricing.discountPrice !== null),
    top: flag(product.top),
    arrival_status: product.arrivalStatus ?? null,
    active: 1,
    created_at: stamp,
    updated_at: stamp,
  };
}

/** Returns the database id of every planned variant, by SKU (existing ones included). */
async function seedVariants(
  trx: Trx,
  product: DemoProduct,
  productId: number,
  optionIds: OptionIds,
  summary: SeedSummary,
): Promise<Map<string, number>> {
  const planned = planVariants(product);
  const existing = await trx
    .selectFrom('product_variants')
    .select(['id', 'sku'])
    .where(
      'sku',
      'in',
      planned.map((v) => v.sku),
    )
    .execute();
  const ids = new Map(existing.map((v) => [v.sku, v.id]));
  const missing = planned
    .map((v, index) => ({ v, index }))
    .filter(({ v }) => !ids.has(v.sku))
    .map(({ v, index }) => ({
      product_id: productId,
      sku: v.sku,
      color_id: optionIds.get(optionKey('Color', v.color)) ?? null,
      size_id: v.size ? (optionIds.get(optionKey('size', v.size)) ?? null) : null,
      mac_model_id: v.macModel ? (optionIds.get(optionKey('mac_model', v.macModel)) ?? null) : null,
      price: v.price,
      discount_price: v.discountPrice,
      stock: v.stock,
      max_per_order: product.maxPerOrder ?? null,
      image: v.image,
      sort_order: index + 1,
    }));
  if (missing.length === 0) return ids;
  const rows = await trx.insertInto('product_variants').values(missing).returning(['id', 'sku']).execute();
  for (const row of rows) ids.set(row.sku, row.id);
  summary.product_variants += rows.length;
  return ids;
}

/** One picture per colour, tied to that colour's first variant so the gallery follows the chosen swatch. */
async function seedProductImages(
  trx: Trx,
  product: DemoProduct,
  productId: number,
  variantIds: Map<string, number>,
  summary: SeedSummary,
): Promise<void> {
  const existing = await trx
    .selectFrom('product_images')
    .select('image')
    .where('product_id', '=', productId)
    .execute();
  const have = new Set(existing.map((i) => i.image));
  const firstOfColor = new Map<DemoColorName, PlannedVariant>();
  for (const v of planVariants(product)) if (!firstOfColor.has(v.color)) firstOfColor.set(v.color, v);
  const rows = [...firstOfColor.values()]
    .map((v, index) => ({
      product_id: productId,
      variant_id: variantIds.get(v.sku) ?? null,
      image: v.image,
      sort_order: index + 1,
    }))
    .filter((row) => !have.has(row.image));
  if (rows.length === 0) return;
  await trx.insertInto('product_images').values(rows).execute();
  summary.product_images += rows.length;
}

/** A section's product list is curated by operators once it exists, so products are added only with a new section. */
async function seedHomeSections(
  trx: Trx,
  productIds: Map<string, number>,
  summary: SeedSummary,
): Promise<void> {
  const existing = await trx.selectFrom('home_sections').select('slug').execute();
  const have = new Set(existing.map((s) => s.slug));
  for (const [index, section] of DEMO_HOME_SECTIONS.entries()) {
    if (have.has(section.slug)) continue;
    const row = await trx
      .insertInto('home_sections')
      .values({ title: section.title, slug: section.slug, sort_order: index + 1, active: 1 })
      .returning('id')
      .executeTakeFirstOrThrow();
    summary.home_sections++;
    const links = section.products.map((slug, position) => ({
      section_id: row.id,
      product_id: productIds.get(slug)!,
      sort_order: position + 1,
    }));
    await trx.insertInto('home_section_products').values(links).execute();
    summary.home_section_products += links.length;
  }
}

function adLink(ad: DemoAd): string {
  if (typeof ad.link === 'string') return ad.link;
  const slug = ad.link.product;
  const product = DEMO_PRODUCTS.find((p) => p.slug === slug)!;
  return itemPath({ slug: product.slug, id: 0, name: product.name });
}

async function seedAds(trx: Trx, summary: SeedSummary): Promise<void> {
  const existing = await trx.selectFrom('ads').select(['placement', 'title']).execute();
  const have = new Set(existing.map((a) => `${a.placement}:${a.title}`));
  const placementOrder = new Map<string, number>();
  for (const ad of DEMO_ADS) {
    const sortOrder = (placementOrder.get(ad.placement) ?? 0) + 1;
    placementOrder.set(ad.placement, sortOrder);
    if (have.has(`${ad.placement}:${ad.title}`)) continue;
    await trx
      .insertInto('ads')
      .values({
        placement: ad.placement,
        title: ad.title,
        subtitle: ad.subtitle,
        image: mediaPaths.banner(ad.banner),
        link: adLink(ad),
        cta: ad.cta,
        sort_order: sortOrder,
        active: 1,
      })
      .execute();
    summary.ads++;
  }
}
