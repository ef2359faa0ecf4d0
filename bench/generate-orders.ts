import type { Kysely } from 'kysely';
import type { OrderStatus } from '@shop/contract/orders';
import type { Database } from '../apps/api/src/db/schema.ts';

/**
 * A year of a busy shop's orders for the order desk's benchmark, written straight into the database: customers with an
 * address each, orders spread evenly over the last 365 days (ids rising with time, as placed orders' do), each with
 * one to three lines of the catalog's products and its history, statuses and payment methods in a settled shop's
 * proportions, some with a promo code. Deterministic (a fixed-seed generator), so runs compare and the bench can name
 * a customer, a promo code and an order that exist.
 */
export const BENCH_PROMO_CODES = ['WELCOME10', 'RAMADAN15', 'EID20', 'SUMMER5', 'BLACKFRIDAY'] as const;

/** The e-mail address and phone of the generated customer `n` (1-based). */
export const benchBuyer = (n: number) => ({
  email: `buyer${n}@bench.example.com`,
  phone: `012${String(n).padStart(8, '0')}`,
});

/** Status by share: most orders of a year ago are delivered; a few are still on their way or were cancelled. */
const STATUS_SHARES: Array<[OrderStatus, number]> = [
  ['delivered', 0.62],
  ['shipped', 0.06],
  ['processing', 0.06],
  ['paid', 0.04],
  ['cancelled', 0.14],
  ['payment_failed', 0.05],
  ['refunded', 0.03],
];
const METHOD_SHARES: Array<[string, number]> = [
  ['cod', 0.6],
  ['card', 0.3],
  ['valu', 0.1],
];

