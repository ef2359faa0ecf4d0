import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TICKET_NOT_FOUND, type TicketCreated, type TrackedTicket } from '@shop/contract/tickets';
import { runShop } from '#app/cli/shop';
import { ticketsCommand, TicketsUsageError } from '#app/cli/tickets-command';
import { listMessages } from '#app/modules/outbox/outbox.repository';
import { makeTestCustomer } from './support/fixtures.ts';
import {
  createTestApp,
  TEST_DATABASE_URL,
  TEST_DIALECT,
  withPgClient,
  type TestApp,
} from './support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '100000', PUBLIC_ORIGIN: 'https://shop.example' });
});
afterAll(async () => t?.close());

type Json = Record<string, unknown>;
let seq = 0;
/** A phone nobody else in this file uses, so outbox look-ups see only this test's messages. */
const newPhone = () => `0122${String(++seq).padStart(4, '0')}${String(Date.now() % 1000).padStart(3, '0')}`;

const post = (url: string, payload: Json, token?: string) =>
  t.app.inject({
    method: 'POST',
    url,
    payload,
    ...(token ? { headers: { authorization: `Bearer ${token}` } } : {}),
  });

/** A signed-in customer whose phone and e-mail are both verified: the addresses a ticket may send its code to. */
async function provenCustomer(handle: string, phone: string) {
  const customer = await makeTestCustomer(t.runtime.deps.db, handle, { phone, phoneVerified: true });
  await t.runtime.deps.db
    .updateTable('users')
    .set({ email_verified: 1 })
    .where('id', '=', customer.userId)
    .execute();
  return customer;
}

function request(overrides: Json = {}): Json {
  return {
    kind: 'hardware',
    device: 'iPhone 15 Pro',
    serial_or_imei: '490154203237518',
    problem: 'The screen stays black after a fall, the phone still rings.',
    name: 'Mona Adel',
    phone: newPhone(),
    ...overrides,
  };
}

async function open(overrides: Json = {}, token?: string): Promise<{ code: string; phone: string }> {
  const body = request(overrides);
  const res = await post('/api/customer/tickets', body, token);
  expect(res.statusCode, res.body).toBe(201);
  return { code: (res.json().data as TicketCreated).code, phone: body.phone as string };
}

