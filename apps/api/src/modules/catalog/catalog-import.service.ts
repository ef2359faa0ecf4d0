import { setImmediate } from 'node:timers/promises';
import type { Transaction, Updateable } from 'kysely';
import type { Database, ProductTable } from '#app/db/schema';
import type { CatalogDeps } from '#app/deps';
import { brandLogoAddress } from '#app/modules/media/media-store';
import { notifyIfBackInStock } from '#app/modules/back-in-stock/back-in-stock.service';
import type { CatalogFile, PlannedProduct, PlannedVariant, RejectedRow } from './catalog-import-file.ts';
import type { CatalogImportVariant } from './catalog-import-rows.ts';
import { sortRejected } from './catalog-import-file.ts';
import * as repo from './catalog-import.repository.ts';
import { sanitizeRichText } from './rich-text.ts';
import { productPrice } from './variant-price.ts';

/**
 * Writes a checked catalog file (catalog-import-file.ts) into the catalog: products by SKU, their variants by variant
 * SKU, in batches of one transaction each. Rows that contradict the catalog (an unknown category, a slug or variant
 * SKU that belongs to another product, a new colour without its code, an old price below the price) are rejected and
 * the rest are written. What is already as the file says is left alone, so a second run of a file writes nothing.
 * With `onlyNew`, products the catalog already has (by SKU) are skipped whatever the file says about them, so only
 * new products are added (the demo seed imports its catalog this way, keeping an operator's edits).
 *
 * The search index follows products by triggers (migration 0002). After each batch the read cache is cleared and
 * shoppers waiting for a product whose stock rose are told (as `stock set` does).
 */

type Trx = Transaction<Database>;

export interface Counts {
  created: number;
  updated: number;
  unchanged: number;
  /** Already in the catalog and left as they are (only with `onlyNew`). */
  skipped: number;
}

export interface CatalogImportSummary {
  products: Counts;
  variants: Counts;
  /** Names the import added to the shop's lists, so a typo ("Aple") is seen at once. */
  added: { brands: string[]; colors: string[]; sizes: string[]; mac_models: string[]; attributes: string[] };
  /** Products whose stock rose. */
  restocked: number;
  /** Shoppers told a product is back in stock. */
  notified: number;
  rejected: RejectedRow[];
  /** Written, but something after the write failed (telling waiting shoppers). */
  warnings: string[];
  /** Why the import ended before the end of the file, if it did. */
  stopped: string | null;
}

export interface ImportOptions {
  /** Products per transaction: short transactions keep SQLite's write lock free for shoppers' orders. */
  batchSize?: number;
  /** Called after each batch; the import waits for what it returns (the back office saves its progress). */
  onProgress?: (done: number, total: number) => void | Promise<void>;
  /** Add only products whose SKU the catalog does not have; skip the others without looking at them. */
  onlyNew?: boolean;
}

const counts = (): Counts => ({ created: 0, updated: 0, unchanged: 0, skipped: 0 });

export async function importCatalog(
  deps: CatalogDeps,
  file: CatalogFile,
  options: ImportOptions = {},
): Promise<CatalogImportSummary> {
  const summary: CatalogImportSummary = {
    products: counts(),
    variants: counts(),
    added: { brands: [], colors: [], sizes: [], mac_models: [], attributes: [] },
    restocked: 0,
    notified: 0,
    rejected: [...file.rejected],
    warnings: [],
    stopped: null,
  };
  const { db } = deps;
  const batchSize = options.batchSize ?? 50;
  const mode: WriteMode = { format: file.format, onlyNew: options.onlyNew ?? false };
  const total = file.products.length;
  await options.onProgress?.(0, total);
  for (let start = 0; start < total; start += batchSize) {
    const batch = file.products.slice(start, start + batchSize);
    let outcomes: BatchOutcome[];
    try {
      outcomes = [await db.transaction().execute((trx) => applyBatch(trx, mode, batch))];
    } catch {
      // Something the checks did not foresee (a constraint, another writer): find the product, keep the others.
      outcomes = [];
      let failed = 0;
      let lastError = '';
      for (const product of batch) {
        try {
          outcomes.push(await db.transaction().execute((trx) => applyBatch(trx, mode, [product])));
        } catch (error) {
          failed += 1;
          lastError = error instanceof Error ? error.message : String(error);
          outcomes.push(rejectedOutcome(file.format, product, `could not be saved (${lastError})`));
        }
      }
      // Every product failing on its own is no product's fault (the database is gone, the disk is full): stop.
      if (batch.length > 1 && failed === batch.length) {
        summary.stopped = `Stopped at ${batch[0]!.where}: the database refused every product of the batch (${lastError}). The rows before it are imported; run the file again once the database is back (nothing is done twice).`;
        break;
      }
    }
    for (const outcome of outcomes) merge(summary, outcome);
    await afterBatch(deps, outcomes, summary);
    await options.onProgress?.(Math.min(start + batchSize, total), total);
    // SQLite answers each query at once, so a whole file would otherwise run as one unbroken stretch of the event
    // loop; between batches the server answers its other requests (the back office imports while the shop sells).
    await setImmediate();
  }
  summary.rejected = sortRejected(summary.rejected);
  return summary;
}

