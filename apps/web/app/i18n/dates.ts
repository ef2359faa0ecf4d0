import type { Language } from '@shop/contract/languages';
import { useLanguage } from './i18n.tsx';

/**
 * Dates and times as customers read them, in Cairo time (the shop's and its customers'). English writes
 * `27 Nov 2026, 14:05`; Arabic writes the month's Arabic name, `27 نوفمبر 2026، 02:05 م`, in the `ar-EG` locale with
 * Latin digits, as the shop writes every number on Arabic pages, e-mails and SMS.
 */
export const DATE_LOCALE: Record<Language, string> = { en: 'en-GB', ar: 'ar-EG-u-nu-latn' };

const TIME_ZONE = 'Africa/Cairo';

const formats = {
  /** A moment: day, month, year and the time. */
  dateTime: {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: TIME_ZONE,
  },
  /** A day: day, month and year. */
  day: { day: 'numeric', month: 'long', year: 'numeric', timeZone: TIME_ZONE },
} satisfies Record<string, Intl.DateTimeFormatOptions>;

type Format = keyof typeof formats;

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(format: Format, language: Language): Intl.DateTimeFormat {
  const key = `${format}:${language}`;
  let found = formatters.get(key);
  if (!found) {
    found = new Intl.DateTimeFormat(DATE_LOCALE[language], formats[format]);
    formatters.set(key, found);
  }
  return found;
}

/** The instant, or null for text that is not one (Intl refuses an invalid date with a RangeError). */
function instant(iso: string | Date): Date | null {
  const date = typeof iso === 'string' ? new Date(iso) : iso;
  return Number.isNaN(date.getTime()) ? null : date;
}

/**
 * When something happened (an ISO instant), with the time: `27 Nov 2026, 14:05` or `27 نوفمبر 2026، 02:05 م`; empty
 * for text that is not a date, so a bad value in stored content never breaks the page.
 */
export function formatDateTime(iso: string, language: Language = 'en'): string {
  const date = instant(iso);
  return date ? formatter('dateTime', language).format(date) : '';
}

/** The Cairo day of an ISO instant: `27 November 2026` or `27 نوفمبر 2026`; empty for text that is not a date. */
export function formatDay(iso: string | Date, language: Language = 'en'): string {
  const date = instant(iso);
  return date ? formatter('day', language).format(date) : '';
}

/** Both, in the page's language. */
export function useDates(): { dateTime: (iso: string) => string; day: (iso: string | Date) => string } {
  const language = useLanguage();
  return {
    dateTime: (iso) => formatDateTime(iso, language),
    day: (iso) => formatDay(iso, language),
  };
}
