import { describe, expect, it } from 'vitest';
import type { ApiFetch } from '#web/lib/api-client.ts';
import { outcomeOf, placeOrder } from './checkout-api.ts';

const order = {
  id: 7,
  number: 'ISP-000007',
  status: 'processing',
  status_label: 'Processing',
  payment_method: {
    id: 1,
    code: 'cod',
    name_en: 'Cash on delivery',
    name_ar: 'الدفع عند الاستلام',
    kind: 'cash',
  },
  plan: null,
  address: {
    name: 'Mona',
    phone: '01012345678',
    city_id: 101,
    city_en: 'Nasr City',
    city_ar: 'مدينة نصر',
    governorate_id: 1,
    governorate_en: 'Cairo',
    governorate_ar: 'القاهرة',
    street: '1 Abbas El Akkad',
    building: '',
    floor: '',
    apartment: '',
    landmark: '',
  },
  items: [],
  totals: {
    subtotal: 100,
    discount: 0,
    method_discount: 0,
    promo_discount: 0,
    installment_fee: 0,
    delivery_fee: 60,
    total: 160,
  },
  promo_code: null,
  notes: '',
  created_at: '2026-11-23T10:00:00.000Z',
  pay_before: null,
  history: [],
  courier_name: null,
  tracking_number: null,
};
const answer = (code: number, pay_url: string | null, message = 'Done') => ({
  code,
  message_en: message,
  data: { order, pay_url },
});
const failure = (code: number, message: string) => ({ code, message_en: message, data: null });

describe('what checkout does with a place-order answer', () => {
  it('200 with pay_url pays in the online-payment frame; without, the order is placed', () => {
    expect(outcomeOf(200, answer(200, '/api/customer/payments/sandbox/abc'))).toMatchObject({
      kind: 'pay_in_frame',
      url: '/api/customer/payments/sandbox/abc',
    });
    expect(outcomeOf(200, answer(200, null, 'Thank you!'))).toMatchObject({
      kind: 'placed',
      message: 'Thank you!',
    });
  });

  it('203 opens pay_url in the same window', () => {
    expect(outcomeOf(203, answer(203, 'https://pay.example/checkout'))).toMatchObject({
      kind: 'pay_in_window',
      url: 'https://pay.example/checkout',
    });
  });

  it('405 is a payment error for the modal, 403 asks for the phone code, 700 is maintenance', () => {
    expect(outcomeOf(503, failure(405, 'The card payment could not be started'))).toEqual({
      kind: 'payment_error',
      code: 405,
      message: 'The card payment could not be started',
    });
    expect(outcomeOf(403, failure(403, 'Please verify your phone number to place your order.'))).toEqual({
      kind: 'verify_phone',
      code: 403,
      message: 'Please verify your phone number to place your order.',
    });
    expect(outcomeOf(503, failure(700, 'Back soon'))).toEqual({ kind: 'maintenance' });
  });

  it('anything else, or an answer that is not the envelope, is a message to toast', () => {
    expect(outcomeOf(409, failure(409, 'Not enough of iPhone is left'))).toEqual({
      kind: 'failed',
      code: 409,
      message: 'Not enough of iPhone is left',
    });
    expect(outcomeOf(502, '<html>')).toMatchObject({ kind: 'failed', code: 502 });
    expect(outcomeOf(200, { code: 200, message_en: 'ok', data: { order: 1 } })).toMatchObject({
      kind: 'failed',
    });
  });

  it('sends the payload with device_type 1 and the Idempotency-Key header', async () => {
    let seen: { headers: Headers; body: unknown } | undefined;
    const apiFetch: ApiFetch = async (_path, init) => {
      seen = { headers: new Headers(init?.headers), body: JSON.parse(String(init?.body)) };
      return new Response(JSON.stringify(answer(200, null)), { status: 200 });
    };
    const outcome = await placeOrder(
      { address_id: 3, payment_method: 1, notes: '', promo: '', device_type: 5 },
      'checkout-key-1',
      apiFetch,
    );
    expect(outcome.kind).toBe('placed');
    expect(seen?.headers.get('idempotency-key')).toBe('checkout-key-1');
    expect(seen?.body).toMatchObject({ device_type: 1, address_id: 3, payment_method: 1 });
  });

  it('a network failure is a message, never a throw', async () => {
    const outcome = await placeOrder({ address_id: 3, payment_method: 1 }, 'checkout-key-2', () =>
      Promise.reject(new Error('offline')),
    );
    expect(outcome).toMatchObject({ kind: 'failed', code: 503 });
  });
});
