import { localTarget } from '#web/lib/local-target.ts';

/**
 * Sign-in with Facebook or Google through the providers' redirect flows, which need no script of theirs on our
 * pages (ADR 0027): our start address sends the shopper to the provider with a random `state` (and, for Google, a
 * `nonce`) kept in a short-lived cookie; the provider sends them back to our callback page with the token in the
 * address's fragment, which only the browser sees; the page checks what came back against the cookie and signs in.
 */
export const SOCIAL_PROVIDERS = ['facebook', 'google'] as const;
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];

export const providerName: Record<SocialProvider, string> = { facebook: 'Facebook', google: 'Google' };

export function isSocialProvider(value: unknown): value is SocialProvider {
  return SOCIAL_PROVIDERS.includes(value as SocialProvider);
}

/** Which providers the shop has the keys of; nothing else about them reaches the page. */
export type SocialProvidersOn = Record<SocialProvider, boolean>;

/**
 * The cookie holding what a sign-in started with. It is sent only to /auth/ addresses, lives ten minutes and is
 * readable by the callback page's script, which is where the provider's answer arrives.
 */
export const SOCIAL_COOKIE = 'shop_social';
export const SOCIAL_COOKIE_PATH = '/auth/';
export const SOCIAL_COOKIE_SECONDS = 600;

export interface SocialStart {
  provider: SocialProvider;
  state: string;
  /** Google puts it into the ID token it issues; Facebook has none. */
  nonce: string;
  /** Where the shopper goes after signing in. */
  next: string | null;
}

export const startPath = (provider: SocialProvider, next: string | null) =>
  `/auth/${provider}/start${next ? `?${new URLSearchParams({ next }).toString()}` : ''}`;

export const callbackPath = (provider: SocialProvider) => `/auth/${provider}/callback`;

/** The sign-in page again, keeping where the shopper was going. */
export const signInPath = (next: string | null) =>
  next ? `/login?${new URLSearchParams({ next }).toString()}` : '/login';

/** The cookie's value: form-encoded, so it holds no character a cookie may not. */
export function encodeSocialStart(start: SocialStart): string {
  const fields: Record<string, string> = { provider: start.provider, state: start.state, nonce: start.nonce };
  if (start.next) fields.next = start.next;
  return new URLSearchParams(fields).toString();
}

/** What a Cookie header (or document.cookie) says a sign-in started with; null when there is nothing usable. */
export function readSocialStart(cookies: string): SocialStart | null {
  const raw = cookies
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${SOCIAL_COOKIE}=`))
    ?.slice(SOCIAL_COOKIE.length + 1);
  if (!raw) return null;
  const fields = new URLSearchParams(raw);
  const provider = fields.get('provider');
  const state = fields.get('state');
  if (!isSocialProvider(provider) || !state) return null;
  return { provider, state, nonce: fields.get('nonce') ?? '', next: localTarget(fields.get('next')) };
}

/** What the provider's redirect brought back, from the address's query and fragment together. */
export type ProviderReturn =
  { kind: 'token'; token: string; state: string | null } | { kind: 'cancelled' } | { kind: 'refused' };

/**
 * Facebook sends the token in the fragment and a refusal in the query; Google sends both in the fragment. A shopper
 * who says no at the provider comes back with error=access_denied.
 */
export function readProviderReturn(provider: SocialProvider, search: string, hash: string): ProviderReturn {
  const fields = new URLSearchParams(search);
  for (const [key, value] of new URLSearchParams(hash.replace(/^#/, ''))) fields.set(key, value);
  const error = fields.get('error');
  if (error === 'access_denied') return { kind: 'cancelled' };
  const token = fields.get(provider === 'facebook' ? 'access_token' : 'id_token');
  if (error || !token) return { kind: 'refused' };
  return { kind: 'token', token, state: fields.get('state') };
}

/**
 * The nonce claim of a Google ID token, read without checking its signature: the API has the token checked by
 * Google; this only tells whether the token was issued for the sign-in this browser started.
 */
export function idTokenNonce(token: string): string | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const claims = JSON.parse(json) as { nonce?: unknown };
    return typeof claims.nonce === 'string' ? claims.nonce : null;
  } catch {
    return null;
  }
}

/** Cancelled at the provider, refused by it, or not the sign-in this browser started. */
export type SocialFailure = 'cancelled' | 'refused' | 'unchecked';

export type SocialCheck = { ok: true; token: string } | { ok: false; reason: SocialFailure };

/**
 * A token is used only when it came back to the sign-in this browser started: same provider, same state (so nobody
 * can sign a shopper into their own account by sending them a link), and for Google the same nonce (so a token
 * issued for another sign-in cannot be replayed here).
 */
export function checkProviderReturn(
  provider: SocialProvider,
  answer: ProviderReturn,
  start: SocialStart | null,
): SocialCheck {
  if (answer.kind !== 'token') return { ok: false, reason: answer.kind };
  if (!start || start.provider !== provider || !answer.state || answer.state !== start.state)
    return { ok: false, reason: 'unchecked' };
  if (provider === 'google' && (!start.nonce || idTokenNonce(answer.token) !== start.nonce))
    return { ok: false, reason: 'unchecked' };
  return { ok: true, token: answer.token };
}

/**
 * What the callback page says when it cannot sign in, for each reason: in the page's language with its translate
 * function, in English without one.
 */
export function socialFailureMessage(
  provider: SocialProvider,
  reason: SocialFailure,
  t?: (
    key: 'social.cancelled' | 'social.unchecked' | 'social.refused',
    values: { provider: string },
  ) => string,
): string {
  const name = providerName[provider];
  if (t) {
    const key =
      reason === 'cancelled'
        ? 'social.cancelled'
        : reason === 'unchecked'
          ? 'social.unchecked'
          : 'social.refused';
    return t(key, { provider: name });
  }
  if (reason === 'cancelled') return `Signing in with ${name} was cancelled. Nothing was changed.`;
  if (reason === 'unchecked')
    return `This ${name} sign-in could not be checked: it did not start in this browser or took too long. Please start again.`;
  return `${name} did not sign you in. Please try again.`;
}
