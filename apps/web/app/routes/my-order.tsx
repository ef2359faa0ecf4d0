import { data, Link, redirect } from 'react-router';
import {
  customerOrderActions,
  MAX_RETURN_PHOTO_BYTES,
  orderReturn,
  returnMessages,
  returnRequestInput,
} from '@shop/contract/order-returns';
import { order as orderSchema } from '@shop/contract/orders';
import { languageOfPath, pathInLanguage } from '@shop/contract/languages';
import { FormMessage } from '#web/components/ui/form-message.tsx';
import { PageProblem } from '#web/components/ui/page-problem.tsx';
import { CancelOrder, ReturnOrder, type OrderActionRefusal } from '#web/features/orders/order-actions.tsx';
import { OrderDetails, StatusTag } from '#web/features/orders/order-details.tsx';
import { formatDateTime } from '#web/i18n/dates.ts';
import { MY_ORDERS_PATH, orderIdOf, orderPath } from '#web/features/orders/order-pages.ts';
import { signInFirst } from '#web/features/sign-in/route-guards.ts';
import { CLEAR_SESSION_COOKIE, shopperApi } from '#web/features/shopper/shopper.server.ts';
import { UNDER_CONSTRUCTION_PATH } from '#web/lib/api-client.ts';
import { fieldMessages } from '#web/lib/form-post.server.ts';
import { pageMeta, pageTitle } from '#web/lib/meta.ts';
import { passCacheControl } from '#web/lib/page-headers.ts';
import accountCss from '#web/styles/account.css?url';
import checkoutCss from '#web/styles/checkout.css?url';
import myOrdersCss from '#web/styles/my-orders.css?url';
import type { Route } from './+types/my-order';
import { useLanguage, useLocalPath, useT, type MessageKey, metaTranslate } from '#web/i18n/i18n.tsx';
import { pageMessages } from '#web/i18n/messages.server.ts';

export const links: Route.LinksFunction = () => [
  { rel: 'stylesheet', href: accountCss },
  { rel: 'stylesheet', href: checkoutCss },
  { rel: 'stylesheet', href: myOrdersCss },
];

export function meta({ matches, params }: Route.MetaArgs) {
  const layout = matches[1]?.loaderData;
  const language = layout?.language ?? 'en';
  const t = metaTranslate(matches);
  return [
    ...pageMeta({
      title: pageTitle(t, layout?.shopName ?? '', t('orders.order', { number: params.number })),
      language,
    }),
    { name: 'robots', content: 'noindex' },
  ];
}

export const headers = passCacheControl;

const NOT_FOUND = 'This order was not found in your orders.';

/** What the page says after a post went through (the post answers with a fresh page of the order: no re-post). */
const DONE: Record<string, MessageKey> = {
  cancelled: 'orders.done.cancelled',
  return: 'orders.done.return',
};

/** One of the signed-in customer's orders with what they may do with it, rendered on the server. */
export async function loader(args: Route.LoaderArgs) {
  const api = shopperApi(args);
  if (!api.signedIn) throw redirect(signInFirst(args.request));
  const id = orderIdOf(args.params.number);
  if (id === null) throw data({ message: NOT_FOUND }, { status: 404 });
  const [order, actions] = await Promise.all([
    api.request(`/api/customer/orders/${id}`, orderSchema),
    api.request(`/api/customer/orders/${id}/return`, customerOrderActions),
  ]);
  if (!order.ok) {
    if (order.maintenance) throw redirect(UNDER_CONSTRUCTION_PATH);
    if (order.status === 401)
      throw redirect(signInFirst(args.request), { headers: { 'Set-Cookie': CLEAR_SESSION_COOKIE } });
    throw data({ message: order.message }, { status: order.status });
  }
  if (!actions.ok) throw data({ message: actions.message }, { status: actions.status });
  const done = new URL(args.request.url).searchParams.get('done');
  return data(
    {
      order: order.body.data,
      actions: actions.body.data,
      notice: (done && DONE[done]) || null,
      messages: pageMessages(args.request, 'my-order'),
    },
    { headers: { 'Cache-Control': 'private, no-store' } },
  );
}

