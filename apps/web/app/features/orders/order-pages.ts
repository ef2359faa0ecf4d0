import type { Order, OrderPage } from '@shop/contract/orders';

/** Where the customer's orders live: the list, and one order under its number (ISP-000123). */
export const MY_ORDERS_PATH = '/profile/orders';
export const orderPath = (number: string) => `${MY_ORDERS_PATH}/${encodeURIComponent(number)}`;

/** The order id an address's number names (ISP-000123, any case), or null for anything else. */
export function orderIdOf(number: string): number | null {
  const match = /^ISP-(\d{1,12})$/i.exec(number);
  const id = match ? Number(match[1]) : 0;
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** The search parameter that asks My orders for its first n pages of orders ("Show more" without a script). */
export const ORDER_PAGES_PARAM = 'orders';

/** The pages one profile answer may hold at most, so an address cannot make it fetch every order there is. */
const MAX_PAGES = 20;

/** The orders the server rendered: the first pages, newest first, or why they could not be read. */
export type OrdersShown =
  | { ok: true; orders: Order[]; count: number; pages: number; next: string | null }
  | { ok: false; message: string };

type Reader = (
  path: string,
) => Promise<{ ok: true; body: { data: OrderPage } } | { ok: false; message: string }>;

/** How many pages of orders the address asks for: 1 unless ?orders=n says more (at most MAX_PAGES). */
export function orderPagesAsked(url: URL): number {
  const asked = Number(url.searchParams.get(ORDER_PAGES_PARAM));
  return Number.isInteger(asked) && asked > 1 ? Math.min(asked, MAX_PAGES) : 1;
}

/** The first `pages` pages of the customer's orders, read together. */
export async function readOrders(read: Reader, pages: number): Promise<OrdersShown> {
  const answers = await Promise.all(
    Array.from({ length: pages }, (_, i) => read(`/api/customer/orders?page=${i + 1}`)),
  );
  const orders: Order[] = [];
  let last: OrderPage | null = null;
  let pagesRead = 0;
  for (const answer of answers) {
    if (!answer.ok) {
      // A page past the end is refused; what came before it is the whole list.
      if (last) break;
      return { ok: false, message: answer.message };
    }
    last = answer.body.data;
    pagesRead += 1;
    orders.push(...last.results);
    if (!last.next) break;
  }
  return { ok: true, orders, count: last?.count ?? 0, pages: pagesRead, next: last?.next ?? null };
}
