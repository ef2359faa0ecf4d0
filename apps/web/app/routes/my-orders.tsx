import { data, Link, redirect } from 'react-router';
import { orderPage } from '@shop/contract/orders';
import { MyOrders } from '#web/features/orders/my-orders.tsx';
import { orderPagesAsked, readOrders } from '#web/features/orders/order-pages.ts';
import { signInFirst } from '#web/features/sign-in/route-guards.ts';
import { CLEAR_SESSION_COOKIE, shopperApi } from '#web/features/shopper/shopper.server.ts';
import { UNDER_CONSTRUCTION_PATH } from '#web/lib/api-client.ts';
import { pageMeta, pageTitle } from '#web/lib/meta.ts';
import { passCacheControl } from '#web/lib/page-headers.ts';
import accountCss from '#web/styles/account.css?url';
import checkoutCss from '#web/styles/checkout.css?url';
import myOrdersCss from '#web/styles/my-orders.css?url';
import type { Route } from './+types/my-orders';
import { useLocalPath, useT, metaTranslate } from '#web/i18n/i18n.tsx';
import { pageMessages } from '#web/i18n/messages.server.ts';

export const links: Route.LinksFunction = () => [
  { rel: 'stylesheet', href: accountCss },
  { rel: 'stylesheet', href: checkoutCss },
  { rel: 'stylesheet', href: myOrdersCss },
];

export function meta({ matches }: Route.MetaArgs) {
  const layout = matches[1]?.loaderData;
  const language = layout?.language ?? 'en';
  const t = metaTranslate(matches);
  return [
    ...pageMeta({ title: pageTitle(t, layout?.shopName ?? '', t('orders.title')), language }),
    { name: 'robots', content: 'noindex' },
  ];
}

/** The page holds the signed-in shopper's orders: its loader's Cache-Control goes out with it. */
export const headers = passCacheControl;

/** The orders of the customer the session cookie names, rendered on the server; without a session, sign in first. */
export async function loader(args: Route.LoaderArgs) {
  const api = shopperApi(args);
  if (!api.signedIn) throw redirect(signInFirst(args.request));
  let refused: { status: number; maintenance?: boolean } | null = null;
  const orders = await readOrders(
    async (path) => {
      const answer = await api.request(path, orderPage);
      if (!answer.ok && !refused) refused = answer;
      return answer;
    },
    orderPagesAsked(new URL(args.request.url)),
  );
  const failed = orders.ok ? null : (refused as { status: number; maintenance?: boolean } | null);
  if (failed?.maintenance) throw redirect(UNDER_CONSTRUCTION_PATH);
  if (failed?.status === 401)
    throw redirect(signInFirst(args.request), { headers: { 'Set-Cookie': CLEAR_SESSION_COOKIE } });
  return data(
    { orders, messages: pageMessages(args.request, 'my-orders') },
    { headers: { 'Cache-Control': 'private, no-store' } },
  );
}

export default function MyOrdersPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const local = useLocalPath();
  return (
    <div className="profile my-orders-page">
      <p className="my-orders-page__crumbs">
        <Link to={local('/profile')}>{t('profile.title')}</Link>
      </p>
      <h1 className="profile__title my-orders-page__title">{t('orders.title')}</h1>
      <section className="panel" aria-label={t('orders.list')}>
        {/* The list's own script reads more pages; the first ones come with the page. */}
        <MyOrders initial={loaderData.orders} />
      </section>
    </div>
  );
}
