/**
 * The online-payment page frames only a payment page the shop itself just opened: a path on our own origin, or the
 * exact URL the place-order answer gave (kept for this tab). Anything else in ?iframe= is refused, so a crafted link
 * cannot frame another site inside the shop. The page CSP (frame-src) is the second lock.
 */
const KEY = 'pay_url';

export function rememberPayUrl(url: string): void {
  try {
    window.sessionStorage.setItem(KEY, url);
  } catch {
    // Without session storage only the shop's own payment pages can be framed.
  }
}

function remembered(): string | null {
  try {
    return window.sessionStorage.getItem(KEY);
  } catch {
    return null;
  }
}

/** The URL to frame, or null when it is not one the shop opened. */
export function frameablePayUrl(raw: string | null, origin: string): string | null {
  if (!raw) return null;
  let url: URL;
  try {
    url = new URL(raw, origin);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (url.origin === origin && url.pathname.startsWith('/api/customer/payments/')) return url.href;
  return remembered() === raw && url.protocol === 'https:' ? url.href : null;
}
