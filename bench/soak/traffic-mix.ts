/**
 * The mix of requests the soak sends, by weight: server-rendered pages, catalog API reads, cart updates,
 * validate_cart, order placement and a trickle of unknown products that must answer 404. Searches vary their text so
 * that the catalog's caches keep meeting new questions, as they do in production.
 */
import type { SoakClient } from './http-client.ts';
import { chance, pick, random } from './random.ts';
import type { World } from './world.ts';

export const SORTS = ['relevance', 'newest', 'price_asc', 'price_desc', 'name_asc'] as const;
const MISSES = ['zzqx', 'toaster', 'lawnmower', 'qwerty uiop', 'xylophone'];

export function searchText(w: World): string {
  const roll = random();
  if (roll < 0.45) return pick(w.words);
  if (roll < 0.7) return `${pick(w.words)} ${pick(w.words)}`;
  if (roll < 0.9) return pick(w.prefixes);
  if (roll < 0.95) return pick(MISSES);
  // A text nobody typed before: the answer cannot come from a cache.
  return `${pick(w.prefixes)} ${Math.floor(random() * 1e6)}`;
}

export function searchBody(w: World): object {
  return {
    search: searchText(w),
    page_size: pick([4, 20, 24]),
    ...(chance(0.3) ? { category_id: pick(w.categoryIds) } : {}),
    ...(chance(0.3) ? { price_to: 1000 * (5 + Math.floor(random() * 100)) } : {}),
    ...(chance(0.3) ? { in_stock: 1 } : {}),
    ...(chance(0.3) ? { sort: pick(SORTS) } : {}),
    ...(chance(0.2) ? { page: 2 } : {}),
  };
}

/** Autocomplete mostly sees the first letters of a word, as a shopper types them. */
export function autocompleteText(w: World): string {
  return chance(0.6) ? pick(w.prefixes) : searchText(w);
}

function categoryPage(w: World): string {
  const id = pick(w.categoryIds);
  // The storefront links this category to its own page rather than to the generic listing.
  if (id === 7) return '/Accessories';
  const query = new URLSearchParams({ category: String(id) });
  if (chance(0.3)) query.set('sort', pick(SORTS));
  if (chance(0.2)) query.set('page', '2');
  if (chance(0.2)) query.set('in_stock', '1');
  return `/Categories?${query}`;
}

/**
 * `count` cart lines naming different variants (a variant twice is refused). Stored carts draw from a dozen variants
 * so that none outgrows the 50-line limit over the run; validate_cart checks lines from the whole catalog.
 */
function lines(w: World, count: number, stored: boolean): Array<{ id: number; amount: number }> {
  const pool = stored ? w.cartVariants : w.variants;
  const ids = new Set<number>();
  while (ids.size < Math.min(count, pool.length)) ids.add(pick(pool));
  return [...ids].map((id) => ({ id, amount: stored && chance(0.15) ? 0 : 1 + Math.floor(random() * 2) }));
}

export interface TrafficEvent {
  name: string;
  /** Share of the events, out of the total weight. */
  weight: number;
  run: (w: World, client: SoakClient) => Promise<unknown>;
}

const EVENTS: TrafficEvent[] = [
  { name: 'page: home', weight: 2, run: (_, c) => c.send('page: home', 'GET', '/') },
  {
    name: 'page: item',
    weight: 4,
    run: (w, c) => c.send('page: item', 'GET', `/item/${encodeURIComponent(pick(w.slugs))}`),
  },
  {
    name: 'page: search',
    weight: 3,
    run: (w, c) => {
      const query = new URLSearchParams({ search: searchText(w) });
      if (chance(0.3)) query.set('sort', pick(SORTS));
      return c.send('page: search', 'GET', `/search?${query}`);
    },
  },
  { name: 'page: category', weight: 3, run: (w, c) => c.send('page: category', 'GET', categoryPage(w)) },
  {
    name: 'api: product detail',
    weight: 14,
    run: (w, c) =>
      c.send('api: product detail', 'GET', `/api/customer/products/${encodeURIComponent(pick(w.slugs))}`),
  },
  {
    name: 'api: categories',
    weight: 7,
    run: (_, c) => c.send('api: categories', 'GET', '/api/customer/home/categories'),
  },
  {
    name: 'api: autocomplete',
    weight: 12,
    run: (w, c) =>
      c.send('api: autocomplete', 'POST', '/api/customer/products/autocomplete', {
        body: { q: autocompleteText(w) },
      }),
  },
  {
    name: 'api: search',
    weight: 14,
    run: (w, c) => c.send('api: search', 'POST', '/api/customer/products/search', { body: searchBody(w) }),
  },
  {
    name: 'guest cart add',
    weight: 9,
    run: async (w, c) => {
      let token = pick(w.guests);
      if (chance(0.1)) {
        // A new visitor: a guest token first, then the line.
        const issued = await c.send('guest token', 'POST', '/api/customer/auth/guest', {
          expect: [201],
          keepBody: true,
        });
        if (!issued?.body) return;
        token = (JSON.parse(issued.body.toString()) as { data: { token: string } }).data.token;
      }
      return c.send('guest cart add', 'POST', '/api/customer/carts/guest/add', {
        body: lines(w, 1, true)[0],
        token,
      });
    },
  },
  {
    name: 'customer cart update',
    weight: 9,
    run: (w, c) =>
      c.send('customer cart update', 'POST', '/api/customer/carts', {
        body: { items: lines(w, chance(0.3) ? 2 : 1, true), reset: chance(0.1) },
        token: pick(w.shoppers).token,
      }),
  },
  {
    name: 'validate_cart',
    weight: 7,
    run: (w, c) =>
      c.send('validate_cart', 'POST', '/api/customer/orders/validate_cart', {
        body: { items: lines(w, 1 + Math.floor(random() * 3), false) },
        ...(chance(0.7) ? { token: pick(w.shoppers).token } : {}),
      }),
  },
  {
    name: 'order placement',
    weight: 3,
    run: async (w, c) => {
      const buyer = w.idleBuyers.pop();
      if (!buyer) {
        c.stats.error('order placement', 'every buyer busy', 'the previous orders had not finished', false);
        return;
      }
      try {
        const filled = await c.send('order: cart refill', 'POST', '/api/customer/carts', {
          body: { items: [{ id: pick(w.orderVariants), amount: 1 }], reset: true },
          token: buyer.token,
        });
        if (!filled) return;
        await c.send('order placement', 'POST', '/api/customer/orders', {
          body: { device_type: 1, address_id: buyer.addressId, payment_method: 1 },
          token: buyer.token,
        });
      } finally {
        w.idleBuyers.push(buyer);
      }
    },
  },
  {
    name: 'unknown product (404)',
    weight: 1,
    run: (_, c) =>
      chance(0.5)
        ? c.send(
            'api: unknown product (404)',
            'GET',
            `/api/customer/products/no-such-${Math.floor(random() * 1e9)}`,
            { expect: [404] },
          )
        : c.send('page: unknown item (404)', 'GET', `/item/no-such-${Math.floor(random() * 1e9)}`, {
            expect: [404],
          }),
  },
];

const TOTAL_WEIGHT = EVENTS.reduce((sum, e) => sum + e.weight, 0);

export function pickEvent(): TrafficEvent {
  let roll = random() * TOTAL_WEIGHT;
  for (const event of EVENTS) {
    roll -= event.weight;
    if (roll < 0) return event;
  }
  return EVENTS[EVENTS.length - 1]!;
}
