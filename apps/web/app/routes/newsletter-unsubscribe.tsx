import { Form, Link, useNavigation } from 'react-router';
import { unsubscribeResult } from '@shop/contract/newsletter';
import { serverApi } from '#web/lib/api.server.ts';
import { pageMeta, pageTitle } from '#web/lib/meta.ts';
import type { Route } from './+types/newsletter-unsubscribe';
import { useLocalPath, useT, metaTranslate } from '#web/i18n/i18n.tsx';
import { languageOfPath } from '@shop/contract/languages';
import { pageMessages } from '#web/i18n/messages.server.ts';

export function meta({ matches }: Route.MetaArgs) {
  const layout = matches[1]?.loaderData;
  const language = layout?.language ?? 'en';
  const t = metaTranslate(matches);
  return [
    ...pageMeta({ title: pageTitle(t, layout?.shopName ?? '', t('unsubscribe.title')), language }),
    { name: 'robots', content: 'noindex' },
  ];
}

export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  return {
    email: url.searchParams.get('email') ?? '',
    token: url.searchParams.get('token') ?? '',
    messages: pageMessages(request, 'newsletter-unsubscribe'),
  };
}

/** The unsubscribe itself is a POST: mail scanners open links, and opening one must not unsubscribe anybody. */
export async function action({ context, request }: Route.ActionArgs) {
  const form = await request.formData();
  const arabic = languageOfPath(new URL(request.url).pathname) === 'ar';
  const result = await serverApi({ context, request }).request(
    '/api/customer/newsletter/unsubscribe',
    unsubscribeResult,
    {
      method: 'POST',
      // The API's refusal comes in Arabic too on the Arabic page.
      headers: arabic ? { 'accept-language': 'ar, en;q=0.5' } : {},
      body: JSON.stringify({
        email: String(form.get('email') ?? ''),
        token: String(form.get('token') ?? ''),
      }),
    },
  );
  return result.ok ? { done: true, message: '' } : { done: false, message: result.message };
}

export default function NewsletterUnsubscribe({ loaderData, actionData }: Route.ComponentProps) {
  const { email, token } = loaderData;
  const busy = useNavigation().state === 'submitting';
  const t = useT();
  const local = useLocalPath();
  return (
    <div className="page-problem">
      <h1 className="page-problem__title">{t('unsubscribe.heading')}</h1>
      {actionData?.done ? (
        <p className="page-problem__message" role="status">
          {t('unsubscribe.done')}
        </p>
      ) : (
        <Form method="post" className="page-problem__actions">
          <p className="page-problem__message">
            {email ? t('unsubscribe.ask', { email }) : t('unsubscribe.incomplete')}
          </p>
          <input type="hidden" name="email" value={email} />
          <input type="hidden" name="token" value={token} />
          {email ? (
            <button className="button button--primary" type="submit" disabled={busy}>
              {t('unsubscribe.title')}
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
        <Link className="button button--secondary" to={local('/')}>
          {t('problem.home')}
        </Link>
      </div>
    </div>
  );
}
