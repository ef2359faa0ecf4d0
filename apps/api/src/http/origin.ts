import type { FastifyRequest } from 'fastify';
import type { Config } from '#app/env';

/** PUBLIC_ORIGIN without a trailing slash, or undefined when it is not set (work done outside any request). */
export function configuredOrigin(config: Pick<Config, 'PUBLIC_ORIGIN'>): string | undefined {
  return config.PUBLIC_ORIGIN?.replace(/\/$/, '');
}

/** The origin that links in mails point at: PUBLIC_ORIGIN when set, else the origin the request came to. */
export function publicOrigin(config: Config, request: FastifyRequest): string {
  return configuredOrigin(config) ?? `${request.protocol}://${request.host}`;
}
