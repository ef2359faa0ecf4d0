import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatEGP } from '@shop/contract/money';
import { orderNumber } from '@shop/contract/orders';
import { pdfLines } from '@shop/test-support/pdf-text';
import { invoicePdf, loadDocumentOrder } from '#app/modules/orders/order-documents';
import { makeTestCustomer, makeTestProduct } from './support/fixtures.ts';
import { asStaff, signedInStaff, type SignedStaff } from './support/staff.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

/**
 * The invoice and the packing slip: real PDFs whose text carries the order (an Arabic name and address included, in
 * right-to-left order), printed by every staff role, the invoice also by its own customer and by nobody else.
 */
let t: TestApp;
const staff: Partial<Record<'owner' | 'manager' | 'support', SignedStaff>> = {};
const db = () => t.runtime.deps.db;
const CAIRO_CITY = 101;

let buyer: Awaited<ReturnType<typeof makeTestCustomer>>;
let stranger: Awaited<ReturnType<typeof makeTestCustomer>>;
let orderId: number;
let number: string;

const customerGet = (url: string, token?: string) =>
  t.app.inject({ method: 'GET', url, headers: token ? { authorization: `Bearer ${token}` } : {} });

async function customerCall(url: string, token: string, payload: object) {
  const res = await t.app.inject({
    method: 'POST',
    url,
    headers: { authorization: `Bearer ${token}` },
    payload,
  });
  expect(res.statusCode, res.body).toBeLessThan(300);
  return res.json().data;
}

beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '100000', RATE_LIMIT_MAX: '100000' });
  for (const role of ['owner', 'manager', 'support'] as const) staff[role] = await signedInStaff(t, role);
  const stamp = Date.now();
  buyer = await makeTestCustomer(db(), `invoice-${stamp}`, { phone: '01023456789', phoneVerified: true });
  await db().updateTable('users').set({ name: 'محمد أحمد' }).where('id', '=', buyer.userId).execute();
  stranger = await makeTestCustomer(db(), `other-${stamp}`, { phone: '01098765432', phoneVerified: true });

  const kettle = await makeTestProduct(db(), `kettle-${stamp}`, {}, [{ price: 1_450, stock: 10 }]);
  const blender = await makeTestProduct(db(), `blender-${stamp}`, {}, [
    { price: 3_200, discount_price: 2_900, stock: 10 },
  ]);
  await db()
    .updateTable('products')
    .set({ name: 'Nile Kettle 1.7 L' })
    .where('id', '=', kettle.productId)
    .execute();
  await db()
    .updateTable('products')
    .set({ name: 'Delta Blender 600 W' })
    .where('id', '=', blender.productId)
    .execute();

  const addresses = await customerCall('/api/customer/profile/addresses', buyer.token, {
    name: 'محمد أحمد',
    phone: '01023456789',
    city_id: CAIRO_CITY,
    street: '١٢ شارع التحرير، الدقي، الجيزة',
    building: '7',
    floor: '3',
    apartment: '12',
    landmark: 'بجوار مسجد النور',
  });
  const addressId = (Array.isArray(addresses) ? addresses[0] : addresses).id as number;
  await customerCall('/api/customer/carts', buyer.token, {
    items: [
      { id: kettle.variantIds[0]!, amount: 2 },
      { id: blender.variantIds[0]!, amount: 1 },
    ],
    reset: true,
  });
  const placed = await customerCall('/api/customer/orders', buyer.token, {
    device_type: 1,
    notes: '',
    address_id: addressId,
    payment_method: 1,
    promo: 'WELCOME10',
  });
  orderId = placed.order.id;
  number = placed.order.number;
});
afterAll(async () => t?.close());

