import { Form, Link, useNavigation } from 'react-router';
import { unsubscribeResult } from '@shop/contract/newsletter';
import { serverApi } from '#web/lib/api.server.ts';
import { pageMeta, pageTitle } from '#web/lib/meta.ts';
import type { Route } from './+types/newsletter-unsubscribe';

export function meta({ matches }: Route.MetaArgs) {
  const shopName = matches[1]?.loaderData?.shopName ?? '';
  return [...pageMeta({ title: pageTitle(shopName, 'Unsubscribe') }), { name: 'robots', content: 'noindex' }];
}

export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  return { email: url.searchParams.get('email') ?? '', token: url.searchParams.get('token') ?? '' };
}

/** The unsubscribe itself is a POST: mail scanners open links, and opening one must not unsubscribe anybody. */
export async function action({ context, request }: Route.ActionArgs) {
  const form = await request.formData();
  const result = await serverApi({ context, request }).request(
    '/api/customer/newsletter/unsubscribe',
    unsubscribeResult,
    {
      method: 'POST',
      body: JSON.stringify({
        email: String(form.get('email') ?? ''),
        token: String(form.get('token') ?? ''),
      }),
    },
  );
  return result.ok
    ? { done: true, message: 'You are unsubscribed. We will not send you the newsletter again.' }
    : { done: false, message: result.message };
}

export default function NewsletterUnsubscribe({ loaderData, actionData }: Route.ComponentProps) {
  const { email, token } = loaderData;
  const busy = useNavigation().state === 'submitting';
  return (
    <div className="page-problem">
      <h1 className="page-problem__title">Newsletter</h1>
      {actionData?.done ? (
        <p className="page-problem__message" role="status">
          {actionData.message}
        </p>
      ) : (
        <Form method="post" className="page-problem__actions">
          <p className="page-problem__message">
            {email ? `Stop sending the newsletter to ${email}?` : 'This unsubscribe link is incomplete.'}
          </p>
          <input type="hidden" name="email" value={email} />
          <input type="hidden" name="token" value={token} />
          {email ? (
            <button className="button button--primary" type="submit" disabled={busy}>
              Unsubscribe
            </button>
          ) : null}
          {actionData && !actionData.done ? (
            <p className="page-problem__message" role="alert">
              {actionData.message}
            </p>
          ) : null}
        </Form>
      )}
      <div className="page-problem__actions">
        <Link className="button button--secondary" to="/">
          Go to the home page
        </Link>
      </div>
    </div>
  );
}
