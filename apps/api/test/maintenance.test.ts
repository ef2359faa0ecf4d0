import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

describe('the maintenance gate', () => {
  it('answers body code 700 with HTTP 503 and both messages while on', async () => {
    await t.runtime.deps.maintenance.set({
      on: true,
      message_en: 'Back at 6 pm',
      message_ar: 'نعود الساعة ٦ مساءً',
    });
    const res = await t.app.inject({ method: 'GET', url: '/api/customer/home2' });
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('300');
    expect(res.json()).toEqual({
      code: 700,
      message_en: 'Back at 6 pm',
      message_ar: 'نعود الساعة ٦ مساءً',
      data: null,
    });
  });

  it('lets the preview header through', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/customer/home2', headers: { preview: '1' } });
    expect(res.statusCode).toBe(200);
    const gated = await t.app.inject({
      method: 'GET',
      url: '/api/customer/home2',
      headers: { preview: '0' },
    });
    expect(gated.json().code).toBe(700);
  });

  it('keeps the settings the under-construction page reads available', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/customer/site/settings' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ maintenance: true, message_en: 'Back at 6 pm' });
  });

  it('falls back to the default text without a message, and opens again when off', async () => {
    await t.runtime.deps.maintenance.set({ on: true, message_en: '', message_ar: '' });
    const closed = await t.app.inject({ method: 'GET', url: '/api/customer/home/ads' });
    expect(closed.json()).toEqual({ code: 700, message_en: 'Website is Under Construction', data: null });
    await t.runtime.deps.maintenance.set({ on: false });
    const open = await t.app.inject({ method: 'GET', url: '/api/customer/home/ads' });
    expect(open.statusCode).toBe(200);
  });
});
