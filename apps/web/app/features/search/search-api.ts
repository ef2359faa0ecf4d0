import {
  AUTOCOMPLETE_PAGE_SIZE,
  autocompleteResult,
  HEADER_SEARCH_PAGE_SIZE,
  RESULTS_PANEL_SIZE,
  searchResult,
} from '@shop/contract/search';
import { browserFetch, requestApi, UNDER_CONSTRUCTION_PATH, type ApiResult } from '#web/lib/api-client.ts';
import { panelProducts, type PanelProduct, type Suggestion } from './panel.ts';

/**
 * The browser's search calls. This module is loaded on demand (see use-autocomplete.ts) so that zod and the
 * contract's schemas stay out of the JavaScript every page downloads.
 */

export interface PanelAnswer {
  /** The text this answer belongs to. */
  text: string;
  products: PanelProduct[];
  /** The raw suggestions, for callers that pick a product rather than follow a link (the compare page). */
  suggestions: Suggestion[];
  /** Neither call answered. */
  failed: boolean;
  /** Where to go instead of showing the answer: under-construction on code 700 (maintenance). */
  goTo: string | null;
}

function post(body: object, signal: AbortSignal): RequestInit {
  return { method: 'POST', body: JSON.stringify(body), signal };
}

function isMaintenance(result: ApiResult<unknown> | null): boolean {
  return result !== null && !result.ok && result.maintenance;
}

/**
 * Autocomplete (POST /products/autocomplete, page_size 10) and, when `cards` is set, the header product search
 * (POST /products/search, page_size 4 on desktop) in parallel, combined into the panel's products.
 */
export async function fetchPanel(
  text: string,
  signal: AbortSignal,
  { cards }: { cards: boolean },
): Promise<PanelAnswer> {
  const [suggested, searched] = await Promise.all([
    requestApi(
      browserFetch,
      '/api/customer/products/autocomplete',
      autocompleteResult,
      post({ search: text, page_size: AUTOCOMPLETE_PAGE_SIZE }, signal),
    ),
    cards
      ? requestApi(
          browserFetch,
          '/api/customer/products/search',
          searchResult,
          post({ search: text, page: 1, page_size: HEADER_SEARCH_PAGE_SIZE }, signal),
        )
      : null,
  ]);
  const suggestions = suggested.ok ? suggested.body.data.products : [];
  const found = searched?.ok ? searched.body.data.products : [];
  return {
    text,
    products: panelProducts(found, suggestions, RESULTS_PANEL_SIZE),
    suggestions,
    failed: !suggested.ok && !searched?.ok,
    goTo: isMaintenance(suggested) || isMaintenance(searched) ? UNDER_CONSTRUCTION_PATH : null,
  };
}
