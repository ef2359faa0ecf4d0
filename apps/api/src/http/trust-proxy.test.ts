import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '#app/env';
import { isHttps, parseTrustProxy, trustFunction } from './trust-proxy.ts';

/** Just what proxy-addr and isHttps read of a request. */
function request(peer: string, headers: Record<string, string> = {}, encrypted = false): IncomingMessage {
  return {
    socket: { remoteAddress: peer, encrypted },
    connection: { remoteAddress: peer },
    headers,
  } as never;
}

describe('TRUST_PROXY', () => {
  it('reads off, every hop, or a list of proxies', () => {
    expect(parseTrustProxy(undefined)).toBe(false);
    expect(parseTrustProxy('')).toBe(false);
    expect(parseTrustProxy('0')).toBe(false);
    expect(parseTrustProxy('true')).toBe(true);
    expect(parseTrustProxy('1')).toBe(true);
    expect(parseTrustProxy('loopback, 10.0.0.0/8 ,192.168.1.7')).toEqual([
      'loopback',
      '10.0.0.0/8',
      '192.168.1.7',
    ]);
  });

  it('stops the server with a message naming the bad entry', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'loopback,my-proxy' })).toThrow(ConfigError);
    expect(() => loadConfig({ TRUST_PROXY: 'loopback,my-proxy' })).toThrow(
      /TRUST_PROXY: "my-proxy" is not an IP/,
    );
    expect(loadConfig({ TRUST_PROXY: 'loopback' }).TRUST_PROXY).toEqual(['loopback']);
  });

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
