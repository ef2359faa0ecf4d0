/**
 * The shop's two languages: English at the shop's own addresses, Arabic under /ar. Which one a page is in follows
 * from its address alone, so a shared link always opens in the language it was copied in. The storefront, the
 * sitemap and the links in messages build addresses in a language here.
 */
export type Language = 'en' | 'ar';

export const LANGUAGES: readonly Language[] = ['en', 'ar'];
export const DEFAULT_LANGUAGE: Language = 'en';
const ARABIC_PREFIX = '/ar';

export function isLanguage(value: unknown): value is Language {
  return value === 'en' || value === 'ar';
}

export function languageOfPath(pathname: string): Language {
  return pathname === ARABIC_PREFIX || pathname.startsWith(`${ARABIC_PREFIX}/`) ? 'ar' : 'en';
}

export function directionOf(language: Language): 'ltr' | 'rtl' {
  return language === 'ar' ? 'rtl' : 'ltr';
}

/** The address without its language: `/ar/item/x` and `/item/x` are both `/item/x`; `/ar` is `/`. */
export function pathWithoutLanguage(pathname: string): string {
  if (languageOfPath(pathname) === 'en') return pathname;
  return pathname.slice(ARABIC_PREFIX.length) || '/';
}

/**
 * A shop address in a language: `/item/x` becomes `/ar/item/x` in Arabic and stays as it is in English. Addresses
 * already in a language are moved to the other one; query and fragment are kept. Anything that is not a path on the
 * shop (another site, mailto:, a fragment alone) is returned untouched.
 */
export function pathInLanguage(to: string, language: Language): string {
  if (!to.startsWith('/') || to.startsWith('//')) return to;
  const split = to.search(/[?#]/);
  const pathname = split === -1 ? to : to.slice(0, split);
  const rest = split === -1 ? '' : to.slice(split);
  const bare = pathWithoutLanguage(pathname);
  if (language === 'en') return `${bare}${rest}`;
  return `${bare === '/' ? ARABIC_PREFIX : `${ARABIC_PREFIX}${bare}`}${rest}`;
}

/**
 * The language an Accept-Language header prefers among the shop's two: the highest q-value wins, the earlier entry
 * on a tie; `ar-EG`, `ar` and `ar-*` count as Arabic. Null when it names neither.
 */
export function preferredLanguage(header: string | null | undefined): Language | null {
  if (!header) return null;
  let best: { language: Language; q: number } | null = null;
  for (const part of header.split(',')) {
    const [tag = '', ...params] = part.trim().split(';');
    const base = tag.trim().toLowerCase().split('-')[0];
    if (!isLanguage(base)) continue;
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const q = qParam ? Number(qParam.slice(2)) : 1;
    if (!Number.isFinite(q) || q <= 0) continue;
    if (!best || q > best.q) best = { language: base, q };
  }
  return best?.language ?? null;
}
