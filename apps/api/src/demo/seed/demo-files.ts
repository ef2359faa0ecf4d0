import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { BANNER_SLUGS, CATEGORY_KINDS, DEVICE_KINDS } from '#app/demo/device-art';
import { readCatalogFile, type CatalogFile } from '#app/modules/catalog/catalog-import-file';

/**
 * The demo shop is data, in three files beside this module:
 * - demo-catalog.json: its products with their variants, prices, stock, pictures and specifications, in the format
 *   `npm run shop -- import` reads (docs/operations.md), and loaded by that same import;
 * - demo-shop.json: what products hang on and what the home page shows, which the import does not create: brands
 *   (with the colours of their drawn logos), categories (with fixed ids: 7 is Accessories) and their groups of
 *   sub-categories (each drawn as a device in one colour), the colours, sizes and Mac models in display order, the
 *   attributes and their values in display order, the home sections and the ads;
 * - demo-content.json: pages, FAQs and stores, in the format `npm run shop -- content import` reads (content.ts).
 * Product pictures are addresses of drawings (/media/device/{kind}/{hex}.svg) that seed-media.ts draws.
 */

const CATALOG_FILE = new URL('./demo-catalog.json', import.meta.url);
const SHOP_FILE = new URL('./demo-shop.json', import.meta.url);

const text = z.string().trim().min(1);
const slug = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/);
const hex = z.string().regex(/^[0-9a-f]{6}$/);

const demoShop = z.strictObject({
  brands: z.array(
    z.strictObject({
      slug,
      name: text,
      name_ar: text.optional(),
      featured: z.boolean(),
      logo: z.strictObject({ background: hex, foreground: hex }),
    }),
  ),
  categories: z.array(
    z.strictObject({
      id: z.number().int().positive(),
      slug,
      name: text,
      name_ar: text.optional(),
      kind: z.enum(CATEGORY_KINDS),
      groups: z.array(
        z.strictObject({
          name: text,
          name_ar: text.optional(),
          sub_categories: z.array(
            z.strictObject({
              slug,
              name: text,
              name_ar: text.optional(),
              is_new: z.boolean().optional(),
              art: z.strictObject({ kind: z.enum(DEVICE_KINDS), color: text }),
            }),
          ),
        }),
      ),
    }),
  ),
  colors: z.array(z.strictObject({ name: text, name_ar: text.optional(), hex })),
  sizes: z.array(text),
  /** Arabic of the sizes, attributes and their values, by their English (those left out read the same). */
  sizes_ar: z.record(text, text),
  mac_models: z.array(text),
  attributes: z.array(text),
  attributes_ar: z.record(text, text),
  /** In display order: a value's place in this list is its sort order. */
  attribute_values: z.array(z.strictObject({ attribute: text, value: text })),
  attribute_values_ar: z.record(text, text),
  home_sections: z.array(
    z.strictObject({ slug, title: text, title_ar: text.optional(), products: z.array(slug) }),
  ),
  ads: z.array(
    z.strictObject({
      placement: z.enum(['hero', 'home', 'custom']),
      title: text,
      title_ar: text.optional(),
      subtitle: text,
      subtitle_ar: text.optional(),
      banner: z.enum(BANNER_SLUGS),
      /** A storefront address, or a product (by slug) whose item page the ad links to. */
      link: z.union([z.string().startsWith('/'), z.strictObject({ product: slug })]),
      cta: text,
      cta_ar: text.optional(),
    }),
  ),
});
export type DemoShop = z.output<typeof demoShop>;

export function readDemoShop(): DemoShop {
  const parsed = demoShop.safeParse(JSON.parse(readFileSync(SHOP_FILE, 'utf8')));
  if (!parsed.success) throw new Error(`demo-shop.json: ${z.prettifyError(parsed.error)}`);
  return parsed.data;
}

/** The demo's products, read and checked as any catalog import file is. */
export function readDemoCatalog(): CatalogFile {
  const file = readCatalogFile('demo-catalog.json', 'json', readFileSync(CATALOG_FILE, 'utf8'));
  if (file.rejected.length > 0) {
    throw new Error(`demo-catalog.json: ${file.rejected.map((r) => `${r.where}: ${r.reason}`).join('; ')}`);
  }
  return file;
}

export function colorHex(shop: DemoShop, name: string): string {
  const color = shop.colors.find((c) => c.name === name);
  if (!color) throw new Error(`demo-shop.json: no colour ${JSON.stringify(name)}`);
  return color.hex;
}

/**
 * Fails before anything is written when the files disagree: a product naming a category, sub-category, brand,
 * option or attribute value demo-shop.json does not list (the import would add it, or refuse the product), or a
 * home section or ad naming a product the catalog does not have.
 */
export function checkDemoFiles(shop: DemoShop, catalog: CatalogFile): void {
  const problems: string[] = [];
  const products = new Set(catalog.products.map((p) => p.data.slug));
  const brands = new Set(shop.brands.map((b) => b.name));
  const options = {
    color: new Set(shop.colors.map((c) => c.name)),
    size: new Set(shop.sizes),
    mac_model: new Set(shop.mac_models),
  };
  const values = new Set(shop.attribute_values.map((v) => `${v.attribute}: ${v.value}`));
  for (const v of shop.attribute_values) {
    if (!shop.attributes.includes(v.attribute)) problems.push(`attribute value of unknown ${v.attribute}`);
  }
  for (const category of shop.categories) {
    for (const sub of category.groups.flatMap((g) => g.sub_categories)) {
      if (!options.color.has(sub.art.color)) problems.push(`${sub.slug}: unknown colour ${sub.art.color}`);
    }
  }
  for (const { data, variants } of catalog.products) {
    const problem = (what: string) => problems.push(`${data.slug}: ${what}`);
    const category = shop.categories.find((c) => c.slug === data.category);
    if (!category) problem(`unknown category ${data.category}`);
    const subs = category?.groups.flatMap((g) => g.sub_categories.map((s) => s.slug)) ?? [];
    if (data.sub_category !== undefined && !subs.includes(data.sub_category)) {
      problem(`sub-category ${data.sub_category} is not in ${data.category}`);
    }
    if (data.brand !== undefined && !brands.has(data.brand)) problem(`unknown brand ${data.brand}`);
    for (const { name, values: list } of data.attributes) {
      for (const value of list) if (!values.has(`${name}: ${value}`)) problem(`unknown ${name}: ${value}`);
    }
    for (const { data: v } of variants) {
      for (const kind of ['color', 'size', 'mac_model'] as const) {
        const option = v[kind];
        if (option !== undefined && !options[kind].has(option))
          problem(`${v.sku}: unknown ${kind} ${option}`);
      }
    }
  }
  for (const section of shop.home_sections) {
    const missing = section.products.filter((p) => !products.has(p));
    if (missing.length > 0) problems.push(`section ${section.slug} lists unknown ${missing.join(', ')}`);
  }
  for (const ad of shop.ads) {
    if (typeof ad.link !== 'string' && !products.has(ad.link.product)) {
      problems.push(`ad ${ad.title} links to unknown ${ad.link.product}`);
    }
  }
  if (problems.length > 0) throw new Error(`Demo catalog: ${problems.join('; ')}`);
}
