import { Link, useLocation, useNavigate } from 'react-router';
import { useLanguage } from './i18n.tsx';
import { pathInLanguage, type Language } from '@shop/contract/languages';
import { LANGUAGE_KEY, languageCookie } from './language.ts';

/** Remembers the shopper's language where both sides read it: the cookie (server) and local storage (browser). */
export function rememberLanguage(language: Language): void {
  try {
    window.localStorage.setItem(LANGUAGE_KEY, language);
  } catch {
    // Storage can be disabled; the cookie still carries the choice.
  }
  if (!document.cookie.split(';').some((part) => part.trim() === `${LANGUAGE_KEY}=${language}`)) {
    document.cookie = languageCookie(language);
  }
}

const NAMES: Record<Language, string> = { en: 'English', ar: 'العربية' };

/**
 * The language switch of the header and the footer: the same page in the other language. Without JavaScript it is
 * a plain link whose `?language=` the server remembers before sending the shopper on; with it, the choice is
 * remembered here and the page changes without a full load.
 */
export function LanguageSwitch({ className }: { className?: string }) {
  const language = useLanguage();
  const location = useLocation();
  const navigate = useNavigate();
  const other: Language = language === 'ar' ? 'en' : 'ar';
  const target = pathInLanguage(`${location.pathname}${location.search}${location.hash}`, other);
  const search = new URLSearchParams(location.search);
  search.set(LANGUAGE_KEY, other);
  const withoutScript = pathInLanguage(`${location.pathname}?${search.toString()}`, other);
  return (
    <Link
      className={className}
      to={withoutScript}
      lang={other}
      hrefLang={other}
      onClick={(event) => {
        if (event.defaultPrevented || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
          return;
        event.preventDefault();
        rememberLanguage(other);
        void navigate(target);
      }}
    >
      {NAMES[other]}
    </Link>
  );
}
