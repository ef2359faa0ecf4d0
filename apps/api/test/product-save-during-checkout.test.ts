import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminProduct, type AdminProduct } from '@shop/contract/admin-catalog';
import { asCustomer, addedAddressId, testAddress } from './support/customer-orders.ts';
import { makeTestCustomer, makeTestProduct, stockAndOrdered } from './support/fixtures.ts';
import { adminCall, staffMember, type SignedStaff } from './support/staff-members.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

/**
 * A manager saving a product while shoppers order it. On PostgreSQL both take the product's variant rows before its
 * own row (the save locks them first, an order's stock update reaches the product's stock total through a trigger),
 * so they wait for each other instead of deadlocking; and a save that leaves the stock field as it was opened keeps
 * what the orders left, whichever of the two commits first. SQLite writes one transaction at a time: the same rounds
 * must come out the same there.
 */
const ROUNDS = 30;
/** Shoppers ordering during each save: several, so some order commits while the save is on its way to its locks. */
const SHOPPERS = 3;
const START_STOCK = 1_000;

let t: TestApp;
let manager: SignedStaff;
let productId = 0;
let variantIds: number[] = [];
const db = () => t.runtime.deps.db;

beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '100000', RATE_LIMIT_MAX: '100000' });
  manager = await staffMember(t, 'race-manager@example.com', 'manager');
  ({ productId, variantIds } = await makeTestProduct(db(), 'race-phone', {}, [
    { price: 20_000, stock: START_STOCK },
    { price: 25_000, stock: START_STOCK },
  ]));
});
afterAll(async () => t?.close());

async function openEditor(): Promise<AdminProduct> {
  const res = await adminCall(t, 'GET', `/api/admin/products/${productId}`, manager);
  expect(res.statusCode, res.body).toBe(200);
  return adminProduct.parse(res.json().data);
}

/** A shopper with a verified phone, an address and one unit of each variant in the cart, ready to order. */
async function shopperReady(n: number) {
  const phone = `0111${String(n).padStart(7, '0')}`;
  const who = await makeTestCustomer(db(), `race-${n}`, { phone, phoneVerified: true });
  const address = await asCustomer(
    t,
    who.token,
    'POST',
    '/api/customer/profile/addresses',
    testAddress(phone),
  );
  expect(address.statusCode, address.body).toBeLessThan(300);
  const addressId = addedAddressId(address);
  const cart = await asCustomer(t, who.token, 'POST', '/api/customer/carts', {
    items: variantIds.map((id) => ({ id, amount: 1 })),
    reset: true,
  });
  expect(cart.statusCode, cart.body).toBe(200);
  return { token: who.token, addressId };
}

describe('a product save and a checkout of the same product at the same time', () => {
  it('both finish every time, and the stock the order took stays taken', async () => {
    for (let round = 1; round <= ROUNDS; round += 1) {
      const shoppers = [];
      for (let i = 0; i < SHOPPERS; i += 1) shoppers.push(await shopperReady(round * SHOPPERS + i));
      const opened = await openEditor();
      const price = 20_000 + round;
      // A price change with the stock fields as the editor showed them: the save must not put back stock an order
      // took meanwhile.
      const body = {
        ...opened,
        variants: opened.variants.map((v, i) => ({
          ...v,
          price: i === 0 ? price : v.price,
          stock_opened: v.stock,
        })),
      };
      const [saved, ...placed] = await Promise.all([
        adminCall(t, 'PUT', `/api/admin/products/${productId}`, manager, body),
        ...shoppers.map((shopper) =>
          asCustomer(t, shopper.token, 'POST', '/api/customer/orders', {
            device_type: 1,
            notes: '',
            address_id: shopper.addressId,
            payment_method: 1,
          }),
        ),
      ]);
      expect(saved.statusCode, `round ${round}: ${saved.body}`).toBe(200);
      for (const order of placed) expect(order.statusCode, `round ${round}: ${order.body}`).toBe(200);
      expect(adminProduct.parse(saved.json().data).version).toBeGreaterThan(opened.version);

      for (const id of variantIds) {
        const { stock, ordered } = await stockAndOrdered(db(), id);
        const sold = round * SHOPPERS;
        expect({ round, ordered, stock }).toEqual({ round, ordered: sold, stock: START_STOCK - sold });
      }
      const product = await db()
        .selectFrom('products')
        .select(['stock_total'])
        .where('id', '=', productId)
        .executeTakeFirstOrThrow();
      expect(Number(product.stock_total), `round ${round}`).toBe(2 * (START_STOCK - round * SHOPPERS));
      const first = await db()
        .selectFrom('product_variants')
        .select('price')
        .where('id', '=', variantIds[0]!)
        .executeTakeFirstOrThrow();
      expect(Number(first.price), `round ${round}`).toBe(price);
    }
  });
});
