import { type Language } from '@shop/contract/languages';

/**
 * The shopper's language choice is remembered in the `language` cookie (read by the server, so an English address
 * typed later opens the Arabic page straight away) and in the `language` local-storage item.
 */

/** The cookie and the local-storage item share this name. */
export const LANGUAGE_KEY = 'language';

const YEAR_SECONDS = 365 * 24 * 60 * 60;

export function languageCookie(language: Language): string {
  return `${LANGUAGE_KEY}=${language}; Path=/; Max-Age=${YEAR_SECONDS}; SameSite=Lax`;
}
