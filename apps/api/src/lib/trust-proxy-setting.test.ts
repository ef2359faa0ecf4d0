import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '#app/env';
import { parseTrustProxy } from './trust-proxy-setting.ts';

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
});
