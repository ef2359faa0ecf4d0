import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

const INCOMING_ID = /^[\w-]{8,64}$/;

/** The id a request is logged and answered with: the caller's X-Request-Id when it is a plain token, else a new UUID. */
export function requestId(req: IncomingMessage): string {
  const incoming = req.headers['x-request-id'];
  return typeof incoming === 'string' && INCOMING_ID.test(incoming) ? incoming : randomUUID();
}
