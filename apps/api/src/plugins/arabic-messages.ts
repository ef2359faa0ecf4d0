import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { preferredLanguage } from '@shop/contract/languages';
import { arabicMessage } from '@shop/contract/messages-ar';

/**
 * `message_ar` beside `message_en` when the request's Accept-Language prefers Arabic to English, from the Arabic
 * catalogue keyed like the English messages (packages/contract/src/messages-ar.ts). An answer that already has its
 * own Arabic (the maintenance message) keeps it; a message without Arabic goes out in English only. Answers that
 * gained a message_ar name Accept-Language in Vary, so a cache never hands one language's answer to the other.
 */
export const arabicMessagesPlugin = fp(async function arabicMessagesPlugin(app: FastifyInstance) {
  app.addHook('preSerialization', (request, reply, payload, done) => {
    const envelope = payload as { message_en?: unknown; message_ar?: unknown } | null;
    if (
      typeof envelope !== 'object' ||
      envelope === null ||
      typeof envelope.message_en !== 'string' ||
      envelope.message_ar !== undefined ||
      preferredLanguage(request.headers['accept-language']) !== 'ar'
    ) {
      return done(null, payload);
    }
    const message_ar = arabicMessage(envelope.message_en);
    if (message_ar === undefined) return done(null, payload);
    const vary = reply.getHeader('vary');
    reply.header('vary', vary ? `${String(vary)}, Accept-Language` : 'Accept-Language');
    done(null, { ...envelope, message_ar });
  });
});