/** The photo as the API takes it: base64 of its bytes, or null when none was chosen. */
async function photoOf(file: FormDataEntryValue | null): Promise<string | null | 'too-large'> {
  if (!(file instanceof File) || file.size === 0) return null;
  if (file.size > MAX_RETURN_PHOTO_BYTES) return 'too-large';
  return Buffer.from(await file.arrayBuffer()).toString('base64');
}

export async function action(args: Route.ActionArgs) {
  const api = shopperApi(args);
  if (!api.signedIn) throw redirect(signInFirst(args.request));
  const id = orderIdOf(args.params.number);
  if (id === null) throw data({ message: NOT_FOUND }, { status: 404 });
  const length = Number(args.request.headers.get('content-length') ?? 0);
  // A body far past the photo's limit is refused before it is read into memory.
  if (length > MAX_RETURN_PHOTO_BYTES + 64 * 1024) {
    return data<OrderActionRefusal>(
      { form: 'return', fields: { photo: returnMessages.photoTooLarge } },
      { status: 413 },
    );
  }
  const form = await args.request.formData();
  // Back to the order's page in the page's language.
  const back = `${pathInLanguage(orderPath(args.params.number.toUpperCase()), languageOfPath(new URL(args.request.url).pathname))}?done=`;

  if (form.get('intent') === 'cancel') {
    const result = await api.request(`/api/customer/orders/${id}/cancel`, orderSchema, {
      method: 'POST',
      body: '{}',
    });
    if (!result.ok)
      return data<OrderActionRefusal>({ form: 'cancel', failure: result.message }, { status: result.status });
    throw redirect(`${back}cancelled`);
  }

  const reason = typeof form.get('reason') === 'string' ? String(form.get('reason')) : '';
  const photo = await photoOf(form.get('photo'));
  if (photo === 'too-large') {
    return data<OrderActionRefusal>(
      { form: 'return', reason, fields: { photo: returnMessages.photoTooLarge } },
      { status: 413 },
    );
  }
  const checked = returnRequestInput.safeParse({ reason, photo });
  if (!checked.success) {
    return data<OrderActionRefusal>(
      { form: 'return', reason, fields: fieldMessages(checked.error) },
      { status: 400 },
    );
  }
  const result = await api.request(`/api/customer/orders/${id}/return`, orderReturn, {
    method: 'POST',
    body: JSON.stringify(checked.data),
  });
  if (!result.ok) {
    const aboutPhoto =
      result.status === 413 || result.status === 415 || /picture|photo/i.test(result.message);
    return data<OrderActionRefusal>(
      aboutPhoto
        ? { form: 'return', reason, fields: { photo: result.message } }
        : { form: 'return', reason, failure: result.message },
      { status: result.status },
    );
  }
  throw redirect(`${back}return`);
}

export default function MyOrderPage({ loaderData, actionData }: Route.ComponentProps) {
  const { order, actions, notice } = loaderData;
  const refusal = actionData as OrderActionRefusal | undefined;
  const t = useT();
  const local = useLocalPath();
  const language = useLanguage();
  return (
    <div className="profile my-orders-page">
      <p className="my-orders-page__crumbs">
        <Link to={local('/profile')}>{t('profile.title')}</Link> /{' '}
        <Link to={local(MY_ORDERS_PATH)}>{t('orders.title')}</Link>
      </p>
      <div className="my-order-page__head">
        <h1 className="profile__title my-orders-page__title">
          {t('orders.order', { number: order.number })}
        </h1>
        <StatusTag order={order} />
      </div>
      <p className="my-order-page__placed">
        {t('orders.placed')}{' '}
        <time dateTime={order.created_at}>{formatDateTime(order.created_at, language)}</time>{' '}
        {t('orders.cairoTime')}
      </p>
      <FormMessage message={refusal || !notice ? undefined : t(notice)} tone="success" />
      {actions.can_cancel ? (
        <CancelOrder order={order} refusal={refusal?.form === 'cancel' ? refusal : undefined} />
      ) : null}
      <ReturnOrder
        order={order}
        actions={actions}
        refusal={refusal?.form === 'return' ? refusal : undefined}
      />
      <section className="panel" aria-label={t('orders.order', { number: order.number })}>
        <OrderDetails order={order} />
      </section>
    </div>
  );
}

/** Another customer's order, or a number that is no order, reads as not found. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <PageProblem error={error} />;
}
