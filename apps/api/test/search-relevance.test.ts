import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JUDGED_QUERIES, ndcgAt10 } from '../../../bench/judged-queries.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

/**
 * Relevance on the demo catalog, through the API: the judged queries (bench/judged-queries.ts: models, families,
 * brands, accessories, typos, Arabic script) scored by nDCG@10, and the orders a shopper would notice.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(async () => t?.close());

async function names(body: Record<string, unknown>): Promise<string[]> {
  const res = await t.app.inject({ method: 'POST', url: '/api/customer/products/search', payload: body });
  expect(res.statusCode).toBe(200);
  return (res.json().data.products as Array<{ name: string }>).map((p) => p.name);
}

describe('search relevance', () => {
  it('scores the judged queries at nDCG@10 of 0.9 or more on average, and none below 0.5', async () => {
    expect(JUDGED_QUERIES.length).toBeGreaterThanOrEqual(60);
    const scores: Array<{ query: string; ndcg: number; top: string[] }> = [];
    for (const judged of JUDGED_QUERIES) {
      const top = await names({ search: judged.query, page_size: 10 });
      scores.push({ query: judged.query, ndcg: ndcgAt10(judged, top), top });
    }
    const mean = scores.reduce((sum, s) => sum + s.ndcg, 0) / scores.length;
    const weak = scores.filter((s) => s.ndcg < 0.5);
    expect(weak, JSON.stringify(weak, null, 1)).toEqual([]);
    expect(mean).toBeGreaterThanOrEqual(0.9);
  });

  it('shows the phones asked for before the cases that name them, and Galaxy phones before the Galaxy Watch', async () => {
    const iphone17 = await names({ search: 'iphone 17', page_size: 10 });
    expect(iphone17.slice(0, 3).sort()).toEqual(['iPhone 17', 'iPhone 17 Pro', 'iPhone 17 Pro Max']);
    expect(iphone17[0]).toBe('iPhone 17');
    const galaxy = await names({ search: 'galaxy', page_size: 20 });
    const watch = galaxy.indexOf('Samsung Galaxy Watch8');
    for (const phone of ['Samsung Galaxy S25 Ultra', 'Samsung Galaxy S25', 'Samsung Galaxy Z Fold7'])
      expect(galaxy.indexOf(phone)).toBeLessThan(watch);
  });

  it('finds through one typo, Arabic script and Arabic-Indic digits what the exact words find first', async () => {
    const exact = await names({ search: 'macbook air', page_size: 5 });
    expect(await names({ search: 'macbok air', page_size: 5 })).toEqual(exact);
    expect(await names({ search: 'ماك بوك اير', page_size: 5 })).toEqual(exact);
    expect((await names({ search: 'ايفون ١٧', page_size: 1 }))[0]).toBe('iPhone 17');
    // Typos stay within their budget: no edit for four letters ("caze" is not "case").
    expect(await names({ search: 'caze' })).toEqual([]);
  });

  it('suggests while typing with the same ranking, Arabic included', async () => {
    const suggest = async (q: string) => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/customer/products/autocomplete',
        payload: { q },
      });
      expect(res.statusCode).toBe(200);
      return (res.json().data.products as Array<{ name: string }>).map((p) => p.name);
    };
    expect((await suggest('iphone 17'))[0]).toBe('iPhone 17');
    expect((await suggest('آيفون')).every((n) => /iphone/i.test(n))).toBe(true);
    expect(await suggest('galxy')).toContain('Samsung Galaxy S25');
  });

  it('answers words that find nothing with a respelling that does, the nearest categories and top products', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/customer/products/search',
      payload: { search: 'galxy wtch' },
    });
    expect(res.json().message_en).toBe('No Products Available');
    const { count, suggestions } = res.json().data;
    expect(count).toBe(0);
    expect(suggestions.did_you_mean).toEqual(['galaxy watch']);
    expect(suggestions.categories.map((c: { name: string }) => c.name)).toContain('Phones');
    expect(suggestions.products).toHaveLength(4);
    const respelled = await names({ search: suggestions.did_you_mean[0] });
    expect(respelled).toContain('Samsung Galaxy Watch8');

    const nothing = (
      await t.app.inject({
        method: 'POST',
        url: '/api/customer/products/search',
        payload: { search: 'zzqqxx' },
      })
    ).json().data;
    expect(nothing.suggestions).toMatchObject({ did_you_mean: [], categories: [] });
    expect(nothing.suggestions.products).toHaveLength(4);
    // A search that finds products carries no suggestions.
    const found = (
      await t.app.inject({
        method: 'POST',
        url: '/api/customer/products/search',
        payload: { search: 'galaxy' },
      })
    ).json().data;
    expect(found.suggestions).toBeUndefined();
  });
});
