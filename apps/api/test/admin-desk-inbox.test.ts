import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  AdminMessagePage,
  AdminMessageRow,
  AuditTrailPage,
  InboxItem,
  InboxPage,
  SubscriberPage,
} from '@shop/contract/admin-desk';
import { asStaff, signedInStaff, type SignedStaff } from './support/staff.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

/**
 * The inbox (contact-us messages and enterprise leads as one list, marked handled by whom and when), newsletter
 * subscribers with their CSV export, and the outbox with the retry of a failed message, each with its roles.
 */
let t: TestApp;
let owner: SignedStaff;
let manager: SignedStaff;
let support: SignedStaff;

beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '100000', RATE_LIMIT_MAX: '100000' });
  owner = await signedInStaff(t, 'owner');
  manager = await signedInStaff(t, 'manager');
  support = await signedInStaff(t, 'support');
});
afterAll(async () => t?.close());

const db = () => t.runtime.deps.db;

async function get<T>(url: string, who: SignedStaff = support): Promise<T> {
  const res = await asStaff(t, who, 'GET', url);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as T;
}

async function contact(at: string, name: string) {
  const row = await db()
    .insertInto('contact_messages')
    .values({
      name,
      email: `${name.toLowerCase().replace(/\W/g, '')}@example.com`,
      phone: null,
      topic: 'Product question',
      message: 'Does the laptop come with an Arabic keyboard?',
      created_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

async function lead(at: string, kind: 'education' | 'business', organisation: string) {
  const row = await db()
    .insertInto('leads')
    .values({
      kind,
      organisation,
      name: 'Hala Samir',
      email: 'hala@example.com',
      phone: '01012345678',
      quantity: 40,
      interest: 'Laptops for a computer lab',
      message: '',
      created_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

describe('the inbox', () => {
  it('lists contact messages and leads as one list, newest first, a page at a time', async () => {
    // Two at the same moment show a contact message before a lead, then the higher id first.
    const c1 = await contact('2030-01-01T10:00:00.000Z', 'Older Contact');
    const l1 = await lead('2030-01-02T10:00:00.000Z', 'education', 'Cairo University');
    const c2 = await contact('2030-01-02T10:00:00.000Z', 'Same Moment');
    const l2 = await lead('2030-01-03T10:00:00.000Z', 'business', 'Nile Traders');

    const all = await get<InboxPage>('/api/admin/inbox?per_page=200');
    const keys = all.items.map((i) => `${i.source}-${i.id}`);
    expect(keys.slice(0, 4)).toEqual([`lead-${l2}`, `contact-${c2}`, `lead-${l1}`, `contact-${c1}`]);
    expect(all.items[0]).toMatchObject({
      kind: 'business',
      kind_label: 'Business inquiry',
      subject: 'Nile Traders',
      quantity: 40,
      interest: 'Laptops for a computer lab',
      created_cairo: '2030-01-03 12:00',
      handled: null,
    });
    expect(all.items[1]).toMatchObject({ kind: 'contact', subject: 'Product question', quantity: null });

    const seen: string[] = [];
    let before: string | null = null;
    do {
      const page: InboxPage = await get<InboxPage>(
        `/api/admin/inbox?per_page=1${before === null ? '' : `&before=${encodeURIComponent(before)}`}`,
      );
      expect(page.items.length).toBeLessThanOrEqual(1);
      seen.push(...page.items.map((i) => `${i.source}-${i.id}`));
      before = page.next_before;
    } while (before !== null);
    expect(seen).toEqual(keys);

    const education = await get<InboxPage>('/api/admin/inbox?kind=education&per_page=200');
    expect(education.items.every((i) => i.kind === 'education')).toBe(true);
    expect(education.items.map((i) => i.id)).toContain(l1);
    const contacts = await get<InboxPage>('/api/admin/inbox?kind=contact&per_page=200');
    expect(contacts.items.every((i) => i.source === 'contact')).toBe(true);
  });

  it('marks a message handled with who and when, filters by it, and can open it again', async () => {
    const id = await contact(new Date().toISOString(), 'To Handle');
    const marked = await asStaff(t, support, 'POST', `/api/admin/inbox/contact/${id}/handled`, {
      handled: true,
    });
    expect(marked.statusCode, marked.body).toBe(200);
    expect(marked.json().message_en).toBe('Marked handled.');
    const item = marked.json().data as InboxItem;
    expect(item.handled).toMatchObject({ staff: { id: support.id, name: 'Staff support' } });
    expect(item.handled!.at_cairo).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);

    const again = await asStaff(t, manager, 'POST', `/api/admin/inbox/contact/${id}/handled`, {
      handled: true,
    });
    expect(again.json().message_en).toBe('It was already handled.');
    expect((again.json().data as InboxItem).handled!.staff!.id).toBe(support.id);

    const done = await get<InboxPage>('/api/admin/inbox?handled=yes&per_page=200');
    expect(done.items.map((i) => `${i.source}-${i.id}`)).toContain(`contact-${id}`);
    expect(done.items.every((i) => i.handled !== null)).toBe(true);
    const waiting = await get<InboxPage>('/api/admin/inbox?handled=no&per_page=200');
    expect(waiting.items.map((i) => `${i.source}-${i.id}`)).not.toContain(`contact-${id}`);
    expect(waiting.items.every((i) => i.handled === null)).toBe(true);

    const reopened = await asStaff(t, manager, 'POST', `/api/admin/inbox/contact/${id}/handled`, {
      handled: false,
    });
    expect((reopened.json().data as InboxItem).handled).toBeNull();

    const rows = await get<AuditTrailPage>(
      `/api/admin/audit-trail?entity_type=contact_message&entity_id=${id}`,
      owner,
    );
    expect(rows.entries.map((e) => [e.action, e.staff?.id])).toEqual([
      ['inbox.reopened', manager.id],
      ['inbox.handled', support.id],
    ]);
  });

  it('marks a lead handled the same way', async () => {
    const id = await lead(new Date().toISOString(), 'business', 'Delta Office');
    const res = await asStaff(t, owner, 'POST', `/api/admin/inbox/lead/${id}/handled`, { handled: true });
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json().data as InboxItem).handled!.staff!.id).toBe(owner.id);
  });

  it('answers 404 for a message that does not exist and 400 for what it cannot read', async () => {
    const missing = await asStaff(t, support, 'POST', '/api/admin/inbox/lead/999999/handled', {
      handled: true,
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message_en).toBe('There is no lead with id 999999.');
    const cases: Array<[string, string, object | undefined, RegExp]> = [
      ['GET', '/api/admin/inbox?kind=complaint', undefined, /^kind: Kind is contact, education or business$/],
      ['GET', '/api/admin/inbox?handled=maybe', undefined, /^handled: Handled is yes or no$/],
      ['GET', '/api/admin/inbox?before=yesterday', undefined, /^before: The page to start from is not one/],
      ['POST', '/api/admin/inbox/orders/1/handled', { handled: true }, /contact messages and leads only/],
      ['POST', '/api/admin/inbox/contact/1/handled', { handled: 'yes' }, /Handled is true or false/],
    ];
    for (const [method, url, payload, message] of cases) {
      const res = await asStaff(t, support, method as 'GET' | 'POST', url, payload);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().message_en, url).toMatch(message);
    }
  });
});

describe('newsletter subscribers', () => {
  it('finds addresses, marks the unsubscribed, and exports the list as CSV', async () => {
    for (const email of ['ola@subs.example', 'omar@subs.example', 'x_y@subs.example']) {
      const res = await t.app.inject({ method: 'POST', url: '/api/customer/newsletter', payload: { email } });
      expect(res.statusCode, res.body).toBeLessThan(300);
    }
    await db()
      .updateTable('newsletter_subscribers')
      .set({ unsubscribed_at: '2030-05-01T09:00:00.000Z' })
      .where('email', '=', 'omar@subs.example')
      .execute();

    const found = await get<SubscriberPage>('/api/admin/subscribers?q=SUBS.example');
    expect(found.subscribers.map((s) => s.email)).toEqual([
      'x_y@subs.example',
      'omar@subs.example',
      'ola@subs.example',
    ]);
    expect(found.subscribers[1]).toMatchObject({ unsubscribed_cairo: '2030-05-01 12:00' });
    // _ means itself, not any one character as in a LIKE pattern.
    expect(
      (await get<SubscriberPage>('/api/admin/subscribers?q=x_y')).subscribers.map((s) => s.email),
    ).toEqual(['x_y@subs.example']);
    expect((await get<SubscriberPage>('/api/admin/subscribers?q=o_a')).subscribers).toEqual([]);
    const left = await get<SubscriberPage>('/api/admin/subscribers?state=unsubscribed&q=subs.example');
    expect(left.subscribers.map((s) => s.email)).toEqual(['omar@subs.example']);
    const first = await get<SubscriberPage>('/api/admin/subscribers?q=subs.example&per_page=2');
    expect(first.next_before).toBe(first.subscribers[1]!.id);
    const rest = await get<SubscriberPage>(
      `/api/admin/subscribers?q=subs.example&before=${first.next_before}`,
    );
    expect(rest.subscribers.map((s) => s.email)).toEqual(['ola@subs.example']);

    const csv = await asStaff(t, manager, 'GET', '/api/admin/subscribers/export.csv?q=subs.example');
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toMatch(
      /^attachment; filename="subscribers-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n');
    expect(lines[0]).toBe('email,subscribed_at,unsubscribed_at');
    expect(lines.slice(1).map((l) => l.split(',')[0])).toEqual([
      'x_y@subs.example',
      'omar@subs.example',
      'ola@subs.example',
    ]);
    expect(lines[2]).toMatch(/,2030-05-01T09:00:00.000Z$/);
  });

  it('lets support find an address but only owners and managers export the list', async () => {
    expect((await asStaff(t, support, 'GET', '/api/admin/subscribers')).statusCode).toBe(200);
    const refused = await asStaff(t, support, 'GET', '/api/admin/subscribers/export.csv');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message_en).toMatch(/^Only an owner or a manager can do this/);
    expect((await asStaff(t, owner, 'GET', '/api/admin/subscribers/export.csv')).statusCode).toBe(200);
    expect((await asStaff(t, null, 'GET', '/api/admin/subscribers')).statusCode).toBe(401);
    expect((await asStaff(t, null, 'GET', '/api/admin/subscribers/export.csv')).statusCode).toBe(401);
    const bad = await asStaff(t, support, 'GET', '/api/admin/subscribers?state=gone');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message_en).toBe('state: State is subscribed or unsubscribed');
  });
});

describe('the outbox', () => {
  async function message(overrides: Record<string, unknown> = {}) {
    const row = await db()
      .insertInto('outbox')
      .values({
        channel: 'sms',
        recipient: '01099988877',
        subject: null,
        body: 'Your code is 123456',
        created_at: new Date().toISOString(),
        sent_at: null,
        ...overrides,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  it('lists messages by channel, state and recipient, with attempts and errors but never their text', async () => {
    const failed = await message({
      failed_at: new Date().toISOString(),
      attempts: 8,
      last_error: 'gateway refused the number',
    });
    const sent = await message({
      channel: 'email',
      recipient: 'mona@example.com',
      subject: 'Order ISP-000001: Shipped',
      sent_at: new Date().toISOString(),
      attempts: 1,
    });
    const page = await get<AdminMessagePage>('/api/admin/messages?per_page=200');
    expect(JSON.stringify(page)).not.toContain('123456');
    const failedRow = page.messages.find((m) => m.id === failed)!;
    expect(failedRow).toMatchObject({
      channel: 'sms',
      recipient: '01099988877',
      subject: null,
      state: 'failed',
      state_label: 'Failed',
      attempts: 8,
      last_error: 'gateway refused the number',
      retryable: true,
    });
    expect(page.messages.find((m) => m.id === sent)).toMatchObject({
      state: 'sent',
      subject: 'Order ISP-000001: Shipped',
      retryable: false,
    });

    const onlyFailed = await get<AdminMessagePage>('/api/admin/messages?state=failed&per_page=200');
    expect(onlyFailed.messages.every((m) => m.state === 'failed')).toBe(true);
    expect(onlyFailed.messages.map((m) => m.id)).toContain(failed);
    const emails = await get<AdminMessagePage>('/api/admin/messages?channel=email&per_page=200');
    expect(emails.messages.every((m) => m.channel === 'email')).toBe(true);
    const toMona = await get<AdminMessagePage>('/api/admin/messages?recipient=Mona@Example.com');
    expect(toMona.messages.map((m) => m.id)).toEqual([sent]);
    const first = await get<AdminMessagePage>('/api/admin/messages?per_page=1');
    const second = await get<AdminMessagePage>(`/api/admin/messages?per_page=1&before=${first.next_before}`);
    expect(second.messages[0]!.id).toBeLessThan(first.messages[0]!.id);
  });

  it('sends a failed message again (owners and managers), as new for the dispatcher, and records who', async () => {
    const id = await message({ failed_at: new Date().toISOString(), attempts: 8, last_error: 'timeout' });
    const refused = await asStaff(t, support, 'POST', `/api/admin/messages/${id}/retry`, {});
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message_en).toBe(
      'Only an owner or a manager can do this. Ask the shop owner if you need it.',
    );

    const retried = await asStaff(t, manager, 'POST', `/api/admin/messages/${id}/retry`, {});
    expect(retried.statusCode, retried.body).toBe(200);
    expect(retried.json().message_en).toBe('The message is queued to be sent again.');
    expect(retried.json().data as AdminMessageRow).toMatchObject({ state: 'pending', attempts: 0 });
    const row = await db().selectFrom('outbox').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ failed_at: null, next_attempt_at: null, claimed_until: null, sent_at: null });

    const twice = await asStaff(t, owner, 'POST', `/api/admin/messages/${id}/retry`, {});
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message_en).toBe(
      `Message ${id} is waiting to be sent; only a failed message can be sent again.`,
    );

    const rows = await get<AuditTrailPage>(
      `/api/admin/audit-trail?entity_type=message&entity_id=${id}`,
      owner,
    );
    expect(rows.entries).toHaveLength(1);
    expect(rows.entries[0]).toMatchObject({
      action: 'message.retry',
      staff: { id: manager.id },
      before: { state: 'failed', attempts: 8, last_error: 'timeout' },
      after: { state: 'pending', attempts: 0 },
    });
  });

  it('does not send again a message more than a day old, nor one that does not exist', async () => {
    const old = await message({
      created_at: new Date(Date.now() - 2 * 86_400_000).toISOString(),
      failed_at: new Date().toISOString(),
      last_error: 'not delivered in time',
    });
    const page = await get<AdminMessagePage>('/api/admin/messages?state=failed&per_page=200');
    expect(page.messages.find((m) => m.id === old)!.retryable).toBe(false);
    const res = await asStaff(t, owner, 'POST', `/api/admin/messages/${old}/retry`, {});
    expect(res.statusCode).toBe(409);
    expect(res.json().message_en).toMatch(/more than a day old/);
    const missing = await asStaff(t, owner, 'POST', '/api/admin/messages/999999/retry', {});
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message_en).toBe('There is no message with id 999999.');
    const bad = await asStaff(t, support, 'GET', '/api/admin/messages?channel=fax');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message_en).toBe('channel: Channel is sms or email');
  });

  it('lets every role read the outbox, nobody without a session, nor a change without the CSRF token', async () => {
    for (const who of [owner, manager, support])
      expect((await asStaff(t, who, 'GET', '/api/admin/messages')).statusCode).toBe(200);
    expect((await asStaff(t, null, 'GET', '/api/admin/messages')).statusCode).toBe(401);
    const id = await message({ failed_at: new Date().toISOString() });
    expect(
      (await asStaff(t, { cookie: owner.cookie }, 'POST', `/api/admin/messages/${id}/retry`, {})).statusCode,
    ).toBe(403);
    expect((await asStaff(t, null, 'POST', `/api/admin/messages/${id}/retry`, {})).statusCode).toBe(401);
  });
});

describe('who may use the inbox', () => {
  it('lets every role read and mark messages, nobody without a session', async () => {
    const id = await contact(new Date().toISOString(), 'Role Check');
    for (const [who, handled] of [
      [owner, true],
      [manager, false],
      [support, true],
    ] as const) {
      expect((await asStaff(t, who, 'GET', '/api/admin/inbox')).statusCode).toBe(200);
      const res = await asStaff(t, who, 'POST', `/api/admin/inbox/contact/${id}/handled`, { handled });
      expect(res.statusCode).toBe(200);
    }
    expect((await asStaff(t, null, 'GET', '/api/admin/inbox')).statusCode).toBe(401);
    expect(
      (await asStaff(t, null, 'POST', `/api/admin/inbox/contact/${id}/handled`, { handled: true }))
        .statusCode,
    ).toBe(401);
  });
});
