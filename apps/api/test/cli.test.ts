import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runShop } from '#app/cli/shop';
import { loadConfig } from '#app/env';
import { openRuntime } from '#app/runtime';
import { TEST_DATABASE_URL, TEST_DIALECT, withPgClient } from './support/test-app.ts';

// The CLI opens its own connection, so it gets its own database: a temp SQLite file or a PostgreSQL schema.
const dir = mkdtempSync(join(tmpdir(), 'shop-cli-'));
const schema = `cli_${randomBytes(6).toString('hex')}`;
const env: NodeJS.ProcessEnv =
  TEST_DIALECT === 'postgres'
    ? { DATABASE_URL: TEST_DATABASE_URL, DATABASE_SCHEMA: schema, MEDIA_DIR: join(dir, 'media') }
    : { SQLITE_PATH: join(dir, 'shop.sqlite') };
const shop = (...argv: string[]) => runShop(argv, env);

beforeAll(async () => {
  if (TEST_DIALECT === 'postgres') await withPgClient((c) => c.query(`create schema ${schema}`));
});
afterAll(async () => {
  rmSync(dir, { recursive: true, force: true });
  if (TEST_DIALECT === 'postgres') await withPgClient((c) => c.query(`drop schema ${schema} cascade`));
});

describe('npm run shop', () => {
  it('prints usage for no command and for an unknown one', async () => {
    expect(await shop()).toMatchObject({
      code: 2,
      out: expect.stringContaining('Usage: npm run shop -- <command>'),
    });
    const unknown = await shop('frobnicate');
    expect(unknown.code).toBe(2);
    expect(unknown.out).toMatch(/^Unknown command "frobnicate"/);
  });

  it('seeds the demo catalog and its pictures once; a second seed adds nothing', async () => {
    const first = await shop('seed');
    expect(first.code).toBe(0);
    expect(first.out).toMatch(/^Seeded the demo catalog\. Rows added: /);
    expect(first.out).toMatch(/products [1-9]\d+/);
    const media = join(dir, 'media');
    expect(first.out).toContain(`Pictures added to ${media}: `);
    expect(first.out).toMatch(/: [1-9]\d+\.$/);
    expect(readFileSync(join(media, 'icon/phone.svg'), 'utf8')).toMatch(/^<svg /);
    const second = await shop('seed');
    expect(second.code).toBe(0);
    expect(second.out).not.toMatch(/ [1-9]\d*(,|\.)/);
  });

  it('turns maintenance on with both messages and off again', async () => {
    const on = await shop(
      'maintenance',
      'on',
      '--message-en',
      'Stocktaking today',
      '--message-ar',
      'جرد اليوم',
    );
    expect(on).toEqual({ code: 0, out: 'Maintenance is on. Shoppers see: Stocktaking today / جرد اليوم' });
    expect(await shop('maintenance', 'off')).toEqual({
      code: 0,
      out: 'Maintenance is off: the shop is open.',
    });
  });

  it('rejects wrong maintenance arguments with a usage error', async () => {
    const wrong = await shop('maintenance', 'sometimes');
    expect(wrong.code).toBe(2);
    expect(wrong.out).toMatch(/^maintenance takes "on" or "off"\./);
    const badOption = await shop('maintenance', 'on', '--message', 'x');
    expect(badOption.code).toBe(2);
    expect(badOption.out).toMatch(/--message/);
    const missingValue = await shop('maintenance', 'on', '--message-en');
    expect(missingValue.code).toBe(2);
  });

  it('lists the outbox, filtered and as JSON', async () => {
    expect(await shop('outbox')).toEqual({ code: 0, out: 'The outbox is empty.' });
    expect(await shop('outbox', '--to', '01012345678')).toEqual({
      code: 0,
      out: 'No messages to 01012345678.',
    });
    const json = await shop('outbox', '--json');
    expect(json.code).toBe(0);
    expect(JSON.parse(json.out)).toEqual([]);
  });

  it('sets stock by variant SKU and explains a bad one', async () => {
    const missing = await shop('stock', 'set', 'NO-SUCH-SKU', '4');
    expect(missing).toEqual({ code: 1, out: 'No product or variant has the SKU NO-SUCH-SKU.' });
    const bad = await shop('stock', 'set', 'X', '-1');
    expect(bad.code).toBe(2);
  });
});

describe('stored text on the terminal', () => {
  // Rows stored before the shop removed control characters on the way in may still hold them.
  const ESC = '\u001b';
  // eslint-disable-next-line no-control-regex -- looking for control characters is the point
  const RAW = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/;

  beforeAll(async () => {
    const runtime = await openRuntime(loadConfig({ ...env, LOG_LEVEL: 'silent' }), { seed: false });
    try {
      const now = new Date().toISOString();
      await runtime.deps.db
        .insertInto('outbox')
        .values({
          channel: 'email',
          recipient: `victim@example.com${ESC}[2K`,
          subject: `Hello ${ESC}[31mred${ESC}[0m`,
          body: `Line one\r\nLine two${ESC}]0;title\u0007\u202Eevil`,
          created_at: now,
          sent_at: null,
        })
        .execute();
      await runtime.deps.db
        .insertInto('tickets')
        .values({
          code: 'SRV-CL1ESC',
          kind: 'software',
          device: `Pixel${ESC}[2J`,
          serial_or_imei: 'F2LX9KQ1AB',
          problem: 'Old row',
          name: `Mona\r\nSRV-FAKE99 Delivered`,
          phone: '01012345670',
          email: null,
          status: 'received',
          created_at: now,
          updated_at: now,
        })
        .execute();
    } finally {
      await runtime.close();
    }
  });

  it('prints an ESC sequence a stored message holds as \\x1b, never as it is', async () => {
    const { code, out } = await shop('outbox');
    expect(code).toBe(0);
    expect(out).not.toMatch(RAW);
    expect(out).toContain('to victim@example.com\\x1b[2K — Hello \\x1b[31mred\\x1b[0m');
    expect(out).toContain('Line one\\r\n  Line two\\x1b]0;title\\x07\\u202eevil');
  });

  it('keeps the JSON readable back to the same text', async () => {
    const { out } = await shop('outbox', '--json');
    expect(out).not.toMatch(RAW);
    const [message] = JSON.parse(out) as Array<{ subject: string; body: string }>;
    expect(message!.subject).toBe(`Hello ${ESC}[31mred${ESC}[0m`);
    expect(message!.body).toContain('\u202Eevil');
  });

  it('keeps a stored line break from forging a line of the ticket list', async () => {
    const { out } = await shop('tickets', 'list');
    expect(out).not.toMatch(RAW);
    expect(out.split('\n')).toHaveLength(1);
    expect(out).toContain('Pixel\\x1b[2J [F2LX9KQ1AB]  Mona\\r\\nSRV-FAKE99 Delivered');
  });
});
