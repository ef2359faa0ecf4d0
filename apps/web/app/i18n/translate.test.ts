import { parse } from '@formatjs/icu-messageformat-parser';
import { IntlMessageFormat } from 'intl-messageformat';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTranslate, FORMAT_LOCALE, type MessageKey } from './i18n.tsx';
import type { Language } from '@shop/contract/languages';

const SOURCES = {
  'test.count': '{count, plural, one {# product} other {# products}}',
  'test.arabic':
    '{count, plural, zero {لا منتجات} one {منتج واحد} two {منتجان} few {# منتجات} many {# منتجًا} other {# منتج}}',
  'test.mixed':
    '{count, plural, one {Showing {from}–{to} of # product} other {Showing {from}–{to} of # products}}',
} as const;
const key = (k: keyof typeof SOURCES) => k as unknown as MessageKey;
const compiled = Object.fromEntries(Object.entries(SOURCES).map(([k, v]) => [k, parse(v)]));

describe('createTranslate', () => {
  afterEach(() => vi.restoreAllMocks());

  it.each<[Language, keyof typeof SOURCES, Record<string, number>]>([
    ['en', 'test.count', { count: 1 }],
    ['en', 'test.count', { count: 1234567 }],
    ['en', 'test.mixed', { count: 25000, from: 1, to: 16 }],
    ['ar', 'test.arabic', { count: 0 }],
    ['ar', 'test.arabic', { count: 2 }],
    ['ar', 'test.arabic', { count: 7 }],
    ['ar', 'test.arabic', { count: 1100 }],
    ['ar', 'test.arabic', { count: 12345 }],
  ])('writes %s %s %j as intl-messageformat does', (language, k, values) => {
    const t = createTranslate(language, compiled);
    const expected = new IntlMessageFormat(compiled[k]!, FORMAT_LOCALE[language]).format(values);
    expect(t(key(k), values)).toBe(expected);
  });

  it.each<Language>(['en', 'ar'])(
    'chooses the plural form Intl.PluralRules chooses, in %s, for 0 to 20,000',
    (language) => {
      const rules = new Intl.PluralRules(FORMAT_LOCALE[language]);
      const form = parse('{n, plural, zero {zero} one {one} two {two} few {few} many {many} other {other}}');
      const t = createTranslate(language, { form });
      const differ: number[] = [];
      for (let n = 0; n <= 20_000; n += 1)
        if (t('form' as MessageKey, { n }) !== rules.select(n)) differ.push(n);
      expect(differ).toEqual([]);
    },
  );

  it('formats a count without building a number formatter or plural rules', () => {
    const built = vi.spyOn(Intl, 'NumberFormat');
    const rules = vi.spyOn(Intl, 'PluralRules');
    const t = createTranslate('ar', compiled);
    expect(t(key('test.arabic'), { count: 12300 })).toBe('12,300 منتج');
    expect(createTranslate('en', compiled)(key('test.count'), { count: 2500 })).toBe('2,500 products');
    expect(built).not.toHaveBeenCalled();
    expect(rules).not.toHaveBeenCalled();
  });

  it('writes a count that is not whole as the browser does', () => {
    const t = createTranslate('en', compiled);
    expect(t(key('test.count'), { count: 1.5 })).toBe('1.5 products');
  });

  it('answers the key itself for a message it does not have', () => {
    expect(createTranslate('en', {})(key('test.count'))).toBe('test.count');
  });
});
