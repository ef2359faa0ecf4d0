import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setStockBySku } from '#app/modules/catalog/stock.service';
import { listMessages } from '#app/modules/outbox/outbox.repository';
import { createTestApp, type TestApp } from './support/test-app.ts';

let t: TestApp;
let outOfStock: { id: number; name: string; variantSku: string };
let inStockId: number;

beforeAll(async () => {
  t = await createTestApp();
  const { db } = t.runtime.deps;
  const rows = await db
    .selectFrom('products as p')
    .innerJoin('product_variants as v', 'v.product_id', 'p.id')
    .select([
      'p.id',
      'p.name',
      'v.sku',
      (eb) =>
        eb.fn
          .sum<number>('v.stock')
          .over((o) => o.partitionBy('p.id'))
          .as('total'),
    ])
    .orderBy('p.id')
    .execute();
  const empty = rows.find((r) => Number(r.total) === 0)!;
  outOfStock = { id: empty.id, name: empty.name, variantSku: empty.sku };
  inStockId = rows.find((r) => Number(r.total) > 0)!.id;
});
afterAll(async () => t?.close());

const notify = (id: number, body?: object) =>
  t.app.inject({
    method: 'POST',
    url: `/api/customer/products/notify/${id}`,
    ...(body ? { payload: body } : {}),
  });

describe('back-in-stock notifications', () => {
  it('registers an e-mail once per product', async () => {
    const first = await notify(outOfStock.id, { email: 'Mona@Example.com' });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      message_en: 'We will e-mail you when it is back in stock.',
      data: { product_id: outOfStock.id, email: 'mona@example.com', already_registered: false },
    });
    const again = await notify(outOfStock.id, { email: 'mona@example.com' });
    expect(again.json()).toMatchObject({
      message_en: 'You are already on the list for this product.',
      data: { already_registered: true },
    });
  });

  it('explains what is wrong with a request it cannot take', async () => {
    const noEmail = await notify(outOfStock.id);
    expect(noEmail.statusCode).toBe(400);
    expect(noEmail.json().message_en).toMatch(/^email:/);
    const badEmail = await notify(outOfStock.id, { email: 'not-an-email' });
    expect(badEmail.statusCode).toBe(400);
    expect(badEmail.json().message_en).toMatch(/email/);
    const inStock = await notify(inStockId, { email: 'a@example.com' });
    expect(inStock.statusCode).toBe(400);
    expect(inStock.json().message_en).toMatch(/is in stock now/);
    const missing = await notify(999_999, { email: 'a@example.com' });
    expect(missing.statusCode).toBe(404);
  });

  it('tells everyone waiting, once, through the outbox when stock returns', async () => {
    await notify(outOfStock.id, { email: 'karim@example.com' });
    const { db } = t.runtime.deps;
    const result = await setStockBySku(db, outOfStock.variantSku, 5);
    expect(result.notified).toBe(2);
    const mona = await listMessages(db, { to: 'mona@example.com' });
    expect(mona).toHaveLength(1);
    expect(mona[0]).toMatchObject({ channel: 'email', subject: `${outOfStock.name} is back in stock` });
    expect(mona[0]!.body).toMatch(/\/item\//);
    // More stock later tells nobody again.
    expect((await setStockBySku(db, outOfStock.variantSku, 9)).notified).toBe(0);
    expect(await listMessages(db, { to: 'mona@example.com' })).toHaveLength(1);
  });
});
