import type { Kysely } from 'kysely';
import type { Database } from '#app/db/schema';
import { AppError } from '#app/errors/app-error';
import type { CatalogDeps, Deps } from '#app/deps';
import { notifyIfBackInStock } from '#app/modules/back-in-stock/back-in-stock.service';

/** Sets one variant's stock by SKU (a variant SKU, or a product SKU for a product with a single variant). */
export async function setStockBySku(deps: CatalogDeps, sku: string, stock: number) {
  if (!Number.isInteger(stock) || stock < 0)
    throw new AppError('bad_request', 'Stock must be a whole number, 0 or more.');
  const result = await deps.db.transaction().execute(async (trx) => {
    let variant = await trx
      .selectFrom('product_variants')
      .select(['id', 'sku', 'stock', 'product_id'])
      .where('sku', '=', sku)
      .executeTakeFirst();
    if (!variant) {
      const variants = await trx
        .selectFrom('product_variants')
        .innerJoin('products', 'products.id', 'product_variants.product_id')
        .select([
          'product_variants.id',
          'product_variants.sku',
          'product_variants.stock',
          'product_variants.product_id',
        ])
        .where('products.sku', '=', sku)
        .execute();
      if (variants.length > 1) {
        const skus = variants.map((v) => v.sku).join(', ');
        throw new AppError(
          'bad_request',
          `Product ${sku} has ${variants.length} variants; give one of: ${skus}.`,
        );
      }
      variant = variants[0];
    }
    if (!variant) throw new AppError('not_found', `No product or variant has the SKU ${sku}.`);
    await trx.updateTable('product_variants').set({ stock }).where('id', '=', variant.id).execute();
    return { sku: variant.sku, before: variant.stock, after: stock, productId: variant.product_id };
  });
  deps.reads.invalidate();
  const notified = await notifyIfBackInStock(deps, result.productId);
  return { ...result, notified };
}

/**
 * Takes `amount` units of a variant inside the caller's transaction. The guarded update never lets stock go below
 * zero, whatever runs at the same moment; false means there were not enough units.
 */
export async function takeStock(db: Kysely<Database>, variantId: number, amount: number): Promise<boolean> {
  const result = await db
    .updateTable('product_variants')
    .set((eb) => ({ stock: eb('stock', '-', amount) }))
    .where('id', '=', variantId)
    .where('stock', '>=', amount)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Gives units back (an order cancelled, failed or never paid), inside the caller's transaction. */
export async function returnStock(db: Kysely<Database>, variantId: number, amount: number): Promise<void> {
  await db
    .updateTable('product_variants')
    .set((eb) => ({ stock: eb('stock', '+', amount) }))
    .where('id', '=', variantId)
    .execute();
}

/** After an order took stock: catalog reads refresh behind (nothing can be back in stock from a sale). */
export function afterStockTaken({ reads }: Pick<Deps, 'reads'>): void {
  reads.expire();
}

/** After a transaction that gave stock back: fresh reads, and shoppers told when a product is back. */
export async function afterStockChange(deps: CatalogDeps, productIds: number[]): Promise<void> {
  deps.reads.invalidate();
  for (const productId of new Set(productIds)) await notifyIfBackInStock(deps, productId);
}
