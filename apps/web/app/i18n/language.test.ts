import { describe, expect, it } from 'vitest';
import {
  directionOf,
  languageOfPath,
  pathInLanguage,
  pathWithoutLanguage,
  preferredLanguage,
} from '@shop/contract/languages';
import { decideLanguage } from './language.server.ts';

describe('the language of an address', () => {
  it('is Arabic under /ar and English everywhere else', () => {
    expect(languageOfPath('/ar')).toBe('ar');
    expect(languageOfPath('/ar/item/iphone')).toBe('ar');
    expect(languageOfPath('/')).toBe('en');
    expect(languageOfPath('/arcade')).toBe('en');
    expect(languageOfPath('/Accessories')).toBe('en');
    expect(directionOf('ar')).toBe('rtl');
    expect(directionOf('en')).toBe('ltr');
  });

  it('moves an address between languages, keeping its query and fragment', () => {
    expect(pathInLanguage('/', 'ar')).toBe('/ar');
    expect(pathInLanguage('/item/x?name=X#specs', 'ar')).toBe('/ar/item/x?name=X#specs');
    expect(pathInLanguage('/ar/item/x?name=X', 'en')).toBe('/item/x?name=X');
    expect(pathInLanguage('/ar', 'en')).toBe('/');
    expect(pathInLanguage('/ar/search?search=a', 'ar')).toBe('/ar/search?search=a');
    expect(pathInLanguage('/?page=2', 'ar')).toBe('/ar?page=2');
    expect(pathWithoutLanguage('/ar/Maintenance')).toBe('/Maintenance');
  });

  it('leaves what is not a shop path alone', () => {
    expect(pathInLanguage('https://example.com/x', 'ar')).toBe('https://example.com/x');
    expect(pathInLanguage('//cdn.example.com/x', 'ar')).toBe('//cdn.example.com/x');
    expect(pathInLanguage('#main', 'ar')).toBe('#main');
  });
});

describe('Accept-Language', () => {
  it('prefers the language with the highest weight among English and Arabic', () => {
    expect(preferredLanguage('ar-EG,ar;q=0.9,en-US;q=0.8')).toBe('ar');
    expect(preferredLanguage('en-US,en;q=0.9,ar;q=0.8')).toBe('en');
    expect(preferredLanguage('fr-FR,ar;q=0.5,en;q=0.4')).toBe('ar');
    expect(preferredLanguage('en;q=0.5, ar;q=0.7')).toBe('ar');
    expect(preferredLanguage('fr-FR,de')).toBeNull();
    expect(preferredLanguage('ar;q=0')).toBeNull();
    expect(preferredLanguage(null)).toBeNull();
  });
});

describe('which language a page is served in', () => {
  const request = (path: string, headers: Record<string, string> = {}) =>
    new Request(`https://shop.test${path}`, { headers });

  it('serves an English address in English to a browser that prefers English, remembering nothing', () => {
    expect(decideLanguage(request('/item/x', { 'accept-language': 'en-US,en' }))).toEqual({
      kind: 'serve',
      language: 'en',
      setCookie: null,
    });
  });

  it('sends a first visit from an Arabic browser to the Arabic page, and remembers it', () => {
    const decision = decideLanguage(
      request('/item/x?name=X', { 'accept-language': 'ar-EG,ar;q=0.9,en;q=0.5' }),
    );
    expect(decision).toMatchObject({ kind: 'redirect', location: '/ar/item/x?name=X' });
    expect(decision.setCookie).toMatch(/^language=ar;/);
  });

  it('follows the remembered language over Accept-Language on English addresses', () => {
    expect(decideLanguage(request('/', { cookie: 'language=ar', 'accept-language': 'en' }))).toMatchObject({
      kind: 'redirect',
      location: '/ar',
    });
    expect(
      decideLanguage(request('/Accessories', { cookie: 'language=en', 'accept-language': 'ar' })),
    ).toMatchObject({ kind: 'serve', language: 'en', setCookie: null });
  });

  it('serves an Arabic address in Arabic whatever was remembered, and remembers Arabic', () => {
    const decision = decideLanguage(request('/ar/search?search=a', { cookie: 'language=en' }));
    expect(decision).toMatchObject({ kind: 'serve', language: 'ar' });
    expect(decision.setCookie).toMatch(/^language=ar;/);
    expect(decideLanguage(request('/ar', { cookie: 'language=ar' })).setCookie).toBeNull();
  });

  it('takes the switch without JavaScript (?language=) as the choice, and drops it from the address', () => {
    const toEnglish = decideLanguage(request('/ar/item/x?name=X&language=en', { cookie: 'language=ar' }));
    expect(toEnglish).toMatchObject({ kind: 'redirect', location: '/item/x?name=X' });
    expect(toEnglish.setCookie).toMatch(/^language=en;/);
    const toArabic = decideLanguage(request('/Categories?category=1&language=ar'));
    expect(toArabic).toMatchObject({ kind: 'redirect', location: '/ar/Categories?category=1' });
  });
});
