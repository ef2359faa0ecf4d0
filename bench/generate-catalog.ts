import type { Kysely } from 'kysely';
import type { Database } from '../apps/api/src/db/schema.ts';

/**
 * Grows the demo catalog to `target` products for the benchmark: realistic names over the demo's categories, brands
 * and sub-categories, one variant each, deterministic (a fixed-seed generator) so runs compare.
 */
const FAMILIES = ['Ultra', 'Pro', 'Air', 'Max', 'Lite', 'Nano', 'Prime', 'Neo', 'Edge', 'Flex', 'Core', 'Go'];
const NOUNS: Record<number, string[]> = {
  1: ['Phone', 'Smartphone'],
  2: ['Laptop', 'Notebook', 'MacBook'],
  3: ['Tablet', 'Pad'],
  4: ['Watch', 'Band'],
  5: ['Earbuds', 'Headphones', 'Speaker'],
  6: ['Controller', 'Console', 'Headset'],
  7: ['Case', 'Charger', 'Cable', 'Power Bank', 'Screen Protector', 'Stand', 'Adapter', 'Keyboard', 'Mouse'],
  8: ['Camera', 'Action Cam', 'Lens'],
};

function generator(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

export async function growCatalog(db: Kysely<Database>, target: number): Promise<number> {
  const { n } = await db
    .selectFrom('products')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  const missing = target - Number(n);
  if (missing <= 0) return 0;
  const [subs, brands, color] = await Promise.all([
    db.selectFrom('sub_categories').select(['id', 'category_id']).execute(),
    db.selectFrom('brands').select(['id', 'name']).execute(),
    db.selectFrom('option_values').select('id').where('kind', '=', 'Color').executeTakeFirstOrThrow(),
  ]);
  const random = generator(20261122);
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
  const now = new Date().toISOString();
  const chunk = 500;
  for (let start = 0; start < missing; start += chunk) {
    const rows = Array.from({ length: Math.min(chunk, missing - start) }, (_, i) => {
      const n = start + i + 1;
      const sub = pick(subs);
      const brand = pick(brands);
      const noun = pick(NOUNS[sub.category_id] ?? ['Accessory']);
      const name = `${brand.name} ${noun} ${pick(FAMILIES)} ${10 + Math.floor(random() * 90)} (Gen ${1 + (n % 7)})`;
      const price = 100 * (5 + Math.floor(random() * 1500));
      const discounted = random() < 0.2;
      return {
        slug: `bench-${n}`,
        name,
        sku: `BENCH-${n}`,
        category_id: sub.category_id,
        sub_category_id: sub.id,
        brand_id: brand.id,
        details: `${name}: generated for the benchmark.`,
        long_description: `<p>${name}</p>`,
        meta_description: name,
        image: '/media/device/case/2b2b2d.svg',
        price,
        old_price: discounted ? price + 500 : null,
        discount_price: discounted ? price - 300 : null,
        direct_discount: 0,
        payment_methods_discount_name_en: null,
        max_per_order: null,
        preorder: 0,
        available_soon: 0,
        is_new: random() < 0.1 ? 1 : 0,
        promo: discounted ? 1 : 0,
        top: 0,
        arrival_status: null,
        active: 1,
        created_at: now,
        updated_at: now,
      };
    });
    await db.transaction().execute(async (trx) => {
      const ids = await trx.insertInto('products').values(rows).returning('id').execute();
      await trx
        .insertInto('product_variants')
        .values(
          ids.map(({ id }, i) => ({
            product_id: id,
            sku: `${rows[i]!.sku}-V`,
            color_id: color.id,
            size_id: null,
            mac_model_id: null,
            price: rows[i]!.price,
            discount_price: rows[i]!.discount_price,
            stock: Math.floor(random() * 20),
            max_per_order: null,
            image: rows[i]!.image,
            sort_order: 0,
          })),
        )
        .execute();
    });
  }
  return missing;
}
