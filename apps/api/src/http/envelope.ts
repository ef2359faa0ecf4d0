import type { Envelope } from '@shop/contract/envelope';

/** The one way handlers build a successful answer. */
export function ok<T>(data: T, message_en = 'OK', code = 200): Envelope<T> {
  return { code, message_en, data };
}
