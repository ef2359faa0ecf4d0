import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asStaff, signedInStaff, type SignedStaff } from './support/staff.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

/**
 * The payment offers' Arabic names (migration 0038): products name their offer in English, and the cards, item pages
 * and payment methods also carry its Arabic name, or the English one while it has none. Owners and managers write the
 * Arabic name on the payment offers page; the change is audited and shows on cached pages at once.
 */

const ARABIC = { 'accept-language': 'ar-EG,ar;q=0.9,en;q=0.8' };
const ENGLISH = { 'accept-language': 'en-US,en;q=0.9' };
const VALU_AR = 'خصم 5% مع valU';
const CIB_AR = 'خصم 10% بكروت CIB';

let t: TestApp;
let manager: SignedStaff;
beforeAll(async () => {
  // Catalog reads cached for a minute, as a shop keeps them: a change must show through the cache.
  t = await createTestApp({ CATALOG_CACHE_MS: '60000', RATE_LIMIT_MAX: '100000' });
  manager = await signedInStaff(t, 'manager');
});
afterAll(async () => t?.close());

async function read(url: string, headers: Record<string, string> = {}) {
  const res = await t.app.inject({ method: 'GET', url, headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

async function search(text: string, headers: Record<string, string>) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/customer/products/search',
    headers,
    payload: { search: text, page: 1, page_size: 5 },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.products as Array<Record<string, unknown>>;
}

interface Offer {
  id: number;
  name_en: string;
  name_ar: string;
  method_code: string;
  percent: number;
  card_bins: string;
  active: boolean;
}

async function offers(): Promise<Offer[]> {
  const res = await asStaff(t, manager, 'GET', '/api/admin/payment-offers');
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.offers;
}

describe('payment offers in Arabic', () => {
  it("cards, item pages and payment methods carry the demo offers' Arabic names", async () => {
    const list = await offers();
    expect(list.map(({ name_en, name_ar }) => ({ name_en, name_ar }))).toEqual([
      { name_en: 'Save 10% with CIB cards', name_ar: CIB_AR },
      { name_en: '5% off with Valu', name_ar: VALU_AR },
    ]);

    const ar = await read('/api/customer/products/iphone-17-pro-max', ARABIC);
    expect(ar).toMatchObject({
      payment_methods_discount_name_en: '5% off with Valu',
      payment_methods_discount_name_ar: VALU_AR,
    });
    // The English answer has the same shape (the English name stays the link to the offer).
    const en = await read('/api/customer/products/iphone-17-pro-max', ENGLISH);
    expect(en.payment_methods_discount_name_en).toBe('5% off with Valu');
    expect(en.payment_methods_discount_name_ar).toBe(VALU_AR);

    const [found] = await search('iphone 16 pro', ARABIC);
    expect(found).toMatchObject({ slug: 'iphone-16-pro', payment_methods_discount_name_ar: CIB_AR });
    const listing = await read('/api/customer/categories/1?page=1&page_size=40', ARABIC);
    const cards = listing.products as Array<Record<string, unknown>>;
    expect(cards.find((p) => p.slug === 'samsung-galaxy-s25-ultra')).toMatchObject({
      payment_methods_discount_name_ar: CIB_AR,
    });
    // A product without an offer has neither name.
    const plain = cards.find((p) => p.payment_methods_discount_name_en === null);
    expect(plain?.payment_methods_discount_name_ar).toBeNull();

    const methods = (await read('/api/customer/orders/payment_methods')) as Array<Record<string, unknown>>;
    expect(methods.find((m) => m.code === 'valu')).toMatchObject({
      discount_name_en: '5% off with Valu',
      discount_name_ar: VALU_AR,
    });
    expect(methods.find((m) => m.code === 'cod')).toMatchObject({ discount_name_ar: null });
  });

  it('a product naming an offer the shop does not have shows its English name on Arabic pages too', async () => {
    // The demo's MacBook Air 15 names a bank offer that is not a payment offer.
    const ar = await read('/api/customer/products/macbook-air-15-m4', ARABIC);
    expect(ar.payment_methods_discount_name_ar).toBe(ar.payment_methods_discount_name_en);
    expect(ar.payment_methods_discount_name_en).toBe('Up to 12 months 0% with NBE cards');
  });

  it('a manager changes the Arabic name: audited, shown at once on cached pages, and empty means English', async () => {
    // Read first, so the answers are cached.
    expect((await search('iphone 17 pro max', ARABIC))[0]?.payment_methods_discount_name_ar).toBe(VALU_AR);
    expect(
      (await read('/api/customer/products/iphone-17-pro-max', ARABIC)).payment_methods_discount_name_ar,
    ).toBe(VALU_AR);

    const valu = (await offers()).find((o) => o.method_code === 'valu')!;
    const renamed = 'وفّر 5% لما تدفع بـ valU';
    const save = (name_ar: string | undefined) =>
      asStaff(t, manager, 'PUT', `/api/admin/payment-offers/${valu.id}`, {
        ...(name_ar === undefined ? {} : { name_ar }),
        percent: valu.percent,
        card_bins: '',
        active: true,
      });
    const saved = await save(`  ${renamed}  `);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data).toMatchObject({ name_en: '5% off with Valu', name_ar: renamed });

    expect((await search('iphone 17 pro max', ARABIC))[0]?.payment_methods_discount_name_ar).toBe(renamed);
    expect(
      (await read('/api/customer/products/iphone-17-pro-max', ARABIC)).payment_methods_discount_name_ar,
    ).toBe(renamed);
    const methods = (await read('/api/customer/orders/payment_methods')) as Array<Record<string, unknown>>;
    expect(methods.find((m) => m.code === 'valu')?.discount_name_ar).toBe(renamed);

    const audit = await t.runtime.deps.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'payment_offer.update')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(audit.staff_id).toBe(manager.id);
    expect(JSON.parse(audit.before!)).toMatchObject({ name_ar: VALU_AR });
    expect(JSON.parse(audit.after!)).toMatchObject({ name_ar: renamed });

    // A client that leaves the name out keeps it.
    const kept = await save(undefined);
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json().data.name_ar).toBe(renamed);

    // Emptied: Arabic pages show the English name.
    const emptied = await save('');
    expect(emptied.statusCode, emptied.body).toBe(200);
    expect(emptied.json().data.name_ar).toBe('');
    expect(
      (await read('/api/customer/products/iphone-17-pro-max', ARABIC)).payment_methods_discount_name_ar,
    ).toBe('5% off with Valu');
    expect(
      ((await read('/api/customer/orders/payment_methods')) as Array<Record<string, unknown>>).find(
        (m) => m.code === 'valu',
      )?.discount_name_ar,
    ).toBe('5% off with Valu');

    // A name on two lines is refused with the envelope's 400, and nothing changes.
    const refused = await save('خصم\n5%');
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ message_en: expect.stringContaining('Arabic name') });
    expect((await offers()).find((o) => o.id === valu.id)?.name_ar).toBe('');

    await save(VALU_AR);
  });
});
