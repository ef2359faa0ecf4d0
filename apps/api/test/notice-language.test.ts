import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LoyaltyLogin } from '@shop/contract/loyalty';
import { orderNumber } from '@shop/contract/orders';
import { pdfLines } from '@shop/test-support/pdf-text';
import { setStockBySku } from '#app/modules/catalog/stock.service';
import { reverseForRefundedOrder } from '#app/modules/loyalty/loyalty.service';
import { loyaltyNote, pointsEarnedSms } from '#app/modules/outbox/customer-messages';
import { listMessages } from '#app/modules/outbox/outbox.repository';
import { customerWithOrder, moveTo } from './support/customer-orders.ts';
import { makeTestProduct } from './support/fixtures.ts';
import { asStaff, signedInStaff } from './support/staff.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

/**
 * The shop's other notices in the shopper's language (ADR 0043): the back-in-stock mail, the newsletter welcome, an
 * enterprise inquiry's acknowledgement, the rewards panel's notes and the points SMS, and the customer's invoice. An
 * Arabic request gets Arabic; an English one the English text, unchanged.
 */
let t: TestApp;
const db = () => t.runtime.deps.db;
beforeAll(async () => {
  t = await createTestApp({
    AUTH_RATE_LIMIT_MAX: '100000',
    RATE_LIMIT_MAX: '100000',
    PUBLIC_ORIGIN: 'https://shop.example',
  });
});
afterAll(async () => t?.close());

const ARABIC = { 'accept-language': 'ar-EG,ar;q=0.9,en;q=0.8' };
const mails = (to: string) => listMessages(db(), { to });
const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload, headers });

describe('the back-in-stock mail', () => {
  it('is written in the language of the page the shopper asked from, with the Arabic name and item page', async () => {
    const stamp = Date.now();
    const { productId } = await makeTestProduct(db(), `wait-${stamp}`, {}, [{ price: 7000, stock: 0 }]);
    await db().updateTable('products').set({ name_ar: 'غلاية النيل' }).where('id', '=', productId).execute();
    const plain = await makeTestProduct(db(), `wait-plain-${stamp}`, {}, [{ price: 7000, stock: 0 }]);
    const nameOf = async (id: number) =>
      (await db().selectFrom('products').select('name').where('id', '=', id).executeTakeFirstOrThrow()).name;
    const [name, plainName] = [await nameOf(productId), await nameOf(plain.productId)];

    const ar = `ar-${stamp}@example.com`;
    const en = `en-${stamp}@example.com`;
    const arPlain = `ar-plain-${stamp}@example.com`;
    for (const [id, email, headers] of [
      [productId, ar, ARABIC],
      [productId, en, {}],
      [plain.productId, arPlain, ARABIC],
    ] as const) {
      const res = await post(`/api/customer/products/notify/${id}`, { email }, headers);
      expect(res.statusCode, res.body).toBe(200);
    }
    const waits = await db()
      .selectFrom('stock_notifications')
      .select(['email', 'language'])
      .where('email', 'in', [ar, en])
      .orderBy('email')
      .execute();
    expect(waits).toEqual([
      { email: ar, language: 'ar' },
      { email: en, language: 'en' },
    ]);

    expect((await setStockBySku(t.runtime.deps, `T-wait-${stamp}-0`, 3)).notified).toBe(2);
    expect((await setStockBySku(t.runtime.deps, `T-wait-plain-${stamp}-0`, 3)).notified).toBe(1);

    const [arabic] = await mails(ar);
    expect(arabic!.subject).toBe('غلاية النيل متوفر من جديد');
    expect(arabic!.body).toContain('خبر سعيد: غلاية النيل متوفر الآن من جديد.');
    expect(arabic!.body).toMatch(new RegExp(`اطلبه من هنا: https://shop\\.example/ar/item/wait-${stamp}`));

    const [english] = await mails(en);
    expect(english!.subject).toBe(`${name} is back in stock`);
    expect(english!.body).toMatch(
      new RegExp(`^Good news: ${name} is back in stock\\.\\n\\nOrder it here: https://shop\\.example/item/`),
    );

    // No Arabic name in the catalog: the Arabic mail names the product in English.
    const [fallback] = await mails(arPlain);
    expect(fallback!.subject).toBe(`${plainName} متوفر من جديد`);
  });
});

