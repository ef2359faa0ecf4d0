import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listMessages } from '#app/modules/outbox/outbox.repository';
import {
  addressInUseMail,
  alreadyRegisteredMail,
  emailChangedMail,
  linkCodeMail,
  messageLanguage,
  newEmailCodeMail,
  returnNews,
  orderNews,
  passwordResetMail,
  phoneCodeSms,
  refundNews,
  signupCodeMail,
  ticketReceived,
  ticketStatusSms,
  type OrderNewsInput,
} from '#app/modules/outbox/customer-messages';
import { changeTicketStatus } from '#app/modules/tickets/tickets.service';
import { customerWithOrder, moveTo } from './support/customer-orders.ts';
import { makeTestCustomer } from './support/fixtures.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '100000', PUBLIC_ORIGIN: 'https://shop.example' });
});
afterAll(async () => t?.close());

const ARABIC = { 'accept-language': 'ar-EG,ar;q=0.9,en;q=0.8' };

const order: OrderNewsInput = {
  name: 'منى عادل',
  number: 'ISP-000042',
  status: 'processing',
  lines: [{ amount: 2, name: 'iPhone 17 Pro', options: 'Silver, 256GB', line_total: 157_998 }],
  deliveryFee: 60,
  total: 158_058,
};

/** The message templates: each kind in Arabic, and in English for English and for any unknown language. */
describe('message templates', () => {
  it('an unknown or missing language falls back to English', () => {
    expect(messageLanguage('ar')).toBe('ar');
    expect(messageLanguage('en')).toBe('en');
    expect(messageLanguage('fr')).toBe('en');
    expect(messageLanguage(null)).toBe('en');
    expect(messageLanguage(undefined)).toBe('en');
  });

  it('order news: placed, shipped with the courier, delivered, cancelled, refunded, in Arabic with Arabic prices', () => {
    const placed = orderNews('ar', order)!;
    expect(placed.email.subject).toBe('الطلب ISP-000042: قيد التجهيز');
    expect(placed.email.body).toContain('مرحبًا منى عادل،');
    expect(placed.email.body).toContain('طلبك رقم ISP-000042 تم تأكيده وجارٍ تجهيزه.');
    expect(placed.email.body).toContain('- 2 × iPhone 17 Pro (Silver, 256GB): 157,998 ج.م');
    expect(placed.email.body).toContain('التوصيل: 60 ج.م');
    expect(placed.email.body).toContain('الإجمالي: 158,058 ج.م');
    expect(placed.email.body).not.toMatch(/EGP|Hello|Total/);
    expect(placed.sms).toBe('طلبك رقم ISP-000042 تم تأكيده وجارٍ تجهيزه. الإجمالي 158,058 ج.م.');

    const shipped = orderNews('ar', { ...order, status: 'shipped', courier: 'Bosta', tracking: 'BX123' })!;
    expect(shipped.sms).toBe(
      'طلبك رقم ISP-000042 في الطريق إليك مع Bosta، ورقم التتبع BX123. الإجمالي 158,058 ج.م.',
    );
    expect(orderNews('ar', { ...order, status: 'delivered' })!.email.subject).toBe(
      'الطلب ISP-000042: تم التوصيل',
    );
    expect(orderNews('ar', { ...order, status: 'cancelled' })!.sms).toContain('تم إلغاؤه');
    expect(orderNews('ar', { ...order, status: 'refunded' })!.sms).toContain('تم استرداد قيمته');
    // Nothing is sent while an online order waits for its payment.
    expect(orderNews('ar', { ...order, status: 'pending_payment' })).toBeNull();

    const english = orderNews(messageLanguage('de'), order)!;
    expect(english.email.subject).toBe('Order ISP-000042: Processing');
    expect(english.sms).toMatch(/^Your order ISP-000042 is confirmed and being prepared\. Total .*158,058/);
    expect(english.email.body).not.toContain('ج.م');
  });

  it('refunds, whole and in part, with the reward points taken back', () => {
    const refund = {
      name: 'منى',
      number: 'ISP-000042',
      amount: 1_000,
      refundedTotal: 1_000,
      total: 5_000,
      method: 'card' as const,
      points: 3,
      lines: [{ quantity: 1, name: 'AirPods 4', options: null }],
    };
    const part = refundNews('ar', refund);
    expect(part.email.subject).toBe('الطلب ISP-000042: تم استرداد جزء من المبلغ');
    expect(part.email.body).toContain(
      'أعدنا لك 1,000 ج.م من قيمة طلبك رقم ISP-000042 على البطاقة التي دفعت بها.',
    );
    expect(part.email.body).toContain('وتم خصم 3 نقاط مكافآت');
    expect(part.sms).toBe(
      'أعدنا لك 1,000 ج.م من قيمة طلبك رقم ISP-000042 على البطاقة التي دفعت بها. تم استرداد 1,000 ج.م من 5,000 ج.م.',
    );
    const whole = refundNews('ar', { ...refund, refundedTotal: 5_000, method: 'cash', points: 1 });
    expect(whole.email.subject).toBe('الطلب ISP-000042: تم استرداد المبلغ');
    expect(whole.email.body).toContain('نقدًا');
    expect(whole.email.body).toContain('نقطة مكافآت واحدة');
    expect(refundNews(messageLanguage(''), refund).email.subject).toBe('Order ISP-000042: part refunded');
  });

  it('verification codes (phone SMS, sign-up e-mail) and the password reset', () => {
    expect(phoneCodeSms('ar', { code: '123456', shopName: 'iShop', ttlMinutes: 10 })).toBe(
      '123456 هو كود التحقق الخاص بك من iShop. الكود صالح لمدة 10 دقائق.',
    );
    expect(phoneCodeSms('ar', { code: '123456', shopName: 'iShop', ttlMinutes: 15 })).toContain('15 دقيقة');
    expect(phoneCodeSms('en', { code: '123456', shopName: 'iShop', ttlMinutes: 10 })).toBe(
      '123456 is your iShop verification code. It expires in 10 minutes.',
    );
    const signup = signupCodeMail('ar', { code: '654321', shopName: 'iShop', ttlMinutes: 10 });
    expect(signup.subject).toBe('كود التسجيل في iShop');
    expect(signup.body).toContain('كود التسجيل الخاص بك هو 654321.');
    expect(
      signupCodeMail(messageLanguage('xx'), { code: '1', shopName: 'iShop', ttlMinutes: 10 }).subject,
    ).toBe('Your iShop sign-up code');
    const reset = passwordResetMail('ar', {
      name: 'منى',
      code: '111222',
      link: 'https://shop.example/ar/reset-password?code=111222',
      shopName: 'iShop',
      ttlMinutes: 10,
    });
    expect(reset.subject).toBe('إعادة تعيين كلمة المرور في iShop');
    expect(reset.body).toContain('كود إعادة تعيين كلمة المرور هو 111222. الكود صالح لمدة 10 دقائق');
    expect(
      passwordResetMail('en', { name: 'M', code: '1', link: 'x', shopName: 'iShop', ttlMinutes: 10 }).subject,
    ).toBe('Reset your iShop password');
  });

  it('returns: asked, accepted with the note, refused with the reason', () => {
    const asked = returnNews('ar', { name: 'منى', number: 'ISP-000042', status: 'requested', note: '' });
    expect(asked.email.subject).toBe('الطلب ISP-000042: تم طلب الإرجاع');
    expect(asked.sms).toBe('استلمنا طلبك لإرجاع الطلب ISP-000042. سنبلغك بقرارنا قريبًا.');
    const accepted = returnNews('ar', {
      name: 'منى',
      number: 'ISP-000042',
      status: 'accepted',
      note: 'المندوب هيكلمك بكرة',
    });
    expect(accepted.email.body).toContain('تم قبول طلب إرجاع الطلب ISP-000042. سنتصل بك لترتيب استلامه.');
    expect(accepted.email.body).toContain('المندوب هيكلمك بكرة');
    expect(returnNews('ar', { name: 'م', number: 'ISP-1', status: 'refused', note: 'مفتوح' }).sms).toBe(
      'تم رفض إرجاع الطلب ISP-1: مفتوح',
    );
    expect(
      returnNews(messageLanguage('es'), { name: 'M', number: 'ISP-1', status: 'requested', note: '' }).email
        .subject,
    ).toBe('Order ISP-1: Return requested');
  });

  it("the account's address and sign-ins: already registered, link code, new e-mail code, address in use, e-mail changed", () => {
    const shop = { shopName: 'iShop', origin: 'https://shop.example' };
    const registered = alreadyRegisteredMail('ar', shop);
    expect(registered.subject).toBe('لديك حساب بالفعل في iShop');
    expect(registered.body).toContain('https://shop.example/ar/login');
    expect(registered.body).toContain('https://shop.example/ar/forget-password');
    expect(alreadyRegisteredMail(messageLanguage(undefined), shop).body).toContain(
      'Sign in with it: https://shop.example/login',
    );
    const link = linkCodeMail('ar', {
      ...shop,
      name: 'منى',
      provider: 'Google',
      code: '123456',
      ttlMinutes: 10,
    });
    expect(link.subject).toBe('اربط تسجيل الدخول عبر Google بحسابك في iShop');
    expect(link.body).toContain('كود الربط هو 123456.');
    expect(newEmailCodeMail('ar', { code: '654321', shopName: 'iShop', ttlMinutes: 10 }).body).toContain(
      'كود التأكيد هو 654321.',
    );
    expect(addressInUseMail('ar', shop).subject).toBe('بريدك الإلكتروني في iShop');
    const changed = emailChangedMail('ar', {
      name: 'منى',
      from: 'old@example.com',
      to: 'new@example.com',
      shopName: 'iShop',
      hotline: '19345',
    });
    expect(changed.body).toContain('من old@example.com إلى new@example.com');
    expect(changed.body).toContain('اتصل بنا فورًا على 19345');
    expect(
      emailChangedMail('en', { name: 'M', from: 'a', to: 'b', shopName: 'iShop', hotline: '1' }).subject,
    ).toBe('Your iShop e-mail was changed');
  });

  it('service requests: received and each status change', () => {
    const ticket = {
      code: 'AB12CD',
      device: 'iPhone 15 Pro',
      status: 'ready_for_pickup' as const,
      proven: true,
    };
    expect(
      ticketStatusSms('ar', ticket, '', { shopName: 'iShop', trackUrl: 'https://shop.example/ar/track' }),
    ).toBe(
      'iShop: حالة طلب الصيانة AB12CD (iPhone 15 Pro) الآن: جاهز للاستلام. تابعه على https://shop.example/ar/track',
    );
    expect(ticketStatusSms('ar', { ...ticket, proven: false }, 'الشاشة اتغيرت', { shopName: 'iShop' })).toBe(
      'iShop: حالة طلب الصيانة الخاص بك الآن: جاهز للاستلام. الشاشة اتغيرت.',
    );
    expect(ticketStatusSms(messageLanguage('it'), ticket, '', { shopName: 'iShop' })).toBe(
      'iShop: your service request AB12CD (iPhone 15 Pro) is now Ready for pickup.',
    );
    const received = ticketReceived('ar', {
      code: 'AB12CD',
      kind: 'hardware',
      device: 'iPhone 15 Pro',
      serial: '490154203237518',
      problem: 'الشاشة سوداء',
      name: 'منى',
      phone: '01012345678',
      shopName: 'iShop',
      trackUrl: 'https://shop.example/ar/track',
    });
    expect(received.provenSms).toContain(
      'استلمنا طلب صيانة الهاردوير لجهاز iPhone 15 Pro. كود التتبع: AB12CD.',
    );
    expect(received.unprovenSms).not.toContain('AB12CD');
    expect(received.provenEmail.subject).toBe('تم استلام طلب الصيانة AB12CD');
    expect(received.unprovenEmail.body).not.toContain('AB12CD');
  });
});

