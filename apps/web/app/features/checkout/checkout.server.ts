import { redirect, type AppLoadContext } from 'react-router';
import { languageOfPath, pathInLanguage } from '@shop/contract/languages';
import {
  citiesResult,
  profile as profileSchema,
  type Address,
  type Governorate,
  type UserInfo,
} from '@shop/contract/account';
import {
  checkoutSummary,
  order as orderSchema,
  type CheckoutSummary,
  type Order,
} from '@shop/contract/orders';
import { signInFirst } from '#web/features/sign-in/route-guards.ts';
import { CLEAR_SESSION_COOKIE, shopperApi } from '#web/features/shopper/shopper.server.ts';
import { UNDER_CONSTRUCTION_PATH, type ApiResult } from '#web/lib/api-client.ts';
import { summaryBody } from './checkout-api.ts';
import { firstAddressOf } from './use-delivery-address.ts';

type Args = { context: AppLoadContext; request: Request };

/** An address of the shop in the language of the page asked for: `/login` is `/ar/login` from `/ar/checkout`. */
function inPageLanguage(request: Request, to: string): string {
  return pathInLanguage(to, languageOfPath(new URL(request.url).pathname));
}

/** The payment's return (`?response=`): the order as the server has it when the page is rendered. */
export interface CheckoutResult {
  response: string;
  orderId: number | null;
  order: Order | null;
  /** Why the order could not be read (another customer's, say). */
  message: string | null;
}

/** What the checkout form starts from: the state the browser's hooks would reach once they have loaded. */
export interface CheckoutStart {
  user: UserInfo;
  addresses: Address[];
  /** The address the order goes to at first: the primary one, else the first. */
  chosen: number | null;
  /** The order priced for that address with no payment method, promo code or card yet. */
  summary: CheckoutSummary;
  /** For the address form, open at once when there is no saved address; empty otherwise (fetched when opened). */
  governorates: Governorate[];
}

export type CheckoutPage =
  | { kind: 'result'; result: CheckoutResult }
  | { kind: 'form'; start: CheckoutStart }
  | { kind: 'failed'; message: string };

/**
 * A refusal that ends the page: maintenance goes to under-construction, and a session the API no longer knows signs
 * in again (and the cookie naming it is cleared). Anything else is the page's to show.
 */
function stopOn(result: ApiResult<unknown>, request: Request): void {
  if (result.ok) return;
  if (result.maintenance) throw redirect(UNDER_CONSTRUCTION_PATH);
  if (result.status === 401) {
    throw redirect(inPageLanguage(request, signInFirst(request)), {
      headers: { 'Set-Cookie': CLEAR_SESSION_COOKIE },
    });
  }
}

/**
 * Checkout as the session cookie's customer has it, through the same API calls the page makes in the browser: the
 * payment's return shows the order, else the address book and the order priced for its primary address. Without a
 * session the shopper signs in first and comes back to the same address (query included); an empty cart, or one
 * that cannot be ordered as it is, goes back to the cart page.
 */
export async function loadCheckout(args: Args): Promise<CheckoutPage> {
  const { request } = args;
  const api = shopperApi(args);
  if (!api.signedIn) throw redirect(inPageLanguage(request, signInFirst(request)));
  const url = new URL(request.url);
  const response = url.searchParams.get('response');
  if (response !== null) return { kind: 'result', result: await loadResult(api, request, response, url) };

  const profile = await api.request('/api/customer/profile', profileSchema);
  stopOn(profile, request);
  if (!profile.ok) return { kind: 'failed', message: profile.message };
  const { user, addresses } = profile.body.data;
  const chosen = firstAddressOf(addresses);
  const [summary, cities] = await Promise.all([
    api.request('/api/customer/orders/summary', checkoutSummary, {
      method: 'POST',
      body: summaryBody({ address_id: chosen, payment_method: null, plan_id: null, promo: '', card_bin: '' }),
    }),
    addresses.length === 0 ? api.request('/api/cities', citiesResult) : null,
  ]);
  stopOn(summary, request);
  if (!summary.ok) return { kind: 'failed', message: summary.message };
  const priced = summary.body.data;
  if (priced.lines.length === 0 || !priced.can_checkout)
    throw redirect(inPageLanguage(request, '/shopping-cart'));
  return {
    kind: 'form',
    start: {
      user,
      addresses,
      chosen,
      summary: priced,
      governorates: cities?.ok ? cities.body.data : [],
    },
  };
}

async function loadResult(
  api: ReturnType<typeof shopperApi>,
  request: Request,
  response: string,
  url: URL,
): Promise<CheckoutResult> {
  const id = Number(url.searchParams.get('order_id'));
  const orderId = Number.isInteger(id) && id > 0 ? id : null;
  if (orderId === null) return { response, orderId, order: null, message: null };
  const found = await api.request(`/api/customer/orders/${orderId}`, orderSchema);
  stopOn(found, request);
  return found.ok
    ? { response, orderId, order: found.body.data, message: null }
    : { response, orderId, order: null, message: found.message };
}
