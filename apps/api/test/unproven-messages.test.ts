import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TicketCreated } from '@shop/contract/tickets';
import { listMessages } from '#app/modules/outbox/outbox.repository';
import { makeTestCustomer } from './support/fixtures.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

// The public forms message the phone and e-mail typed into them. Anyone can type a stranger's: what goes to an
// address the sender has not proven carries none of the sender's words and no tracking code, a few times a day at most.

const CAP = 3;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    AUTH_RATE_LIMIT_MAX: '100000',
    PUBLIC_ORIGIN: 'https://shop.example',
    FORM_MESSAGES_PER_DAY: String(CAP),
  });
});
afterAll(async () => t?.close());

type Json = Record<string, unknown>;
const post = (url: string, payload: Json, token?: string) =>
  t.app.inject({
    method: 'POST',
    url,
    payload,
    ...(token ? { headers: { authorization: `Bearer ${token}` } } : {}),
  });

let seq = 0;
const newPhone = () => `0111${String(++seq).padStart(4, '0')}${String(Date.now() % 1000).padStart(3, '0')}`;
const messagesTo = (to: string) => listMessages(t.runtime.deps.db, { to, limit: 1000 });

/** What an attacker writes, hoping the shop will deliver it to a stranger. */
const PITCH = 'URGENT your account is locked call 0100 000 0000';

function ticket(phone: string, overrides: Json = {}): Json {
  return {
    kind: 'hardware',
    device: `${PITCH}`.slice(0, 100),
    serial_or_imei: '490154203237518',
    problem: `${PITCH}: visit https://evil.example/verify to keep your account.`,
    name: 'Security Team',
    phone,
    ...overrides,
  };
}

function lead(email: string, overrides: Json = {}): Json {
  return {
    kind: 'business',
    organisation: PITCH,
    name: 'Security Team',
    email,
    phone: '01012345678',
    quantity: 10,
    interest: 'https://evil.example/verify',
    message: `${PITCH}. Reply with your password.`,
    ...overrides,
  };
}

/** A signed-in customer with a verified phone and, unless told otherwise, a verified account e-mail. */
async function customer(handle: string, phone: string, emailVerified = true) {
  const made = await makeTestCustomer(t.runtime.deps.db, handle, { phone, phoneVerified: true });
  if (emailVerified)
    await t.runtime.deps.db
      .updateTable('users')
      .set({ email_verified: 1 })
      .where('id', '=', made.userId)
      .execute();
  return made;
}

function expectNoneCarries(texts: string[], written: string[]) {
  for (const text of texts) for (const w of written) expect(text).not.toContain(w);
}

describe('service tickets naming a stranger', () => {
  it('40 tickets to one stranger queue at most the daily cap of SMS and e-mails, none with their text or a code', async () => {
    const phone = newPhone();
    const email = 'stranger@example.org';
    const codes: string[] = [];
    for (let i = 0; i < 40; i += 1) {
      const res = await post('/api/customer/tickets', ticket(phone, { email }));
      // The sender's answer is the same every time: the ticket is saved and its code shown on the page.
      expect(res.statusCode, res.body).toBe(201);
      const { code } = res.json().data as TicketCreated;
      expect(res.json().message_en).toBe(`Your request is received. Your tracking code is ${code}.`);
      codes.push(code);
    }
    const tickets = await t.runtime.deps.db
      .selectFrom('tickets')
      .select('code')
      .where('phone', '=', phone)
      .execute();
    expect(tickets).toHaveLength(40);

    const sms = await messagesTo(phone);
    const mails = await messagesTo(email);
    // The figure the review asked for: messages that reached the stranger out of 40 attempts.
    console.info(`unproven destination: ${sms.length} SMS and ${mails.length} e-mails out of 40 tickets`);
    expect(sms).toHaveLength(CAP);
    expect(mails).toHaveLength(CAP);
    expectNoneCarries(
      [...sms, ...mails].flatMap((m) => [m.body, m.subject ?? '']),
      [...codes, 'URGENT', 'evil.example', 'Security Team', '490154203237518'],
    );
  });

  it('counts concurrent tickets exactly: ten at once to a fresh phone still send only the cap', async () => {
    const phone = newPhone();
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => post('/api/customer/tickets', ticket(phone))),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(10).fill(201));
    expect(await messagesTo(phone)).toHaveLength(CAP);
  });

  it("sends a signed-in customer's own verified phone and e-mail the full message with the code", async () => {
    const phone = newPhone();
    const me = await customer('ticket-owner', phone);
    // The cap is for strangers: the owner's messages are neither capped nor used up by it.
    for (let i = 0; i < CAP + 1; i += 1) await post('/api/customer/tickets', ticket(phone));
    const res = await post(
      '/api/customer/tickets',
      ticket(phone, {
        device: 'iPhone 15 Pro',
        email: me.email,
        problem: 'The screen stays black after a fall.',
      }),
      me.token,
    );
    expect(res.statusCode, res.body).toBe(201);
    const { code } = res.json().data as TicketCreated;
    const [sms] = await messagesTo(phone);
    expect(sms!.body).toBe(
      `iSpot Egypt: we received your hardware service request for iPhone 15 Pro. Tracking code: ${code}. Track it with this code and your phone number at https://shop.example/Maintenance?tab=tracking`,
    );
    const [mail] = await messagesTo(me.email);
    expect(mail).toMatchObject({ subject: `Service request ${code} received` });
    expect(mail!.body).toContain('Problem: The screen stays black after a fall.');
  });

  it("treats another person's phone as unproven even when the sender is signed in", async () => {
    const me = await customer('signed-in-sender', newPhone());
    const stranger = newPhone();
    const res = await post('/api/customer/tickets', ticket(stranger, { email: me.email }), me.token);
    const { code } = res.json().data as TicketCreated;
    const [sms] = await messagesTo(stranger);
    expect(sms!.body).not.toContain(code);
    expect(sms!.body).not.toContain('URGENT');
    // The e-mail is the customer's own verified address: it gets the details.
    const [mail] = await messagesTo(me.email);
    expect(mail!.body).toContain(code);
  });
});

