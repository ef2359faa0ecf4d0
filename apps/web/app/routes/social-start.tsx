import { redirect } from 'react-router';
import { siteSettings } from '@shop/contract/site';
import {
  authorizationUrl,
  newSocialStart,
  socialStartCookie,
} from '#web/features/sign-in/social-sign-in.server.ts';
import { isSocialProvider, signInPath } from '#web/features/sign-in/social-sign-in.ts';
import { serverApi } from '#web/lib/api.server.ts';
import { localTarget } from '#web/lib/local-target.ts';
import type { Route } from './+types/social-start';

/**
 * "Continue with Facebook/Google": a plain link here, so it works before the page's JavaScript runs. Sends the
 * shopper to the provider's authorization page with a fresh state kept in a cookie; a provider the shop has no keys
 * for (or an unknown name) leads back to the sign-in page.
 */
export async function loader({ context, request, params }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const next = localTarget(url.searchParams.get('next'));
  const provider = params.provider;
  if (!isSocialProvider(provider)) throw redirect(signInPath(next));
  const settings = await serverApi({ context, request }).load('/api/customer/site/settings', siteSettings);
  const start = newSocialStart(provider, next);
  const target = authorizationUrl(settings.social_sign_in, start, url.origin);
  if (!target) throw redirect(signInPath(next));
  return redirect(target, {
    headers: { 'Set-Cookie': socialStartCookie(start, url.origin), 'Cache-Control': 'no-store' },
  });
}
