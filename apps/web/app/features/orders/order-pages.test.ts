import { describe, expect, it } from 'vitest';
import type { Order, OrderPage } from '@shop/contract/orders';
import { orderPagesAsked, readOrders } from './order-pages.ts';

/** A customer with `total` orders, read ten a page as the API answers them; a page past the end is refused. */
function ordersApi(total: number) {
  const asked: string[] = [];
  const read = async (path: string) => {
    asked.push(path);
    const page = Number(new URL(path, 'http://shop.test').searchParams.get('page'));
    const first = (page - 1) * 10;
    if (page > 1 && first >= total) return { ok: false as const, message: 'Invalid page.' };
    const results = Array.from(
      { length: Math.max(0, Math.min(10, total - first)) },
      (_, i) => ({ id: total - first - i }) as Order,
    );
    const data: OrderPage = {
      count: total,
      next: first + 10 < total ? `http://shop.test/api/customer/orders?page=${page + 1}` : null,
      previous: null,
      results,
    };
    return { ok: true as const, body: { data } };
  };
  return { asked, read };
}

describe('the orders the profile renders', () => {
  it('reads the first page, or the first n pages the address asks for, at most twenty', () => {
    const at = (search: string) => orderPagesAsked(new URL(`http://shop.test/profile${search}`));
    expect(at('')).toBe(1);
    expect(at('?orders=3')).toBe(3);
    expect(at('?orders=0')).toBe(1);
    expect(at('?orders=2.5')).toBe(1);
    expect(at('?orders=abc')).toBe(1);
    expect(at('?orders=500')).toBe(20);
  });

  it('joins the pages in order and offers the next one', async () => {
    const api = ordersApi(25);
    const shown = await readOrders(api.read, 2);
    expect(shown).toMatchObject({ ok: true, count: 25, pages: 2 });
    if (!shown.ok) throw new Error('not read');
    expect(shown.orders.map((o) => o.id)).toEqual(Array.from({ length: 20 }, (_, i) => 25 - i));
    expect(shown.next).toMatch(/page=3$/);
  });

  it('stops at the last page when the address asks for more pages than there are', async () => {
    const shown = await readOrders(ordersApi(12).read, 5);
    expect(shown).toMatchObject({ ok: true, count: 12, pages: 2, next: null });
    if (shown.ok) expect(shown.orders).toHaveLength(12);
  });

  it('says why when the first page cannot be read', async () => {
    const shown = await readOrders(async () => ({ ok: false, message: 'The shop is busy.' }), 1);
    expect(shown).toEqual({ ok: false, message: 'The shop is busy.' });
  });

  it('shows an empty list for a customer without orders', async () => {
    expect(await readOrders(ordersApi(0).read, 1)).toMatchObject({
      ok: true,
      orders: [],
      count: 0,
      next: null,
    });
  });
});