const countTickets = async () =>
  Number(
    (
      await t.runtime.deps.db
        .selectFrom('tickets')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('POST /api/customer/tickets', () => {
  it("opens a ticket with a tracking code, and sends the code by SMS and e-mail to the customer's own phone and e-mail", async () => {
    const body = request({ kind: 'software', email: 'Mona@Example.com', serial_or_imei: 'f2lx 9kq1 ab' });
    const mona = await provenCustomer('mona', body.phone as string);
    const res = await post('/api/customer/tickets', body, mona.token);
    expect(res.statusCode, res.body).toBe(201);
    const { code, message_en, data } = res.json();
    expect(code).toBe(201);
    expect(data).toMatchObject({ kind: 'software', status: 'received', status_label: 'Received' });
    expect(data.code).toMatch(/^SRV-[2-9A-HJKMNP-Z]{6}$/);
    expect(message_en).toBe(`Your request is received. Your tracking code is ${data.code}.`);

    const row = await t.runtime.deps.db
      .selectFrom('tickets')
      .selectAll()
      .where('code', '=', data.code)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      kind: 'software',
      device: 'iPhone 15 Pro',
      serial_or_imei: 'F2LX9KQ1AB',
      name: 'Mona Adel',
      phone: body.phone,
      email: 'mona@example.com',
      status: 'received',
    });

    const [sms] = await listMessages(t.runtime.deps.db, { to: body.phone as string });
    expect(sms).toMatchObject({ channel: 'sms' });
    expect(sms!.body).toContain(`Tracking code: ${data.code}`);
    expect(sms!.body).toContain('https://shop.example/Maintenance?tab=tracking');
    const [mail] = await listMessages(t.runtime.deps.db, { to: 'mona@example.com' });
    expect(mail).toMatchObject({ channel: 'email', subject: `Service request ${data.code} received` });
    expect(mail!.body).toContain(data.code);
    expect(mail!.body).toContain('https://shop.example/Maintenance?tab=tracking');
    expect(mail!.body).toContain('The screen stays black after a fall');
  });

  it('tells a phone and an e-mail the sender has not proven in fixed words only: no code, nothing they wrote', async () => {
    const body = request({ email: 'someone@example.net', device: 'Call 0100 now', name: 'Prize Desk' });
    const res = await post('/api/customer/tickets', body);
    expect(res.statusCode, res.body).toBe(201);
    const { code } = res.json().data as TicketCreated;
    expect(res.json().message_en).toBe(`Your request is received. Your tracking code is ${code}.`);

    const [sms] = await listMessages(t.runtime.deps.db, { to: body.phone as string });
    expect(sms!.body).toBe(
      'iSpot Egypt: a hardware service request was made with this number. Track it at https://shop.example/Maintenance?tab=tracking with the code shown when it was sent. Not you? Ignore this SMS.',
    );
    const [mail] = await listMessages(t.runtime.deps.db, { to: 'someone@example.net' });
    expect(mail).toMatchObject({ channel: 'email', subject: 'Your service request at iSpot Egypt' });
    for (const text of [sms!.body, mail!.body, mail!.subject ?? '']) {
      for (const written of [code, 'Call 0100', 'Prize Desk', 'screen stays black', '490154203237518'])
        expect(text).not.toContain(written);
    }
  });

  it('sends no e-mail when none is given (an empty field counts as none), and codes differ', async () => {
    const a = await open({ email: '' });
    const b = await open();
    expect(a.code).not.toBe(b.code);
    const row = await t.runtime.deps.db
      .selectFrom('tickets')
      .select('email')
      .where('code', '=', a.code)
      .executeTakeFirstOrThrow();
    expect(row.email).toBeNull();
    expect(await listMessages(t.runtime.deps.db, { to: a.phone })).toHaveLength(1);
  });

  it('answers every bad field with a 400 whose message names the field and the rule', async () => {
    const cases: Array<[Json, RegExp]> = [
      [{ kind: 'plumbing' }, /kind: Choose hardware or software service/],
      [{ device: '' }, /device: Device is required/],
      [{ serial_or_imei: '123' }, /serial_or_imei: Enter the 15-digit IMEI or a serial number of 6 to 20/],
      [{ serial_or_imei: '490154203237519' }, /serial_or_imei: This IMEI is not valid/],
      [
        { serial_or_imei: 'ABC#123' },
        /serial_or_imei: Serial number or IMEI may hold letters and digits only/,
      ],
      [{ problem: 'broken' }, /problem: Describe the problem in at least 10 characters/],
      [{ problem: 'x'.repeat(1001) }, /problem: Keep the description to 1000 characters at most/],
      [{ name: '' }, /name: Name is required/],
      [{ phone: '' }, /phone: Phone is required/],
      [{ phone: '0101234' }, /phone: Max phone length exceeded/],
      [{ phone: '02012345678' }, /phone: Invalid phone number/],
      [{ email: 'not-an-address' }, /email: Enter a valid email address/],
      // One-line fields refuse line breaks (control characters are removed, see below).
      [{ device: 'iPhone\n15' }, /device: Device must be one line, without line breaks/],
      [{ name: 'Mona\r\nAdel' }, /name: Name must be one line, without line breaks/],
      [{ name: 'Mona\u2028Adel' }, /name: Name must be one line/],
    ];
    const before = await countTickets();
    for (const [overrides, message] of cases) {
      const res = await post('/api/customer/tickets', request(overrides));
      expect(res.statusCode, JSON.stringify(overrides)).toBe(400);
      expect(res.json()).toMatchObject({ code: 400, data: null });
      expect(res.json().message_en).toMatch(message);
    }
    const missing = await post('/api/customer/tickets', { kind: 'hardware' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message_en).toMatch(/device: Device is required/);
    expect(await countTickets()).toBe(before);
  });

  it('removes control characters and direction overrides, and keeps the line breaks of the description', async () => {
    const { code } = await open({
      device: 'iPhone\u0000 15\u001b[2J',
      name: 'Mona\u202E Adel\u0085',
      problem: 'Broken \u001b[31mscreen\u001b[0m\r\nafter a fall\u0000\u2066',
    });
    const row = await t.runtime.deps.db
      .selectFrom('tickets')
      .select(['device', 'name', 'problem'])
      .where('code', '=', code)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({
      device: 'iPhone 15[2J',
      name: 'Mona Adel',
      problem: 'Broken [31mscreen[0m\r\nafter a fall',
    });
  });

  it('answers a filled honeypot exactly like a success, and stores and sends nothing', async () => {
    const before = await countTickets();
    const body = request({ website: 'http://spam.example' });
    const res = await post('/api/customer/tickets', body);
    expect(res.statusCode).toBe(201);
    expect(res.json().data.code).toMatch(/^SRV-[2-9A-HJKMNP-Z]{6}$/);
    expect(res.json().message_en).toMatch(/^Your request is received\. Your tracking code is SRV-/);
    expect(await countTickets()).toBe(before);
    expect(await listMessages(t.runtime.deps.db, { to: body.phone as string })).toHaveLength(0);
    // The decoy code tracks to nothing.
    const track = await post('/api/customer/tickets/track', {
      code: res.json().data.code,
      phone: body.phone,
    });
    expect(track.statusCode).toBe(404);
  });
});

describe('POST /api/customer/tickets/track', () => {
  it('shows the ticket and its history only when both the code and the phone match', async () => {
    const { code, phone } = await open();
    const res = await post('/api/customer/tickets/track', { code, phone });
    expect(res.statusCode, res.body).toBe(200);
    const ticket = res.json().data as TrackedTicket;
    expect(ticket).toMatchObject({
      code,
      kind: 'hardware',
      kind_label: 'Hardware service',
      device: 'iPhone 15 Pro',
      serial_ending: '7518',
      status: 'received',
      status_label: 'Received',
    });
    expect(ticket.history).toEqual([
      { status: 'received', status_label: 'Received', note: '', created_at: ticket.created_at },
    ]);
    // Nothing the tracker does not need: no name, e-mail, problem or full serial.
    expect(res.body).not.toContain('Mona');
    expect(res.body).not.toContain('490154203237518');

    // Typed in lower case, with spaces, or without the prefix, the code still finds it.
    const typed = await post('/api/customer/tickets/track', { code: ` ${code.toLowerCase()} `, phone });
    expect(typed.statusCode).toBe(200);
    expect((await post('/api/customer/tickets/track', { code: code.slice(4), phone })).statusCode).toBe(200);
  });

  it('answers a wrong phone, a wrong code and both with the same 404 that reveals nothing', async () => {
    const mine = await open();
    const other = await open();
    const unknownCode = mine.code.endsWith('2') ? `${mine.code.slice(0, -1)}3` : `${mine.code.slice(0, -1)}2`;
    const answers = await Promise.all([
      post('/api/customer/tickets/track', { code: mine.code, phone: other.phone }),
      post('/api/customer/tickets/track', { code: unknownCode, phone: mine.phone }),
      post('/api/customer/tickets/track', { code: unknownCode, phone: other.phone }),
      post('/api/customer/tickets/track', { code: mine.code, phone: mine.phone, website: 'bot' }),
    ]);
    for (const res of answers) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ code: 404, message_en: TICKET_NOT_FOUND, data: null });
    }
  });

  it('refuses a malformed code or phone with a 400 naming the field', async () => {
    const bad = await post('/api/customer/tickets/track', { code: 'ABC', phone: '01012345678' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message_en).toMatch(/code: Enter the tracking code from your SMS/);
    const noPhone = await post('/api/customer/tickets/track', { code: 'SRV-7K3Q9P', phone: '' });
    expect(noPhone.statusCode).toBe(400);
    expect(noPhone.json().message_en).toMatch(/phone: Phone is required/);
    const empty = await post('/api/customer/tickets/track', {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message_en).toMatch(/code: Tracking code is required/);
  });

  it('is rate limited per client, like every public form', async () => {
    const limited = await createTestApp({ AUTH_RATE_LIMIT_MAX: '3' });
    try {
      const codes: number[] = [];
      for (let i = 0; i < 4; i += 1) {
        const res = await limited.app.inject({
          method: 'POST',
          url: '/api/customer/tickets/track',
          payload: { code: 'SRV-7K3Q9P', phone: '01012345678' },
          remoteAddress: '10.1.2.3',
        });
        codes.push(res.statusCode);
        if (res.statusCode === 429) expect(res.json().message_en).toMatch(/Too many requests/);
      }
      expect(codes).toEqual([404, 404, 404, 429]);
      const create = await limited.app.inject({
        method: 'POST',
        url: '/api/customer/tickets',
        payload: request(),
        remoteAddress: '10.1.2.4',
      });
      expect(create.statusCode).toBe(201);
      for (let i = 0; i < 3; i += 1) {
        await limited.app.inject({
          method: 'POST',
          url: '/api/customer/tickets',
          payload: { kind: 'x' },
          remoteAddress: '10.1.2.4',
        });
      }
      const more = await limited.app.inject({
        method: 'POST',
        url: '/api/customer/tickets',
        payload: request(),
        remoteAddress: '10.1.2.4',
      });
      expect(more.statusCode).toBe(429);
    } finally {
      await limited.close();
    }
  });
});

