import { describe, expect, it } from 'vitest';
import { plural } from './plural.ts';

describe('plural', () => {
  it('says one item, and items for none and for more', () => {
    expect(plural(1, 'item', 'items')).toBe('1 item');
    expect(plural(0, 'item', 'items')).toBe('0 items');
    expect(plural(2, 'item', 'items')).toBe('2 items');
    expect(plural(21, 'item', 'items')).toBe('21 items');
    expect(plural(100, 'item', 'items')).toBe('100 items');
  });

  it('keeps a verb in agreement with the count', () => {
    expect(plural(1, 'product matches', 'products match')).toBe('1 product matches');
    expect(plural(12, 'product matches', 'products match')).toBe('12 products match');
  });
});
