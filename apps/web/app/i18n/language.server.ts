import { readCookie } from '#web/lib/preview.ts';
import {
  isLanguage,
  languageOfPath,
  pathInLanguage,
  preferredLanguage,
  type Language,
} from '@shop/contract/languages';
import { LANGUAGE_KEY, languageCookie } from './language.ts';

export type LanguageDecision =
  | { kind: 'redirect'; location: string; setCookie: string | null }
  | { kind: 'serve'; language: Language; setCookie: string | null };

/**
 * Which language a shop page is served in, and whether the shopper is sent to the other address first:
 * - `?language=ar|en` (the language switch without JavaScript) remembers that choice and goes to the address in it;
 * - an Arabic address is served in Arabic and remembered;
 * - an English address is sent to its Arabic twin when Arabic is remembered, or, on a first visit (no cookie), when
 *   the browser's Accept-Language prefers Arabic to English; otherwise it is served in English.
 * A shopper who wants English chooses it once with the switch, which is remembered the same way.
 */
export function decideLanguage(request: Request): LanguageDecision {
  const url = new URL(request.url);
  const pageLanguage = languageOfPath(url.pathname);
  const remembered = readCookie(request.headers.get('cookie'), LANGUAGE_KEY);
  const chosen = url.searchParams.get(LANGUAGE_KEY);
  const here = (language: Language) => {
    const search = new URLSearchParams(url.search);
    search.delete(LANGUAGE_KEY);
    const query = search.toString();
    return pathInLanguage(`${url.pathname}${query ? `?${query}` : ''}`, language);
  };
  const remember = (language: Language) => (remembered === language ? null : languageCookie(language));

  if (isLanguage(chosen)) {
    return { kind: 'redirect', location: here(chosen), setCookie: remember(chosen) };
  }
  if (pageLanguage === 'ar') return { kind: 'serve', language: 'ar', setCookie: remember('ar') };
  if (remembered === 'ar') return { kind: 'redirect', location: here('ar'), setCookie: null };
  if (!isLanguage(remembered) && preferredLanguage(request.headers.get('accept-language')) === 'ar') {
    return { kind: 'redirect', location: here('ar'), setCookie: languageCookie('ar') };
  }
  return { kind: 'serve', language: 'en', setCookie: null };
}
