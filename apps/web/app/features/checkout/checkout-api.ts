import { z } from 'zod';
import { envelope, ResponseCode } from '@shop/contract/envelope';
import { errorCatalogue } from '@shop/contract/errors';
import { HEADER_IDEMPOTENCY_KEY } from '@shop/contract/headers';
import {
  checkoutSummary,
  deliveryFees,
  placeOrderResult,
  promoCheck,
  type PlaceOrderRequest,
  type PlaceOrderResult,
} from '@shop/contract/orders';
import { browserFetch, requestApi, type ApiFetch } from '#web/lib/api-client.ts';

/** What the checkout page sends to price the order: the server answers every total. */
export interface CheckoutChoice {
  address_id: number | null;
  payment_method: number | null;
  plan_id: number | null;
  promo: string;
  /** The first digits of the card, for a bank's card offer ('' when not given). */
  card_bin: string;
}

/** The summary's request body, one shape for the page's server render and the browser. */
export function summaryBody(choice: CheckoutChoice): string {
  return JSON.stringify({ ...choice, promo: choice.promo || null, card_bin: choice.card_bin || null });
}

export function fetchSummary(choice: CheckoutChoice) {
  return requestApi(browserFetch, '/api/customer/orders/summary', checkoutSummary, {
    method: 'POST',
    body: summaryBody(choice),
  });
}

export function fetchDeliveryFee(addressId: number) {
  return requestApi(browserFetch, '/api/customer/orders/delivery_fees', deliveryFees, {
    method: 'POST',
    body: JSON.stringify({ address_id: addressId }),
  });
}

/** The promotion check; the server prices the items itself and ignores the amount. */
export function checkPromo(payload: {
  promo: string;
  amount: number;
  items: { id: number; amount: number }[];
  payment_method: number | null;
  card_bin: string | null;
}) {
  return requestApi(browserFetch, '/api/customer/orders/check_promo_v2', promoCheck, {
    method: 'POST',
    body: JSON.stringify(payload),
  });
}

/**
 * What the storefront does with a place-order answer:
 * 200 with pay_url -> online-payment?iframe={url}; 200 without -> the cart count is 0 and the order is confirmed;
 * 203 -> pay_url in the same window; 405 -> a confirmation modal with the payment error; 403 -> the phone must be
 * verified (checkout opens the phone dialog, whose code places the order); anything else -> toast the message.
 */
export type PlaceOutcome =
  | { kind: 'pay_in_frame'; url: string; result: PlaceOrderResult }
  | { kind: 'placed'; result: PlaceOrderResult; message: string }
  | { kind: 'pay_in_window'; url: string; result: PlaceOrderResult }
  | { kind: 'payment_error'; code: number; message: string }
  | { kind: 'verify_phone'; code: number; message: string }
  | { kind: 'maintenance' }
  | { kind: 'failed'; code: number; message: string };

const anyEnvelope = envelope(z.unknown());

export function outcomeOf(httpStatus: number, json: unknown): PlaceOutcome {
  const loose = anyEnvelope.safeParse(json);
  if (!loose.success) {
    return { kind: 'failed', code: httpStatus, message: errorCatalogue.unavailable.message_en };
  }
  // message_ar comes only when the page asked for Arabic (browserFetch does on Arabic pages).
  const { code } = loose.data;
  const message = loose.data.message_ar ?? loose.data.message_en;
  if (code === ResponseCode.maintenance) return { kind: 'maintenance' };
  if (code === ResponseCode.ok || code === ResponseCode.redirectToPayment) {
    const parsed = envelope(placeOrderResult).safeParse(json);
    if (!parsed.success) return { kind: 'failed', code, message: errorCatalogue.unavailable.message_en };
    const result = parsed.data.data;
    if (code === ResponseCode.redirectToPayment && result.pay_url)
      return { kind: 'pay_in_window', url: result.pay_url, result };
    if (result.pay_url) return { kind: 'pay_in_frame', url: result.pay_url, result };
    return { kind: 'placed', result, message };
  }
  if (code === ResponseCode.paymentError) return { kind: 'payment_error', code, message };
  if (httpStatus === 403) return { kind: 'verify_phone', code, message };
  return { kind: 'failed', code, message };
}

/**
 * POST /orders with the customer's choices. The Idempotency-Key makes a double click, or a retry after a lost
 * answer, come back with the same order instead of a second one.
 */
export async function placeOrder(
  request: PlaceOrderRequest,
  idempotencyKey: string,
  apiFetch: ApiFetch = browserFetch,
): Promise<PlaceOutcome> {
  let response: Response;
  try {
    response = await apiFetch('/api/customer/orders', {
      method: 'POST',
      headers: {
        accept: 'application/json',
        'content-type': 'application/json',
        [HEADER_IDEMPOTENCY_KEY]: idempotencyKey,
      },
      body: JSON.stringify({ ...request, device_type: 1 }),
    });
  } catch {
    return { kind: 'failed', code: 503, message: errorCatalogue.unavailable.message_en };
  }
  return outcomeOf(response.status, await response.json().catch(() => undefined));
}

/** A fresh key for one attempt at placing the order. */
export function newIdempotencyKey(): string {
  return `checkout-${crypto.randomUUID()}`;
}
