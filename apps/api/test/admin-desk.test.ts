import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminTicket, AdminTicketPage, AuditTrailPage } from '@shop/contract/admin-desk';
import { TRACKING_PATH, type TicketCreated } from '@shop/contract/tickets';
import { runShop } from '#app/cli/shop';
import { listMessages } from '#app/modules/outbox/outbox.repository';
import { asStaff, signedInStaff, type SignedStaff } from './support/staff.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

/**
 * The service centre's desk and the audit trail: tickets found by status, type, Cairo days, code or phone, a page at a
 * time; status changes that text the customer exactly as `tickets set-status` does and leave who and when; internal
 * notes; and the trail of every change, staff's and the operator's, which owners and managers read and support cannot.
 */
let t: TestApp;
let owner: SignedStaff;
let manager: SignedStaff;
let support: SignedStaff;
let seq = 0;

beforeAll(async () => {
  t = await createTestApp({
    AUTH_RATE_LIMIT_MAX: '100000',
    RATE_LIMIT_MAX: '100000',
    FORM_MESSAGES_PER_DAY: '100',
    PUBLIC_ORIGIN: 'https://shop.example',
  });
  owner = await signedInStaff(t, 'owner');
  manager = await signedInStaff(t, 'manager');
  support = await signedInStaff(t, 'support');
});
afterAll(async () => t?.close());

const db = () => t.runtime.deps.db;
const newPhone = () => `0155${String(++seq).padStart(4, '0')}${String(Date.now() % 1000).padStart(3, '0')}`;

