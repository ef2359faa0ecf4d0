import { redirect } from 'react-router';
import { signInFirst } from '#web/features/sign-in/route-guards.ts';
import { CLEAR_SESSION_COOKIE, sessionToken } from '#web/features/shopper/shopper.server.ts';
import { createTranslate } from '#web/i18n/i18n.tsx';
import { LANGUAGE_KEY } from '#web/i18n/language.ts';
import { messagesFor } from '#web/i18n/messages.server.ts';
import { readCookie } from '#web/lib/preview.ts';
import type { Route } from './+types/order-invoice';

/**
 * The invoice of one of the signed-in customer's orders, as the PDF the API draws. The browser's own API calls carry
 * the token from local storage, which a plain link cannot send; this address reads the session cookie instead (ADR
 * 0023), so "Invoice (PDF)" is an ordinary link that opens in the browser's viewer, also before the page's scripts run.
 */
export async function loader({ context, request, params }: Route.LoaderArgs) {
  const token = sessionToken(request);
  if (!token) throw redirect(signInFirst(request));
  // The address has no Arabic twin: a shopper who chose Arabic (the language cookie) is answered in Arabic.
  const arabic = readCookie(request.headers.get('cookie'), LANGUAGE_KEY) === 'ar';
  const answer = await context.apiFetch(`/api/customer/orders/${encodeURIComponent(params.id)}/invoice.pdf`, {
    headers: { authorization: `Bearer ${token}`, ...(arabic ? { 'accept-language': 'ar, en;q=0.5' } : {}) },
  });
  if (answer.status === 401) {
    throw redirect(signInFirst(request), { headers: { 'Set-Cookie': CLEAR_SESSION_COOKIE } });
  }
  if (!answer.ok) {
    // The API's own words ("This order was not found in your orders."), as a page a person can read.
    const body = (await answer.json().catch(() => null)) as {
      message_en?: string;
      message_ar?: string;
    } | null;
    const language = arabic ? 'ar' : 'en';
    const fallback = createTranslate(language, messagesFor(language))('orders.invoiceFailed');
    const message = arabic ? (body?.message_ar ?? fallback) : (body?.message_en ?? fallback);
    return new Response(message, {
      status: answer.status,
      headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'private, no-store' },
    });
  }
  const headers = new Headers({ 'cache-control': 'private, no-store' });
  for (const name of ['content-type', 'content-disposition', 'content-length']) {
    const value = answer.headers.get(name);
    if (value) headers.set(name, value);
  }
  return new Response(answer.body, { status: 200, headers });
}