function expectPdf(res: Awaited<ReturnType<typeof customerGet>>, fileName: string) {
  expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
  expect(res.headers['content-type']).toBe('application/pdf');
  expect(res.headers['content-disposition']).toBe(`inline; filename="${fileName}"`);
  expect(res.headers['cache-control']).toBe('private, no-store');
  expect(res.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  return res.rawPayload;
}

describe('the invoice', () => {
  it('prints the shop, the order, the customer, the address, every line and every money row', async () => {
    const res = await asStaff(t, staff.support!, 'GET', `/api/admin/orders/${orderId}/invoice.pdf`);
    const text = (await pdfLines(expectPdf(res, `invoice-${number}.pdf`))).join('\n');
    const order = (await loadDocumentOrder(t.runtime.deps, orderId)).order;

    expect(text).toContain(t.runtime.deps.config.SHOP_NAME);
    expect(text).toContain(`Hotline: ${t.runtime.deps.config.HOTLINE}`);
    expect(text).toContain(`Order ${number}`);
    expect(text).toMatch(/Placed \d{4}-\d{2}-\d{2} \d{2}:\d{2} \(Cairo time\)/);
    // Right to left: read from the page's left edge, the surname comes first.
    expect(text).toContain('أحمد محمد');
    expect(text).not.toContain('محمد أحمد');
    expect(text).toContain(buyer.email);
    expect(text).toContain('Floor 3, Apartment 12');
    expect(text).toContain('مسجد');
    expect(text).toContain('١٢');
    for (const item of order.items) {
      expect(text).toContain(item.name);
      expect(text).toContain(formatEGP(item.unit_price));
      expect(text).toContain(formatEGP(item.line_total));
    }
    expect(order.items.map((i) => i.amount).sort()).toEqual([1, 2]);
    expect(text).toContain(`Subtotal ${formatEGP(order.totals.subtotal)}`);
    expect(order.totals.discount).toBeGreaterThan(0);
    expect(text).toContain(`Product discounts -${formatEGP(order.totals.discount)}`);
    expect(order.totals.promo_discount).toBeGreaterThan(0);
    expect(text).toContain(`Promo WELCOME10 -${formatEGP(order.totals.promo_discount)}`);
    expect(text).toMatch(/Delivery (Free|[\d,]+ EGP)/);
    expect(text).toContain(`Total ${formatEGP(order.totals.total)}`);
    expect(text).toContain('Payment: Cash on delivery');
  });

  it('is the same document for every staff role and for the customer who placed the order', async () => {
    for (const role of ['owner', 'manager'] as const) {
      const res = await asStaff(t, staff[role]!, 'GET', `/api/admin/orders/${orderId}/invoice.pdf`);
      expect((await pdfLines(expectPdf(res, `invoice-${number}.pdf`))).join('\n')).toContain(number);
    }
    const own = await customerGet(`/api/customer/orders/${orderId}/invoice.pdf`, buyer.token);
    const text = (await pdfLines(expectPdf(own, `invoice-${number}.pdf`))).join('\n');
    expect(text).toContain('Nile Kettle 1.7 L');
    expect(text).toContain('أحمد محمد');
  });

  it("answers 404 for another customer's order and for an order that does not exist", async () => {
    const other = await customerGet(`/api/customer/orders/${orderId}/invoice.pdf`, stranger.token);
    expect(other.statusCode).toBe(404);
    expect(other.json().message_en).toBe('This order was not found in your orders.');

    const missing = orderId + 10_000;
    const staffMissing = await asStaff(t, staff.support!, 'GET', `/api/admin/orders/${missing}/invoice.pdf`);
    expect(staffMissing.statusCode).toBe(404);
    expect(staffMissing.json().message_en).toBe(`There is no order ${orderNumber(missing)}.`);
    const slipMissing = await asStaff(
      t,
      staff.support!,
      'GET',
      `/api/admin/orders/${missing}/packing-slip.pdf`,
    );
    expect(slipMissing.statusCode).toBe(404);
    const customerMissing = await customerGet(`/api/customer/orders/${missing}/invoice.pdf`, buyer.token);
    expect(customerMissing.statusCode).toBe(404);
  });

  it('asks for a signed-in member or customer, and for an order id that is a number', async () => {
    const nobody = await asStaff(t, null, 'GET', `/api/admin/orders/${orderId}/invoice.pdf`);
    expect(nobody.statusCode).toBe(401);
    // A customer's token opens nothing in the back office, not even their own order's invoice there.
    const customerThere = await customerGet(`/api/admin/orders/${orderId}/invoice.pdf`, buyer.token);
    expect(customerThere.statusCode).toBe(401);
    const anonymous = await customerGet(`/api/customer/orders/${orderId}/invoice.pdf`);
    expect(anonymous.statusCode).toBe(401);
    const bad = await asStaff(t, staff.support!, 'GET', '/api/admin/orders/abc/invoice.pdf');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message_en).toMatch(/order id is a whole number/);
    const badCustomer = await customerGet('/api/customer/orders/0/invoice.pdf', buyer.token);
    expect(badCustomer.statusCode).toBe(400);
  });

  it('draws a 20-line order in several turns of the event loop, every line on the page', async () => {
    const data = await loadDocumentOrder(t.runtime.deps, orderId);
    const items = Array.from({ length: 20 }, (_, i) => ({
      ...data.order.items[0]!,
      variant_id: i + 1,
      name: `Line product ${i + 1}`,
      amount: 1,
    }));
    let turns = 0;
    let ticking = true;
    const tick = () => {
      turns += 1;
      if (ticking) setImmediate(tick);
    };
    setImmediate(tick);
    const pdf = await invoicePdf({ ...data, order: { ...data.order, items } });
    ticking = false;
    expect(turns).toBeGreaterThanOrEqual(3);
    const text = (await pdfLines(pdf)).join('\n');
    for (let i = 1; i <= 20; i += 1) expect(text).toContain(`Line product ${i}`);
  });
});

describe('the packing slip', () => {
  it('prints the lines, quantities, the whole address and the phone, and no price', async () => {
    for (const role of ['owner', 'manager', 'support'] as const) {
      const res = await asStaff(t, staff[role]!, 'GET', `/api/admin/orders/${orderId}/packing-slip.pdf`);
      const lines = await pdfLines(expectPdf(res, `packing-slip-${number}.pdf`));
      const text = lines.join('\n');
      expect(text).toContain('Packing slip');
      expect(text).toContain(`Order ${number}`);
      expect(text).toContain('2 lines, 3 items');
      expect(lines.find((l) => l.startsWith('Nile Kettle 1.7 L'))).toMatch(/ 2$/);
      expect(lines.find((l) => l.startsWith('Delta Blender 600 W'))).toMatch(/ 1$/);
      expect(text).toContain('Phone: 01023456789');
      expect(text).toContain('Building 7, Floor 3, Apartment 12');
      expect(text).toContain('Landmark:');
      expect(text).toContain('النور');
      expect(text).toContain('Nasr City, Cairo');
      expect(text).not.toMatch(/EGP/);
    }
  });

  it('is for staff only', async () => {
    const customer = await customerGet(`/api/admin/orders/${orderId}/packing-slip.pdf`, buyer.token);
    expect(customer.statusCode).toBe(401);
    const asCustomer = await customerGet(`/api/customer/orders/${orderId}/packing-slip.pdf`, buyer.token);
    expect(asCustomer.statusCode).toBe(404);
  });
});
