import type { Runtime } from '../../apps/api/src/runtime.ts';
import { bottomlessVariant, makeCustomers, type BenchCustomer } from '../customer-load.ts';
import { BUYERS, GUESTS, SHOPPERS } from './config.ts';

/** What the traffic mix draws from: the catalog as seeded, and the shoppers made for this run. */
export interface World {
  slugs: string[];
  categoryIds: number[];
  /** Variants with stock, for validate_cart. */
  variants: number[];
  /** The few of them that stored carts (guest and customer) hold. */
  cartVariants: number[];
  /** Bottomless variants that orders take. */
  orderVariants: number[];
  words: string[];
  prefixes: string[];
  shoppers: BenchCustomer[];
  buyers: BenchCustomer[];
  /** Buyers with no order under way: one buyer places one order at a time. */
  idleBuyers: BenchCustomer[];
  guests: string[];
}

export async function makeWorld(base: string, runtime: Runtime, tag: string): Promise<World> {
  const db = runtime.deps.db;
  const products = await db
    .selectFrom('products')
    .select(['slug', 'name'])
    .where('active', '=', 1)
    .orderBy('id')
    .execute();
  const categories = await db
    .selectFrom('categories')
    .select('id')
    .where('active', '=', 1)
    .orderBy('id')
    .execute();
  const orderVariants = [
    await bottomlessVariant(db, 'iphone-17-pro'),
    ...(
      await db
        .selectFrom('product_variants as v')
        .innerJoin('products as p', 'p.id', 'v.product_id')
        .select('v.id')
        .where('p.active', '=', 1)
        .where('p.preorder', '=', 0)
        .where('p.available_soon', '=', 0)
        .where('v.stock', '>', 10)
        .orderBy('v.id', 'desc')
        .limit(2)
        .execute()
    ).map((v) => v.id),
  ];
  await restock(runtime, orderVariants);
  const variants = (
    await db
      .selectFrom('product_variants as v')
      .innerJoin('products as p', 'p.id', 'v.product_id')
      .select('v.id')
      .where('p.active', '=', 1)
      .where('v.stock', '>', 0)
      .orderBy('v.id')
      .limit(400)
      .execute()
  ).map((v) => v.id);
  const words = [
    ...new Set(
      products.flatMap((p) =>
        p.name
          .toLowerCase()
          .split(/[^a-z0-9]+/)
          .filter((word) => word.length >= 3),
      ),
    ),
  ];
  const prefixes = [
    ...new Set(words.flatMap((word) => [word.slice(0, 2), word.slice(0, 3), word.slice(0, 4)])),
  ];
  const customers = await makeCustomers(base, db, SHOPPERS + BUYERS, tag);
  const guests: string[] = [];
  for (let i = 0; i < GUESTS; i += 1) {
    const response = await fetch(`${base}/api/customer/auth/guest`, { method: 'POST' });
    if (response.status !== 201) throw new Error(`guest token: HTTP ${response.status}`);
    guests.push(((await response.json()) as { data: { token: string } }).data.token);
  }
  const buyers = customers.slice(SHOPPERS);
  return {
    slugs: products.map((p) => p.slug),
    categoryIds: categories.map((c) => c.id),
    variants,
    cartVariants: variants
      .filter((_, i) => i % Math.max(1, Math.floor(variants.length / 12)) === 0)
      .slice(0, 12),
    orderVariants,
    words,
    prefixes,
    shoppers: customers.slice(0, SHOPPERS),
    buyers,
    idleBuyers: [...buyers],
    guests,
  };
}

/** Orders take stock from these variants: put it back so every order can succeed. */
export async function restock(runtime: Runtime, variantIds: number[]): Promise<void> {
  await runtime.deps.db
    .updateTable('product_variants')
    .set({ stock: 1_000_000_000 })
    .where('id', 'in', variantIds)
    .execute();
}
