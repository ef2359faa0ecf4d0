import { catalogueMessageAr, ruleMessageAr } from './rule-messages-ar.ts';
import { shopperMessageAr } from './shopper-messages.ts';

export { errorCatalogueAr, messagesAr } from './rule-messages-ar.ts';

/**
 * The Arabic of an API message: a message of the catalogue, a shopper message (shopper-messages.ts), or a
 * validation answer made of `field: message` parts (rule-messages-ar.ts). Undefined when the message is none of
 * these, so the answer carries English only rather than a wrong Arabic. The API adds it as `message_ar` beside
 * `message_en` when a request's Accept-Language prefers Arabic (the `lang` header keeps its own meaning: signed in
 * or not).
 */
export function arabicMessage(english: string): string | undefined {
  return catalogueMessageAr(english) ?? shopperMessageAr(english) ?? ruleMessageAr(english);
}
