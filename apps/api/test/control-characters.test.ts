import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ordersCommand } from '#app/cli/orders-command';
import { ticketsCommand } from '#app/cli/tickets-command';
import { makeTestCustomer, makeTestProduct } from './support/fixtures.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

// Control characters and direction overrides in what people type: removed on the way in (every contract string),
// line breaks refused in one-line fields, and shown as escapes when the operator's commands print rows that hold them.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '100000' });
});
afterAll(async () => t?.close());

type Json = Record<string, unknown>;
const call = (method: 'GET' | 'POST', url: string, token: string | undefined, payload?: Json) =>
  t.app.inject({
    method,
    url,
    ...(payload ? { payload } : {}),
    ...(token ? { headers: { authorization: `Bearer ${token}` } } : {}),
  });

const ESC = '\u001b';
const NUL = '\u0000';
const RLO = '\u202E';
/** Any character a terminal would act on, or a direction override: none may reach the operator as it is. */
// eslint-disable-next-line no-control-regex -- looking for control characters is the point
const RAW = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/;

let seq = 0;
async function orderWithNotes(notes: string) {
  seq += 1;
  const phone = `0109988${String(seq).padStart(4, '0')}`;
  const who = await makeTestCustomer(t.runtime.deps.db, `notes-${Date.now()}`, {
    phone,
    phoneVerified: true,
  });
  const { variantIds } = await makeTestProduct(t.runtime.deps.db, `notes-item-${Date.now()}`, {}, [
    { price: 10_000, stock: 5 },
  ]);
  const address = await call('POST', '/api/customer/profile/addresses', who.token, {
    name: `Mona${RLO} Adel`,
    phone,
    city_id: 101,
    street: `12 Abbas El Akkad${NUL}`,
  });
  expect(address.statusCode, address.body).toBeLessThan(300);
  const addressId = (address.json().data as Array<{ id: number }>)[0]?.id ?? address.json().data.id;
  const cart = await call('POST', '/api/customer/carts', who.token, {
    items: [{ id: variantIds[0], amount: 1 }],
    reset: true,
  });
  expect(cart.statusCode, cart.body).toBe(200);
  const placed = await call('POST', '/api/customer/orders', who.token, {
    device_type: 1,
    address_id: addressId,
    payment_method: 1,
    notes,
  });
  expect(placed.statusCode, placed.body).toBe(200);
  return placed.json().data.order as { id: number; number: string; notes: string };
}

describe('text coming in', () => {
  it('order notes lose ESC and NUL, addresses their direction override and NUL; the lines of the notes stay', async () => {
    const order = await orderWithNotes(`Ring twice${ESC}[31m${NUL}\nthen call${ESC}]0;owned${'\u0007'}`);
    const row = await t.runtime.deps.db
      .selectFrom('orders')
      .selectAll()
      .where('id', '=', order.id)
      .executeTakeFirstOrThrow();
    expect(row.notes).toBe('Ring twice[31m\nthen call]0;owned');
    expect(JSON.stringify(row)).not.toMatch(RAW);
    expect(JSON.stringify(row)).toContain('Mona Adel');
    expect(JSON.stringify(row)).toContain('12 Abbas El Akkad');
  });

  it('a name with a line break is refused with a message naming the field, never a 500', async () => {
    for (const name of ['Mona\r\nAdel', 'Mona\nBcc: all@example.com']) {
      const res = await call('POST', '/api/customer/contact-us', undefined, {
        name,
        email: 'mona@example.com',
        topic: 'Something else',
        message: 'Where is my order, please?',
      });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toMatchObject({
        code: 400,
        message_en: 'name: Name must be one line, without line breaks',
        data: null,
      });
    }
  });

  it('a name with a direction override is cleaned: the contact message is stored without it', async () => {
    const res = await call('POST', '/api/customer/contact-us', undefined, {
      name: `Mona${RLO}gpj.exe`,
      email: 'rlo@example.com',
      topic: 'Something else',
      message: `Hello${ESC}[2J there${NUL}, a question.`,
    });
    expect(res.statusCode, res.body).toBe(200);
    const row = await t.runtime.deps.db
      .selectFrom('contact_messages')
      .select(['name', 'message'])
      .where('email', '=', 'rlo@example.com')
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ name: 'Monagpj.exe', message: 'Hello[2J there, a question.' });
  });
});

describe("the operator's commands", () => {
  it('print control characters a row already holds as escapes: orders show', async () => {
    const order = await orderWithNotes('Leave it at the door');
    // A row stored before the rule: the notes and the address still carry what the visitor sent.
    await t.runtime.deps.db
      .updateTable('orders')
      .set({ notes: `${ESC}[31mURGENT${ESC}[0m\r\nTotal 0 EGP${RLO}` })
      .where('id', '=', order.id)
      .execute();
    const out = await ordersCommand(t.runtime, ['show', String(order.id)]);
    expect(out).not.toMatch(RAW);
    expect(out).toContain('Notes: \\x1b[31mURGENT\\x1b[0m\\r');
    // The line the visitor wrote is indented under the notes, so it cannot pass for the shop's own total line.
    expect(out).toContain('\n       Total 0 EGP\\u202e');
  });

  it('print control characters a row already holds as escapes: tickets list', async () => {
    const now = new Date().toISOString();
    await t.runtime.deps.db
      .insertInto('tickets')
      .values({
        code: 'SRV-ESC234',
        kind: 'hardware',
        device: `iPhone${ESC}[2J`,
        serial_or_imei: 'F2LX9KQ1AB',
        problem: 'Old row',
        name: `Mona\nSRV-FAKE99  Delivered${ESC}[8m`,
        phone: '01012345678',
        email: null,
        status: 'received',
        created_at: now,
        updated_at: now,
      })
      .execute();
    const out = await ticketsCommand(t.runtime, ['list', '--limit', '1']);
    expect(out).not.toMatch(RAW);
    expect(out.split('\n')).toHaveLength(1);
    expect(out).toContain('iPhone\\x1b[2J');
    expect(out).toContain('Mona\\nSRV-FAKE99  Delivered\\x1b[8m');
  });
});