describe('tickets operator command', () => {
  const run = (...args: string[]) => ticketsCommand(t.runtime, args);

  it('moves a ticket on, records it in the history with the note, and tells the customer by SMS', async () => {
    const phone = newPhone();
    const { token } = await provenCustomer('macbook-owner', phone);
    const { code } = await open({ device: 'MacBook Air M2', phone }, token);
    expect(await run('set-status', code, 'diagnosing')).toBe(
      `${code}: Received -> Diagnosing. The customer was told by SMS (${phone}).`,
    );
    expect(
      await run(
        'set-status',
        code.toLowerCase(),
        'waiting_for_parts',
        '--note',
        'A new screen arrives Tuesday',
      ),
    ).toMatch(/Diagnosing -> Waiting for parts/);

    const [latest] = await listMessages(t.runtime.deps.db, { to: phone });
    expect(latest!.channel).toBe('sms');
    expect(latest!.body).toContain(`${code} (MacBook Air M2) is now Waiting for parts.`);
    expect(latest!.body).toContain('A new screen arrives Tuesday.');
    expect(latest!.body).toContain('https://shop.example/Maintenance?tab=tracking');

    const tracked = (await post('/api/customer/tickets/track', { code, phone })).json().data as TrackedTicket;
    expect(tracked.status).toBe('waiting_for_parts');
    expect(tracked.history.map((h) => [h.status_label, h.note])).toEqual([
      ['Received', ''],
      ['Diagnosing', ''],
      ['Waiting for parts', 'A new screen arrives Tuesday'],
    ]);

    expect(await run('set-status', code, 'waiting_for_parts')).toBe(
      `${code} is already Waiting for parts; nothing changed.`,
    );
    await run('set-status', code, 'delivered');
    await expect(run('set-status', code, 'repairing')).rejects.toThrow(/Delivered and closed/);
    expect((await listMessages(t.runtime.deps.db, { to: phone })).length).toBe(4);
  });

  it('tells a phone the sender had not proven the new status and the note, without the code or the device', async () => {
    const { code, phone } = await open({ device: 'Visit spam.example' });
    await run('set-status', code, 'repairing', '--note', 'Parts arrived');
    const [latest] = await listMessages(t.runtime.deps.db, { to: phone });
    expect(latest!.body).toBe(
      'iSpot Egypt: your service request is now Repairing. Parts arrived. Track it at https://shop.example/Maintenance?tab=tracking',
    );
  });

  it('refuses unknown statuses and codes with a usage error', async () => {
    const { code } = await open();
    await expect(run('set-status', code, 'fixed')).rejects.toThrow(TicketsUsageError);
    await expect(run('set-status', code, 'fixed')).rejects.toThrow(/STATUS is one of: received, diagnosing/);
    await expect(run('set-status', 'SRV-2222AA', 'repairing')).rejects.toThrow(
      /There is no ticket SRV-2222AA/,
    );
    await expect(run('set-status', 'hello', 'repairing')).rejects.toThrow(/CODE must be a tracking code/);
    await expect(run('list', '--status', 'lost')).rejects.toThrow(/--status is one of/);
    await expect(run('list', '--limit', '0')).rejects.toThrow(/--limit is 1 to 1000/);
    await expect(run('close')).rejects.toThrow(/Use: tickets list/);
  });

  it('lists tickets newest first, filtered by status', async () => {
    const a = await open({ device: 'iPad Pro 11' });
    const b = await open({ device: 'Apple Watch Ultra' });
    await run('set-status', a.code, 'repairing');
    const all = (await run('list', '--limit', '2')).split('\n');
    expect(all).toHaveLength(2);
    expect(all[0]).toContain(b.code);
    expect(all[1]).toContain(a.code);
    const repairing = await run('list', '--status', 'repairing');
    expect(repairing).toContain(a.code);
    expect(repairing).not.toContain(b.code);
    expect(repairing).toMatch(/Repairing\s+hardware\s+0122\d+\s+iPad Pro 11 \[490154203237518\]\s+Mona Adel/);
    expect(await run('list', '--status', 'cancelled')).toBe('No tickets are Cancelled.');
  });
});

