import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HEADER_CSRF, STAFF_COOKIE, type StaffRole } from '@shop/contract/admin';
import { runShop } from '#app/cli/shop';
import { lowStockThreshold } from '#app/modules/site/shop-settings.service';
import { makeTestCustomer, makeTestProduct } from './support/fixtures.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';
import { signedInStaff } from './support/staff.ts';

/**
 * Prices and promotions in the back office: promo codes, payment offers, installment plans, delivery fees and the
 * shop's settings; who may change them, CSRF, validation and the audit log; and checkout using the edited values at
 * once.
 */
const ORIGIN = 'https://shop.example';
const CAIRO_CITY = 101;
const CIB_BIN = '455712';
let t: TestApp;
let seq = 0;

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH';
interface Signed {
  id: number;
  cookie: string;
  csrf: string;
}
type Json = Record<string, unknown>;

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_ORIGIN: ORIGIN, AUTH_RATE_LIMIT_MAX: '100000', RATE_LIMIT_MAX: '100000' });
  owner = await member('owner@example.com', 'owner');
  manager = await member('manager@example.com', 'manager');
  support = await member('support@example.com', 'support');
});
afterAll(async () => t?.close());

const db = () => t.runtime.deps.db;

function admin(method: Method, url: string, who: Signed | null, payload?: object, csrf = true) {
  return t.app.inject({
    method,
    url,
    headers: {
      ...(who ? { cookie: `${STAFF_COOKIE}=${who.cookie}` } : {}),
      ...(who && csrf ? { [HEADER_CSRF]: who.csrf } : {}),
    },
    ...(payload ? { payload } : {}),
  });
}

/** A member made by the operator command, with a password set from their link, signed in. */
const member = (email: string, role: StaffRole): Promise<Signed> => signedInStaff(t, role, email);

let owner: Signed;
let manager: Signed;
let support: Signed;

