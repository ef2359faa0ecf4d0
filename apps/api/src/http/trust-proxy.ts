import type { IncomingMessage } from 'node:http';
import proxyAddr from '@fastify/proxy-addr';

/**
 * Which proxies in front of the shop are believed about the client (X-Forwarded-For) and the scheme
 * (X-Forwarded-Proto): none (false), every hop (true), or the listed addresses, CIDR ranges and proxy-addr's names
 * (`loopback`, `linklocal`, `uniquelocal`). With a list, the client is the last address in the chain that is not a
 * listed proxy, so a client cannot pick its own address (and rate-limit key) by sending X-Forwarded-For itself;
 * with `true` it is the first entry of the header, which only a proxy that overwrites the header makes safe.
 */
export type TrustProxy = boolean | string[];

const NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** TRUST_PROXY as written: unset, false/0, true/1, or a comma-separated list. Throws a readable error otherwise. */
export function parseTrustProxy(value: string | undefined): TrustProxy {
  const text = (value ?? '').trim();
  if (text === '' || text === 'false' || text === '0') return false;
  if (text === 'true' || text === '1') return true;
  const entries = text.split(',').map((entry) => entry.trim());
  for (const entry of entries) {
    if (NAMES.has(entry)) continue;
    try {
      proxyAddr.compile(entry);
    } catch {
      throw new Error(
        `"${entry}" is not an IP address, a CIDR range, or one of loopback, linklocal, uniquelocal`,
      );
    }
  }
  return entries;
}

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
