import type { Kysely, Transaction } from 'kysely';
import {
  BULK_MAX_VARIANTS,
  BULK_SAMPLE,
  type BulkChangeLine,
  type BulkChangeRequest,
  type BulkChangeResult,
  type BulkChoices,
  type BulkSelection,
} from '@shop/contract/admin-bulk';
import type { Database } from '#app/db/schema';
import type { CatalogDeps } from '#app/deps';
import { AppError } from '#app/errors/app-error';
import { recordAudit } from '#app/modules/audit/audit.service';
import * as repo from './catalog-bulk.repository.ts';
import { afterStockChange } from './stock.service.ts';
import { productPrice, repriceVariant } from './variant-price.ts';

/**
 * Price and stock changes to many variants at once (a brand, a category, a sub-category, a list of SKUs). Prices go
 * through the catalog's one pricing module (variant-price.ts): each variant is repriced there, and each product's
 * shown prices are its cheapest variant's by the same rule the import uses. A preview computes exactly what applying
 * would write; applying computes it again inside one transaction with an audit row per changed variant, so either
 * every change is kept or none.
 */

type Db = Kysely<Database> | Transaction<Database>;

export async function bulkChoices(db: Db): Promise<BulkChoices> {
  const [brands, categories, subCategories] = await repo.bulkReferences(db);
  return {
    brands: brands.map((b) => ({ slug: b.slug, name: b.name })),
    categories: categories.map((c) => ({
      slug: c.slug,
      name: c.name,
      sub_categories: subCategories
        .filter((s) => s.category_id === c.id)
        .map((s) => ({ slug: s.slug, name: s.name })),
    })),
  };
}

const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/** The selection's names as ids; a name the shop does not have is a 400 that lists what it has. */
async function resolveSelection(db: Db, selection: BulkSelection): Promise<repo.VariantFilter> {
  const [brands, categories, subCategories] = await repo.bulkReferences(db);
  const filter: repo.VariantFilter = { skus: selection.skus };
  if (selection.brand !== undefined) {
    const ref = selection.brand;
    const brand = brands.find((b) => same(b.slug, ref) || same(b.name, ref));
    if (!brand)
      throw new AppError(
        'validation_failed',
        `There is no brand "${ref}". Choose one of: ${brands.map((b) => b.name).join(', ')}.`,
      );
    filter.brandId = brand.id;
  }
  if (selection.category !== undefined) {
    const ref = selection.category;
    const category = categories.find((c) => same(c.slug, ref) || same(c.name, ref) || String(c.id) === ref);
    if (!category)
      throw new AppError(
        'validation_failed',
        `There is no category "${ref}". Choose one of: ${categories.map((c) => c.slug).join(', ')}.`,
      );
    filter.categoryId = category.id;
  }
  if (selection.sub_category !== undefined) {
    const ref = selection.sub_category;
    const within = subCategories.filter(
      (s) => filter.categoryId === undefined || s.category_id === filter.categoryId,
    );
    const sub = within.find((s) => same(s.slug, ref) || same(s.name, ref));
    if (!sub)
      throw new AppError(
        'validation_failed',
        `There is no sub-category "${ref}"${filter.categoryId === undefined ? '' : ' in that category'}. Choose one of: ${within.map((s) => s.slug).join(', ')}.`,
      );
    filter.subCategoryId = sub.id;
  }
  return filter;
}

interface Plan {
  result: BulkChangeResult;
  variants: Array<BulkChangeLine & { id: number; productId: number }>;
  products: Array<{
    id: number;
    before: { price: number; discount_price: number | null; old_price: number | null };
    after: { price: number; discount_price: number | null; old_price: number | null; promo: number };
  }>;
}

