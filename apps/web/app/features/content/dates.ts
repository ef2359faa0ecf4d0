import type { Language } from '@shop/contract/languages';
import { FORMAT_LOCALE } from '#web/i18n/i18n.tsx';

const dayFormats = new Map<Language, Intl.DateTimeFormat>();
const timeFormats = new Map<Language, Intl.DateTimeFormat>();

function format(
  cache: Map<Language, Intl.DateTimeFormat>,
  language: Language,
  options: Intl.DateTimeFormatOptions,
) {
  let formatter = cache.get(language);
  if (!formatter) {
    // Arabic pages name the months in Arabic and keep the shop's Latin digits; Cairo time, as the shop keeps it.
    formatter = new Intl.DateTimeFormat(language === 'ar' ? FORMAT_LOCALE.ar : 'en-GB', {
      ...options,
      timeZone: 'Africa/Cairo',
    });
    cache.set(language, formatter);
  }
  return formatter;
}

/** "3 March 2026" or "3 مارس 2026" from an ISO timestamp, the same on the server and in the browser. */
export function formatCairoDay(iso: string, language: Language): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return format(dayFormats, language, { day: 'numeric', month: 'long', year: 'numeric' }).format(date);
}

/** A day and time in Cairo: "3 Mar 2026, 14:05" or "3 مارس 2026، 14:05". */
export function formatCairoTime(iso: string, language: Language): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return format(timeFormats, language, {
    day: 'numeric',
    month: language === 'ar' ? 'long' : 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  }).format(date);
}
