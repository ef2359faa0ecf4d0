import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HEADER_CSRF, STAFF_COOKIE } from '@shop/contract/admin';
import { createTestApp, type TestApp } from './support/test-app.ts';
import { signedInStaff } from './support/staff.ts';

/**
 * The shop's name and hotline saved on the settings page reach what the shop writes afterwards: e-mails, SMS and the
 * answers that give the hotline, not only the storefront's header.
 */
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '100000' });
  const owner = await signedInStaff(t, 'owner', 'owner@example.com');
  const saved = await t.app.inject({
    method: 'PUT',
    url: '/api/admin/settings',
    headers: { cookie: `${STAFF_COOKIE}=${owner.cookie}`, [HEADER_CSRF]: owner.csrf },
    payload: { maintenance: false, shop_name: 'Nile Gadgets', hotline: '16123', low_stock_threshold: 5 },
  });
  expect(saved.statusCode, saved.body).toBe(200);
});
afterAll(async () => t?.close());

const lastMessageTo = (recipient: string) =>
  t.runtime.deps.db
    .selectFrom('outbox')
    .select(['subject', 'body'])
    .where('recipient', '=', recipient)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();

describe('the saved shop name and hotline', () => {
  it('name the shop in the newsletter welcome', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/customer/newsletter',
      payload: { email: 'reader@example.com' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const mail = await lastMessageTo('reader@example.com');
    expect(`${mail.subject}\n${mail.body}`).toContain('Nile Gadgets');
    expect(`${mail.subject}\n${mail.body}`).not.toContain('iSpot Egypt');
  });

  it('name the shop in a contact message to its mailbox and in a staff invitation', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/customer/contact-us',
      payload: {
        name: 'Mona Adel',
        email: 'mona@example.com',
        phone: '01012345678',
        topic: 'Order or delivery',
        message: 'My order has not arrived yet. Could you check where it is?',
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    // The message goes to the shop's own mailbox, introduced with the shop's current name.
    expect((await lastMessageTo(t.runtime.deps.config.SHOP_EMAIL)).body).toContain('Nile Gadgets');

    await signedInStaff(t, 'support', 'new-support@example.com');
    const invite = await lastMessageTo('new-support@example.com');
    expect(invite.subject).toBe('Your Nile Gadgets back-office account');
  });
});
