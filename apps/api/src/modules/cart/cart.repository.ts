import type { Kysely, Selectable } from 'kysely';
import type { CartLineTable, Database } from '#app/db/schema';

type Db = Kysely<Database>;

/** Who a server cart belongs to: a signed-in customer, or one guest session (never a guessable guest cart id). */
export type CartOwner = { userId: number } | { guestSessionId: number };

export type StoredLine = Pick<Selectable<CartLineTable>, 'variant_id' | 'amount'>;

function ownerColumn(owner: CartOwner) {
  return 'userId' in owner
    ? ({ column: 'user_id', value: owner.userId } as const)
    : ({ column: 'guest_session_id', value: owner.guestSessionId } as const);
}

export async function findCartId(db: Db, owner: CartOwner): Promise<number | undefined> {
  const { column, value } = ownerColumn(owner);
  const row = await db.selectFrom('carts').select('id').where(column, '=', value).executeTakeFirst();
  return row?.id;
}

/**
 * The owner's cart, made on first use, and locked for the caller's transaction, in one statement: the upsert touches
 * the row either way. On PostgreSQL that row lock makes writes to one cart take turns, so two concurrent updates
 * never lose or double a line; SQLite writes already take turns. Safe under concurrency: the owner column is unique.
 */
export async function openCart(db: Db, owner: CartOwner): Promise<number> {
  const { column, value } = ownerColumn(owner);
  const now = new Date().toISOString();
  const row = await db
    .insertInto('carts')
    .values({
      user_id: column === 'user_id' ? value : null,
      guest_session_id: column === 'guest_session_id' ? value : null,
      created_at: now,
      updated_at: now,
    })
    .onConflict((oc) => oc.column(column).doUpdateSet({ updated_at: now }))
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The owner's existing cart, locked for the caller's transaction like openCart; undefined when there is none. */
export async function lockOwnersCart(db: Db, owner: CartOwner): Promise<number | undefined> {
  const { column, value } = ownerColumn(owner);
  const row = await db
    .updateTable('carts')
    .set({ updated_at: new Date().toISOString() })
    .where(column, '=', value)
    .returning('id')
    .executeTakeFirst();
  return row?.id;
}

export function loadLines(db: Db, cartId: number): Promise<StoredLine[]> {
  return db
    .selectFrom('cart_lines')
    .select(['variant_id', 'amount'])
    .where('cart_id', '=', cartId)
    .orderBy('id')
    .execute();
}

export async function setLine(db: Db, cartId: number, variantId: number, amount: number): Promise<void> {
  const now = new Date().toISOString();
  await db
    .insertInto('cart_lines')
    .values({ cart_id: cartId, variant_id: variantId, amount, created_at: now, updated_at: now })
    .onConflict((oc) =>
      oc.columns(['cart_id', 'variant_id']).doUpdateSet((eb) => ({
        amount: eb.ref('excluded.amount'),
        updated_at: eb.ref('excluded.updated_at'),
      })),
    )
    .execute();
}

export async function deleteLines(db: Db, cartId: number, variantIds: number[]): Promise<void> {
  if (variantIds.length === 0) return;
  await db
    .deleteFrom('cart_lines')
    .where('cart_id', '=', cartId)
    .where('variant_id', 'in', variantIds)
    .execute();
}

export async function deleteAllLines(db: Db, cartId: number): Promise<void> {
  await db.deleteFrom('cart_lines').where('cart_id', '=', cartId).execute();
}

export async function deleteCart(db: Db, cartId: number): Promise<void> {
  await db.deleteFrom('carts').where('id', '=', cartId).execute();
}

export async function countItems(db: Db, owner: CartOwner): Promise<number> {
  const { column, value } = ownerColumn(owner);
  const row = await db
    .selectFrom('cart_lines')
    .innerJoin('carts', 'carts.id', 'cart_lines.cart_id')
    .select((eb) => eb.fn.sum<number | string | null>('cart_lines.amount').as('count'))
    .where(`carts.${column}`, '=', value)
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

/** Everything a cart line shows about its variant and product, whether or not the product is still sold. */
function variantRows(db: Db) {
  return db
    .selectFrom('product_variants as v')
    .innerJoin('products as p', 'p.id', 'v.product_id')
    .leftJoin('option_values as color', 'color.id', 'v.color_id')
    .leftJoin('option_values as size', 'size.id', 'v.size_id')
    .leftJoin('option_values as mac', 'mac.id', 'v.mac_model_id')
    .select([
      'v.id',
      'v.product_id',
      'v.sku',
      'v.price',
      'v.discount_price',
      'v.stock',
      'v.image',
      'v.max_per_order as variant_max_per_order',
      'p.max_per_order as product_max_per_order',
      'p.slug',
      'p.name',
      'p.image as product_image',
      'p.preorder',
      'p.available_soon',
      'p.direct_discount',
      'p.active',
      'p.payment_methods_discount_name_en as method_offer',
      'v.color_id',
      'color.name as color_name',
      'color.color_code as color_code',
      'v.size_id',
      'size.name as size_name',
      'v.mac_model_id',
      'mac.name as mac_name',
    ]);
}

export function loadVariants(db: Db, variantIds: number[]) {
  if (variantIds.length === 0) return Promise.resolve([]);
  return variantRows(db).where('v.id', 'in', variantIds).execute();
}

export type VariantForCart = Awaited<ReturnType<typeof loadVariants>>[number];

/**
 * A cart's lines with their variants, in one read (each round trip to PostgreSQL costs more than its rows, ADR 0017),
 * in the order the lines were added.
 */
export function loadCartVariants(
  db: Db,
  cartId: number,
): Promise<Array<VariantForCart & { line_amount: number }>> {
  return variantRows(db)
    .innerJoin('cart_lines as l', 'l.variant_id', 'v.id')
    .select('l.amount as line_amount')
    .where('l.cart_id', '=', cartId)
    .orderBy('l.id')
    .execute();
}
