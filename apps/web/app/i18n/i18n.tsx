import { createContext, useCallback, useContext, useMemo, type ReactNode } from 'react';
import { useLocation, useMatches } from 'react-router';
import { formatToParts, IntlMessageFormat, type Formatters } from 'intl-messageformat';
import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { groupThousands } from '@shop/contract/digits';
import type { english } from './messages/en/index.ts';
import { languageOfPath, pathInLanguage, type Language } from '@shop/contract/languages';

export type MessageKey = keyof typeof english;
/** A message as the server sends it: plain text as a string, anything with arguments as its parsed ICU form. */
export type CompiledMessage = string | MessageFormatElement[];
export type CompiledMessages = Record<string, CompiledMessage>;
export type MessageValues = Record<string, string | number>;
export type Translate = (key: MessageKey, values?: MessageValues) => string;

/**
 * The locale messages are formatted in. Arabic pages write numbers in Latin digits (12,999 ج.م, 01012345678), as
 * Egyptian shops, receipts and phone keypads do, so prices, phone numbers, codes and SKUs read the same in both
 * languages; the plural forms are still Arabic's six.
 */
export const FORMAT_LOCALE: Record<Language, string> = { en: 'en-EG', ar: 'ar-EG-u-nu-latn' };

/** One formatter per arguments, made the first time they are asked for. */
function remembered<A extends unknown[], F>(make: (...args: A) => F): (...args: A) => F {
  const made = new Map<string, F>();
  return (...args) => {
    const key = JSON.stringify(args);
    let found = made.get(key);
    if (!found) {
      found = make(...args);
      made.set(key, found);
    }
    return found;
  };
}

const numberFormat = remembered(
  (locales?: string | string[], options?: Intl.NumberFormatOptions) =>
    new Intl.NumberFormat(locales, options),
);
const pluralRules = remembered(
  (...args: ConstructorParameters<typeof Intl.PluralRules>) => new Intl.PluralRules(...args),
);

/**
 * The plural form of a whole number, by the languages' own rules (CLDR's cardinal rules for integers): English has
 * "one" and "other"; Arabic has six forms, chosen by the number and its last two digits.
 */
function wholePluralForm(locale: string, n: number): Intl.LDMLPluralRule {
  if (!locale.startsWith('ar')) return n === 1 ? 'one' : 'other';
  if (n <= 2) return (['zero', 'one', 'two'] as const)[n]!;
  const lastTwo = n % 100;
  if (lastTwo >= 3 && lastTwo <= 10) return 'few';
  if (lastTwo >= 11) return 'many';
  return 'other';
}

/**
 * The formatters every message uses. A plural's count (`#`) is a whole number written by `groupThousands`, and its
 * form is chosen by `wholePluralForm`, so a page's messages never build an Intl.NumberFormat or Intl.PluralRules: the
 * first of either loads the browser's number and plural data, 30-100 ms of main thread (Arabic's the most) before
 * the page can answer a tap. Anything else (a fraction, an ordinal, a number style) goes to Intl, built once each.
 * Only `format` of a number formatter and `select` of plural rules are called while formatting a message.
 */
const FORMATTERS: Formatters = {
  getNumberFormat: (locales, options) => {
    if (options !== undefined) return numberFormat(locales, options);
    const plain = {
      format: (value: number | bigint) =>
        typeof value === 'number' && Number.isSafeInteger(value)
          ? groupThousands(value)
          : numberFormat(locales).format(value),
    };
    return plain as Intl.NumberFormat;
  },
  getDateTimeFormat: remembered(
    (...args: ConstructorParameters<typeof Intl.DateTimeFormat>) => new Intl.DateTimeFormat(...args),
  ),
  getPluralRules: (locales, options) => {
    const locale = typeof locales === 'string' ? locales : undefined;
    if (locale === undefined || (options?.type ?? 'cardinal') !== 'cardinal')
      return pluralRules(locales, options);
    const plain = {
      select: (value: number) =>
        Number.isSafeInteger(value) && value >= 0
          ? wholePluralForm(locale, value)
          : pluralRules(locales, options).select(value),
    };
    return plain as Intl.PluralRules;
  },
};

