import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setStockBySku } from '#app/modules/catalog/stock.service';
import { listMessages } from '#app/modules/outbox/outbox.repository';
import { makeTestCustomer, makeTestProduct } from './support/fixtures.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

/** The shop's configured public origin; the trailing slash must not end up in links. */
const PUBLIC_ORIGIN = 'https://shop.example.eg/';

let t: TestApp;
let outOfStock: { id: number; name: string; slug: string; variantSku: string };
let inStockId: number;

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_ORIGIN });
  const { db } = t.runtime.deps;
  const rows = await db
    .selectFrom('products as p')
    .innerJoin('product_variants as v', 'v.product_id', 'p.id')
    .select([
      'p.id',
      'p.name',
      'p.slug',
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
  outOfStock = { id: empty.id, name: empty.name, slug: empty.slug, variantSku: empty.sku };
  inStockId = rows.find((r) => Number(r.total) > 0)!.id;
});
afterAll(async () => t?.close());

const notify = (id: number, body?: object, token?: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/customer/products/notify/${id}`,
    ...(body ? { payload: body } : {}),
    ...(token ? { headers: { authorization: `Bearer ${token}` } } : {}),
  });

/** The link at the end of a back-in-stock mail. */
const linkIn = (body: string) => /Order it here: (\S+)$/.exec(body)?.[1];

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
    const result = await setStockBySku(t.runtime.deps, outOfStock.variantSku, 5);
    expect(result.notified).toBe(2);
    const mona = await listMessages(db, { to: 'mona@example.com' });
    expect(mona).toHaveLength(1);
    expect(mona[0]).toMatchObject({ channel: 'email', subject: `${outOfStock.name} is back in stock` });
    const link = new URL(linkIn(mona[0]!.body)!);
    expect(link.origin).toBe('https://shop.example.eg');
    expect(link.pathname).toBe(`/item/${outOfStock.slug}`);
    // More stock later tells nobody again.
    expect((await setStockBySku(t.runtime.deps, outOfStock.variantSku, 9)).notified).toBe(0);
    expect(await listMessages(db, { to: 'mona@example.com' })).toHaveLength(1);
  });

  it('links the mail to the item page on the configured public origin, not a relative path', async () => {
    const { db } = t.runtime.deps;
    const { productId } = await makeTestProduct(db, 'notify-link', {}, [{ price: 7000, stock: 0 }]);
    expect((await notify(productId, { email: 'link@example.com' })).statusCode).toBe(200);
    expect((await setStockBySku(t.runtime.deps, 'T-notify-link-0', 1)).notified).toBe(1);
    const [mail] = await listMessages(db, { to: 'link@example.com' });
    expect(linkIn(mail!.body)).toBe('https://shop.example.eg/item/notify-link?name=Test-notify-link');
  });

  it('takes a signed-in customer without an e-mail in the request, by their account e-mail', async () => {
    const { db } = t.runtime.deps;
    const customer = await makeTestCustomer(db, 'waiting-customer');
    const { productId } = await makeTestProduct(db, 'notify-signed-in', {}, [{ price: 9000, stock: 0 }]);

    const first = await notify(productId, undefined, customer.token);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      message_en: 'We will e-mail you when it is back in stock.',
      data: { product_id: productId, email: customer.email, already_registered: false },
    });
    const row = await db
      .selectFrom('stock_notifications')
      .select(['user_id', 'email'])
      .where('product_id', '=', productId)
      .execute();
    expect(row).toEqual([{ user_id: customer.userId, email: customer.email }]);
    // An empty body is the same request, and once per product still holds.
    const again = await notify(productId, {}, customer.token);
    expect(again.json()).toMatchObject({ data: { email: customer.email, already_registered: true } });
    // A guest asking the same way is told to give an e-mail.
    const guest = await notify(productId);
    expect(guest.statusCode).toBe(400);

    expect((await setStockBySku(t.runtime.deps, 'T-notify-signed-in-0', 2)).notified).toBe(1);
    const mails = await listMessages(db, { to: customer.email });
    expect(mails).toHaveLength(1);
    expect(linkIn(mails[0]!.body)).toBe(
      'https://shop.example.eg/item/notify-signed-in?name=Test-notify-signed-in',
    );
  });
});