/**
 * Writes one product with exactly the import's checks and steps, inside the caller's transaction: the back office's
 * editor saves a product this way, so the two never disagree on a rule. Rejections come back as the import words them
 * ("slug: ... is already the slug of product ..."), with the variant's SKU for a variant's problem.
 */
export function writeOneProduct(trx: Trx, product: PlannedProduct): Promise<BatchOutcome> {
  return applyBatch(trx, { format: 'json', onlyNew: false }, [product]);
}

/** After the transaction of writeOneProduct: the read cache and waiting shoppers follow, as after an import batch. */
export async function afterOneProduct(deps: CatalogDeps, outcome: BatchOutcome): Promise<string[]> {
  const summary: CatalogImportSummary = {
    products: counts(),
    variants: counts(),
    added: { brands: [], colors: [], sizes: [], mac_models: [], attributes: [] },
    restocked: 0,
    notified: 0,
    rejected: [],
    warnings: [],
    stopped: null,
  };
  await afterBatch(deps, [outcome], summary);
  return summary.warnings;
}

// --- one batch -----------------------------------------------------------------------------------------------------

interface WriteMode {
  format: CatalogFile['format'];
  onlyNew: boolean;
}

export interface BatchOutcome {
  products: Counts;
  variants: Counts;
  added: CatalogImportSummary['added'];
  rejected: RejectedRow[];
  changed: boolean;
  restockedProductIds: number[];
}

function emptyOutcome(): BatchOutcome {
  return {
    products: counts(),
    variants: counts(),
    added: { brands: [], colors: [], sizes: [], mac_models: [], attributes: [] },
    rejected: [],
    changed: false,
    restockedProductIds: [],
  };
}

function rejectedOutcome(format: CatalogFile['format'], product: PlannedProduct, reason: string) {
  const outcome = emptyOutcome();
  rejectProduct(outcome, format, product, reason);
  return outcome;
}

/** A product-level problem rejects every row of the product: in a CSV file each of its lines, in JSON its entry. */
function rejectProduct(
  outcome: BatchOutcome,
  format: CatalogFile['format'],
  product: PlannedProduct,
  reason: string,
) {
  if (format === 'json') outcome.rejected.push({ where: product.where, sku: product.data.sku, reason });
  else for (const v of product.variants) outcome.rejected.push({ where: v.where, sku: v.data.sku, reason });
}

function merge(summary: CatalogImportSummary, outcome: BatchOutcome) {
  for (const key of ['created', 'updated', 'unchanged', 'skipped'] as const) {
    summary.products[key] += outcome.products[key];
    summary.variants[key] += outcome.variants[key];
  }
  for (const key of Object.keys(summary.added) as Array<keyof CatalogImportSummary['added']>) {
    summary.added[key].push(...outcome.added[key]);
  }
  summary.rejected.push(...outcome.rejected);
}

