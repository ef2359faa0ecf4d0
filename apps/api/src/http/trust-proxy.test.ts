import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '#app/env';
import { clientAddress, isHttps, parseTrustProxy, requestHost, trustFunction } from './trust-proxy.ts';

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

  it('takes the client from X-Forwarded-For only through listed proxies, so a client cannot choose it', () => {
    // The client sent "X-Forwarded-For: 6.6.6.6" itself; the proxy at 127.0.0.1 appended the address it saw.
    const spoofed = request('127.0.0.1', { 'x-forwarded-for': '6.6.6.6, 203.0.113.9' });
    expect(clientAddress(spoofed, trustFunction(['loopback']))).toBe('203.0.113.9');
    expect(clientAddress(spoofed, trustFunction(true))).toBe('6.6.6.6'); // every hop believed: the header's first entry
    expect(clientAddress(spoofed, trustFunction(false))).toBe('127.0.0.1');
    // A request that did not come through a listed proxy is its own client, whatever it claims.
    expect(
      clientAddress(request('198.51.100.4', { 'x-forwarded-for': '6.6.6.6' }), trustFunction(['loopback'])),
    ).toBe('198.51.100.4');
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

  it('believes X-Forwarded-Host only from a trusted peer, as Fastify does', () => {
    const viaProxy = request('127.0.0.1', {
      host: 'app:3000',
      'x-forwarded-host': 'evil.example, shop.example',
    });
    expect(requestHost(viaProxy, trustFunction(['loopback']))).toBe('shop.example');
    expect(requestHost(viaProxy, trustFunction(false))).toBe('app:3000');
    const direct = request('198.51.100.4', { host: 'app:3000', 'x-forwarded-host': 'evil.example' });
    expect(requestHost(direct, trustFunction(['loopback']))).toBe('app:3000');
  });
});