describe('the newsletter welcome', () => {
  it('is written in the language of the page that subscribed, which the subscriber keeps', async () => {
    const stamp = Date.now();
    const ar = `news-ar-${stamp}@example.com`;
    const en = `news-en-${stamp}@example.com`;
    expect((await post('/api/customer/newsletter', { email: ar }, ARABIC)).statusCode).toBe(200);
    expect((await post('/api/customer/newsletter', { email: en })).statusCode).toBe(200);

    const [arabic] = await mails(ar);
    expect(arabic!.subject).toMatch(/^أهلًا بك في النشرة البريدية لـ /);
    expect(arabic!.body).toContain('ستعرف قبل الجميع بوصول المنتجات الجديدة والعروض ومواعيد الإطلاق.');
    expect(arabic!.body).toMatch(
      /يمكنك إلغاء الاشتراك في أي وقت: https:\/\/shop\.example\/ar\/newsletter\/unsubscribe\?/,
    );
    const [english] = await mails(en);
    expect(english!.subject).toMatch(/^Welcome to the .+ newsletter$/);
    expect(english!.body).toContain('You will hear about new arrivals, offers and launch dates first.');
    expect(english!.body).toMatch(
      /Unsubscribe at any time: https:\/\/shop\.example\/newsletter\/unsubscribe\?/,
    );

    const stored = await db()
      .selectFrom('newsletter_subscribers')
      .select(['email', 'language'])
      .where('email', 'in', [ar, en])
      .orderBy('email')
      .execute();
    expect(stored).toEqual([
      { email: ar, language: 'ar' },
      { email: en, language: 'en' },
    ]);
  });
});

describe("an enterprise inquiry's acknowledgement", () => {
  const lead = {
    kind: 'education',
    organisation: 'مدرسة القاهرة الحديثة',
    name: 'Karim Fathy',
    phone: '01122334455',
    quantity: 30,
    interest: 'iPad 10.9',
    message: '',
  };

  it("is written in the request's language; the staff's notification stays English", async () => {
    const stamp = Date.now();
    const ar = `lead-ar-${stamp}@example.com`;
    const en = `lead-en-${stamp}@example.com`;
    expect((await post('/api/customer/leads', { ...lead, email: ar }, ARABIC)).statusCode).toBe(200);
    expect((await post('/api/customer/leads', { ...lead, kind: 'business', email: en })).statusCode).toBe(
      200,
    );

    const [arabic] = await mails(ar);
    expect(arabic!.subject).toMatch(/^استفسارك الخاص بقطاع التعليم في /);
    expect(arabic!.body).toMatch(/تم إرسال استفسار خاص بقطاع التعليم إلى .+ بهذا البريد الإلكتروني\./);
    expect(arabic!.body).toContain('سيتواصل معك فريق المبيعات للشركات خلال يومَي عمل.');
    // Anyone could have typed the address: nothing the sender wrote is repeated.
    expect(arabic!.body).not.toContain('مدرسة');
    const [english] = await mails(en);
    expect(english!.subject).toMatch(/^Your business inquiry at /);
    expect(english!.body).toMatch(/A business inquiry was sent to .+ with this e-mail address\./);

    const staff = (await listMessages(db(), { limit: 50 })).find(
      (m) => m.subject?.startsWith('New education lead') && m.body.includes(ar),
    );
    expect(staff!.body).toContain('School or university: مدرسة القاهرة الحديثة');
    expect(staff!.body).toContain('Quantity: 30');
  });

  it("repeats what was asked in Arabic to the signed-in customer's own address", async () => {
    const who = await customerWithOrder(t);
    await db().updateTable('users').set({ email_verified: 1 }).where('id', '=', who.userId).execute();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/customer/leads',
      headers: { ...ARABIC, authorization: `Bearer ${who.token}` },
      payload: { ...lead, email: who.email },
    });
    expect(res.statusCode, res.body).toBe(200);
    const reply = (await mails(who.email)).find((m) => m.subject?.startsWith('استفسارك'));
    expect(reply!.body).toMatch(/شكرًا لاستفسارك الخاص بقطاع التعليم \(الرقم المرجعي L-\d{5}\)\./);
    expect(reply!.body).toContain('المدرسة أو الجامعة: مدرسة القاهرة الحديثة');
    expect(reply!.body).toContain('عدد الأجهزة: 30');
    expect(reply!.body).toContain(
      'سيتواصل معك فريق المبيعات للشركات خلال يومَي عمل بعرض سعر وخيارات التوصيل.',
    );
  });
});

