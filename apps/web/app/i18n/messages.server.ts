import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import type { CompiledMessage, CompiledMessages } from './i18n.tsx';
import type { Language } from '@shop/contract/languages';
import { arabic } from './messages/ar/index.ts';
import { english } from './messages/en/index.ts';

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
