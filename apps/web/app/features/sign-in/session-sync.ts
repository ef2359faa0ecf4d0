import { authResult, type UserInfo } from '@shop/contract/account';
import { HEADER_LANG, HEADER_PREVIEW } from '@shop/contract/headers';
import { errorCatalogue } from '@shop/contract/errors';
import { isPreviewStored } from '#web/lib/preview.ts';
import { carriersDisagree, expireSession, readSession } from '#web/lib/stored-session.ts';

/**
 * Keeps the session's two carriers in step after a page has hydrated (ADR 0023): the token in local storage, which
 * the browser's API calls send, and the HttpOnly session cookie, which page renders read. Every sign-in and sign-out
 * sets both at once; this repairs the rest:
 * - stored token, no session on the page (a session kept before the cookie existed, or a cleared cookie): the API
 *   sets the cookie to the stored token; a token it refuses ends the session as any 401 does;
 * - session on the page, no stored token (a sign-in made before the page's JavaScript ran, as a plain form post):
 *   the API answers the cookie's token, which is stored as any sign-in is (the guest cart merges into it);
 * - both, for different customers (another tab signed in as someone else): the stored one wins.
 * Returns true when the page's data should be loaded again. One repair runs at a time: a second caller (a tap
 * that needs the stored token) waits for the one under way, so a cookie's session is never stored, and the guest
 * cart merged into it, twice.
 */
export function syncSessionCarriers(pageUser: UserInfo | null): Promise<boolean> {
  underWay ??= repair(pageUser).finally(() => {
    underWay = null;
  });
  return underWay;
}

let underWay: Promise<boolean> | null = null;

async function repair(pageUser: UserInfo | null): Promise<boolean> {
  if (!carriersDisagree(pageUser)) return false;
  const stored = readSession();
  const headers: Record<string, string> = {
    accept: 'application/json',
    'content-type': 'application/json',
    [HEADER_PREVIEW]: isPreviewStored() ? '1' : '0',
    [HEADER_LANG]: '1',
  };
  if (stored.token) headers.authorization = `Bearer ${stored.token}`;
  let response: Response;
  try {
    response = await fetch('/api/customer/auth/session', {
      method: 'POST',
      headers,
      body: '{}',
      credentials: 'same-origin',
    });
  } catch {
    return false; // No answer: the next page tries again.
  }
  if (response.status === 401) {
    if (stored.token) expireSession(errorCatalogue.unauthorized.message_en);
    return !stored.token;
  }
  if (!response.ok) return false;
  const parsed = authResult.safeParse(
    ((await response.json().catch(() => null)) as { data?: unknown })?.data,
  );
  if (!parsed.success) return false;
  if (!stored.token) {
    const { completeSignIn } = await import('./account-actions.ts');
    await completeSignIn(parsed.data);
  }
  return true;
}
