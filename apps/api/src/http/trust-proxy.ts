import type { IncomingMessage } from 'node:http';
import proxyAddr from '@fastify/proxy-addr';
import type { TrustProxy } from '#app/lib/trust-proxy-setting';

/** Is the hop at `address` (position `i` from the socket) a trusted proxy? */
export type TrustedProxy = (address: string, i: number) => boolean;

/** The trust function Fastify builds from the same setting; build it once and pass it along. */
export function trustFunction(trust: TrustProxy): TrustedProxy {
  if (trust === true) return () => true;
  if (trust === false) return () => false;
  return proxyAddr.compile(trust);
}

/** X-Forwarded-Proto's last entry (the one the nearest proxy wrote), when the peer is a trusted proxy that sent it. */
function forwardedProto(req: IncomingMessage, trusted: TrustedProxy): string | undefined {
  const forwarded = req.headers['x-forwarded-proto'];
  const peer = req.socket.remoteAddress;
  if (!forwarded || peer === undefined || !trusted(peer, 0)) return undefined;
  return [forwarded].flat().join(',').split(',').pop()?.trim() ?? '';
}

/**
 * Whether a request came over HTTPS, as Fastify's request.protocol says it: when the peer is a trusted proxy that sent
 * X-Forwarded-Proto, the header's last entry; otherwise the socket's own TLS.
 */
export function isHttps(req: IncomingMessage, trusted: TrustedProxy): boolean {
  const forwarded = forwardedProto(req, trusted);
  if (forwarded !== undefined) return forwarded === 'https';
  return (req.socket as { encrypted?: boolean }).encrypted === true;
}