function call(method: 'GET' | 'POST', url: string, token?: string, payload?: unknown) {
  return t.app.inject({
    method,
    url,
    ...(payload === undefined ? {} : { payload: payload as Json }),
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
}

async function product(price: number, extra: Parameters<typeof makeTestProduct>[2] = {}) {
  seq += 1;
  const made = await makeTestProduct(db(), `promo-item-${seq}`, extra, [{ price, stock: 50 }]);
  return { productId: made.productId, variantId: made.variantIds[0]! };
}

async function shopper(cart: Array<{ id: number; amount: number }>) {
  seq += 1;
  const phone = `0102${String(seq).padStart(7, '0')}`;
  const who = await makeTestCustomer(db(), `promo${seq}-${Date.now()}`, { phone, phoneVerified: true });
  const address = await call('POST', '/api/customer/profile/addresses', who.token, {
    name: 'Mona Adel',
    phone,
    city_id: CAIRO_CITY,
    street: '12 Abbas El Akkad',
  });
  expect(address.statusCode, address.body).toBeLessThan(300);
  const data = address.json().data;
  const addressId = (Array.isArray(data) ? data[0].id : data.id) as number;
  const res = await call('POST', '/api/customer/carts', who.token, { items: cart, reset: true });
  expect(res.statusCode, res.body).toBe(200);
  return { ...who, addressId };
}

const placeCash = (who: { token: string; addressId: number }, promo?: string) =>
  call('POST', '/api/customer/orders', who.token, {
    device_type: 1,
    notes: '',
    address_id: who.addressId,
    payment_method: 1,
    accept_payment_discount_dialog: false,
    ...(promo ? { promo } : {}),
  });

const checkPromo = (token: string, promo: string) =>
  call('POST', '/api/customer/orders/check_promo_v2', token, { promo, amount: 1 });

const promoBody = (over: Json = {}): Json => ({
  code: `SAVE${++seq}`,
  kind: 'percent',
  value: 10,
  max_discount: null,
  min_amount: 0,
  payment_method: null,
  starts_at: null,
  ends_at: null,
  max_uses: null,
  max_uses_per_customer: null,
  active: true,
  category_ids: [],
  brand_ids: [],
  product_ids: [],
  ...over,
});

async function auditActions(action: string) {
  return db().selectFrom('audit_log').selectAll().where('action', '=', action).orderBy('id').execute();
}

describe('who may change prices and promotions', () => {
  it('support reads but every change is refused with a clear 403; without CSRF or a session nothing changes', async () => {
    const list = await admin('GET', '/api/admin/promo-codes', support);
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().data.promo_codes.map((p: { code: string }) => p.code)).toEqual(
      expect.arrayContaining(['WELCOME10', 'CARD500']),
    );
    expect(list.json().data.categories.length).toBeGreaterThan(0);

    const refusals = [
      await admin('POST', '/api/admin/promo-codes', support, promoBody()),
      await admin('PATCH', '/api/admin/promo-codes/1', support, { active: false }),
      await admin('PUT', '/api/admin/payment-offers/1', support, {
        percent: 50,
        card_bins: CIB_BIN,
        active: true,
      }),
      await admin('POST', '/api/admin/installment-plans', support, { months: 3, active: true }),
      await admin('PUT', '/api/admin/delivery-fees', support, { fees: [{ id: 1, fee: 1 }] }),
      await admin('PUT', '/api/admin/settings', support, {
        maintenance: true,
        shop_name: 'X',
        hotline: '19999',
        low_stock_threshold: 1,
      }),
    ];
    for (const res of refusals) {
      expect(res.statusCode, res.body).toBe(403);
      expect(res.json().message_en).toMatch(/^Only an owner( or a manager)? can do this\./);
    }
    // Settings are the owner's alone.
    const managerSettings = await admin('PUT', '/api/admin/settings', manager, {
      maintenance: true,
      shop_name: 'X',
      hotline: '19999',
      low_stock_threshold: 1,
    });
    expect(managerSettings.statusCode).toBe(403);
    expect(managerSettings.json().message_en).toBe(
      'Only an owner can do this. Ask the shop owner if you need it.',
    );

    const noCsrf = await admin('POST', '/api/admin/promo-codes', manager, promoBody(), false);
    expect(noCsrf.statusCode).toBe(403);
    expect(noCsrf.json().message_en).toMatch(/security token/);
    const anonymous = await admin('GET', '/api/admin/payment-offers', null);
    expect(anonymous.statusCode).toBe(401);
    expect(await auditActions('promo_code.create')).toEqual([]);
    const welcome = await db()
      .selectFrom('promo_codes')
      .select('active')
      .where('id', '=', 1)
      .executeTakeFirst();
    expect(welcome?.active).toBe(1);
  });

  it('refuses bad input with a message naming the field, never a 500', async () => {
    const cases: Array<[Json, RegExp]> = [
      [promoBody({ code: 'a b' }), /Code must be 3 to 32 letters/],
      [promoBody({ value: 150 }), /A percentage is at most 100/],
      [promoBody({ value: 'ten' }), /Value must be a number/],
      [
        promoBody({ starts_at: '2026-12-10T10:00', ends_at: '2026-12-01T10:00' }),
        /Ends must be after Starts/,
      ],
      [promoBody({ product_ids: 'one, two' }), /Product ids: write ids as whole numbers/],
      [promoBody({ code: 'welcome10' }), /WELCOME10 is already a promo code/],
    ];
    for (const [body, message] of cases) {
      const res = await admin('POST', '/api/admin/promo-codes', manager, body);
      expect(res.statusCode, res.body).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
      expect(res.json().message_en).toMatch(message);
    }
    const fee = await admin('PUT', '/api/admin/delivery-fees', manager, { fees: [{ id: 1, fee: -5 }] });
    expect(fee.statusCode).toBe(400);
    expect(fee.json().message_en).toMatch(/Fee must be 0 or more/);
    const unknown = await admin('PUT', '/api/admin/delivery-fees', manager, { fees: [{ id: 999, fee: 5 }] });
    expect(unknown.statusCode).toBe(400);
    const bins = await admin('PUT', '/api/admin/payment-offers/1', manager, {
      percent: 10,
      card_bins: '',
      active: true,
    });
    expect(bins.statusCode).toBe(400);
    expect(bins.json().message_en).toMatch(/needs at least one 6 to 8 digit prefix/);
    const hotline = await admin('PUT', '/api/admin/settings', owner, {
      maintenance: false,
      shop_name: 'iSpot',
      hotline: '123',
      low_stock_threshold: 3,
    });
    expect(hotline.statusCode).toBe(400);
    expect(hotline.json().message_en).toMatch(/Hotline must be five digits/);
    const missing = await admin('GET', '/api/admin/promo-codes/99999', support);
    expect(missing.statusCode).toBe(404);
  });
});

describe('checkout uses the codes the back office makes', () => {
  it('a code made by a manager applies at checkout, stops at its total uses, and the list counts its orders', async () => {
    const item = await product(4_000);
    const made = await admin(
      'POST',
      '/api/admin/promo-codes',
      manager,
      promoBody({ code: 'flash25', kind: 'fixed', value: 250, min_amount: 3_000, max_uses: 1 }),
    );
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json().data).toMatchObject({
      code: 'FLASH25',
      kind: 'fixed',
      value: 250,
      max_uses: 1,
      active: true,
    });
    const id = made.json().data.id as number;

    const first = await shopper([{ id: item.variantId, amount: 1 }]);
    const checked = await checkPromo(first.token, 'flash25');
    expect(checked.statusCode, checked.body).toBe(200);
    expect(checked.json().data).toMatchObject({ discount: 250, total: 3_750 });
    const order = await placeCash(first, 'FLASH25');
    expect(order.statusCode, order.body).toBe(200);
    expect(order.json().data.order.totals.promo_discount).toBe(250);

    const second = await shopper([{ id: item.variantId, amount: 1 }]);
    const refused = await checkPromo(second.token, 'FLASH25');
    expect(refused.json()).toMatchObject({ code: 415, message_en: 'This promo code has been fully used.' });

    const listed = await admin('GET', '/api/admin/promo-codes', support);
    const row = listed.json().data.promo_codes.find((p: { id: number }) => p.id === id);
    expect(row).toMatchObject({ uses: 1, orders: 1, discount_given: 250 });

    // Raising the limit lets the next shopper use it at once; switching it off refuses it.
    const raised = await admin('PUT', `/api/admin/promo-codes/${id}`, manager, {
      ...promoBody({ code: 'FLASH25', kind: 'fixed', value: 300, min_amount: 3_000, max_uses: 2 }),
    });
    expect(raised.statusCode, raised.body).toBe(200);
    expect((await checkPromo(second.token, 'FLASH25')).json().data.discount).toBe(300);
    const off = await admin('PATCH', `/api/admin/promo-codes/${id}`, owner, { active: false });
    expect(off.json()).toMatchObject({ data: { active: false }, message_en: 'FLASH25 is off.' });
    expect((await checkPromo(second.token, 'FLASH25')).json().message_en).toBe(
      'This promo code does not exist.',
    );

    const audit = await auditActions('promo_code.update');
    expect(audit.length).toBeGreaterThanOrEqual(2);
    const last = audit.at(-1)!;
    expect(last.staff_id).toBe(owner.id);
    expect(JSON.parse(last.before!)).toMatchObject({ active: true, value: 300 });
    expect(JSON.parse(last.after!)).toMatchObject({ active: false });
    const created = await auditActions('promo_code.create');
    expect(JSON.parse(created.at(-1)!.after!)).toMatchObject({ code: 'FLASH25', value: 250 });
  });

  it('honours the minimum subtotal, dates, uses per customer and the products a code is limited to', async () => {
    const covered = await product(2_000);
    const other = await product(6_000);
    const res = await admin(
      'POST',
      '/api/admin/promo-codes',
      manager,
      promoBody({
        code: 'ONLYTHIS',
        kind: 'percent',
        value: 50,
        min_amount: 7_000,
        max_uses_per_customer: 1,
        product_ids: String(covered.productId),
      }),
    );
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json().data.id as number;
    expect(res.json().data.product_ids).toEqual([covered.productId]);

    const small = await shopper([{ id: covered.variantId, amount: 1 }]);
    expect((await checkPromo(small.token, 'ONLYTHIS')).json().message_en).toBe(
      'This promo code needs an order of at least 7,000 EGP.',
    );
    const none = await shopper([{ id: other.variantId, amount: 2 }]);
    expect((await checkPromo(none.token, 'ONLYTHIS')).json().message_en).toBe(
      'This promo code does not apply to anything in your cart.',
    );
    // Half off the covered product only: 50% of 2,000, not of the whole 8,000.
    const both = await shopper([
      { id: covered.variantId, amount: 1 },
      { id: other.variantId, amount: 1 },
    ]);
    expect((await checkPromo(both.token, 'ONLYTHIS')).json().data).toMatchObject({
      amount: 8_000,
      discount: 1_000,
    });
    const placed = await placeCash(both, 'ONLYTHIS');
    expect(placed.statusCode, placed.body).toBe(200);
    expect(placed.json().data.order.totals.promo_discount).toBe(1_000);
    await call('POST', '/api/customer/carts', both.token, {
      items: [
        { id: covered.variantId, amount: 1 },
        { id: other.variantId, amount: 1 },
      ],
      reset: true,
    });
    expect((await checkPromo(both.token, 'ONLYTHIS')).json().message_en).toBe(
      'You have already used this promo code.',
    );

    // Not started yet, then ended.
    const later = new Date(Date.now() + 86_400_000).toISOString();
    const body = promoBody({ code: 'ONLYTHIS', kind: 'percent', value: 50, starts_at: later });
    expect((await admin('PUT', `/api/admin/promo-codes/${id}`, manager, body)).statusCode).toBe(200);
    const fresh = await shopper([{ id: covered.variantId, amount: 1 }]);
    expect((await checkPromo(fresh.token, 'ONLYTHIS')).json().message_en).toBe(
      'This promo code is not active yet.',
    );
    const past = new Date(Date.now() - 60_000).toISOString();
    const ended = promoBody({ code: 'ONLYTHIS', kind: 'percent', value: 50, ends_at: past });
    expect((await admin('PUT', `/api/admin/promo-codes/${id}`, manager, ended)).statusCode).toBe(200);
    expect((await checkPromo(fresh.token, 'ONLYTHIS')).json().message_en).toBe(
      'This promo code has expired.',
    );
  });

  it('a code limited to a category covers the products of that category', async () => {
    const item = await product(1_000);
    const { category_id } = await db()
      .selectFrom('products')
      .select('category_id')
      .where('id', '=', item.productId)
      .executeTakeFirstOrThrow();
    const res = await admin(
      'POST',
      '/api/admin/promo-codes',
      owner,
      promoBody({ code: 'CATEGORY20', value: 20, category_ids: [category_id] }),
    );
    expect(res.statusCode, res.body).toBe(201);
    const who = await shopper([{ id: item.variantId, amount: 1 }]);
    expect((await checkPromo(who.token, 'CATEGORY20')).json().data.discount).toBe(200);
  });
});

