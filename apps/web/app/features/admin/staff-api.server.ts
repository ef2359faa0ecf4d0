import { data, redirect, type AppLoadContext } from 'react-router';
import type { z } from 'zod';
import { HEADER_CSRF, STAFF_COOKIE, staffSession, type StaffSession } from '@shop/contract/admin';
import { HEADER_AS_SHOPPER, HEADER_LANG } from '@shop/contract/headers';
import { requestApi, type LoadFailure } from '#web/lib/api-client.ts';
import { visitorFetch, withCookies } from '#web/lib/form-post.server.ts';
import { readCookie } from '#web/lib/preview.ts';

type Args = { context: AppLoadContext; request: Request };

export const ADMIN_LOGIN_PATH = '/admin/login';
/** The signed-in member's own page, where two-step sign-in is set up. */
export const ADMIN_ACCOUNT_PATH = '/admin/account';

/**
 * The back office's API as the staff member of the page request: the request's cookies go with every in-process call
 * (the staff session is the `shop_staff` cookie, nothing else), a change carries the CSRF token the page was given
 * (the API checks it; the page never looks it up by itself), and the cookies the API sets come back for the page's
 * answer to pass on. Sign-in and set-password count against the visitor's own limits, as the browser's call would.
 */
export function staffApi(args: Args, options: { csrf?: string | undefined; asVisitor?: boolean } = {}) {
  const { apiFetch, cookies } = visitorFetch(args, {
    [HEADER_LANG]: '0',
    ...(options.csrf ? { [HEADER_CSRF]: options.csrf } : {}),
    ...(options.asVisitor ? { [HEADER_AS_SHOPPER]: '1' } : {}),
  });
  return {
    /** Set-Cookie headers the API answered so far (a sign-in's cookie, a cleared stale one). */
    cookies,
    request: <S extends z.ZodType>(path: string, schema: S, init?: RequestInit) =>
      requestApi(apiFetch, path, schema, init),
    post: <S extends z.ZodType>(path: string, schema: S, body: unknown, method = 'POST') =>
      requestApi(apiFetch, path, schema, { method, body: JSON.stringify(body) }),
  };
}

export function hasStaffCookie(request: Request): boolean {
  return readCookie(request.headers.get('cookie'), STAFF_COOKIE) !== undefined;
}

/**
 * The signed-in staff member of a back-office page; without a live session the visitor is sent to sign in (a stale
 * cookie is cleared on the way). While the shop requires two-step sign-in of a member who has not set it up, every
 * page but their account page sends them there: the API would refuse everything else anyway.
 */
export async function requireStaff(args: Args): Promise<StaffSession> {
  const api = staffApi(args);
  const me = hasStaffCookie(args.request)
    ? await api.request('/api/admin/auth/me', staffSession)
    : ({ ok: false, status: 401, message: '' } as const);
  if (me.ok) {
    if (me.body.data.totp_setup_required && new URL(args.request.url).pathname !== ADMIN_ACCOUNT_PATH)
      throw redirect(ADMIN_ACCOUNT_PATH);
    return me.body.data;
  }
  if (me.status === 401) throw redirect(ADMIN_LOGIN_PATH, { headers: withCookies(api.cookies) });
  throw data<LoadFailure>({ message: me.message }, { status: me.status });
}

/** The CSRF token a back-office form posted (a hidden field the page was rendered with). */
export function postedCsrf(form: FormData): string {
  const value = form.get('csrf');
  return typeof value === 'string' ? value : '';
}
