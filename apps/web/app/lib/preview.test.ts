import { describe, expect, it } from 'vitest';
import { isPreviewRequest, previewCookie, readCookie } from './preview.ts';

describe('maintenance bypass on the server', () => {
  it('reads one cookie out of a Cookie header', () => {
    expect(readCookie('a=1; skip_maintenance=1; b=2', 'skip_maintenance')).toBe('1');
    expect(readCookie('a=1', 'skip_maintenance')).toBeUndefined();
    expect(readCookie(null, 'skip_maintenance')).toBeUndefined();
  });

  it('is on with ?skip_maintenance=1 or the cookie, and off otherwise', () => {
    expect(isPreviewRequest(new Request('http://shop.test/?skip_maintenance=1'))).toBe(true);
    expect(
      isPreviewRequest(new Request('http://shop.test/', { headers: { cookie: 'skip_maintenance=1' } })),
    ).toBe(true);
    expect(isPreviewRequest(new Request('http://shop.test/?skip_maintenance=0'))).toBe(false);
    expect(isPreviewRequest(new Request('http://shop.test/'))).toBe(false);
  });

  it('sets a site-wide cookie the browser can clear again', () => {
    expect(previewCookie()).toMatch(/^skip_maintenance=1; Path=\/; Max-Age=\d+; SameSite=Lax$/);
  });
});
