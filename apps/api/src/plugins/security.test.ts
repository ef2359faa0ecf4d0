import { describe, expect, it } from 'vitest';
import { pageContentSecurityPolicy } from './security.ts';

const directive = (csp: string, name: string) =>
  csp
    .split('; ')
    .find((d) => d.startsWith(`${name} `))
    ?.slice(name.length + 1);

describe('the page CSP', () => {
  it("frames only the shop's own pages by default, and is never framed itself", () => {
    const csp = pageContentSecurityPolicy('abc');
    expect(directive(csp, 'frame-src')).toBe("'self'");
    expect(directive(csp, 'frame-ancestors')).toBe("'none'");
    expect(directive(csp, 'script-src')).toBe("'self' 'nonce-abc'");
  });

  it("lets a configured rewards widget's origin serve scripts, styles, images, frames and calls", () => {
    const csp = pageContentSecurityPolicy('abc', [], ['https://widget.example']);
    expect(directive(csp, 'script-src')).toBe("'self' 'nonce-abc' https://widget.example");
    expect(directive(csp, 'connect-src')).toBe("'self' https://widget.example");
    expect(directive(csp, 'frame-src')).toBe("'self' https://widget.example");
    expect(directive(csp, 'default-src')).toBe("'self'");
  });

  it("adds the card gateway's origin to frame-src for online payment, and nowhere else", () => {
    const csp = pageContentSecurityPolicy('abc', ['https://accept.paymob.com']);
    expect(directive(csp, 'frame-src')).toBe("'self' https://accept.paymob.com");
    expect(directive(csp, 'script-src')).toBe("'self' 'nonce-abc'");
    expect(directive(csp, 'connect-src')).toBe("'self'");
  });
});