async function afterBatch(deps: CatalogDeps, outcomes: BatchOutcome[], summary: CatalogImportSummary) {
  if (!outcomes.some((o) => o.changed)) return;
  deps.reads.invalidate();
  for (const productId of new Set(outcomes.flatMap((o) => o.restockedProductIds))) {
    summary.restocked += 1;
    try {
      summary.notified += await notifyIfBackInStock(deps, productId);
    } catch (error) {
      summary.warnings.push(
        `Product ${productId} is back in stock but the waiting shoppers could not be told: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
  }
}

/** What the batch's products look like in the database now, read once for the whole batch. */
async function loadBatchState(trx: Trx, batch: PlannedProduct[]) {
  const skus = batch.map((p) => p.data.sku);
  const variantSkus = batch.flatMap((p) => p.variants.map((v) => v.data.sku));
  const [references, existing, slugOwners, variantOwners] = await Promise.all([
    repo.loadReferences(trx),
    repo.productsBySku(trx, skus),
    repo.productsBySlug(
      trx,
      batch.map((p) => p.data.slug),
    ),
    repo.variantsBySku(trx, variantSkus),
  ]);
  const ids = existing.map((p) => p.id);
  const [variants, galleries, variantPictures, links] = await Promise.all([
    repo.variantsOfProducts(trx, ids),
    repo.galleriesOf(trx, ids),
    repo.variantPicturesOf(trx, ids),
    repo.attributeLinksOf(trx, ids),
  ]);
  return {
    lookup: new Lookup(references),
    products: new Map(existing.map((p) => [p.sku, p])),
    slugOwners: new Map(slugOwners.map((p) => [p.slug, p])),
    variantOwners: new Map(variantOwners.map((v) => [v.sku, v])),
    variantsOf: groupBy(variants, (v) => v.product_id),
    galleryOf: groupBy(galleries, (g) => g.product_id),
    picturesOfVariant: groupBy(variantPictures, (p) => p.variant_id!),
    linksOf: groupBy(links, (l) => l.product_id),
  };
}
type BatchState = Awaited<ReturnType<typeof loadBatchState>>;

function groupBy<T>(rows: T[], key: (row: T) => number): Map<number, T[]> {
  const map = new Map<number, T[]>();
  for (const row of rows) map.set(key(row), [...(map.get(key(row)) ?? []), row]);
  return map;
}

async function applyBatch(trx: Trx, mode: WriteMode, batch: PlannedProduct[]) {
  const outcome = emptyOutcome();
  const state = await loadBatchState(trx, batch);
  const now = new Date().toISOString();
  for (const product of batch) {
    if (mode.onlyNew && state.products.has(product.data.sku)) {
      outcome.products.skipped += 1;
      outcome.variants.skipped += product.variants.length;
      continue;
    }
    const checked = checkProduct(state, mode.format, product, outcome);
    if (checked) await writeProduct(trx, state, checked, now, outcome);
  }
  return outcome;
}

// --- checks against the catalog ------------------------------------------------------------------------------------

interface CheckedProduct {
  plan: PlannedProduct;
  existing: repo.ProductRecord | undefined;
  categoryId: number;
  subCategoryId: number | null;
  variants: PlannedVariant[];
  image: string;
  price: number;
  discountPrice: number | null;
}

const quote = (text: string) => JSON.stringify(text.slice(0, 60));
const listed = (names: string[], max = 12) =>
  names.length > max ? `${names.slice(0, max).join(', ')}, ...` : names.join(', ');

/** Returns the product ready to write, or records why it (or some of its variants) cannot be imported. */
function checkProduct(
  state: BatchState,
  format: CatalogFile['format'],
  plan: PlannedProduct,
  outcome: BatchOutcome,
): CheckedProduct | null {
  const { data } = plan;
  const reject = (reason: string) => {
    rejectProduct(outcome, format, plan, reason);
    return null;
  };
  const category = state.lookup.category(data.category);
  if (!category) {
    const known = state.lookup.references.categories.map((c) => `${c.id} ${c.slug}`);
    return reject(
      `category: there is no category ${quote(data.category)} (give an id, slug or name: ${listed(known)})`,
    );
  }
  let subCategoryId: number | null = null;
  if (data.sub_category !== undefined) {
    const found = state.lookup.subCategory(category.id, data.sub_category);
    if (typeof found === 'string') return reject(`sub_category: ${found}`);
    subCategoryId = found.id;
  }
  const existing = state.products.get(data.sku);
  const slugOwner = state.slugOwners.get(data.slug);
  if (slugOwner && slugOwner.sku !== data.sku) {
    return reject(`slug: ${quote(data.slug)} is already the slug of product ${slugOwner.sku}`);
  }

  const variants = plan.variants.filter((variant) => {
    const problem = checkVariant(state, existing, variant.data);
    if (problem === null) return true;
    outcome.rejected.push({
      where: variant.where,
      sku: variant.data.sku,
      reason: `${format === 'csv' && problem.field === 'sku' ? 'variant_sku' : problem.field}: ${problem.message}`,
    });
    return false;
  });
  if (variants.length === 0) {
    return format === 'json' ? reject('none of its variants can be imported') : null;
  }
  // From here a problem rejects the product's remaining rows (its rejected variants are already listed).
  const remaining = { ...plan, variants };
  const rejectRest = (reason: string) => {
    rejectProduct(outcome, format, remaining, reason);
    return null;
  };

  const image = data.image ?? variants.find((v) => v.data.image)?.data.image ?? existing?.image;
  if (!image) return rejectRest('image: give the product an image (or at least one of its variants)');

  // The product carries the prices of the variant a shopper pays least for (cards show "from" prices, listings
  // filter and sort by them), among every variant it will have, the file's and those already there, each priced by
  // the catalog's one rule: its discount price, else the product's direct discount off its price (ADR 0025).
  const fileSkus = new Set(variants.map((v) => v.data.sku));
  const kept = [
    ...variants.map((v) => v.data),
    ...(existing ? (state.variantsOf.get(existing.id) ?? []) : []).filter((v) => !fileSkus.has(v.sku)),
  ];
  const undiscounted = kept.filter((v) => v.discount_price === null).map((v) => v.price);
  if (data.direct_discount > 0 && undiscounted.some((price) => data.direct_discount >= price)) {
    return rejectRest(
      `direct_discount: ${data.direct_discount} must be below the price of every variant without a discount price ` +
        `(the lowest is ${Math.min(...undiscounted)}), or 0`,
    );
  }
  const cheapest = productPrice(kept, data.direct_discount);
  if (data.old_price !== null && data.old_price <= cheapest.price) {
    return rejectRest(
      `old_price: ${data.old_price} must be above the price ${cheapest.price} (the cheapest variant's), or left empty`,
    );
  }
  return {
    plan,
    existing,
    categoryId: category.id,
    subCategoryId,
    variants,
    image,
    price: cheapest.price,
    discountPrice: cheapest.discount_price,
  };
}

function checkVariant(
  state: BatchState,
  existing: repo.ProductRecord | undefined,
  variant: CatalogImportVariant,
): { field: string; message: string } | null {
  const owner = state.variantOwners.get(variant.sku);
  if (owner && owner.product_id !== existing?.id) {
    return {
      field: 'sku',
      message: `${variant.sku} is already a variant of product ${owner.product_sku}; a variant cannot move to another product (give it a new SKU)`,
    };
  }
  if (variant.color !== undefined && !state.lookup.option('Color', variant.color) && !variant.color_code) {
    return {
      field: 'color',
      message: `${quote(variant.color)} is a new colour: give its color_code (e.g. #1D1D1F) to add it, or use an existing colour's name`,
    };
  }
  return null;
}

/** Name look-ups over the reference tables, without regard to case; it learns the rows the batch adds. */
class Lookup {
  constructor(readonly references: repo.References) {}

  category(ref: string) {
    const key = ref.toLowerCase();
    return this.references.categories.find((c) =>
      /^\d+$/.test(ref) ? c.id === Number(ref) : c.slug.toLowerCase() === key || c.name.toLowerCase() === key,
    );
  }

  /** The sub-category, or what is wrong with the reference. */
  subCategory(categoryId: number, ref: string): { id: number } | string {
    const key = ref.toLowerCase();
    const matches = this.references.subCategories.filter(
      (s) => s.slug.toLowerCase() === key || s.name.toLowerCase() === key,
    );
    const found = matches.find((s) => s.category_id === categoryId);
    if (found) return found;
    const category = this.references.categories.find((c) => c.id === categoryId)!;
    const elsewhere = matches[0];
    if (elsewhere) {
      const other = this.references.categories.find((c) => c.id === elsewhere.category_id);
      return `${quote(ref)} belongs to the category ${other?.name ?? elsewhere.category_id}, not ${category.name}`;
    }
    const own = this.references.subCategories.filter((s) => s.category_id === categoryId).map((s) => s.slug);
    return `${category.name} has no sub-category ${quote(ref)}${own.length ? ` (it has: ${listed(own)})` : ''}`;
  }

  brand(name: string) {
    const key = name.toLowerCase();
    const slug = slugify(name);
    return this.references.brands.find(
      (b) => b.name.toLowerCase() === key || b.slug === key || b.slug === slug,
    );
  }

  option(kind: repo.OptionKind, name: string) {
    const key = name.toLowerCase();
    return this.references.options.find((o) => o.kind === kind && o.name.toLowerCase() === key);
  }

  attribute(name: string) {
    const key = name.toLowerCase();
    return this.references.attributes.find((a) => a.name.toLowerCase() === key);
  }

  attributeValue(attributeId: number, value: string) {
    const key = value.toLowerCase();
    return this.references.attributeValues.find(
      (v) => v.attribute_id === attributeId && v.value.toLowerCase() === key,
    );
  }
}

const nextSortOrder = (rows: Array<{ sort_order: number }>) =>
  rows.reduce((max, row) => Math.max(max, row.sort_order), 0) + 1;

/** A brand's slug from its name: "Native Union" -> native-union (also the name of its logo in the media store). */
export function slugify(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40)
    .replace(/-+$/, '');
}

// --- writing -------------------------------------------------------------------------------------------------------

async function ensureBrand(trx: Trx, state: BatchState, name: string, outcome: BatchOutcome) {
  const found = state.lookup.brand(name);
  if (found) return found.id;
  const brands = state.lookup.references.brands;
  const row = { name, slug: slugify(name), sort_order: nextSortOrder(brands) };
  const id = await repo.insertBrand(trx, { ...row, image: brandLogoAddress(row.slug), featured: 0 });
  brands.push({ id, ...row });
  outcome.added.brands.push(name);
  return id;
}

const ADDED_KEY = { Color: 'colors', size: 'sizes', mac_model: 'mac_models' } as const;

async function ensureOption(
  trx: Trx,
  state: BatchState,
  kind: repo.OptionKind,
  name: string | undefined,
  colorCode: string | undefined,
  outcome: BatchOutcome,
): Promise<number | null> {
  if (name === undefined) return null;
  const found = state.lookup.option(kind, name);
  if (found) return found.id;
  const options = state.lookup.references.options;
  const row = { kind, name, sort_order: nextSortOrder(options.filter((o) => o.kind === kind)) };
  const id = await repo.insertOptionValue(trx, { ...row, color_code: kind === 'Color' ? colorCode! : null });
  options.push({ id, ...row });
  outcome.added[ADDED_KEY[kind]].push(name);
  return id;
}

async function ensureAttributeValues(
  trx: Trx,
  state: BatchState,
  attributes: PlannedProduct['data']['attributes'],
  outcome: BatchOutcome,
): Promise<number[]> {
  const ids: number[] = [];
  const refs = state.lookup.references;
  for (const { name, values } of attributes) {
    let attribute = state.lookup.attribute(name);
    if (!attribute) {
      const sortOrder = nextSortOrder(refs.attributes);
      attribute = { id: await repo.insertAttribute(trx, name, sortOrder), name, sort_order: sortOrder };
      refs.attributes.push(attribute);
      outcome.added.attributes.push(name);
    }
    for (const value of values) {
      let found = state.lookup.attributeValue(attribute.id, value);
      if (!found) {
        const sortOrder = nextSortOrder(refs.attributeValues.filter((v) => v.attribute_id === attribute.id));
        const id = await repo.insertAttributeValue(trx, attribute.id, value, sortOrder);
        found = { id, attribute_id: attribute.id, value, sort_order: sortOrder };
        refs.attributeValues.push(found);
      }
      ids.push(found.id);
    }
  }
  return [...new Set(ids)];
}

/** Only the columns whose value differs; an empty object means the row is already as the file says. */
function changesOf<T extends object>(current: T, wanted: Partial<T>): Partial<T> {
  return Object.fromEntries(
    Object.entries(wanted).filter(([key, value]) => current[key as keyof T] !== value),
  ) as Partial<T>;
}

async function writeProduct(
  trx: Trx,
  state: BatchState,
  checked: CheckedProduct,
  now: string,
  outcome: BatchOutcome,
): Promise<void> {
  const { plan, existing } = checked;
  const data = plan.data;
  const brandId = data.brand === undefined ? null : await ensureBrand(trx, state, data.brand, outcome);
  const flag = (value: boolean) => (value ? 1 : 0);
  const wanted = {
    slug: data.slug,
    name: data.name,
    sku: data.sku,
    category_id: checked.categoryId,
    sub_category_id: checked.subCategoryId,
    brand_id: brandId,
    details: data.details,
    long_description: sanitizeRichText(data.long_description),
    meta_description: data.meta_description,
    // Empty Arabic is stored as none, so the Arabic page falls back to the English.
    name_ar: data.name_ar,
    details_ar: data.details_ar || null,
    long_description_ar: sanitizeRichText(data.long_description_ar) || null,
    meta_description_ar: data.meta_description_ar || null,
    image: checked.image,
    price: checked.price,
    old_price: data.old_price,
    discount_price: checked.discountPrice,
    direct_discount: data.direct_discount,
    payment_methods_discount_name_en: data.payment_discount,
    max_per_order: data.max_per_order,
    preorder: flag(data.preorder),
    available_soon: flag(data.available_soon),
    is_new: flag(data.new),
    promo: flag(data.old_price !== null || checked.discountPrice !== null),
    top: flag(data.top),
    arrival_status: data.arrival_status,
    active: flag(data.active),
    // An existing product keeps its creation time unless the file gives one.
    ...(data.created_at === undefined ? {} : { created_at: data.created_at }),
  } satisfies Updateable<ProductTable>;

  let productId: number;
  let productChanged: boolean;
  if (existing) {
    productId = existing.id;
    const changes = changesOf(existing, wanted);
    productChanged = Object.keys(changes).length > 0;
    if (productChanged) await repo.updateProduct(trx, productId, { ...changes, updated_at: now });
  } else {
    productId = await repo.insertProduct(trx, { created_at: now, ...wanted, updated_at: now });
    productChanged = true;
  }

  const current = new Map((state.variantsOf.get(productId) ?? []).map((v) => [v.sku, v]));
  let restocked = false;
  // Variant pictures are numbered through the product, in file order, so the gallery keeps the variants' order.
  let picturesBefore = 0;
  for (const [index, { data: v }] of checked.variants.entries()) {
    const firstPicture = picturesBefore + 1;
    picturesBefore += v.images.length;
    const setPictures = (variantId: number) =>
      repo.replaceVariantPictures(trx, { productId, variantId, firstSortOrder: firstPicture }, v.images);
    const row = {
      product_id: productId,
      sku: v.sku,
      color_id: await ensureOption(trx, state, 'Color', v.color, v.color_code, outcome),
      size_id: await ensureOption(trx, state, 'size', v.size, undefined, outcome),
      mac_model_id: await ensureOption(trx, state, 'mac_model', v.mac_model, undefined, outcome),
      price: v.price,
      discount_price: v.discount_price,
      stock: v.stock,
      max_per_order: data.max_per_order,
      image: v.image ?? checked.image,
      sort_order: index + 1,
    };
    const before = current.get(v.sku);
    if (!before) {
      const variantId = await repo.insertVariant(trx, row);
      if (v.images.length > 0) await setPictures(variantId);
      outcome.variants.created += 1;
      restocked ||= v.stock > 0;
      continue;
    }
    const changes = changesOf(before, row);
    const shown = (state.picturesOfVariant.get(before.id) ?? []).map((p) => p.image);
    const picturesChanged = shown.join('\n') !== v.images.join('\n');
    if (Object.keys(changes).length === 0 && !picturesChanged) {
      outcome.variants.unchanged += 1;
      continue;
    }
    if (Object.keys(changes).length > 0) await repo.updateVariant(trx, before.id, changes);
    if (picturesChanged) await setPictures(before.id);
    outcome.variants.updated += 1;
    restocked ||= v.stock > before.stock;
  }

  const gallery = (state.galleryOf.get(productId) ?? []).map((g) => g.image);
  if (gallery.join('\n') !== data.images.join('\n')) {
    await repo.replaceGallery(trx, productId, data.images);
    productChanged = true;
  }

  const wantedValues = await ensureAttributeValues(trx, state, data.attributes, outcome);
  const linked = new Set((state.linksOf.get(productId) ?? []).map((l) => l.attribute_value_id));
  const add = wantedValues.filter((id) => !linked.has(id));
  const remove = [...linked].filter((id) => !wantedValues.includes(id));
  if (add.length > 0 || remove.length > 0) {
    await repo.setAttributeLinks(trx, productId, remove, add);
    productChanged = true;
  }

  if (!existing) outcome.products.created += 1;
  else if (productChanged) outcome.products.updated += 1;
  else outcome.products.unchanged += 1;
  if (productChanged || outcome.variants.created + outcome.variants.updated > 0) outcome.changed = true;
  // A new product has nobody waiting for it; an existing one whose stock rose may.
  if (restocked && existing) outcome.restockedProductIds.push(productId);
}
