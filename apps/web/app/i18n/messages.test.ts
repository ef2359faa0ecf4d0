import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import { createTranslate, type MessageKey } from './i18n.tsx';
import { LANGUAGES, type Language } from '@shop/contract/languages';
import { messagesFor, SOURCE_MESSAGES } from './messages.server.ts';

/** Every argument a message uses, with its kind: `count:plural`, `name:argument`... */
function argumentsOf(elements: MessageFormatElement[], found = new Set<string>()): Set<string> {
  for (const element of elements) {
    if (element.type === TYPE.argument) found.add(`${element.value}:argument`);
    if (element.type === TYPE.number) found.add(`${element.value}:number`);
    if (element.type === TYPE.date || element.type === TYPE.time) found.add(`${element.value}:date`);
    if (element.type === TYPE.plural || element.type === TYPE.select) {
      found.add(`${element.value}:${element.type === TYPE.plural ? 'plural' : 'select'}`);
      for (const option of Object.values(element.options)) argumentsOf(option.value, found);
    }
    if (element.type === TYPE.tag) argumentsOf(element.children, found);
  }
  return found;
}

function pluralsOf(elements: MessageFormatElement[]): Array<{ name: string; forms: string[] }> {
  return elements.flatMap((element) => {
    if (element.type === TYPE.plural)
      return [
        { name: element.value, forms: Object.keys(element.options) },
        ...Object.values(element.options).flatMap((option) => pluralsOf(option.value)),
      ];
    if (element.type === TYPE.select)
      return Object.values(element.options).flatMap((option) => pluralsOf(option.value));
    return [];
  });
}

const keys = (language: Language) => Object.keys(SOURCE_MESSAGES[language]).sort();

/** Each language's area files, as `file → keys`. */
function areaFiles(language: Language): Map<string, string[]> {
  const dir = join(import.meta.dirname, 'messages', language);
  const files = readdirSync(dir).filter((name) => name.endsWith('.json'));
  return new Map(
    files.map((name) => [name, Object.keys(JSON.parse(readFileSync(join(dir, name), 'utf8')) as object)]),
  );
}

describe('message files', () => {
  it('keep each key in one area file, the same file in every language, and every file in the catalog', () => {
    const english = areaFiles('en');
    for (const language of LANGUAGES) {
      const files = areaFiles(language);
      expect([...files.keys()].sort()).toEqual([...english.keys()].sort());
      const seen = new Map<string, string>();
      for (const [file, fileKeys] of files) {
        for (const key of fileKeys) {
          expect({ key, also: seen.get(key) }).toEqual({ key, also: undefined });
          seen.set(key, file);
        }
        expect({ language, file, keys: [...fileKeys].sort() }).toEqual({
          language,
          file,
          keys: [...(english.get(file) ?? [])].sort(),
        });
      }
      // A file left out of the language's index would lose its texts.
      expect([...seen.keys()].sort()).toEqual(keys(language));
    }
  });

  it('have the same keys in every language', () => {
    const english = keys('en');
    expect(english.length).toBeGreaterThan(50);
    for (const language of LANGUAGES) {
      expect({ language, missing: english.filter((key) => !(key in SOURCE_MESSAGES[language])) }).toEqual({
        language,
        missing: [],
      });
      expect({ language, extra: keys(language).filter((key) => !(key in SOURCE_MESSAGES.en)) }).toEqual({
        language,
        extra: [],
      });
    }
  });

  it('are ICU messages with the same placeholders in every language, and no empty text', () => {
    const problems: string[] = [];
    for (const key of keys('en')) {
      const english = [...argumentsOf(parse(SOURCE_MESSAGES.en[key] ?? ''))].sort();
      for (const language of LANGUAGES) {
        const source = SOURCE_MESSAGES[language][key] ?? '';
        if (source.trim() === '') problems.push(`${language} ${key}: empty`);
        const own = [...argumentsOf(parse(source))].sort();
        if (own.join() !== english.join())
          problems.push(`${language} ${key}: {${own.join(', ')}} instead of {${english.join(', ')}}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('give every plural each form its language has for whole numbers (Arabic has six)', () => {
    const problems: string[] = [];
    for (const language of LANGUAGES) {
      const needed = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
      for (const [key, source] of Object.entries(SOURCE_MESSAGES[language])) {
        for (const plural of pluralsOf(parse(source))) {
          const missing = needed.filter((form) => !plural.forms.includes(form));
          if (missing.length > 0)
            problems.push(`${language} ${key} {${plural.name}}: no ${missing.join(', ')}`);
        }
      }
    }
    expect(new Intl.PluralRules('ar').resolvedOptions().pluralCategories).toHaveLength(6);
    expect(problems).toEqual([]);
  });

  it('are all used by the storefront, and the storefront uses no key they lack', () => {
    const app = join(import.meta.dirname, '..');
    const sources: string[] = [];
    const walk = (dir: string) => {
      for (const name of readdirSync(dir)) {
        const path = join(dir, name);
        if (statSync(path).isDirectory()) walk(path);
        else if (/\.tsx?$/.test(name) && !name.endsWith('.test.ts')) sources.push(readFileSync(path, 'utf8'));
      }
    };
    walk(app);
    const code = sources.join('\n');
    const unused = keys('en').filter((key) => !code.includes(`'${key}'`));
    expect(unused).toEqual([]);
    const called = [...code.matchAll(/\bt\('([a-zA-Z]+\.[a-zA-Z.]+)'/g)].map((match) => match[1] ?? '');
    expect(called.filter((key) => !(key in SOURCE_MESSAGES.en))).toEqual([]);
  });
});

describe('formatting', () => {
  const t = (language: Language) => createTranslate(language, messagesFor(language));

  it('says counts in English with one and other', () => {
    expect(t('en')('header.cart', { count: 0 })).toBe('Cart, 0 items');
    expect(t('en')('header.cart', { count: 1 })).toBe('Cart, 1 item');
    expect(t('en')('header.cart', { count: 12 })).toBe('Cart, 12 items');
  });

  it('says counts in Arabic with its six forms, in Latin digits', () => {
    const cart = (count: number) => t('ar')('header.cart', { count });
    expect(cart(0)).toBe('السلة، لا توجد منتجات');
    expect(cart(1)).toBe('السلة، منتج واحد');
    expect(cart(2)).toBe('السلة، منتجان');
    expect(cart(3)).toBe('السلة، 3 منتجات');
    expect(cart(11)).toBe('السلة، 11 منتجًا');
    expect(cart(100)).toBe('السلة، 100 منتج');
  });

  it('fills placeholders, and keeps plain texts as plain strings for the browser', () => {
    expect(t('ar')('mega.shopAll', { category: 'iPhone' })).toBe('تسوّق كل iPhone');
    expect(typeof messagesFor('ar')['header.shop']).toBe('string');
    expect(Array.isArray(messagesFor('ar')['header.cart'])).toBe(true);
  });

  it('answers the key itself for a key the catalog lacks, rather than failing the page', () => {
    expect(createTranslate('en', {})('header.shop' satisfies MessageKey)).toBe('header.shop');
  });
});
