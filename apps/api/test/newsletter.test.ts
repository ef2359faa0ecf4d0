import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listMessages } from '#app/modules/outbox/outbox.repository';
import { createTestApp, type TestApp } from './support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const post = (url: string, payload: unknown) =>
  t.app.inject({ method: 'POST', url, payload: payload as Record<string, unknown> });
const mails = (to: string) => listMessages(t.runtime.deps.db, { to });

function linkIn(body: string): { email: string; token: string } {
  const url = new URL(/https?:\/\/\S+/.exec(body)![0]);
  expect(url.pathname).toBe('/newsletter/unsubscribe');
  return { email: url.searchParams.get('email')!, token: url.searchParams.get('token')! };
}

describe('POST /newsletter', () => {
  it('subscribes once per address, thanks in the fixed words and mails an unsubscribe link', async () => {
    const first = await post('/api/customer/newsletter', { email: 'Reader@Example.com' });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      code: 200,
      message_en: 'Thank you for subscribing',
      data: { email: 'reader@example.com', new_subscription: true },
    });
    const again = await post('/api/customer/newsletter', { email: 'reader@example.com' });
    expect(again.json()).toMatchObject({
      message_en: 'Thank you for subscribing',
      data: { new_subscription: false },
    });

    const sent = await mails('reader@example.com');
    expect(sent).toHaveLength(1);
    expect(sent[0]!.subject).toMatch(/newsletter/i);
    expect(linkIn(sent[0]!.body).email).toBe('reader@example.com');
  });

  it('answers a bot that filled the hidden field like anyone, and stores and sends nothing', async () => {
    const res = await post('/api/customer/newsletter', {
      email: 'bot@example.com',
      website: 'https://spam.example',
    });
    expect(res.json()).toMatchObject({ code: 200, message_en: 'Thank you for subscribing' });
    expect(await mails('bot@example.com')).toHaveLength(0);
    const row = await t.runtime.deps.db
      .selectFrom('newsletter_subscribers')
      .select('id')
      .where('email', '=', 'bot@example.com')
      .executeTakeFirst();
    expect(row).toBeUndefined();
  });

  it('answers a malformed or missing address with a 400 naming the field', async () => {
    for (const payload of [{ email: 'not-an-address' }, {}, { email: 'a'.repeat(250) + '@x.io' }]) {
      const res = await post('/api/customer/newsletter', payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().message_en).toMatch(/email/);
    }
  });
});

describe('POST /newsletter/unsubscribe', () => {
  it('unsubscribes with the link from the mail, refuses a wrong token, and a new subscription mails again', async () => {
    await post('/api/customer/newsletter', { email: 'leaver@example.com' });
    const link = linkIn((await mails('leaver@example.com'))[0]!.body);

    const wrong = await post('/api/customer/newsletter/unsubscribe', { ...link, token: 'x'.repeat(32) });
    expect(wrong.statusCode).toBe(404);
    expect(wrong.json().message_en).toMatch(/not valid/);

    const done = await post('/api/customer/newsletter/unsubscribe', link);
    expect(done.statusCode).toBe(200);
    expect(done.json().data).toEqual({ email: 'leaver@example.com', subscribed: false });
    const row = await t.runtime.deps.db
      .selectFrom('newsletter_subscribers')
      .select('unsubscribed_at')
      .where('email', '=', 'leaver@example.com')
      .executeTakeFirstOrThrow();
    expect(row.unsubscribed_at).not.toBeNull();

    const back = await post('/api/customer/newsletter', { email: 'leaver@example.com' });
    expect(back.json().data.new_subscription).toBe(true);
    const sent = await mails('leaver@example.com');
    expect(sent).toHaveLength(2);
    // The old link stops working once a new one is issued.
    expect(linkIn(sent[0]!.body).token).not.toBe(link.token);
    expect((await post('/api/customer/newsletter/unsubscribe', link)).statusCode).toBe(404);
  });

  it('answers an address that never subscribed like a wrong token', async () => {
    const res = await post('/api/customer/newsletter/unsubscribe', {
      email: 'nobody@example.com',
      token: 'a'.repeat(32),
    });
    expect(res.statusCode).toBe(404);
  });
});
