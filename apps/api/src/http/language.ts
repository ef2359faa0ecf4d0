import type { FastifyRequest } from 'fastify';
import { preferredLanguage, type Language } from '@shop/contract/languages';

/**
 * The language a public read answers in: Arabic when the request's Accept-Language prefers it to English (the same
 * reading that adds message_ar), else English. Caches key on this, never on the raw header, so the many ways of
 * writing Accept-Language share two entries.
 */
export function requestLanguage(request: Pick<FastifyRequest, 'headers'>): Language {
  return preferredLanguage(request.headers['accept-language']) === 'ar' ? 'ar' : 'en';
}