/** What the change does to the selected variants and their products; nothing is written. */
async function planChange(db: Db, request: BulkChangeRequest): Promise<Plan> {
  const filter = await resolveSelection(db, request.selection);
  const selected = await repo.selectedVariants(db, filter, BULK_MAX_VARIANTS + 1);
  if (selected.length > BULK_MAX_VARIANTS)
    throw new AppError(
      'validation_failed',
      `The selection chooses more than ${BULK_MAX_VARIANTS.toLocaleString('en')} variants. Narrow it (a category, a sub-category or a brand within it) and change them in parts.`,
    );
  const skus = request.selection.skus ?? [];
  const known = await repo.knownSkus(db, skus);
  const unknown = skus.filter((s) => !known.has(s));

  const problems: string[] = [];
  let floored = 0;
  const variants: Plan['variants'] = [];
  for (const v of selected) {
    const before = { price: v.price, discount_price: v.discount_price, stock: v.stock };
    let after = { ...before };
    if (request.price) {
      const priced = repriceVariant(before, request.price);
      if ('problem' in priced) {
        problems.push(`${v.sku}: ${priced.problem}`);
        continue;
      }
      after = { ...after, ...priced };
    }
    if (request.stock) {
      const stock = request.stock.mode === 'set' ? request.stock.amount : before.stock + request.stock.amount;
      if (stock < 0) floored += 1;
      after.stock = Math.max(0, stock);
    }
    if (
      after.price === before.price &&
      after.discount_price === before.discount_price &&
      after.stock === before.stock
    )
      continue;
    variants.push({
      id: v.id,
      productId: v.product_id,
      sku: v.sku,
      product_sku: v.product_sku,
      product_name: v.product_name,
      before,
      after,
    });
  }

  // A product shows its cheapest variant's prices: recomputed over all its variants, the changed ones as they will be.
  const products: Plan['products'] = [];
  if (request.price && problems.length === 0) {
    const afterOf = new Map(variants.map((v) => [v.id, v.after]));
    const ids = [...new Set(variants.map((v) => v.productId))];
    const current = await repo.productsWithVariants(db, ids);
    const variantsOf = new Map<number, Array<{ price: number; discount_price: number | null }>>();
    for (const v of current.variants) {
      const list = variantsOf.get(v.product_id) ?? [];
      list.push(afterOf.get(v.id) ?? v);
      variantsOf.set(v.product_id, list);
    }
    for (const p of current.products) {
      const shown = productPrice(variantsOf.get(p.id)!, p.direct_discount);
      // A struck-through price must stay above the price; one that no longer is would tell shoppers a false saving.
      const oldPrice = p.old_price !== null && p.old_price <= shown.price ? null : p.old_price;
      products.push({
        id: p.id,
        before: { price: p.price, discount_price: p.discount_price, old_price: p.old_price },
        after: {
          ...shown,
          old_price: oldPrice,
          promo: oldPrice !== null || shown.discount_price !== null ? 1 : 0,
        },
      });
    }
  }

  return {
    variants,
    products,
    result: {
      applied: false,
      matched: selected.length,
      changed: problems.length > 0 ? 0 : variants.length,
      products: new Set(variants.map((v) => v.productId)).size,
      sample: variants.slice(0, BULK_SAMPLE).map(({ id: _id, productId: _p, ...line }) => line),
      unknown_skus: unknown,
      stock_floored: floored,
      old_price_removed: products.filter((p) => p.before.old_price !== null && p.after.old_price === null)
        .length,
      problems: problems
        .slice(0, 20)
        .concat(problems.length > 20 ? [`and ${problems.length - 20} more`] : []),
    },
  };
}

export async function previewBulkChange(db: Db, request: BulkChangeRequest): Promise<BulkChangeResult> {
  const plan = await planChange(db, request);
  if (plan.result.matched === 0) throw new AppError('validation_failed', nothingMatches(plan.result));
  return plan.result;
}

function nothingMatches(result: BulkChangeResult): string {
  const unknown = result.unknown_skus.length
    ? ` No variant or product has the SKU${result.unknown_skus.length > 1 ? 's' : ''} ${result.unknown_skus.slice(0, 10).join(', ')}.`
    : '';
  return `No variant matches this selection.${unknown} Change the selection and preview again.`;
}

/** Applies the change in one transaction with its audit rows; refused whole when any variant cannot take it. */
export async function applyBulkChange(
  deps: CatalogDeps,
  request: BulkChangeRequest,
  staffId: number,
): Promise<BulkChangeResult> {
  const now = new Date().toISOString();
  const plan = await deps.db.transaction().execute(async (trx) => {
    const plan = await planChange(trx, request);
    if (plan.result.matched === 0) throw new AppError('validation_failed', nothingMatches(plan.result));
    if (plan.result.problems.length > 0)
      throw new AppError(
        'validation_failed',
        `Nothing was changed: ${plan.result.problems.length === 1 ? 'one variant cannot' : 'some variants cannot'} take this price change (${plan.result.problems.slice(0, 3).join('; ')}). Narrow the selection or change the amount.`,
      );
    const action =
      request.price && request.stock
        ? 'catalog.bulk_change'
        : request.price
          ? 'catalog.bulk_price'
          : 'catalog.bulk_stock';
    for (const v of plan.variants) {
      await repo.updateVariantFigures(trx, v.id, v.after);
      await recordAudit(
        trx,
        {
          staffId,
          action,
          entity: { type: 'product_variant', id: v.sku },
          before: v.before,
          after: { ...v.after, change: { price: request.price ?? null, stock: request.stock ?? null } },
        },
        now,
      );
    }
    for (const p of plan.products) {
      const { promo: _promo, ...shown } = p.after;
      if (JSON.stringify(p.before) === JSON.stringify(shown)) continue;
      await repo.updateProductPrices(trx, p.id, { ...p.after, updated_at: now });
      await recordAudit(
        trx,
        { staffId, action, entity: { type: 'product', id: p.id }, before: p.before, after: shown },
        now,
      );
    }
    return plan;
  });
  // Cards, listings and item pages read the new figures at once; shoppers waiting for a product back are told.
  const restocked = plan.variants.filter((v) => v.after.stock > v.before.stock).map((v) => v.productId);
  if (restocked.length > 0) await afterStockChange(deps, restocked);
  else deps.reads.invalidate();
  return { ...plan.result, applied: true };
}
