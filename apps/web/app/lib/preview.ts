/**
 * Maintenance bypass: `?skip_maintenance=1` or the stored flag turns it on; API calls then send the preview header
 * 1. The flag lives in localStorage, and in a cookie of the same name so server-side loaders, which cannot see
 * localStorage, forward the header too.
 */
export const SKIP_MAINTENANCE = 'skip_maintenance';

const YEAR_SECONDS = 365 * 24 * 60 * 60;

export function previewCookie(): string {
  return `${SKIP_MAINTENANCE}=1; Path=/; Max-Age=${YEAR_SECONDS}; SameSite=Lax`;
}

export function clearedPreviewCookie(): string {
  return `${SKIP_MAINTENANCE}=; Path=/; Max-Age=0; SameSite=Lax`;
}

export function readCookie(header: string | null | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const index = part.indexOf('=');
    if (index === -1) continue;
    if (part.slice(0, index).trim() === name) return part.slice(index + 1).trim();
  }
  return undefined;
}

export function hasPreviewQuery(url: URL): boolean {
  return url.searchParams.get(SKIP_MAINTENANCE) === '1';
}

/** Server side: is this page request in preview mode? */
export function isPreviewRequest(request: Request): boolean {
  return (
    hasPreviewQuery(new URL(request.url)) ||
    readCookie(request.headers.get('cookie'), SKIP_MAINTENANCE) === '1'
  );
}

/** Browser side: the stored flag. */
export function isPreviewStored(): boolean {
  try {
    return window.localStorage.getItem(SKIP_MAINTENANCE) === '1';
  } catch {
    return false;
  }
}

/** Browser side, after hydration: remember a `?skip_maintenance=1` visit and keep the cookie mirror in step. */
export function syncPreviewFlag(): void {
  try {
    if (hasPreviewQuery(new URL(window.location.href))) window.localStorage.setItem(SKIP_MAINTENANCE, '1');
    const stored = window.localStorage.getItem(SKIP_MAINTENANCE) === '1';
    const cookie = readCookie(document.cookie, SKIP_MAINTENANCE) === '1';
    if (stored && !cookie) document.cookie = previewCookie();
  } catch {
    // Storage can be disabled (private modes, policies); the bypass then lasts only while the query is present.
  }
}

/** The Exit button: clear the flag everywhere and reload without the query. */
export function exitPreview(): void {
  try {
    window.localStorage.removeItem(SKIP_MAINTENANCE);
  } catch {
    // Nothing stored, nothing to clear.
  }
  document.cookie = clearedPreviewCookie();
  const url = new URL(window.location.href);
  url.searchParams.delete(SKIP_MAINTENANCE);
  window.location.replace(url.toString());
}