describe('rewards notes and the points SMS', () => {
  const loginAs = (token: string, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/customer/loyalty/login',
      headers: { ...headers, authorization: `Bearer ${token}` },
    });

  it("are written from each entry's kind in the language of the page reading them", async () => {
    const who = await customerWithOrder(t);
    await db().updateTable('users').set({ language: 'ar' }).where('id', '=', who.userId).execute();
    await moveTo(t, who.orderId, 'shipped', 'delivered');
    await reverseForRefundedOrder(db(), who.orderId);
    const number = orderNumber(who.orderId);

    const english = (await loginAs(who.token)).json().data as LoyaltyLogin;
    expect(english.entries.map((e) => e.note)).toEqual([
      `Order ${number} refunded`,
      `Order ${number} delivered`,
    ]);
    const arabic = (await loginAs(who.token, ARABIC)).json().data as LoyaltyLogin;
    expect(arabic.entries.map((e) => e.note)).toEqual([
      `تم استرداد قيمة الطلب ${number}`,
      `تم توصيل الطلب ${number}`,
    ]);
    expect(arabic.entries.map((e) => e.points)).toEqual(english.entries.map((e) => e.points));

    // The desk reads the note as it was stored: English.
    const stored = await db()
      .selectFrom('loyalty_entries')
      .select(['note', 'note_kind'])
      .where('order_id', '=', who.orderId)
      .orderBy('id')
      .execute();
    expect(stored).toEqual([
      { note: `Order ${number} delivered`, note_kind: 'delivered' },
      { note: `Order ${number} refunded`, note_kind: 'order_refunded' },
    ]);

    // The customer prefers Arabic: the points SMS is Arabic.
    const sms = (await listMessages(db(), { to: who.phone })).find((m) => m.body.includes('رصيد نقاطك'));
    expect(sms!.body).toMatch(
      new RegExp(`^كسبت \\d+ نقطة مكافآت على طلبك رقم ${number}\\. رصيد نقاطك الآن \\d+\\.$`),
    );
  });

  it('a refund of all or part of an order, and the English SMS as it was', () => {
    expect(loyaltyNote('ar', 'refunded', 'ISP-000042')).toBe('الطلب ISP-000042: تم استرداد المبلغ');
    expect(loyaltyNote('ar', 'part_refunded', 'ISP-000042')).toBe(
      'الطلب ISP-000042: تم استرداد جزء من المبلغ',
    );
    expect(loyaltyNote('en', 'part_refunded', 'ISP-000042')).toBe('Order ISP-000042: part refunded');
    expect(pointsEarnedSms('en', { points: 80, number: 'ISP-000042', balance: 120 })).toBe(
      'You earned 80 reward points for order ISP-000042. Your balance is 120 points.',
    );
    expect(pointsEarnedSms('ar', { points: 1, number: 'ISP-000042', balance: 1 })).toBe(
      'كسبت نقطة مكافآت واحدة على طلبك رقم ISP-000042. رصيد نقاطك الآن 1.',
    );
  });
});

describe("the customer's invoice", () => {
  const invoice = async (token: string, orderId: number, headers: Record<string, string> = {}) => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/customer/orders/${orderId}/invoice.pdf`,
      headers: { ...headers, authorization: `Bearer ${token}` },
    });
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    return (await pdfLines(res.rawPayload)).join('\n');
  };

  it('is in Arabic for an Arabic request, and for an order placed in Arabic; the packing slip stays English', async () => {
    const who = await customerWithOrder(t);
    const english = await invoice(who.token, who.orderId);
    expect(english).toContain('Invoice');
    expect(english).toContain(`Order ${orderNumber(who.orderId)}`);
    expect(english).toContain('Payment: Cash on delivery');

    const arabic = await invoice(who.token, who.orderId, ARABIC);
    for (const word of ['فاتورة', 'العميل', 'المنتج', 'الكمية', 'المجموع', 'التوصيل', 'الدفع', 'الموبايل']) {
      expect(arabic, word).toContain(word);
    }
    expect(arabic).toContain(orderNumber(who.orderId));
    expect(arabic).not.toMatch(/Invoice|Subtotal|Payment:|Deliver to|EGP/);

    // An order placed in Arabic: its invoice is Arabic wherever it is asked from, the back office's included.
    await db().updateTable('orders').set({ language: 'ar' }).where('id', '=', who.orderId).execute();
    expect(await invoice(who.token, who.orderId)).toContain('فاتورة');
    const support = await signedInStaff(t, 'support');
    const url = `/api/admin/orders/${who.orderId}`;
    const staffInvoice = await asStaff(t, support, 'GET', `${url}/invoice.pdf`);
    expect((await pdfLines(staffInvoice.rawPayload)).join('\n')).toContain('فاتورة');
    const slip = (
      await pdfLines((await asStaff(t, support, 'GET', `${url}/packing-slip.pdf`)).rawPayload)
    ).join('\n');
    expect(slip).toContain('Packing slip');
    expect(slip).toContain('Deliver to');
    expect(slip).not.toContain('فاتورة');
  });
});
