import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listMessages } from '#app/modules/outbox/outbox.repository';
import { makeTestCustomer, makeTestProduct } from './support/fixtures.ts';
import { addedAddressId, testAddress } from './support/customer-orders.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

/**
 * The customer flows' refusals (and a few of their answers) asked by an Arabic page: each comes with message_ar,
 * in Arabic, beside the English it always had; names and codes inside the Arabic stay isolated Latin text.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '100000', RATE_LIMIT_MAX: '100000' });
});
afterAll(async () => t?.close());

const ARABIC = { 'accept-language': 'ar-EG,ar;q=0.9,en;q=0.5' };

let seq = 0;
const unique = (name: string) => `${name}-${(seq += 1)}-${Date.now()}`;

function call(method: 'GET' | 'POST', url: string, token: string | null, payload?: object) {
  return t.app.inject({
    method,
    url,
    headers: { ...ARABIC, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    ...(payload ? { payload } : {}),
  });
}

/** The answer's English is `english` (unchanged) and its Arabic is there and Arabic (or exactly `arabic`). */
function expectBoth(
  res: { statusCode: number; body: string; json(): unknown },
  english: string,
  arabic?: string,
) {
  const body = res.json() as { message_en: string; message_ar?: string };
  expect(body.message_en, res.body).toBe(english);
  expect(body.message_ar, `${english}: no message_ar`).toMatch(/[\u0600-\u06ff]/);
  if (arabic !== undefined) expect(body.message_ar).toBe(arabic);
}

const seen = new Set<string>();
function refusal(
  res: { statusCode: number; body: string; json(): unknown },
  english: string,
  arabic?: string,
) {
  expect(res.statusCode, res.body).toBeGreaterThanOrEqual(400);
  expect(res.statusCode, res.body).toBeLessThan(500);
  expectBoth(res, english, arabic);
  seen.add(english);
}

