import { sql } from 'kysely';
import type { Language } from '@shop/contract/languages';

/**
 * Catalog and content text in the shopper's language (migration 0034): the column's Arabic twin when Arabic is asked
 * and the twin holds more than blanks, else the English column. One rule for SQL and for rows already read.
 */
export function localized<A extends string, T extends string | null = string>(
  language: Language,
  english: string,
  arabic: string,
  alias: A,
) {
  if (language === 'en') return sql<T>`${sql.ref(english)}`.as(alias);
  return sql<T>`coalesce(nullif(trim(${sql.ref(arabic)}), ''), ${sql.ref(english)})`.as(alias);
}

/** The same rule for a row already read. */
export function inLanguage<T extends string | null>(
  language: Language,
  english: T,
  arabic: string | null | undefined,
): T | string {
  if (language === 'ar' && arabic && arabic.trim() !== '') return arabic.trim();
  return english;
}
