import type { z } from 'zod';
import type { SubscriberPage, subscriberQuery } from '@shop/contract/admin-desk';
import type { Deps } from '#app/deps';
import { shopClock } from '#app/lib/shop-time';
import { findSubscribers } from './newsletter.admin.repository.ts';

type Query = z.output<typeof subscriberQuery>;

/** A page of subscribers, newest first, the unsubscribed ones with when they left. */
export async function listSubscribers(
  deps: Pick<Deps, 'db' | 'dialect'>,
  query: Query,
): Promise<SubscriberPage> {
  const rows = await findSubscribers(
    deps.db,
    deps.dialect,
    {
      ...(query.q ? { contains: query.q.toLowerCase() } : {}),
      ...(query.state ? { subscribed: query.state === 'subscribed' } : {}),
      ...(query.before !== undefined ? { beforeId: query.before } : {}),
    },
    query.per_page + 1,
  );
  const shown = rows.slice(0, query.per_page);
  return {
    subscribers: shown.map((r) => ({
      ...r,
      subscribed_cairo: shopClock(r.subscribed_at),
      unsubscribed_cairo: r.unsubscribed_at === null ? null : shopClock(r.unsubscribed_at),
    })),
    next_before: rows.length > query.per_page ? shown[shown.length - 1]!.id : null,
  };
}

/** Every subscriber the filter finds, newest first, a page at a time (for the CSV export). */
export async function* everySubscriber(deps: Pick<Deps, 'db' | 'dialect'>, query: Query) {
  let before = query.before;
  for (;;) {
    const page = await listSubscribers(deps, { ...query, per_page: 200, before });
    yield* page.subscribers;
    if (page.next_before === null) return;
    before = page.next_before;
  }
}