/**
 * A translate function over one language's compiled messages. Messages arrive already parsed (the parser never
 * ships to the browser) and are formatted from that form with the shared formatters.
 */
export function createTranslate(language: Language, messages: CompiledMessages): Translate {
  const locale = FORMAT_LOCALE[language];
  return (key, values) => {
    const message = messages[key];
    if (message === undefined) return key;
    if (typeof message === 'string') return message;
    const parts = formatToParts<string>(
      message,
      locale,
      FORMATTERS,
      IntlMessageFormat.formats,
      values,
      undefined,
      key,
    );
    return parts.length === 1 ? String(parts[0]!.value) : parts.map((part) => part.value).join('');
  };
}

/**
 * Latin text (a price, a phone number, a model name) put into an Arabic message: wrapped in first-strong isolates
 * so it keeps its own order inside the right-to-left sentence. English text is returned as it is.
 */
export function isolate(text: string, language: Language): string {
  return language === 'ar' ? `\u2068${text}\u2069` : text;
}

/** The messages a route's loader data carries, if any (the layout's and each page's; see page-messages.ts). */
function messagesIn(data: unknown): CompiledMessages | undefined {
  if (data === null || typeof data !== 'object' || !('messages' in data)) return undefined;
  return (data as { messages?: CompiledMessages }).messages;
}

function languageIn(data: unknown): Language | undefined {
  if (data === null || typeof data !== 'object' || !('language' in data)) return undefined;
  const language = (data as { language?: unknown }).language;
  return language === 'ar' || language === 'en' ? language : undefined;
}

function merged(parts: ReadonlyArray<CompiledMessages | undefined>): CompiledMessages {
  const present = parts.filter((part): part is CompiledMessages => part !== undefined);
  return present.length === 1 ? present[0]! : Object.assign({}, ...present);
}

/**
 * The translate function of a page's `meta`: the layout's messages (which hold every page title) and the page's own,
 * from the matched routes' data.
 */
export function metaTranslate(matches: ReadonlyArray<{ loaderData?: unknown } | undefined>): Translate {
  const data = matches.map((match) => match?.loaderData);
  const language = data.map(languageIn).find((found) => found !== undefined) ?? 'en';
  return createTranslate(language, merged(data.map(messagesIn)));
}

/**
 * The messages of the page on screen: the layout's and the matched page's. A page's data brings its own messages, so
 * they change with the page while the layout's stay; the result is the same object while neither changes.
 */
export function useMatchedMessages(): CompiledMessages {
  const parts = useMatches().map((match) => messagesIn(match.loaderData));
  // Shop pages are at most three levels deep (root, layout, page): a fixed-size list of dependencies.
  const [a, b, c, d] = parts;
  return useMemo(() => merged([a, b, c, d]), [a, b, c, d]);
}

interface I18nValue {
  language: Language;
  t: Translate;
}

const I18nContext = createContext<I18nValue | null>(null);

export function I18nProvider({
  language,
  messages,
  children,
}: {
  language: Language;
  messages: CompiledMessages;
  children: ReactNode;
}) {
  const value = useMemo(() => ({ language, t: createTranslate(language, messages) }), [language, messages]);
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

function useI18n(): I18nValue {
  const value = useContext(I18nContext);
  if (!value) throw new Error('useT is used outside the shop layout, which provides the messages');
  return value;
}

/**
 * The translate function, or null outside the shop layout (the document's own error page, the back office), where
 * a component falls back to its English words.
 */
export function useOptionalT(): Translate | null {
  return useContext(I18nContext)?.t ?? null;
}

/** The translate function of the page's language. */
export function useT(): Translate {
  return useI18n().t;
}

/** The page's language, from its address (usable anywhere under the router, with or without messages). */
export function useLanguage(): Language {
  return languageOfPath(useLocation().pathname);
}

/**
 * Turns a shop address into the same address in the page's language: `/item/x` is `/ar/item/x` on Arabic pages. The
 * same function while the language stays, so an effect may depend on it without running again on every render.
 */
export function useLocalPath(): (to: string) => string {
  const language = useLanguage();
  return useCallback((to: string) => pathInLanguage(to, language), [language]);
}
