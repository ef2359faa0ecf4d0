import type { FastifyRequest } from 'fastify';
import type { Config } from '#app/env';

/** The origin that links in mails point at: PUBLIC_ORIGIN when set, else the origin the request came to. */
export function publicOrigin(config: Config, request: FastifyRequest): string {
  return (config.PUBLIC_ORIGIN ?? `${request.protocol}://${request.host}`).replace(/\/$/, '');
}