describe('message_ar of the customer flows', () => {
  it('sign-in, password and phone verification', async () => {
    const wrong = await call('POST', '/api/customer/auth', null, {
      email: 'nobody-here@example.com',
      password: 'wrong password',
    });
    refusal(wrong, 'The e-mail or password is not correct.', 'البريد الإلكتروني أو كلمة السر مش صحيحة.');

    const who = await makeTestCustomer(t.runtime.deps.db, unique('ar-phone'));
    const noPassword = await call('POST', '/api/customer/profile/change_password', who.token, {
      old_password: 'whatever one',
      new_password: 'a brand new secret',
    });
    refusal(noPassword, 'This account has no password yet. Use "Forgot password" to set one.');

    refusal(
      await call('POST', '/api/customer/profile/send_verification', who.token, {}),
      'Add your phone number first.',
      'ضيف رقم موبايلك الأول.',
    );
    refusal(
      await call('POST', '/api/customer/profile/check-phone-verified', who.token, {}),
      'Add your phone number and verify it to continue.',
    );
    refusal(
      await call('POST', '/api/customer/loyalty/login', who.token),
      'Verify your phone number to use your rewards.',
    );

    const phone = `0128${String(Date.now()).slice(-7)}`;
    const other = await makeTestCustomer(t.runtime.deps.db, unique('ar-phone-owner'), {
      phone,
      phoneVerified: true,
    });
    expect(other.userId).toBeGreaterThan(0);
    refusal(
      await call('POST', '/api/customer/profile/edit_phone', who.token, { phone }),
      'This phone number is already used by another account.',
    );

    const mine = `0127${String(Date.now()).slice(-7)}`;
    expect(
      (await call('POST', '/api/customer/profile/edit_phone', who.token, { phone: mine })).statusCode,
    ).toBe(200);
    const sent = await call('POST', '/api/customer/profile/send_verification', who.token, {});
    expectBoth(sent, 'We sent a verification code to your phone.');
    const [sms] = await listMessages(t.runtime.deps.db, { to: mine, limit: 1 });
    const code = /^(\d{6})\b/.exec(sms!.body)![1]!;
    const wrongCode = code === '000000' ? '111111' : '000000';
    refusal(
      await call('POST', '/api/customer/profile/verify_phone', who.token, { code: wrongCode }),
      'The code is not correct. 4 tries left.',
      'الكود مش صحيح. فاضل لك 4 محاولات.',
    );
    const tooSoon = await call('POST', '/api/customer/profile/resend_verification', who.token, {});
    expect(tooSoon.json().message_en).toMatch(/^Please wait \d+ seconds before asking for another code\.$/);
    refusal(tooSoon, tooSoon.json().message_en);
    expect(tooSoon.json().message_ar).toMatch(/^من فضلك استنى \d+ ثانية قبل ما تطلب كود تاني\.$/);

    refusal(
      await call('POST', '/api/customer/profile/addresses/remove/99999999', who.token, {}),
      'This address was not found in your address book.',
    );
  });

  it('cart, checkout, promo codes and orders', async () => {
    const db = t.runtime.deps.db;
    const slug = unique('ar-cart');
    const limited = await makeTestProduct(db, slug, { max_per_order: 2 }, [{ price: 500, stock: 10 }]);
    const few = await makeTestProduct(db, `${slug}-few`, {}, [{ price: 700, stock: 3 }]);
    const who = await makeTestCustomer(db, unique('ar-cart-shopper'), {
      phone: `0106${String(Date.now()).slice(-7)}`,
      phoneVerified: true,
    });

    const capped = await call('POST', '/api/customer/carts', who.token, {
      items: [{ id: limited.variantIds[0]!, amount: 5 }],
      reset: true,
    });
    expect(capped.statusCode, capped.body).toBe(200);
    expectBoth(
      capped,
      `Test ${slug} is limited to 2 per order, so the amount is 2.`,
      `\u2068Test ${slug}\u2069 الحد الأقصى منه 2 في الطلب الواحد، فالكمية بقت 2.`,
    );
    seen.add('limited per order');
    // The cart's own notices, which the storefront shows one by one, carry the same Arabic.
    expect(capped.json().data.messages).toEqual([
      {
        id: limited.variantIds[0],
        reason: 'max_per_order',
        message_en: `Test ${slug} is limited to 2 per order, so the amount is 2.`,
        message_ar: `\u2068Test ${slug}\u2069 الحد الأقصى منه 2 في الطلب الواحد، فالكمية بقت 2.`,
      },
    ]);
    // And so does an empty cart's own text.
    const empty = await call('POST', '/api/customer/orders/validate_cart', null, { items: [] });
    expect(empty.statusCode, empty.body).toBe(200);
    expect(empty.json().data).toMatchObject({
      message_en: 'Your cart is empty. Find something you love in the shop.',
      message_ar: 'سلتك فاضية. دوّر على حاجة تعجبك في المتجر.',
    });

    const short = await call('POST', '/api/customer/carts', who.token, {
      items: [{ id: few.variantIds[0]!, amount: 5 }],
      reset: true,
    });
    expectBoth(
      short,
      `Only 3 of Test ${slug}-few left, so the amount is 3.`,
      `فاضل 3 بس من \u2068Test ${slug}-few\u2069، فالكمية بقت 3.`,
    );
    seen.add('only left');

    refusal(
      await call('POST', '/api/customer/carts', who.token, { items: [{ id: 99999999, amount: 1 }] }),
      'There is no product variant 99999999 for sale.',
    );

    refusal(
      await call('POST', '/api/customer/orders/check_promo_v2', who.token, {
        promo: 'NO-SUCH-CODE',
        amount: 1,
      }),
      'This promo code does not exist.',
      'كود الخصم ده مش موجود.',
    );
    // The checkout's summary says why a code did not apply in its data; that reason has its Arabic too.
    const summary = await call('POST', '/api/customer/orders/summary', who.token, { promo: 'NO-SUCH-CODE' });
    expect(summary.statusCode, summary.body).toBe(200);
    expect(summary.json().data).toMatchObject({
      promo: null,
      promo_message: 'This promo code does not exist.',
      promo_message_ar: 'كود الخصم ده مش موجود.',
    });

    const stranger = await makeTestCustomer(db, unique('ar-empty'), {
      phone: `0105${String(Date.now()).slice(-7)}`,
      phoneVerified: true,
    });
    const address = await call(
      'POST',
      '/api/customer/profile/addresses',
      stranger.token,
      testAddress(`0105${String(Date.now()).slice(-7)}`),
    );
    expectBoth(address, 'The address was added.', 'تمت إضافة العنوان.');
    const addressId = addedAddressId(address);
    refusal(
      await call('POST', '/api/customer/orders', stranger.token, {
        device_type: 1,
        notes: '',
        address_id: addressId,
        payment_method: 1,
      }),
      'Your cart is empty. Add something before checking out.',
      'سلتك فاضية. ضيف حاجة قبل ما تكمّل الطلب.',
    );

    refusal(
      await call('GET', '/api/customer/orders/99999999/', who.token),
      'This order was not found in your orders.',
    );
    refusal(
      await call('POST', '/api/customer/orders/99999999/cancel', who.token, {}),
      'This order was not found in your orders.',
    );
  });

  it('products, back in stock, service tickets and pages', async () => {
    const db = t.runtime.deps.db;
    const slug = unique('ar-stock');
    const inStock = await makeTestProduct(db, slug, {}, [{ price: 900, stock: 4 }]);
    refusal(
      await call('POST', `/api/customer/products/notify/${inStock.productId}`, null, {
        email: 'a@example.com',
      }),
      `Test ${slug} is in stock now: you can order it.`,
      `\u2068Test ${slug}\u2069 موجود في المخزون دلوقتي: تقدر تطلبه.`,
    );
    refusal(
      await call('POST', '/api/customer/products/notify/99999999', null, { email: 'a@example.com' }),
      'There is no product 99999999.',
      'مفيش منتج 99999999.',
    );
    refusal(
      await call('GET', '/api/customer/products/no-such-product-here', null),
      'There is no product "no-such-product-here".',
      'مفيش منتج "\u2068no-such-product-here\u2069".',
    );
    refusal(
      await call('GET', '/api/customer/content/no-such-page', null),
      'There is no page called "no-such-page".',
    );
    // Refused by the router before any hook runs: its Arabic is added where it is answered.
    refusal(
      await call('GET', `/api/customer/products/${'x'.repeat(300)}`, null),
      'The address is too long. Check the link and try again.',
      'العنوان طويل جدًا. راجع الرابط وحاول مرة أخرى.',
    );
    refusal(
      await call('POST', '/api/customer/tickets/track', null, { code: 'SRV-7K3Q9P', phone: '01012345678' }),
      'We could not find a service request with this tracking code and phone number. Check both and try again.',
    );
  });

  it('covered at least fifteen different refusals', () => {
    expect(seen.size).toBeGreaterThanOrEqual(15);
  });
});
