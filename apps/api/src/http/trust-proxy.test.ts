import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { isHttps, trustFunction } from './trust-proxy.ts';

/** Just what proxy-addr and isHttps read of a request. */
function request(peer: string, headers: Record<string, string> = {}, encrypted = false): IncomingMessage {
  return {
    socket: { remoteAddress: peer, encrypted },
    connection: { remoteAddress: peer },
    headers,
  } as never;
}

describe('trusted proxies', () => {
  it('believes X-Forwarded-Proto only from a trusted peer, as Fastify does', () => {
    const viaProxy = request('127.0.0.1', { 'x-forwarded-proto': 'http, https' });
    expect(isHttps(viaProxy, trustFunction(['loopback']))).toBe(true);
    expect(isHttps(viaProxy, trustFunction(false))).toBe(false);
    expect(
      isHttps(request('198.51.100.4', { 'x-forwarded-proto': 'https' }), trustFunction(['loopback'])),
    ).toBe(false);
    expect(isHttps(request('198.51.100.4', {}, true), trustFunction(false))).toBe(true);
  });
});
