import { describe, expect, it } from 'vitest';
import {
  activeFilterCount,
  apiFilter,
  countFilter,
  pageHref,
  pageWindow,
  parseListing,
} from './listing-query.ts';

const parse = (query: string) => parseListing(new URLSearchParams(query));

describe('listing filters in the address', () => {
  it('reads repeated checkboxes and comma lists alike, without duplicates', () => {
    const filters = parse('brand_ids=3&brand_ids=5,3&sub_categories=7&attributes_ids=12,13');
    expect(filters.brand_ids).toEqual([3, 5]);
    expect(filters.sub_categories).toEqual([7]);
    expect(filters.attributes_ids).toEqual([12, 13]);
  });

  it('drops mangled values instead of failing the page', () => {
    const filters = parse('page=-4&sort=cheapest&brand_ids=abc,0,2&price_from=lots&in_stock=maybe');
    expect(filters).toMatchObject({
      page: 1,
      sort: undefined,
      brand_ids: [2],
      price_from: undefined,
      in_stock: false,
    });
  });

  it('reads prices with thousands separators and swaps a reversed range', () => {
    expect(parse('price_from=80,000&price_to=20000')).toMatchObject({ price_from: 20000, price_to: 80000 });
  });

  it('sends the API only what is set, lists as comma text', () => {
    expect(apiFilter(parse('page=2&sort=price_asc&brand_ids=1&brand_ids=4&in_stock=1'))).toEqual({
      page: 2,
      page_size: 24,
      sort: 'price_asc',
      brand_ids: '1,4',
      in_stock: true,
    });
  });

  it('counts the filters a shopper set', () => {
    expect(activeFilterCount(parse('brand_ids=1,2&price_to=5000&in_stock=1&page=3&sort=newest'))).toBe(4);
  });
});

describe('pagination', () => {
  it('keeps the rest of the address when moving to another page', () => {
    expect(pageHref('/Categories', new URLSearchParams('page=1&category=2&brand_ids=4'), 3)).toBe(
      '/Categories?page=3&category=2&brand_ids=4',
    );
  });

  it('shows the first, the last and two pages either side, with gaps', () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(5, 10)).toEqual([1, null, 3, 4, 5, 6, 7, null, 10]);
    expect(pageWindow(2, 4)).toEqual([1, 2, 3, 4]);
  });
});

describe('counting what the filters would find', () => {
  it('asks for one card of the listing, from the first page, with the filters as they stand', () => {
    const query = new URLSearchParams('category=1&page=3&sort=price_asc&brand_ids=2&price_from=&in_stock=on');
    expect(countFilter({ category_id: 1 }, query)).toEqual({
      category_id: 1,
      page: 1,
      page_size: 1,
      sort: 'price_asc',
      brand_ids: '2',
      in_stock: true,
    });
  });

  it("keeps an Accessories address's sub-category and brand, and the searched text", () => {
    const query = new URLSearchParams('slug_subCat=cases&sub_categories=9&brand_ids=4');
    expect(countFilter({ category_id: 7, sub_categories: [11], brand_ids: [4] }, query)).toMatchObject({
      category_id: 7,
      sub_categories: '9,11',
      brand_ids: '4',
    });
    expect(countFilter({ search: 'iphone' }, new URLSearchParams('search=iphone'))).toEqual({
      search: 'iphone',
      page: 1,
      page_size: 1,
    });
  });
});
