import { describe, expect, it } from 'vitest';
import { formatEGP, parseWholeNumber } from './money.ts';
import { shortText } from './text.ts';
import {
  accessoriesPath,
  categoryPath,
  comparePath,
  itemPath,
  overviewPath,
  searchPath,
  slugName,
  subCategoryPath,
} from './urls.ts';

describe('slug name', () => {
  it('turns all whitespace into hyphens', () => {
    expect(slugName('iPhone 16 Pro  Max')).toBe('iPhone-16-Pro--Max');
    expect(slugName('a\tb\nc')).toBe('a-b-c');
  });

  it('replaces only the first slash and the first of each parenthesis', () => {
    expect(slugName('USB-C/Lightning/Adapter')).toBe('USB-C-Lightning/Adapter');
    expect(slugName('MacBook Air (M3) (2024)')).toBe('MacBook-Air--M3--(2024)');
  });
});

describe('item links', () => {
  it('uses the slug and the slug name', () => {
    expect(itemPath({ id: 12, slug: 'iphone-16-pro', name: 'iPhone 16 Pro (256GB)' })).toBe(
      '/item/iphone-16-pro?name=iPhone-16-Pro--256GB-',
    );
  });

  it('falls back to the id when there is no slug', () => {
    expect(itemPath({ id: 12, slug: '', name: 'Case' })).toBe('/item/12?name=Case');
  });

  it('builds the other listing links', () => {
    expect(searchPath('air pods & cases')).toBe('/search?search=air%20pods%20%26%20cases');
    expect(categoryPath(3)).toBe('/Categories?page=1&category=3');
    expect(accessoriesPath({ slug_brand: 'anker' })).toBe('/Accessories?slug_brand=anker');
    expect(accessoriesPath()).toBe('/Accessories');
  });
});

describe('money', () => {
  it('formats whole EGP with grouping', () => {
    expect(formatEGP(74999)).toBe('74,999 EGP');
    expect(formatEGP(0)).toBe('0 EGP');
    expect(formatEGP(999)).toBe('999 EGP');
    expect(formatEGP(1000)).toBe('1,000 EGP');
    expect(formatEGP(1234567)).toBe('1,234,567 EGP');
    expect(formatEGP(-1500)).toBe('-1,500 EGP');
    expect(formatEGP(1499.5)).toBe('1,500 EGP');
    expect(formatEGP(-0.2)).toBe('0 EGP');
  });

  it('writes what Intl.NumberFormat writes for en-EG whole numbers', () => {
    const intl = new Intl.NumberFormat('en-EG', { maximumFractionDigits: 0 });
    for (const n of [1, 12, 123, 1234, 12345, 123456, 7654321, 98765432109, -42, -43210]) {
      expect(formatEGP(n)).toBe(`${intl.format(n)} EGP`);
    }
  });

  it('parses prices as whole base-10 numbers', () => {
    expect(parseWholeNumber('0899')).toBe(899);
    expect(parseWholeNumber('1,500')).toBe(1);
    expect(parseWholeNumber(12.9)).toBe(12);
    expect(parseWholeNumber('abc')).toBeNull();
    expect(parseWholeNumber(undefined)).toBeNull();
  });
});

describe('short text', () => {
  it('cuts to 17 characters plus " ..."', () => {
    expect(shortText('Save 10% with CIB credit cards')).toBe('Save 10% with CIB ...');
    expect(shortText('17 characters!!!!')).toBe('17 characters!!!!');
  });
});

describe('listing, overview and comparison links', () => {
  it('narrows a category listing to a sub-category', () => {
    expect(subCategoryPath(1, 4)).toBe('/Categories?page=1&category=1&sub_categories=4');
  });

  it('builds the product hero page from both slugs', () => {
    expect(overviewPath({ slug: 'iphone-16-pro' }, { slug: 'phones' })).toBe(
      '/overview/iphone-16-pro/phones',
    );
  });

  it('puts the first product in the path and the others in ?with, without duplicates, at most four', () => {
    expect(comparePath(['a', 'b', 'a', 'c', 'd', 'e'])).toBe('/compare/a?with=b,c,d');
    expect(comparePath(['only'])).toBe('/compare/only');
    expect(comparePath([])).toBe('/compare');
  });
});
