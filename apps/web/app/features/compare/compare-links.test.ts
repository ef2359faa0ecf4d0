import { describe, expect, it } from 'vitest';
import { compareFormTarget, compareHref, compareKeys } from './compare-links.ts';

describe('compareKeys', () => {
  it('reads the first slug and the with list, dropping blanks and repeats', () => {
    expect(compareKeys('iphone-17', 'iphone-air, ,iphone-17,iphone-air,ipad-pro')).toEqual({
      keys: ['iphone-17', 'iphone-air', 'ipad-pro'],
      overflow: false,
    });
    expect(compareKeys('iphone-17', null)).toEqual({ keys: ['iphone-17'], overflow: false });
  });

  it('keeps at most four and says when more were asked for', () => {
    expect(compareKeys('a', 'b,c,d,e')).toEqual({ keys: ['a', 'b', 'c', 'd'], overflow: true });
  });
});

describe('compareHref and compareFormTarget', () => {
  it('builds the comparison link, with the differences flag when on', () => {
    expect(compareHref(['a', 'b'], false)).toBe('/compare/a?with=b');
    expect(compareHref(['a', 'b'], true)).toBe('/compare/a?with=b&diff=1');
    expect(compareHref(['a'], true)).toBe('/compare/a?diff=1');
  });

  it('splits a comparison into a GET form action and its with field', () => {
    expect(compareFormTarget(['a', 'b', 'c'])).toEqual({ action: '/compare/a', with: 'b,c' });
    expect(compareFormTarget(['a'])).toEqual({ action: '/compare/a', with: null });
  });
});
