import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { preferredLanguage } from '@shop/contract/languages';
import { arabicMessage } from '@shop/contract/messages-ar';

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** An English field that is a message for the shopper, and the field its Arabic goes in. */
const SAID_FIELDS = [
  ['message_en', 'message_ar'],
  ['promo_message', 'promo_message_ar'],
] as const;

/**
 * The object with the Arabic of each of its messages (SAID_FIELDS) beside the English, where the Arabic is known and
 * the object has none of its own; the same object when nothing was added.
 */
function withArabic<T extends Record<string, unknown>>(said: T): T {
  let out = said;
  for (const [english, arabic] of SAID_FIELDS) {
    const text = said[english];
    if (typeof text !== 'string' || said[arabic] !== undefined) continue;
    const translated = arabicMessage(text);
    if (translated !== undefined) out = { ...out, [arabic]: translated };
  }
  return out;
}

/**
 * The messages an answer's data carries for the shopper to read: the cart's empty-cart text (`data.message_en`), its
 * notices (`data.messages[].message_en`, an amount lowered to the stock) and the checkout's reason a promo code did
 * not apply (`data.promo_message`), each given its Arabic. Data that gains nothing is returned as it is, not copied.
 */
function dataWithArabic(data: unknown): unknown {
  if (!isObject(data)) return data;
  let said = data;
  if (Array.isArray(data.messages) && data.messages.length > 0) {
    const messages = data.messages.map((notice: unknown) => (isObject(notice) ? withArabic(notice) : notice));
    if (messages.some((notice, i) => notice !== (data.messages as unknown[])[i]))
      said = { ...data, messages };
  }
  return withArabic(said);
}

/**
 * `message_ar` beside `message_en` when the request's Accept-Language prefers Arabic to English, from the Arabic
 * catalogue keyed like the English messages (packages/contract/src/messages-ar.ts): the envelope's own message and
 * the messages its data carries for the shopper (the cart's). An answer that already has its own Arabic (the
 * maintenance message) keeps it; a message without Arabic goes out in English only. Answers whose words changed
 * name Accept-Language in Vary, so a cache never hands one language's answer to the other.
 */
export const arabicMessagesPlugin = fp(async function arabicMessagesPlugin(app: FastifyInstance) {
  app.addHook('preSerialization', (request, reply, payload, done) => {
    const envelope = payload as Record<string, unknown> | null;
    if (
      !isObject(envelope) ||
      typeof envelope.message_en !== 'string' ||
      preferredLanguage(request.headers['accept-language']) !== 'ar'
    ) {
      return done(null, payload);
    }
    const data = dataWithArabic(envelope.data);
    const said = withArabic(data === envelope.data ? envelope : { ...envelope, data });
    if (said === envelope) return done(null, payload);
    const vary = reply.getHeader('vary');
    reply.header('vary', vary ? `${String(vary)}, Accept-Language` : 'Accept-Language');
    done(null, said);
  });
});