describe('payment offers, installment plans and delivery fees', () => {
  it('an edited card offer, a plan with a minimum and a new delivery fee show at checkout at once', async () => {
    const offered = await product(10_000, { payment_methods_discount_name_en: 'Save 10% with CIB cards' });
    const who = await shopper([{ id: offered.variantId, amount: 1 }]);
    const page = await admin('GET', '/api/admin/payment-offers', support);
    expect(page.statusCode).toBe(200);
    const cib = page.json().data.offers.find((o: { method_code: string }) => o.method_code === 'card');
    expect(cib).toMatchObject({ name_en: 'Save 10% with CIB cards', percent: 10, active: true });
    expect(page.json().data.plans.map((p: { id: number }) => p.id)).toEqual([31, 32, 33]);

    const saved = await admin('PUT', `/api/admin/payment-offers/${cib.id}`, manager, {
      percent: 15,
      card_bins: cib.card_bins,
      active: true,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const methods = await call('GET', '/api/customer/orders/payment_methods');
    expect(methods.json().data.find((m: { code: string }) => m.code === 'card').discount_percent).toBe(15);
    const summary = await call('POST', '/api/customer/orders/summary', who.token, {
      address_id: who.addressId,
      payment_method: 2,
      card_bin: CIB_BIN,
    });
    expect(summary.json().data.totals.method_discount).toBe(1_500);

    // The 24-month plan now needs 20,000 EGP: this cart of 10,000 is not offered it, and cannot be placed with it.
    const plan = await admin('PUT', '/api/admin/installment-plans/33', manager, {
      months: 24,
      interest_percent: 18,
      min_amount: 20_000,
      product_ids: '',
      active: true,
    });
    expect(plan.statusCode, plan.body).toBe(200);
    const quotes = (
      await call('POST', '/api/customer/orders/summary', who.token, { address_id: who.addressId })
    ).json().data.quotes as Array<{ plan_id: number | null }>;
    expect(quotes.map((q) => q.plan_id)).toEqual([null, null, 31, 32]);
    const refused = await call('POST', '/api/customer/orders', who.token, {
      device_type: 1,
      notes: '',
      address_id: who.addressId,
      payment_method: 3,
      plan_id: 33,
      accept_payment_discount_dialog: true,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message_en).toMatch(/^The 24-month plan needs an order of at least 20,000 EGP\./);

    // A new plan, for this product only.
    const added = await admin('POST', '/api/admin/installment-plans', owner, {
      months: 3,
      interest_percent: 0,
      min_amount: 0,
      product_ids: [offered.productId],
      active: 'on',
    });
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json().data).toMatchObject({ id: 34, months: 3, product_ids: [offered.productId] });
    const withNew = (
      await call('POST', '/api/customer/orders/summary', who.token, { address_id: who.addressId })
    )
      .json()
      .data.payment_methods.find((m: { code: string }) => m.code === 'valu');
    expect(withNew.plans.map((p: { months: number }) => p.months)).toEqual([3, 6, 12]);

    // Delivery: Cairo's fee changes, checkout and the FAQ show the new fee.
    const before = await call('GET', '/api/customer/content/faqs');
    expect(JSON.stringify(before.json().data)).toContain('60 EGP');
    const fees = await admin('PUT', '/api/admin/delivery-fees', manager, {
      fees: [
        { id: 1, fee: 45 },
        { id: 2, fee: 45 },
        { id: 4, fee: 45 },
      ],
    });
    expect(fees.statusCode, fees.body).toBe(200);
    expect(fees.json().message_en).toBe('3 fees were saved.');
    const summary2 = await call('POST', '/api/customer/orders/summary', who.token, {
      address_id: who.addressId,
    });
    expect(summary2.json().data.delivery).toMatchObject({ governorate_en: 'Cairo', fee: 45 });
    const faq = (await call('GET', '/api/customer/content/faqs'))
      .json()
      .data.faqs.find((f: { question: string }) => f.question === 'How much does delivery cost?');
    expect(faq.answer_html).toContain('<td>45 EGP</td>');
    expect(faq.answer_html).not.toContain('60 EGP');

    const audit = await auditActions('delivery_fee.update');
    expect(audit).toHaveLength(3);
    expect(JSON.parse(audit[0]!.before!)).toMatchObject({ delivery_fee: 60 });
    expect(JSON.parse(audit[0]!.after!)).toMatchObject({ delivery_fee: 45 });
    expect((await auditActions('payment_offer.update')).at(-1)!.staff_id).toBe(manager.id);
  });
});

describe('shop settings', () => {
  it('the owner closes and reopens the shop, renames it and sets the low-stock threshold', async () => {
    expect(await lowStockThreshold(db())).toBe(5);
    const read = await admin('GET', '/api/admin/settings', support);
    expect(read.json().data).toMatchObject({ maintenance: false, low_stock_threshold: 5 });

    const closed = await admin('PUT', '/api/admin/settings', owner, {
      maintenance: 'on',
      message_en: 'Back at noon',
      message_ar: 'نعود ظهرا',
      shop_name: 'iSpot Cairo',
      hotline: '19555',
      low_stock_threshold: '3',
    });
    expect(closed.statusCode, closed.body).toBe(200);
    expect(closed.json().message_en).toBe('Saved. The shop is closed for maintenance.');
    const shut = await call('GET', '/api/customer/orders/payment_methods');
    expect(shut.statusCode).toBe(503);
    const site = await call('GET', '/api/customer/site/settings');
    expect(site.json().data).toMatchObject({
      maintenance: true,
      message_en: 'Back at noon',
      message_ar: 'نعود ظهرا',
      shop_name: 'iSpot Cairo',
      hotline: '19555',
    });
    expect(await lowStockThreshold(db())).toBe(3);
    // The back office keeps answering while the shop is closed.
    expect((await admin('GET', '/api/admin/promo-codes', support)).statusCode).toBe(200);

    const open = await admin('PUT', '/api/admin/settings', owner, {
      shop_name: 'iSpot Cairo',
      hotline: '19555',
      low_stock_threshold: 3,
    });
    expect(open.statusCode, open.body).toBe(200);
    expect(open.json().data.maintenance).toBe(false);
    expect((await call('GET', '/api/customer/orders/payment_methods')).statusCode).toBe(200);

    const maintenance = await auditActions('site.maintenance');
    expect(maintenance.map((r) => [r.staff_id, JSON.parse(r.after!).on])).toEqual([
      [owner.id, true],
      [owner.id, false],
    ]);
    const shop = await auditActions('site.settings');
    expect(shop).toHaveLength(1);
    expect(JSON.parse(shop[0]!.before!)).toMatchObject({ low_stock_threshold: 5 });

    // The operator command is the same switch: audited with no staff member.
    const cli = await runShop(['maintenance', 'on', '--message-en', 'Stocktaking'], {}, t.runtime);
    expect(cli.code, cli.out).toBe(0);
    expect((await admin('GET', '/api/admin/settings', owner)).json().data).toMatchObject({
      maintenance: true,
      message_en: 'Stocktaking',
    });
    expect((await auditActions('site.maintenance')).at(-1)!.staff_id).toBeNull();
    await runShop(['maintenance', 'off'], {}, t.runtime);
  });

  it('describes every back-office call of this page in /api/docs', async () => {
    const docs = await t.app.inject({ method: 'GET', url: '/api/docs' });
    const paths = Object.keys(docs.json().paths);
    for (const path of [
      '/api/admin/promo-codes',
      '/api/admin/promo-codes/{id}',
      '/api/admin/payment-offers',
      '/api/admin/payment-offers/{id}',
      '/api/admin/installment-plans',
      '/api/admin/installment-plans/{id}',
      '/api/admin/delivery-fees',
      '/api/admin/settings',
    ])
      expect(paths).toContain(path);
  });
});
