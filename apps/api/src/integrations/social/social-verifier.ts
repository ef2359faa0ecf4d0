import type { Config } from '#app/env';
import { shopperMessage } from '@shop/contract/shopper-messages';
import { AppError } from '#app/errors/app-error';

/** Who the provider says the token belongs to. `email` is only given when the provider vouches for it. */
export interface SocialProfile {
  subject: string;
  name: string;
  email: string | null;
}

type Provider = 'facebook' | 'google';
const label: Record<Provider, string> = { facebook: 'Facebook', google: 'Google' };

async function getJson(url: string, provider: Provider): Promise<Record<string, unknown>> {
  let response: Response;
  try {
    response = await fetch(url, {
      signal: AbortSignal.timeout(8_000),
      headers: { accept: 'application/json' },
    });
  } catch {
    throw new AppError('unavailable', shopperMessage('socialUnreachable', { provider: label[provider] }));
  }
  const body = (await response.json().catch(() => null)) as Record<string, unknown> | null;
  if (!response.ok || !body || typeof body !== 'object') throw rejected(provider);
  return body;
}

const rejected = (provider: Provider) =>
  new AppError('bad_request', shopperMessage('socialRejected', { provider: label[provider] }));

/**
 * Facebook: the token must be valid for this app (debug_token with the app token), then /me gives the profile.
 * An e-mail from Facebook is one the user confirmed with Facebook.
 */
async function verifyFacebook(config: Config, token: string): Promise<SocialProfile> {
  const { FACEBOOK_APP_ID: appId, FACEBOOK_APP_SECRET: secret, FACEBOOK_GRAPH_URL: graph } = config;
  if (!appId || !secret) throw new AppError('bad_request', shopperMessage('facebookUnavailable'));
  const debug = await getJson(
    `${graph}/debug_token?${new URLSearchParams({ input_token: token, access_token: `${appId}|${secret}` })}`,
    'facebook',
  );
  const data = (debug.data ?? {}) as Record<string, unknown>;
  if (data.is_valid !== true || String(data.app_id) !== appId || !data.user_id) throw rejected('facebook');
  const me = await getJson(
    `${graph}/me?${new URLSearchParams({ fields: 'id,name,email', access_token: token })}`,
    'facebook',
  );
  if (String(me.id) !== String(data.user_id)) throw rejected('facebook');
  return {
    subject: String(me.id),
    name: typeof me.name === 'string' && me.name.trim() ? me.name.trim() : 'Facebook customer',
    email: typeof me.email === 'string' ? me.email.toLowerCase() : null,
  };
}

/** Google: an ID token checked by Google's tokeninfo endpoint, issued for this shop's client id and unexpired. */
async function verifyGoogle(config: Config, token: string): Promise<SocialProfile> {
  const clientId = config.GOOGLE_CLIENT_ID;
  if (!clientId) throw new AppError('bad_request', shopperMessage('googleUnavailable'));
  const info = await getJson(
    `${config.GOOGLE_TOKENINFO_URL}?${new URLSearchParams({ id_token: token })}`,
    'google',
  );
  const expires = Number(info.exp) * 1000;
  if (info.aud !== clientId || !info.sub || !(expires > Date.now())) throw rejected('google');
  const verified = info.email_verified === true || info.email_verified === 'true';
  return {
    subject: String(info.sub),
    name: typeof info.name === 'string' && info.name.trim() ? info.name.trim() : 'Google customer',
    email: verified && typeof info.email === 'string' ? info.email.toLowerCase() : null,
  };
}

export function verifySocialToken(config: Config, provider: Provider, token: string): Promise<SocialProfile> {
  return provider === 'facebook' ? verifyFacebook(config, token) : verifyGoogle(config, token);
}
