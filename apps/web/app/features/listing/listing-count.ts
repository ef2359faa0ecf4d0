import { searchResult } from '@shop/contract/search';
import { browserFetch, requestApi } from '#web/lib/api-client.ts';
import { countFilter, type ListingScope } from './listing-query.ts';

/**
 * How many products a listing's filters would find, asked of the API's search (one card long): the phone's filter
 * sheet shows it before the shopper applies them. Null when the API did not answer. Fetched on the first tick.
 */
export async function countMatches(scope: ListingScope, query: URLSearchParams): Promise<number | null> {
  const answer = await requestApi(browserFetch, '/api/customer/products/search', searchResult, {
    method: 'POST',
    body: JSON.stringify(countFilter(scope, query)),
  });
  return answer.ok ? answer.body.data.count : null;
}