function generator(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

function byShare<T>(shares: Array<[T, number]>, r: number): T {
  let sum = 0;
  for (const [value, share] of shares) {
    sum += share;
    if (r < sum) return value;
  }
  return shares[shares.length - 1]![0];
}

const DAY = 86_400_000;

/** Adds customers and orders until there are `target` orders; returns how many orders it added. */
export async function growOrders(
  db: Kysely<Database>,
  target: number,
  customers = Math.max(1, Math.round(target / 5)),
): Promise<number> {
  const { n } = await db
    .selectFrom('orders')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  const missing = target - Number(n);
  if (missing <= 0) return 0;
  const random = generator(20261127);
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
  const [cities, products] = await Promise.all([
    db
      .selectFrom('cities as c')
      .innerJoin('governorates as g', 'g.id', 'c.governorate_id')
      .select([
        'c.id',
        'c.name_en',
        'g.id as governorate_id',
        'g.name_en as governorate_en',
        'g.delivery_fee',
      ])
      .execute(),
    db
      .selectFrom('products as p')
      .innerJoin('product_variants as v', 'v.product_id', 'p.id')
      .select(['p.id as product_id', 'v.id as variant_id', 'p.name', 'v.sku', 'p.image', 'v.price'])
      .orderBy('v.id')
      .limit(5_000)
      .execute(),
  ]);
  const now = Date.now();

  // Customers, each with the address their orders go to.
  const buyers: Array<{ id: number; address: string; governorate_id: number; fee: number }> = [];
  const chunk = 500;
  for (let start = 0; start < customers; start += chunk) {
    const size = Math.min(chunk, customers - start);
    const joined = new Date(now - 400 * DAY).toISOString();
    const rows = Array.from({ length: size }, (_, i) => {
      const { email, phone } = benchBuyer(start + i + 1);
      return {
        name: `Bench Buyer ${start + i + 1}`,
        email,
        phone,
        phone_verified: 1,
        password_hash: null,
        created_at: joined,
        blocked_at: null,
        blocked_reason: null,
        blocked_by: null,
      };
    });
    await db.transaction().execute(async (trx) => {
      const ids = await trx.insertInto('users').values(rows).returning('id').execute();
      const addresses = ids.map(({ id }, i) => {
        const city = pick(cities);
        return {
          user_id: id,
          name: rows[i]!.name,
          phone: rows[i]!.phone,
          city_id: city.id,
          street: `${1 + Math.floor(random() * 200)} Nile Street`,
          building: String(1 + Math.floor(random() * 60)),
          floor: String(1 + Math.floor(random() * 12)),
          apartment: String(1 + Math.floor(random() * 30)),
          landmark: '',
          is_primary: 1,
          created_at: joined,
          updated_at: joined,
          city,
        };
      });
      await trx
        .insertInto('addresses')
        .values(addresses.map(({ city: _city, ...a }) => a))
        .execute();
      for (const a of addresses) {
        const { city, user_id, is_primary: _p, created_at: _c, updated_at: _u, ...rest } = a;
        buyers.push({
          id: user_id,
          governorate_id: city.governorate_id,
          fee: city.delivery_fee,
          address: JSON.stringify({
            ...rest,
            city_en: city.name_en,
            governorate_id: city.governorate_id,
            governorate_en: city.governorate_en,
          }),
        });
      }
    });
  }

  // Orders, oldest first, evenly over the year up to an hour ago.
  const first = now - 365 * DAY;
  const step = (365 * DAY - 3_600_000) / missing;
  for (let start = 0; start < missing; start += chunk) {
    const size = Math.min(chunk, missing - start);
    const orders = Array.from({ length: size }, (_, i) => {
      const at = new Date(first + (start + i) * step + Math.floor(random() * step)).toISOString();
      const buyer = pick(buyers);
      const lines = Array.from({ length: 1 + Math.floor(random() * random() * 3) }, () => {
        const p = pick(products);
        const amount = random() < 0.85 ? 1 : 2;
        return { ...p, amount, line_total: p.price * amount };
      });
      const subtotal = lines.reduce((s, l) => s + l.line_total, 0);
      const promo = random() < 0.12 ? pick(BENCH_PROMO_CODES) : null;
      const promoDiscount = promo ? Math.min(2_000, Math.round(subtotal * 0.05)) : 0;
      const status = byShare(STATUS_SHARES, random());
      const method = byShare(METHOD_SHARES, random());
      return {
        order: {
          user_id: buyer.id,
          status,
          payment_method: method,
          plan_id: null,
          plan_months: null,
          plan_interest: null,
          address_json: buyer.address,
          subtotal,
          discount: 0,
          method_discount: 0,
          promo_discount: promoDiscount,
          installment_fee: 0,
          delivery_fee: buyer.fee,
          total: subtotal - promoDiscount + buyer.fee,
          promo_code_id: null,
          promo_code: promo,
          notes: '',
          device_type: 1 + Math.floor(random() * 3),
          idempotency_key: null,
          pay_provider: method === 'cod' ? null : 'sandbox',
          pay_reference: method === 'cod' ? null : `bench-${start + i + 1}`,
          pay_url: null,
          pay_before: null,
          stock_released: status === 'cancelled' || status === 'payment_failed' ? 1 : 0,
          created_at: at,
          updated_at: at,
          device_id: null,
          card_offer: null,
          card_bin: null,
          governorate_id: buyer.governorate_id,
          courier_name: status === 'shipped' || status === 'delivered' ? 'Bosta' : null,
          tracking_number: status === 'shipped' || status === 'delivered' ? `BST${start + i + 1}` : null,
          refunded_total: status === 'refunded' ? subtotal - promoDiscount + buyer.fee : 0,
        },
        lines,
      };
    });
    await db.transaction().execute(async (trx) => {
      const ids = await trx
        .insertInto('orders')
        .values(orders.map((o) => o.order))
        .returning('id')
        .execute();
      await trx
        .insertInto('order_items')
        .values(
          ids.flatMap(({ id }, i) =>
            orders[i]!.lines.map((l) => ({
              order_id: id,
              variant_id: l.variant_id,
              product_id: l.product_id,
              name: l.name,
              sku: l.sku,
              image: l.image,
              options: '',
              unit_price: l.price,
              amount: l.amount,
              line_total: l.line_total,
              reserved: 0,
            })),
          ),
        )
        .execute();
      await trx
        .insertInto('order_status_history')
        .values(
          ids.flatMap(({ id }, i) => {
            const o = orders[i]!.order;
            const placed = {
              order_id: id,
              status: 'processing' as const,
              note: 'Order placed',
              created_at: o.created_at,
            };
            return o.status === 'processing'
              ? [placed]
              : [placed, { order_id: id, status: o.status, note: 'Bench history', created_at: o.updated_at }];
          }),
        )
        .execute();
    });
  }
  return missing;
}
