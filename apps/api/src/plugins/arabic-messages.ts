import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { preferredLanguage } from '@shop/contract/languages';
import { arabicMessage } from '@shop/contract/messages-ar';

type Said = { message_en?: unknown; message_ar?: unknown };
const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** `message_ar` beside an object's `message_en` where the Arabic is known and the object has none of its own. */
function withArabic<T extends Said>(said: T): T {
  if (typeof said.message_en !== 'string' || said.message_ar !== undefined) return said;
  const message_ar = arabicMessage(said.message_en);
  return message_ar === undefined ? said : { ...said, message_ar };
}

/**
 * The messages an answer's data carries for the shopper to read: the cart's empty-cart text (`data.message_en`)
 * and its notices (`data.messages[].message_en`, an amount lowered to the stock), each given its Arabic. Data
 * without them is returned as it is, not copied.
 */
function dataWithArabic(data: unknown): unknown {
  if (!isObject(data)) return data;
  let said: Said & Record<string, unknown> = data;
  if (Array.isArray(data.messages) && data.messages.length > 0)
    said = {
      ...data,
      messages: data.messages.map((notice: unknown) => (isObject(notice) ? withArabic(notice) : notice)),
    };
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
    const envelope = payload as (Said & { data?: unknown }) | null;
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