describe('enterprise leads naming a stranger', () => {
  it('40 leads to one stranger mail at most the cap, without their text; the shop gets every lead in full', async () => {
    const email = 'buyer@example.org';
    const shopBefore = (await messagesTo('hello@ispot.example')).length;
    for (let i = 0; i < 40; i += 1) {
      // Spelling the same mailbox differently does not get round the count.
      const to = i % 2 === 0 ? email : `buyer+${i}@Example.org`;
      const res = await post('/api/customer/leads', lead(to));
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().message_en).toBe(
        'Thank you. Our enterprise team will contact you within two working days.',
      );
    }
    const acks = await listMessages(t.runtime.deps.db, { limit: 1000 }).then((all) =>
      all.filter((m) => m.to.endsWith('@example.org') && m.to.startsWith('buyer')),
    );
    console.info(`unproven destination: ${acks.length} e-mails out of 40 leads`);
    expect(acks).toHaveLength(CAP);
    expectNoneCarries(
      acks.flatMap((m) => [m.body, m.subject ?? '']),
      ['URGENT', 'evil.example', 'Security Team', 'password'],
    );
    const toShop = await messagesTo('hello@ispot.example');
    expect(toShop.length - shopBefore).toBe(40);
    expect(toShop[0]!.body).toContain(PITCH);
  });

  it('shares one count per address across tickets and leads', async () => {
    const email = 'shared@example.org';
    for (let i = 0; i < 2; i += 1) await post('/api/customer/tickets', ticket(newPhone(), { email }));
    for (let i = 0; i < 2; i += 1) await post('/api/customer/leads', lead(email));
    expect(await messagesTo(email)).toHaveLength(CAP);
  });

  it("acknowledges in full to a signed-in customer's verified account e-mail, in fixed words to an unverified one", async () => {
    const proven = await customer('lead-owner', newPhone());
    await post(
      '/api/customer/leads',
      lead(proven.email, { organisation: 'Cairo Tech Academy' }),
      proven.token,
    );
    const [full] = await messagesTo(proven.email);
    expect(full!.body).toContain('Company: Cairo Tech Academy');
    expect(full!.body).toContain('Dear Security Team,');

    const unverified = await customer('lead-unverified', newPhone(), false);
    await post('/api/customer/leads', lead(unverified.email), unverified.token);
    const [fixed] = await messagesTo(unverified.email);
    expect(fixed!.body).not.toContain('URGENT');
    expect(fixed!.body).toContain('our enterprise team will contact you within two working days');
  });
});

describe('FORM_MESSAGES_PER_DAY=0', () => {
  it('sends nothing to unproven addresses, and the forms still succeed', async () => {
    const quiet = await createTestApp({ AUTH_RATE_LIMIT_MAX: '100000', FORM_MESSAGES_PER_DAY: '0' });
    try {
      const phone = newPhone();
      const res = await quiet.app.inject({
        method: 'POST',
        url: '/api/customer/tickets',
        payload: ticket(phone, { email: 'nobody@example.org' }),
      });
      expect(res.statusCode, res.body).toBe(201);
      expect(await listMessages(quiet.runtime.deps.db, { to: phone })).toHaveLength(0);
      expect(await listMessages(quiet.runtime.deps.db, { to: 'nobody@example.org' })).toHaveLength(0);
    } finally {
      await quiet.close();
    }
  });
});
