import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import type { CompiledMessage, CompiledMessages } from './i18n.tsx';
import { languageOfPath, type Language } from '@shop/contract/languages';
import { arabic } from './messages/ar/index.ts';
import { english } from './messages/en/index.ts';
import { LAYOUT_MESSAGES, PAGE_MESSAGES, type PageName } from './page-messages.ts';

/** The message files as written: ICU MessageFormat, flat keys split by area into files, the same keys per language. */
export const SOURCE_MESSAGES: Record<Language, Record<string, string>> = { en: english, ar: arabic };

function compile(source: string): CompiledMessage {
  const elements: MessageFormatElement[] = parse(source);
  if (elements.every((element) => element.type === TYPE.literal)) {
    return elements.map((element) => (element.type === TYPE.literal ? element.value : '')).join('');
  }
  return elements;
}

const compiled = new Map<Language, CompiledMessages>();

/**
 * One language's messages, parsed once per process: pages send only their own language's catalog to the browser,
 * already parsed, so the browser needs the formatter and not the ICU parser.
 */
export function messagesFor(language: Language): CompiledMessages {
  let messages = compiled.get(language);
  if (!messages) {
    messages = Object.fromEntries(
      Object.entries(SOURCE_MESSAGES[language]).map(([key, source]) => [key, compile(source)]),
    );
    compiled.set(language, messages);
  }
  return messages;
}

const subsets = new Map<string, CompiledMessages>();

function subset(language: Language, name: string, namespaces: readonly string[], keys: readonly string[]) {
  const id = `${language}:${name}`;
  let found = subsets.get(id);
  if (!found) {
    const all = messagesFor(language);
    const inNamespace = new Set(namespaces);
    const single = new Set(keys);
    found = Object.fromEntries(
      Object.entries(all).filter(
        ([key]) => inNamespace.has(key.slice(0, key.indexOf('.'))) || single.has(key),
      ),
    );
    subsets.set(id, found);
  }
  return found;
}

/** The messages every shop page needs: the header, footer, mini-cart, dialogs, problem pages and page titles. */
export function layoutMessages(language: Language): CompiledMessages {
  return subset(language, '(layout)', LAYOUT_MESSAGES.namespaces, LAYOUT_MESSAGES.keys);
}

/**
 * The messages one page adds to the layout's, in the language of the requested address: only what its own components
 * say (see page-messages.ts).
 */
export function pageMessages(request: Request, page: PageName): CompiledMessages {
  const language = languageOfPath(new URL(request.url).pathname);
  return subset(language, page, PAGE_MESSAGES[page], []);
}
