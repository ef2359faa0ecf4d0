import { afterEach, describe, expect, it, vi } from 'vitest';
import { frameablePayUrl, rememberPayUrl } from './pay-url.ts';

const origin = 'https://shop.example';

function fakeSessionStorage() {
  const store = new Map<string, string>();
  vi.stubGlobal('window', {
    sessionStorage: {
      getItem: (k: string) => store.get(k) ?? null,
      setItem: (k: string, v: string) => void store.set(k, v),
    },
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('which payment pages online-payment may frame', () => {
  it("frames the shop's own payment pages, relative or absolute", () => {
    fakeSessionStorage();
    expect(frameablePayUrl('/api/customer/payments/sandbox/abc', origin)).toBe(
      'https://shop.example/api/customer/payments/sandbox/abc',
    );
    expect(frameablePayUrl('https://shop.example/api/customer/payments/sandbox/abc', origin)).not.toBeNull();
  });

  it('refuses other pages of the shop, other sites, and script URLs', () => {
    fakeSessionStorage();
    expect(frameablePayUrl('/profile', origin)).toBeNull();
    expect(frameablePayUrl('https://evil.example/api/customer/payments/x', origin)).toBeNull();
    expect(frameablePayUrl('javascript:alert(1)', origin)).toBeNull();
    expect(frameablePayUrl(null, origin)).toBeNull();
  });

  it("frames a gateway's https page only when it is the one the place-order answer gave", () => {
    fakeSessionStorage();
    const gateway = 'https://accept.paymob.com/api/acceptance/iframes/1?payment_token=t';
    expect(frameablePayUrl(gateway, origin)).toBeNull();
    rememberPayUrl(gateway);
    expect(frameablePayUrl(gateway, origin)).toBe(gateway);
    expect(frameablePayUrl('https://accept.paymob.com/other', origin)).toBeNull();
  });
});