/** A ticket as a customer opens it on the service-centre page. */
async function openTicket(overrides: Record<string, unknown> = {}) {
  const phone = newPhone();
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/customer/tickets',
    payload: {
      kind: 'hardware',
      device: 'Galaxy S24',
      serial_or_imei: '490154203237518',
      problem: 'The battery drains within two hours of a full charge.',
      name: 'Karim Nabil',
      phone,
      ...overrides,
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  const code = (res.json().data as TicketCreated).code;
  const row = await db()
    .selectFrom('tickets')
    .select('id')
    .where('code', '=', code)
    .executeTakeFirstOrThrow();
  return { id: row.id, code, phone };
}

const tickets = async (query: string, who: SignedStaff = support) => {
  const res = await asStaff(t, who, 'GET', `/api/admin/tickets${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as AdminTicketPage;
};

const trail = async (query: string, who: SignedStaff = owner) => {
  const res = await asStaff(t, who, 'GET', `/api/admin/audit-trail${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as AuditTrailPage;
};

describe('the ticket list', () => {
  it('filters by status (open: not delivered or cancelled), type, code and phone, newest first', async () => {
    const hw = await openTicket();
    const sw = await openTicket({ kind: 'software' });
    const closed = await openTicket();
    expect((await runShop(['tickets', 'set-status', closed.code, 'cancelled'], {}, t.runtime)).code).toBe(0);

    const open = await tickets('?status=open&per_page=200');
    const openCodes = open.tickets.map((r) => r.code);
    expect(openCodes).toEqual(expect.arrayContaining([hw.code, sw.code]));
    expect(openCodes).not.toContain(closed.code);
    expect(open.tickets.map((r) => r.id)).toEqual([...open.tickets.map((r) => r.id)].sort((a, b) => b - a));

    const cancelled = await tickets('?status=cancelled&per_page=200');
    expect(cancelled.tickets.map((r) => r.code)).toContain(closed.code);
    expect(cancelled.tickets.every((r) => r.status === 'cancelled')).toBe(true);

    const software = await tickets('?kind=software&per_page=200');
    expect(software.tickets.map((r) => r.code)).toContain(sw.code);
    expect(software.tickets.every((r) => r.kind === 'software')).toBe(true);

    const byCode = await tickets(`?q=${hw.code.slice(4).toLowerCase()}`);
    expect(byCode.tickets.map((r) => r.code)).toEqual([hw.code]);
    expect(byCode.tickets[0]).toMatchObject({ kind_label: 'Hardware service', status_label: 'Received' });
    expect(byCode.tickets[0]!.created_cairo).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);

    const byPhone = await tickets(`?q=${encodeURIComponent(`+20${sw.phone.slice(1)}`)}`);
    expect(byPhone.tickets.map((r) => r.code)).toEqual([sw.code]);
  });

  it('reads the date range as Cairo days, both included', async () => {
    const late = await openTicket();
    // 23:30 in Cairo on 1 March 2026 is 21:30 UTC (Cairo is two hours ahead in winter).
    await db()
      .updateTable('tickets')
      .set({ created_at: '2026-03-01T21:30:00.000Z' })
      .where('id', '=', late.id)
      .execute();
    const march1 = await tickets('?from=2026-03-01&to=2026-03-01');
    expect(march1.tickets.map((r) => r.code)).toEqual([late.code]);
    expect(march1.tickets[0]!.created_cairo).toBe('2026-03-01 23:30');
    expect((await tickets('?from=2026-03-02&to=2026-03-02')).tickets).toEqual([]);
    expect((await tickets('?to=2026-02-28')).tickets).toEqual([]);
  });

  it('pages after an id, so no ticket is shown twice or skipped', async () => {
    for (let i = 0; i < 3; i += 1) await openTicket();
    const all = await tickets('?per_page=200');
    const seen: number[] = [];
    let before: number | null = null;
    do {
      const page: AdminTicketPage = await tickets(`?per_page=2${before === null ? '' : `&before=${before}`}`);
      expect(page.tickets.length).toBeLessThanOrEqual(2);
      seen.push(...page.tickets.map((r) => r.id));
      before = page.next_before;
    } while (before !== null);
    expect(seen).toEqual(all.tickets.map((r) => r.id));
  });

  it('refuses filters it cannot read, saying which and why', async () => {
    const cases: Array<[string, RegExp]> = [
      ['?status=lost', /^status: Status is one of: open, received/],
      ['?kind=firmware', /^kind: Type is hardware or software$/],
      ['?from=27-11-2026', /^from: From is a date such as 2026-11-27$/],
      ['?from=2026-02-30x', /^from: From is a date such as 2026-11-27$/],
      ['?from=2026-11-27&to=2026-11-01', /^to: To must not be before From$/],
      ['?q=hello', /^q: Search is a ticket code such as SRV-7K3Q9P or a phone number/],
      ['?before=abc', /^before: The page id is a whole number$/],
      ['?per_page=1000', /^per_page: Per page is a number from 1 to 200$/],
    ];
    for (const [query, message] of cases) {
      const res = await asStaff(t, support, 'GET', `/api/admin/tickets${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().message_en, query).toMatch(message);
    }
  });
});

describe('one ticket', () => {
  it('moves a ticket on with the same SMS the command line sends, and keeps who and when', async () => {
    const byDesk = await openTicket();
    const byCli = await openTicket();
    const note = 'The new battery is fitted';

    const moved = await asStaff(t, support, 'POST', `/api/admin/tickets/${byDesk.id}/status`, {
      status: 'ready_for_pickup',
      note,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().message_en).toBe(
      `${byDesk.code} is now Ready for pickup. The customer was told by SMS.`,
    );
    const ticket = moved.json().data as AdminTicket;
    expect(ticket.status).toBe('ready_for_pickup');
    expect(ticket.history.map((h) => h.status)).toEqual(['received', 'ready_for_pickup']);
    expect(ticket.history[0]!.staff).toBeNull();
    expect(ticket.history[1]).toMatchObject({
      note,
      staff: { id: support.id, name: 'Staff support' },
    });
    expect(ticket.history[1]!.at_cairo).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);

    const cli = await runShop(
      ['tickets', 'set-status', byCli.code, 'ready_for_pickup', '--note', note],
      {},
      t.runtime,
    );
    expect(cli.code, cli.out).toBe(0);

    const deskSms = (await listMessages(db(), { to: byDesk.phone }))[0]!;
    const cliSms = (await listMessages(db(), { to: byCli.phone }))[0]!;
    expect(deskSms.channel).toBe('sms');
    expect(deskSms.body).toBe(
      `${t.runtime.deps.config.SHOP_NAME}: your service request is now Ready for pickup. The new battery is fitted. Track it at https://shop.example${TRACKING_PATH}`,
    );
    expect(deskSms.body).toBe(cliSms.body);

    // The command line's change is the operator's: no staff member on the history or the audit row.
    const cliTicket = (await asStaff(t, support, 'GET', `/api/admin/tickets/${byCli.id}`)).json()
      .data as AdminTicket;
    expect(cliTicket.history[1]!.staff).toBeNull();

    const deskRows = await trail(`?entity_type=ticket&entity_id=${byDesk.id}`);
    expect(deskRows.entries[0]).toMatchObject({
      action: 'ticket.status',
      staff: { id: support.id },
      before: { status: 'received' },
      after: { status: 'ready_for_pickup', note },
    });
    expect(deskRows.entries[0]!.changes).toEqual(
      expect.arrayContaining([
        { field: 'status', before: '"received"', after: '"ready_for_pickup"' },
        { field: 'note', before: null, after: JSON.stringify(note) },
      ]),
    );
    const cliRows = await trail(`?staff=operator&entity_type=ticket&entity_id=${byCli.id}`);
    expect(cliRows.entries).toHaveLength(1);
    expect(cliRows.entries[0]).toMatchObject({ action: 'ticket.status', staff: null });
  });

  it('refuses the status a ticket already has and any change to a closed one, saying why', async () => {
    const ticket = await openTicket();
    const same = await asStaff(t, manager, 'POST', `/api/admin/tickets/${ticket.id}/status`, {
      status: 'received',
    });
    expect(same.statusCode).toBe(409);
    expect(same.json().message_en).toBe(`${ticket.code} is already Received; choose another status.`);

    const done = await asStaff(t, owner, 'POST', `/api/admin/tickets/${ticket.id}/status`, {
      status: 'delivered',
    });
    expect(done.statusCode).toBe(200);
    expect((done.json().data as AdminTicket).next_statuses).toEqual([]);
    const again = await asStaff(t, owner, 'POST', `/api/admin/tickets/${ticket.id}/status`, {
      status: 'repairing',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message_en).toBe(
      `${ticket.code} is Delivered and closed; its status does not change any more.`,
    );
    const bad = await asStaff(t, owner, 'POST', `/api/admin/tickets/${ticket.id}/status`, { status: 'lost' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message_en).toMatch(/Status is one of: received, diagnosing/);
  });

  it('keeps internal notes with who wrote them, never in the customer’s tracking', async () => {
    const ticket = await openTicket();
    const empty = await asStaff(t, support, 'POST', `/api/admin/tickets/${ticket.id}/notes`, { body: '  ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message_en).toMatch(/Write the note/);
    const added = await asStaff(t, support, 'POST', `/api/admin/tickets/${ticket.id}/notes`, {
      body: 'Customer asked for a loan phone.',
    });
    expect(added.statusCode, added.body).toBe(200);
    expect((added.json().data as AdminTicket).staff_notes).toMatchObject([
      { body: 'Customer asked for a loan phone.', staff: { id: support.id } },
    ]);
    const tracked = await t.app.inject({
      method: 'POST',
      url: '/api/customer/tickets/track',
      payload: { code: ticket.code, phone: ticket.phone },
    });
    expect(tracked.statusCode, tracked.body).toBe(200);
    expect(tracked.body).not.toContain('loan phone');
    const rows = await trail(`?entity_type=ticket&entity_id=${ticket.id}`, manager);
    expect(rows.entries[0]).toMatchObject({ action: 'ticket.note', staff: { id: support.id } });
  });

  it('answers 404 for a ticket that does not exist and 400 for an id that is not one', async () => {
    for (const [method, path, payload] of [
      ['GET', '/api/admin/tickets/999999', undefined],
      ['POST', '/api/admin/tickets/999999/status', { status: 'repairing' }],
      ['POST', '/api/admin/tickets/999999/notes', { body: 'Hello' }],
    ] as const) {
      const res = await asStaff(t, support, method, path, payload);
      expect(res.statusCode, path).toBe(404);
      expect(res.json().message_en).toBe('There is no ticket with id 999999.');
    }
    const word = await asStaff(t, support, 'GET', '/api/admin/tickets/abc');
    expect(word.statusCode).toBe(400);
    expect(word.json().message_en).toMatch(/The ticket id is a whole number/);
  });

  it('records the caller, whatever staff id or name the body carries', async () => {
    const ticket = await openTicket();
    const res = await asStaff(t, support, 'POST', `/api/admin/tickets/${ticket.id}/status`, {
      status: 'diagnosing',
      staff_id: owner.id,
      staffId: owner.id,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json().data as AdminTicket).history[1]!.staff!.id).toBe(support.id);
    const note = await asStaff(t, support, 'POST', `/api/admin/tickets/${ticket.id}/notes`, {
      body: 'Checked',
      staff_id: owner.id,
    });
    expect((note.json().data as AdminTicket).staff_notes[0]!.staff!.id).toBe(support.id);
    const rows = await trail(`?entity_type=ticket&entity_id=${ticket.id}`);
    expect(rows.entries.map((e) => e.staff?.id)).toEqual([support.id, support.id]);
  });
});

describe('the audit trail', () => {
  it('is for owners and managers; support is refused', async () => {
    expect((await asStaff(t, owner, 'GET', '/api/admin/audit-trail')).statusCode).toBe(200);
    expect((await asStaff(t, manager, 'GET', '/api/admin/audit-trail')).statusCode).toBe(200);
    const refused = await asStaff(t, support, 'GET', '/api/admin/audit-trail');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message_en).toBe(
      'Only an owner or a manager can do this. Ask the shop owner if you need it.',
    );
    expect((await asStaff(t, support, 'GET', `/api/admin/audit-trail?staff=${support.id}`)).statusCode).toBe(
      403,
    );
    expect((await asStaff(t, null, 'GET', '/api/admin/audit-trail')).statusCode).toBe(401);
  });

  it('has no call that edits or deletes a row', async () => {
    const [row] = (await trail('?per_page=1')).entries;
    expect(row).toBeDefined();
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE'] as const) {
      for (const path of ['/api/admin/audit-trail', `/api/admin/audit-trail/${row!.id}`]) {
        const res = await asStaff(t, owner, method, path, {});
        // No such route: 404, or 405 where the address answers GET only.
        expect([404, 405], `${method} ${path}`).toContain(res.statusCode);
      }
    }
    const still = (await trail('?per_page=1')).entries[0];
    expect(still).toEqual(row);
  });

  it('filters by staff member, by the operator and by object, newest first, a page at a time', async () => {
    const ticket = await openTicket();
    await asStaff(t, manager, 'POST', `/api/admin/tickets/${ticket.id}/notes`, { body: 'One' });
    await asStaff(t, manager, 'POST', `/api/admin/tickets/${ticket.id}/notes`, { body: 'Two' });
    await runShop(['tickets', 'set-status', ticket.code, 'repairing'], {}, t.runtime);

    const mine = await trail(`?staff=${manager.id}&per_page=200`);
    expect(mine.entries.length).toBeGreaterThanOrEqual(2);
    expect(mine.entries.every((e) => e.staff?.id === manager.id)).toBe(true);
    expect(mine.people.map((p) => p.id)).toEqual(expect.arrayContaining([owner.id, manager.id, support.id]));
    expect(mine.entity_types).toContain('ticket');

    const operator = await trail('?staff=operator&per_page=200');
    expect(operator.entries.length).toBeGreaterThan(0);
    expect(operator.entries.every((e) => e.staff === null)).toBe(true);

    const first = await trail(`?entity_type=ticket&entity_id=${ticket.id}&per_page=2`);
    expect(first.entries.map((e) => e.action)).toEqual(['ticket.status', 'ticket.note']);
    expect(first.entries[0]!.at_cairo).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
    expect(first.next_before).toBe(first.entries[1]!.id);
    const second = await trail(
      `?entity_type=ticket&entity_id=${ticket.id}&per_page=2&before=${first.next_before}`,
    );
    expect(second.entries.map((e) => e.after?.body)).toEqual(['One']);
    expect(second.next_before).toBeNull();
  });

  it('refuses filters it cannot read, saying which and why', async () => {
    const cases: Array<[string, RegExp]> = [
      ['?staff=someone', /^staff: Staff is a staff member’s id or "operator"$/],
      ['?entity_type=DROP%20TABLE', /^entity_type: Object type is a word such as order, ticket or product$/],
      ['?before=-1', /^before: The page id is a whole number$/],
      [`?entity_id=${'9'.repeat(65)}`, /^entity_id: Object id must be at most 64 characters$/],
    ];
    for (const [query, message] of cases) {
      const res = await asStaff(t, owner, 'GET', `/api/admin/audit-trail${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().message_en, query).toMatch(message);
    }
  });

  it('reads the filters through indexes on who and on the object', async () => {
    const names =
      t.runtime.deps.dialect === 'postgres'
        ? (
            await db()
              .selectFrom('pg_indexes' as never)
              .select('indexname' as never)
              .where('tablename' as never, '=', 'audit_log' as never)
              .execute()
          ).map((r) => (r as { indexname: string }).indexname)
        : (
            await db()
              .selectFrom('sqlite_master' as never)
              .select('name' as never)
              .where('tbl_name' as never, '=', 'audit_log' as never)
              .execute()
          ).map((r) => (r as { name: string }).name);
    expect(names).toEqual(expect.arrayContaining(['audit_log_staff', 'audit_log_entity']));
  });
});

describe('who may call the service desk', () => {
  it('lets every role work tickets, and nobody without a session or a CSRF token', async () => {
    const ticket = await openTicket();
    for (const who of [owner, manager, support]) {
      expect((await asStaff(t, who, 'GET', '/api/admin/tickets')).statusCode).toBe(200);
      expect((await asStaff(t, who, 'GET', `/api/admin/tickets/${ticket.id}`)).statusCode).toBe(200);
      const note = await asStaff(t, who, 'POST', `/api/admin/tickets/${ticket.id}/notes`, { body: 'Seen' });
      expect(note.statusCode).toBe(200);
    }
    for (const [method, path] of [
      ['GET', '/api/admin/tickets'],
      ['GET', `/api/admin/tickets/${ticket.id}`],
      ['POST', `/api/admin/tickets/${ticket.id}/status`],
      ['POST', `/api/admin/tickets/${ticket.id}/notes`],
    ] as const) {
      expect((await asStaff(t, null, method, path, {})).statusCode, path).toBe(401);
    }
    const noCsrf = await asStaff(
      t,
      { cookie: support.cookie },
      'POST',
      `/api/admin/tickets/${ticket.id}/notes`,
      {
        body: 'Sneaky',
      },
    );
    expect(noCsrf.statusCode).toBe(403);
  });
});
