/**
 * What the footer's newsletter form says on the page a plain form post was sent back to (before the page's JavaScript
 * ran): the confirmation, or the refusal with the address typed. It travels in a cookie that lives for one page: the
 * shop layout reads it into the page and clears it.
 */
export type NewsletterNotice = { kind: 'done' } | { kind: 'error'; message: string; email: string };

export const NEWSLETTER_NOTICE_COOKIE = 'newsletter_notice';

/** The form's place on a page: a post is sent back to it, so the answer is in view. */
export const NEWSLETTER_ANCHOR = 'newsletter';

const LONGEST = 500;

/** Secure when the shop is served over HTTPS, as its other cookies are. */
export function newsletterNoticeCookie(notice: NewsletterNotice, secure: boolean): string {
  const value = encodeURIComponent(JSON.stringify(notice));
  return `${NEWSLETTER_NOTICE_COOKIE}=${value}; Path=/; Max-Age=120; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
}

export const CLEAR_NEWSLETTER_NOTICE = `${NEWSLETTER_NOTICE_COOKIE}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax`;

/** The cookie's notice, or null when there is none or it is not one (anything else is ignored). */
export function parseNewsletterNotice(value: string | undefined): NewsletterNotice | null {
  if (!value) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(decodeURIComponent(value));
  } catch {
    return null;
  }
  const notice = parsed as { kind?: unknown; message?: unknown; email?: unknown } | null;
  if (notice?.kind === 'done') return { kind: 'done' };
  if (notice?.kind === 'error' && typeof notice.message === 'string' && typeof notice.email === 'string') {
    return {
      kind: 'error',
      message: notice.message.slice(0, LONGEST),
      email: notice.email.slice(0, LONGEST),
    };
  }
  return null;
}