async function lastMessage(to: string) {
  const [message] = await listMessages(t.runtime.deps.db, { to, limit: 1 });
  expect(message, `a message to ${to}`).toBeDefined();
  return message!;
}

const languageOf = async (userId: number) =>
  (
    await t.runtime.deps.db
      .selectFrom('users')
      .select('language')
      .where('id', '=', userId)
      .executeTakeFirstOrThrow()
  ).language;

describe("the customer's language", () => {
  it('is read and changed in the profile; anything but en or ar is refused with a message', async () => {
    const who = await makeTestCustomer(t.runtime.deps.db, `lang-profile-${Date.now()}`);
    const auth = { authorization: `Bearer ${who.token}` };
    const read = await t.app.inject({ method: 'GET', url: '/api/customer/profile/language', headers: auth });
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json().data).toEqual({ language: 'en' });

    const set = await t.app.inject({
      method: 'POST',
      url: '/api/customer/profile/language',
      headers: auth,
      payload: { language: 'ar' },
    });
    expect(set.statusCode, set.body).toBe(200);
    expect(await languageOf(who.userId)).toBe('ar');

    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/customer/profile/language',
      headers: auth,
      payload: { language: 'fr' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message_en).toBe('language: Language is en or ar');
    expect(await languageOf(who.userId)).toBe('ar');

    const anonymous = await t.app.inject({ method: 'GET', url: '/api/customer/profile/language' });
    expect(anonymous.statusCode).toBe(401);
  });

  it('comes from the language of the sign-up, whose code mail is already in it', async () => {
    const email = `arabic-signup-${Date.now()}@example.com`;
    const input = { name: 'منى عادل', email, password: 'correct horse battery' };
    const first = await t.app.inject({
      method: 'POST',
      url: '/api/customer/auth/signup',
      headers: ARABIC,
      payload: input,
    });
    expect(first.statusCode, first.body).toBe(202);
    const mail = await lastMessage(email);
    expect(mail.subject).toMatch(/^كود التسجيل في /);
    const code = /هو (\d{6})\./.exec(mail.body)![1]!;
    const done = await t.app.inject({
      method: 'POST',
      url: '/api/customer/auth/signup',
      headers: ARABIC,
      payload: { ...input, code },
    });
    expect(done.statusCode, done.body).toBe(201);
    const userId = done.json().data.user.id as number;
    expect(await languageOf(userId)).toBe('ar');

    // The password reset is written in it, whatever language asks for it, and links to the Arabic reset page.
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/customer/auth/forget_password',
      payload: { email },
    });
    expect(reset.statusCode, reset.body).toBe(200);
    const resetMail = await lastMessage(email);
    expect(resetMail.subject).toMatch(/^إعادة تعيين كلمة المرور في /);
    expect(resetMail.body).toContain('https://shop.example/ar/reset-password?');

    // An English sign-up stays English.
    const englishEmail = `english-signup-${Date.now()}@example.com`;
    const english = await t.app.inject({
      method: 'POST',
      url: '/api/customer/auth/signup',
      headers: { 'accept-language': 'en-GB,en' },
      payload: { ...input, email: englishEmail },
    });
    expect(english.statusCode).toBe(202);
    expect((await lastMessage(englishEmail)).subject).toMatch(/sign-up code$/);
  });

  it('writes the phone code SMS in it', async () => {
    const phone = `0115${String(Date.now() % 10_000_000).padStart(7, '0')}`;
    const who = await makeTestCustomer(t.runtime.deps.db, `lang-phone-${Date.now()}`, { phone });
    await t.runtime.deps.db
      .updateTable('users')
      .set({ language: 'ar' })
      .where('id', '=', who.userId)
      .execute();
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/customer/profile/resend_verification',
      headers: { authorization: `Bearer ${who.token}` },
      payload: {},
    });
    expect(sent.statusCode, sent.body).toBeLessThan(300);
    expect((await lastMessage(phone)).body).toMatch(/^\d{6} هو كود التحقق الخاص بك من /);
  });

  it("writes an order's news in it, with Arabic prices, and the order remembers the language it was placed in", async () => {
    const mine = await customerWithOrder(t);
    // Placed in English: the confirmation is English.
    expect((await lastMessage(mine.phone)).body).toMatch(/^Your order ISP-\d+ is confirmed/);
    const placedIn = await t.runtime.deps.db
      .selectFrom('orders')
      .select('language')
      .where('id', '=', mine.orderId)
      .executeTakeFirstOrThrow();
    expect(placedIn.language).toBe('en');

    const set = await t.app.inject({
      method: 'POST',
      url: '/api/customer/profile/language',
      headers: { authorization: `Bearer ${mine.token}` },
      payload: { language: 'ar' },
    });
    expect(set.statusCode).toBe(200);
    await moveTo(t, mine.orderId, 'shipped');
    const sms = await lastMessage(mine.phone);
    expect(sms.body).toMatch(/^طلبك رقم ISP-\d+ في الطريق إليك\. الإجمالي [\d,]+ ج\.م\.$/);
    const mail = await lastMessage(mine.email);
    expect(mail.subject).toMatch(/^الطلب ISP-\d+: تم الشحن$/);

    // An order placed from an Arabic page is remembered as Arabic.
    const cart = await t.app.inject({
      method: 'POST',
      url: '/api/customer/carts',
      headers: { authorization: `Bearer ${mine.token}` },
      payload: { items: [{ id: mine.variantId, amount: 1 }], reset: true },
    });
    expect(cart.statusCode, cart.body).toBe(200);
    const addresses = await t.app.inject({
      method: 'GET',
      url: '/api/customer/profile/addresses',
      headers: { authorization: `Bearer ${mine.token}` },
    });
    const addressId = (addresses.json().data as Array<{ id: number }>)[0]!.id;
    const placed = await t.app.inject({
      method: 'POST',
      url: '/api/customer/orders',
      headers: { authorization: `Bearer ${mine.token}`, ...ARABIC },
      payload: { device_type: 1, notes: '', address_id: addressId, payment_method: 1 },
    });
    expect(placed.statusCode, placed.body).toBe(200);
    const second = await t.runtime.deps.db
      .selectFrom('orders')
      .select('language')
      .where('id', '=', placed.json().data.order.id as number)
      .executeTakeFirstOrThrow();
    expect(second.language).toBe('ar');
  });

  it("writes a service request's messages in the language it was sent in", async () => {
    const phone = `0128${String(Date.now() % 10_000_000).padStart(7, '0')}`;
    const opened = await t.app.inject({
      method: 'POST',
      url: '/api/customer/tickets',
      headers: ARABIC,
      payload: {
        kind: 'software',
        device: 'MacBook Air M3',
        serial_or_imei: 'C02XK0AAJG5H',
        problem: 'الجهاز بيعيد التشغيل لوحده',
        name: 'منى عادل',
        phone,
      },
    });
    expect(opened.statusCode, opened.body).toBe(201);
    expect((await lastMessage(phone)).body).toContain('تم إرسال طلب صيانة السوفتوير بهذا الرقم');
    expect((await lastMessage(phone)).body).toContain('https://shop.example/ar/');
    const code = opened.json().data.code as string;
    const changed = await changeTicketStatus(t.runtime.deps.db, code, 'diagnosing', {
      shopName: 'iShop',
      trackUrl: 'https://shop.example/track-your-device',
    });
    expect(changed.changed).toBe(true);
    expect((await lastMessage(phone)).body).toBe(
      'iShop: حالة طلب الصيانة الخاص بك الآن: جارٍ الفحص. تابعه على https://shop.example/ar/track-your-device',
    );
  });
});
