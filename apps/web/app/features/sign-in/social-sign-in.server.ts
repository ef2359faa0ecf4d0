import { randomBytes } from 'node:crypto';
import type { SiteSettings } from '@shop/contract/site';
import {
  callbackPath,
  encodeSocialStart,
  SOCIAL_COOKIE,
  SOCIAL_COOKIE_PATH,
  SOCIAL_COOKIE_SECONDS,
  type SocialProvider,
  type SocialStart,
} from './social-sign-in.ts';

/** A fresh start: 128 random bits each for state and nonce. */
export function newSocialStart(provider: SocialProvider, next: string | null): SocialStart {
  return {
    provider,
    state: randomBytes(16).toString('base64url'),
    nonce: randomBytes(16).toString('base64url'),
    next,
  };
}

/**
 * The provider's authorization page for this start, or null when the shop has not the provider's keys. The token
 * comes back in the fragment of our callback address on the shop's public origin (`origin`).
 */
export function authorizationUrl(
  providers: SiteSettings['social_sign_in'],
  start: SocialStart,
  origin: string,
): string | null {
  const redirectUri = new URL(callbackPath(start.provider), origin).href;
  if (start.provider === 'facebook') {
    const facebook = providers.facebook;
    if (!facebook) return null;
    const query = new URLSearchParams({
      client_id: facebook.app_id,
      redirect_uri: redirectUri,
      state: start.state,
      response_type: 'token',
      // The API signs in only with an e-mail Facebook vouches for, which Facebook gives only with this permission.
      scope: 'public_profile,email',
    });
    return `${facebook.dialog_url}?${query.toString()}`;
  }
  const google = providers.google;
  if (!google) return null;
  const query = new URLSearchParams({
    client_id: google.client_id,
    redirect_uri: redirectUri,
    response_type: 'id_token',
    scope: 'openid email profile',
    nonce: start.nonce,
    state: start.state,
  });
  return `${google.auth_url}?${query.toString()}`;
}

/** Keeps the start for the callback page; Secure when the shop is served over HTTPS. */
export function socialStartCookie(start: SocialStart, origin: string): string {
  const secure = new URL(origin).protocol === 'https:' ? '; Secure' : '';
  return `${SOCIAL_COOKIE}=${encodeSocialStart(start)}; Path=${SOCIAL_COOKIE_PATH}; Max-Age=${SOCIAL_COOKIE_SECONDS}; SameSite=Lax${secure}`;
}
