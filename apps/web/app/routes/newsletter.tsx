import { redirect } from 'react-router';
import { HONEYPOT_FIELD } from '@shop/contract/honeypot';
import { languageOfPath } from '@shop/contract/languages';
import { arabicMessage } from '@shop/contract/messages-ar';
import { newsletterResult } from '@shop/contract/newsletter';
import {
  NEWSLETTER_ANCHOR,
  newsletterNoticeCookie,
  type NewsletterNotice,
} from '#web/features/layout/newsletter-notice.ts';
import { formText, postAsShopper } from '#web/lib/form-post.server.ts';
import { localTarget } from '#web/lib/local-target.ts';
import type { Route } from './+types/newsletter';

/** Nothing to show at this address: the form is in every page's footer. */
export function loader() {
  return redirect('/');
}

/**
 * The footer's form posted before the page's JavaScript ran (it is on every page, so it posts here): subscribed
 * through the same API call as the browser's, then back to the page it was sent from, at the form, which says how
 * it went.
 */
export async function action(args: Route.ActionArgs) {
  const form = await args.request.formData();
  const fields = formText(form, ['email', HONEYPOT_FIELD, 'from'] as const);
  const back = `${(localTarget(fields.from) ?? '/').split('#')[0]}#${NEWSLETTER_ANCHOR}`;
  const email = fields.email.trim();
  // As in the browser: an empty field sends nothing.
  if (!email) return redirect(back);
  const trap = fields[HONEYPOT_FIELD];
  const { result } = await postAsShopper(
    args,
    '/api/customer/newsletter',
    newsletterResult,
    trap ? { email, [HONEYPOT_FIELD]: trap } : { email },
  );
  // The form was on an Arabic page: its refusal is said in Arabic where the catalogue has it.
  const arabic = languageOfPath(back.split('#')[0] ?? '/') === 'ar';
  const notice: NewsletterNotice = result.ok
    ? { kind: 'done' }
    : {
        kind: 'error',
        message: arabic ? (arabicMessage(result.message) ?? result.message) : result.message,
        email,
      };
  const secure = new URL(args.request.url).protocol === 'https:';
  return redirect(back, { headers: { 'Set-Cookie': newsletterNoticeCookie(notice, secure) } });
}
