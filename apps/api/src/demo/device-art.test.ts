import { describe, expect, it } from 'vitest';
import {
  BANNER_SLUGS,
  CATEGORY_KINDS,
  DEVICE_KINDS,
  deviceOfAddress,
  mediaPaths,
  renderBanner,
  renderBrandLogo,
  renderCategoryIcon,
  renderCategoryImage,
  renderDevice,
} from './device-art.ts';

/** Tags balance, attributes are quoted, and nothing but the document element sits at the top level. */
function expectWellFormedSvg(svg: string): void {
  expect(svg.startsWith('<svg')).toBe(true);
  expect(svg).toContain('xmlns="http://www.w3.org/2000/svg"');
  expect(svg.toLowerCase()).not.toContain('<script');
  expect(svg).not.toMatch(/\son[a-z]+\s*=/i);
  expect(svg.replaceAll('http://www.w3.org/2000/svg', '')).not.toMatch(/https?:/);
  expect(svg).not.toMatch(/href\s*=/);

  const stack: string[] = [];
  const tag = /<(\/?)([a-zA-Z][\w:-]*)((?:\s+[\w:-]+="[^"<]*")*)\s*(\/?)>/g;
  let cursor = 0;
  let closedRoot = false;
  for (const match of svg.matchAll(tag)) {
    const between = svg.slice(cursor, match.index);
    expect(between, `stray markup before ${match[0]}`).not.toMatch(/[<>]/);
    cursor = match.index + match[0].length;
    const [, closing, name, , selfClosing] = match;
    expect(closedRoot, 'content after the root element').toBe(false);
    if (closing) {
      expect(stack.pop(), `closing </${name}>`).toBe(name);
      if (stack.length === 0) closedRoot = true;
    } else if (!selfClosing) {
      stack.push(name!);
    }
  }
  expect(svg.slice(cursor)).toBe('');
  expect(stack).toEqual([]);
  expect(closedRoot).toBe(true);
}

/** Every url(#id) must point at a gradient or pattern defined in the same document. */
function expectReferencesResolve(svg: string): void {
  const defined = new Set([...svg.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]));
  for (const [, id] of svg.matchAll(/url\(#([^)]+)\)/g)) expect(defined, `#${id}`).toContain(id);
}

const COLORS = ['bfa48f', 'F5F5F7', '1d1d1f', '000000', 'ffffff', 'f77e2d'];

describe('device art', () => {
  it.each(DEVICE_KINDS)('draws a well-formed %s in any colour', (kind) => {
    for (const color of COLORS) {
      const svg = renderDevice(kind, color);
      expectWellFormedSvg(svg);
      expectReferencesResolve(svg);
      expect(svg).toContain('viewBox="0 0 400 400"');
    }
  });

  it('draws each kind differently and each colour differently', () => {
    const shapes = new Set(DEVICE_KINDS.map((kind) => renderDevice(kind, 'bfa48f')));
    expect(shapes.size).toBe(DEVICE_KINDS.length);
    expect(renderDevice('phone', 'bfa48f')).not.toBe(renderDevice('phone', '3c3c3d'));
  });

  it('is deterministic and case-insensitive in the colour', () => {
    expect(renderDevice('watch', 'BFA48F')).toBe(renderDevice('watch', 'bfa48f'));
  });

  it('rejects invalid colours', () => {
    for (const color of ['', 'fff', '#bfa48f', 'bfa48', 'bfa48f0', 'gggggg', 'bfa48f"/><script>', 'red']) {
      expect(() => renderDevice('phone', color), color).toThrow();
    }
  });

  it('rejects unknown kinds', () => {
    for (const kind of ['toaster', '', 'Phone', '__proto__', 'constructor', 'toString', '../phone']) {
      expect(() => renderDevice(kind, 'bfa48f'), kind).toThrow();
      expect(() => renderCategoryIcon(kind), kind).toThrow();
      expect(() => renderCategoryImage(kind), kind).toThrow();
      expect(() => renderBanner(kind), kind).toThrow();
    }
  });

  it.each(CATEGORY_KINDS)('draws the %s category icon and image', (kind) => {
    const icon = renderCategoryIcon(kind);
    expectWellFormedSvg(icon);
    expect(icon).toContain('viewBox="0 0 24 24"');
    expect(icon).toContain('stroke="#1d1d1f"');
    const image = renderCategoryImage(kind);
    expectWellFormedSvg(image);
    expectReferencesResolve(image);
  });

  it.each(BANNER_SLUGS)('draws the %s banner', (slug) => {
    const svg = renderBanner(slug);
    expectWellFormedSvg(svg);
    expectReferencesResolve(svg);
    expect(svg).toContain('viewBox="0 0 1200 500"');
  });

  it('sets brand names as escaped text', () => {
    const svg = renderBrandLogo('<script>alert("x")</script> & Co');
    expectWellFormedSvg(svg);
    expect(svg).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; Co');
    expect(renderBrandLogo('Apple', { background: '1d1d1f', foreground: 'f5f5f7' })).toContain(
      '>Apple</text>',
    );
    expect(() => renderBrandLogo('Apple', { background: 'red', foreground: 'fff' })).toThrow();
  });

  it('reads the drawing back from the address of a device picture, and nothing from other addresses', () => {
    for (const kind of DEVICE_KINDS) {
      expect(deviceOfAddress(mediaPaths.device(kind, 'F77E2D'))).toEqual({ kind, colorHex: 'f77e2d' });
    }
    for (const address of [
      '/media/device/toaster/f77e2d.svg',
      '/media/device/phone/f77e2.svg',
      '/media/device/phone/f77e2d.png',
      '/media/icon/phone.svg',
      'https://elsewhere.example/media/device/phone/f77e2d.svg',
    ]) {
      expect(deviceOfAddress(address), address).toBeNull();
    }
  });
});
