import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STAFF_COOKIE } from '@shop/contract/admin';
import { PRODUCT_COUNT_CAP, productList, type ProductListItem } from '@shop/contract/admin-catalog';
import { createTestApp, type TestApp } from './support/test-app.ts';
import { signedInStaff } from './support/staff.ts';

/**
 * The staff product search for a word in more names than the count's cap, which reads its matches differently from a
 * rarer word's (see the catalog's admin repository): the pages must be the same list in the same order either way.
 */
let t: TestApp;
let cookie: string;
const COMMON = PRODUCT_COUNT_CAP + 40;
const RARE = 30;
/** Names with no word searched for, on either side of a brand's: more than the next names a page first looks among. */
const FAR = 2_100;
/** A brand's names, sorting together after FAR others (a few more before and after them, and some the same). */
const BRAND = PRODUCT_COUNT_CAP + 60;
const BRAND_APART = [3, 250, 1_700, 2_050];

beforeAll(async () => {
  t = await createTestApp();
  cookie = (await signedInStaff(t, 'support', 'support@example.com')).cookie;
  const db = t.runtime.deps.db;
  const sub = await db.selectFrom('sub_categories').select(['id', 'category_id']).executeTakeFirstOrThrow();
  const now = Date.now();
  // Names that sort apart from their ids and their times, so an order read from the wrong place shows.
  const product = (
    word: string,
    n: number,
    name = `${word} ${String((n * 7919) % 10_007).padStart(5, '0')}`,
  ) => ({
    slug: `${word}-${n}`,
    name,
    sku: `${word.toUpperCase()}-${n}`,
    category_id: sub.category_id,
    sub_category_id: sub.id,
    brand_id: null,
    details: word,
    long_description: `<p>${word}</p>`,
    meta_description: word,
    image: '/media/device/case/2b2b2d.svg',
    price: 100 * (1 + ((n * 31) % 997)),
    old_price: null,
    discount_price: null,
    direct_discount: 0,
    payment_methods_discount_name_en: null,
    max_per_order: null,
    preorder: 0,
    available_soon: 0,
    is_new: 0,
    promo: 0,
    top: 0,
    arrival_status: null,
    active: n % 5 === 0 ? 0 : 1,
    created_at: new Date(now - n * 1000).toISOString(),
    updated_at: new Date(now - ((n * 104_729) % 100_000) * 1000).toISOString(),
  });
  const four = (n: number) => String(n).padStart(4, '0');
  const rows = [
    ...Array.from({ length: COMMON }, (_, i) => product('sleeve', i + 1)),
    ...Array.from({ length: RARE }, (_, i) => product('holster', i + 1)),
    ...Array.from({ length: FAR }, (_, i) => product('alpha', i + 1, `Alpha ${four(i)} filler`)),
    ...Array.from({ length: FAR }, (_, i) => product('zzz', i + 1, `Zzz ${four(i)} filler`)),
    // One name in ten the same as the one before it, so pages end between equal names too.
    ...Array.from({ length: BRAND }, (_, i) =>
      product('zorbix', i + 1, `Zorbix ${four(i % 10 === 9 ? i - 1 : i)} Stand`),
    ),
    ...BRAND_APART.map((n) => product('zorbix-alpha', n, `Alpha ${four(n)} Zorbix`)),
    ...BRAND_APART.map((n) => product('zorbix-zzz', n, `Zzz ${four(n)} Zorbix`)),
  ];
  for (let i = 0; i < rows.length; i += 200)
    await db
      .insertInto('products')
      .values(rows.slice(i, i + 200))
      .execute();
}, 120_000);
afterAll(async () => t?.close());

async function everyPage(
  query: string,
): Promise<{ seen: ProductListItem[]; first: ReturnType<typeof productList.parse> }> {
  const seen: ProductListItem[] = [];
  let after: string | null = null;
  let first: ReturnType<typeof productList.parse> | undefined;
  do {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/admin/products?${query}&per_page=100${after ? `&after=${after}` : ''}`,
      headers: { cookie: `${STAFF_COOKIE}=${cookie}` },
    });
    expect(res.statusCode).toBe(200);
    const page = productList.parse(res.json().data);
    first ??= page;
    seen.push(...page.products);
    after = page.next_cursor;
  } while (after && seen.length < 5_000);
  return { seen, first: first! };
}

describe('staff product search, common and rare words', () => {
  for (const [sort, key] of [
    ['name', 'name'],
    ['price', 'price'],
    ['updated', 'updated_at'],
  ] as const) {
    for (const dir of ['asc', 'desc'] as const) {
      it(`lists every match once, in ${sort} ${dir} order, for a word in ${COMMON} names and one in ${RARE}`, async () => {
        for (const [word, expected] of [
          ['sleeve', COMMON],
          ['holster', RARE],
        ] as const) {
          const { seen, first } = await everyPage(`q=${word}&sort=${sort}&dir=${dir}`);
          expect(new Set(seen.map((p) => p.id)).size, word).toBe(expected);
          expect(seen.every((p) => p.name.startsWith(`${word} `))).toBe(true);
          expect(first.total).toBe(Math.min(expected, PRODUCT_COUNT_CAP));
          expect(first.total_capped).toBe(expected > PRODUCT_COUNT_CAP);
          for (let i = 1; i < seen.length; i += 1) {
            const [a, b] = [seen[i - 1]!, seen[i]!];
            const inOrder =
              a[key] === b[key]
                ? dir === 'asc'
                  ? a.id < b.id
                  : a.id > b.id
                : dir === 'asc'
                  ? a[key] < b[key]
                  : a[key] > b[key];
            expect(inOrder, `${word} ${sort} ${dir} at ${i}`).toBe(true);
          }
        }
      });
    }
  }

  it('lists a brand far down the names in exactly the order of a plain query, across pages and filters', async () => {
    const db = t.runtime.deps.db;
    for (const [query, active] of [
      ['q=zorbix', undefined],
      ['q=zorbix&active=0', 0],
      ['q=zorbix&active=1', 1],
    ] as const) {
      for (const dir of ['asc', 'desc'] as const) {
        const expected = await db
          .selectFrom('products')
          .select('id')
          .where('name', 'like', '%Zorbix%')
          .$if(active !== undefined, (q) => q.where('active', '=', active!))
          .orderBy('name', dir)
          .orderBy('id', dir)
          .execute();
        const { seen, first } = await everyPage(`${query}&sort=name&dir=${dir}`);
        expect(
          seen.map((p) => p.id),
          `${query} ${dir}`,
        ).toEqual(expected.map((r) => r.id));
        expect(first.total).toBe(Math.min(expected.length, PRODUCT_COUNT_CAP));
        expect(first.total_capped).toBe(expected.length > PRODUCT_COUNT_CAP);
      }
    }
  });

  it('keeps the other filters with a common word', async () => {
    const { seen } = await everyPage('q=sleeve&active=0&sort=name');
    expect(seen.length).toBe(Math.floor(COMMON / 5));
    expect(seen.every((p) => !p.active && p.name.startsWith('sleeve '))).toBe(true);
  });
});
