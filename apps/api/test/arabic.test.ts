import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestCustomer } from './support/fixtures.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const editPhone = (token: string, phone: string, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/customer/profile/edit_phone',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', ...headers },
    payload: { phone },
  });

describe('numbers typed in Arabic-Indic digits', () => {
  it('a phone typed ٠١٠… is saved as the same 010… number', async () => {
    const who = await makeTestCustomer(t.runtime.deps.db, 'arabic-digits');
    const res = await editPhone(who.token, '٠١٠٢٣٤٥٦٧٨٩');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ code: 200, data: { phone: '01023456789', phone_verified: 0 } });
    const row = await t.runtime.deps.db
      .selectFrom('users')
      .select('phone')
      .where('id', '=', who.userId)
      .executeTakeFirstOrThrow();
    expect(row.phone).toBe('01023456789');
  });
});

describe('message_ar', () => {
  it('comes beside message_en when Accept-Language prefers Arabic, for validation and common errors', async () => {
    const who = await makeTestCustomer(t.runtime.deps.db, 'arabic-messages');
    const arabic = { 'accept-language': 'ar-EG,ar;q=0.9,en;q=0.8' };

    const short = await editPhone(who.token, '٠١٢٣', arabic);
    expect(short.statusCode).toBe(400);
    expect(short.json()).toMatchObject({
      message_en: 'phone: Max phone length exceeded',
      message_ar: 'phone: رقم الموبايل لازم يكون 11 رقم',
    });
    expect(String(short.headers.vary)).toMatch(/accept-language/i);

    const invalid = await editPhone(who.token, '02012345678', arabic);
    expect(invalid.json()).toMatchObject({
      message_en: 'phone: Invalid phone number',
      message_ar: 'phone: رقم الموبايل غير صحيح',
    });

    const signedOut = await t.app.inject({
      method: 'GET',
      url: '/api/customer/profile/',
      headers: { authorization: 'Bearer not-a-token', ...arabic },
    });
    expect(signedOut.statusCode).toBe(401);
    expect(signedOut.json()).toMatchObject({
      message_en: 'token invalid or expired',
      message_ar: 'انتهت صلاحية الجلسة أو أنها غير صالحة',
    });

    const notJson = await t.app.inject({
      method: 'POST',
      url: '/api/customer/newsletter',
      headers: { 'content-type': 'application/json', ...arabic },
      payload: '{"email":',
    });
    expect(notJson.statusCode).toBe(400);
    expect(notJson.json().message_ar).toBe('محتوى الطلب ليس JSON صالحًا.');
  });

  it('is left out for English, for a browser without Accept-Language, and for the lang header alone', async () => {
    const who = await makeTestCustomer(t.runtime.deps.db, 'english-messages');
    const cases: Array<Record<string, string>> = [
      { 'accept-language': 'en-US,en;q=0.9,ar;q=0.5' },
      {},
      { lang: '1' },
    ];
    for (const headers of cases) {
      const res = await editPhone(who.token, '0123', headers);
      expect(res.json().message_en).toBe('phone: Max phone length exceeded');
      expect(res.json()).not.toHaveProperty('message_ar');
    }
  });

  it('is left out when a message has no Arabic yet, rather than a wrong one', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/customer/no-such-call',
      headers: { 'accept-language': 'ar' },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().message_en).toBe('There is no GET /api/customer/no-such-call in this API.');
    expect(res.json()).not.toHaveProperty('message_ar');
  });
});