describe('npm run shop -- tickets', () => {
  // Its own database, as the command line opens one: a temp SQLite file or a PostgreSQL schema.
  const dir = mkdtempSync(join(tmpdir(), 'shop-tickets-'));
  const schema = `tk_${randomBytes(6).toString('hex')}`;
  const env: NodeJS.ProcessEnv =
    TEST_DIALECT === 'postgres'
      ? { DATABASE_URL: TEST_DATABASE_URL, DATABASE_SCHEMA: schema, MEDIA_DIR: join(dir, 'media') }
      : { SQLITE_PATH: join(dir, 'shop.sqlite') };
  beforeAll(async () => {
    if (TEST_DIALECT === 'postgres') await withPgClient((c) => c.query(`create schema ${schema}`));
  });
  afterAll(async () => {
    rmSync(dir, { recursive: true, force: true });
    if (TEST_DIALECT === 'postgres') await withPgClient((c) => c.query(`drop schema ${schema} cascade`));
  });

  it('exits 2 with a message for an unknown status or code, and lists nothing on a new shop', async () => {
    const unknownStatus = await runShop(['tickets', 'set-status', 'SRV-7K3Q9P', 'fixed'], env);
    expect(unknownStatus.code, unknownStatus.out).toBe(2);
    expect(unknownStatus.out).toMatch(/^STATUS is one of: received, diagnosing, waiting_for_parts/);
    const unknownCode = await runShop(['tickets', 'set-status', 'SRV-7K3Q9P', 'repairing'], env);
    expect(unknownCode.code, unknownCode.out).toBe(2);
    expect(unknownCode.out).toMatch(/^There is no ticket SRV-7K3Q9P\./);
    expect(await runShop(['tickets', 'list'], env)).toEqual({ code: 0, out: 'No tickets yet.' });
    const usage = await runShop(['help'], env);
    expect(usage.out).toContain('tickets set-status CODE STATUS [--note TEXT]');
  });
});
