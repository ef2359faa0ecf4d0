import type { Kysely } from 'kysely';
import type { Database } from '#app/db/schema';
import { issueToken } from '#app/modules/auth/token.service';

/** A product with the given variants in the first category, so a test controls every price and stock it reads. */
export async function makeTestProduct(
  db: Kysely<Database>,
  slug: string,
  product: {
    max_per_order?: number | null;
    preorder?: number;
    available_soon?: number;
    payment_methods_discount_name_en?: string | null;
  },
  variants: Array<{ price: number; discount_price?: number | null; stock: number; color_id?: number | null }>,
): Promise<{ productId: number; variantIds: number[] }> {
  const category = await db.selectFrom('categories').select('id').orderBy('id').executeTakeFirstOrThrow();
  const now = new Date().toISOString();
  const { id: productId } = await db
    .insertInto('products')
    .values({
      slug,
      name: `Test ${slug}`,
      sku: `T-${slug}`,
      category_id: category.id,
      sub_category_id: null,
      brand_id: null,
      details: '',
      long_description: '',
      meta_description: '',
      image: `/media/${slug}.svg`,
      price: variants[0]!.price,
      old_price: null,
      discount_price: null,
      direct_discount: 0,
      payment_methods_discount_name_en: product.payment_methods_discount_name_en ?? null,
      max_per_order: product.max_per_order ?? null,
      preorder: product.preorder ?? 0,
      available_soon: product.available_soon ?? 0,
      is_new: 0,
      promo: 0,
      top: 0,
      arrival_status: null,
      active: 1,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const variantIds: number[] = [];
  for (const [index, variant] of variants.entries()) {
    const { id } = await db
      .insertInto('product_variants')
      .values({
        product_id: productId,
        sku: `T-${slug}-${index}`,
        color_id: variant.color_id ?? null,
        size_id: null,
        mac_model_id: null,
        price: variant.price,
        discount_price: variant.discount_price ?? null,
        stock: variant.stock,
        max_per_order: null,
        image: `/media/${slug}-${index}.svg`,
        sort_order: index,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    variantIds.push(id);
  }
  return { productId, variantIds };
}

/** A sub-category of the first category that only the calling test uses (sort and filter tests own their rows). */
export async function makeTestSubCategory(
  db: Kysely<Database>,
  name: string,
  slug: string,
): Promise<{ id: number; categoryId: number }> {
  const category = await db.selectFrom('categories').select('id').orderBy('id').executeTakeFirstOrThrow();
  const { id } = await db
    .insertInto('sub_categories')
    .values({
      category_id: category.id,
      group_id: null,
      name,
      slug,
      image: '',
      sort_order: 999,
      is_new: 0,
      active: 1,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id, categoryId: category.id };
}

/** A customer row and a signed-in token, without the cost of a sign-up (argon2). */
export async function makeTestCustomer(
  db: Kysely<Database>,
  handle: string,
  options: { phone?: string | null; phoneVerified?: boolean } = {},
): Promise<{ token: string; userId: number; email: string }> {
  const email = `${handle}@example.com`;
  const { id: userId } = await db
    .insertInto('users')
    .values({
      name: `Shopper ${handle}`,
      email,
      phone: options.phone ?? null,
      phone_verified: options.phoneVerified ? 1 : 0,
      password_hash: null,
      created_at: new Date().toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const { token } = await issueToken(db, 'customer', userId);
  return { token, userId, email };
}

/** Units of a variant still in stock and units in orders: together they never change (nothing lost, nothing sold twice). */
export async function stockAndOrdered(db: Kysely<Database>, variantId: number) {
  const stock = await db
    .selectFrom('product_variants')
    .select('stock')
    .where('id', '=', variantId)
    .executeTakeFirstOrThrow();
  const ordered = await db
    .selectFrom('order_items')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('amount'), eb.lit(0)).as('units'))
    .where('variant_id', '=', variantId)
    .executeTakeFirstOrThrow();
  return { stock: Number(stock.stock), ordered: Number(ordered.units) };
}
