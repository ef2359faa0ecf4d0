import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SMTPServer, type SMTPServerDataStream } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '#app/env';
import { createOutboxDispatcher, retryDelayMs } from '#app/modules/outbox/outbox-dispatcher';
import { claimDueMessages, listMessages } from '#app/modules/outbox/outbox.repository';
import { sendEmail, sendSms } from '#app/modules/outbox/outbox.service';
import { transportsFromConfig } from '#app/modules/outbox/outbox-transports';
import { createTestApp, type TestApp } from './support/test-app.ts';

// ---- a local SMTP server that records what it is given, and can refuse chosen recipients ----
interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
}
const mails: ReceivedMail[] = [];
const refuse = new Map<string, { code: number; text: string }>();
let smtp: SMTPServer;
let smtpPort = 0;

// ---- a local SMS gateway: answers with the next queued status (200 when none) ----
interface GatewayCall {
  auth: string | undefined;
  json: { to: string; body: string; sender: string };
}
const gatewayCalls: GatewayCall[] = [];
const gatewayStatuses: number[] = [];
let gateway: Server;
let gatewayUrl = '';

async function readJson(req: IncomingMessage) {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString('utf8')) as GatewayCall['json'];
}

let t: TestApp;
const logs: Array<{ details: object; message: string }> = [];
const log = {
  info: (details: object, message: string) => logs.push({ details, message }),
  warn: (details: object, message: string) => logs.push({ details, message }),
};

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(address, _session, callback) {
      const refusal = refuse.get(address.address);
      if (!refusal) return callback();
      const error = Object.assign(new Error(refusal.text), { responseCode: refusal.code });
      return callback(error);
    },
    onData(stream: SMTPServerDataStream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        mails.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  smtpPort = (smtp.server.address() as AddressInfo).port;

  gateway = createServer((req, res) => {
    readJson(req).then(
      (json) => {
        gatewayCalls.push({ auth: req.headers.authorization, json });
        // A little jitter so that two dispatchers interleave.
        setTimeout(() => {
          res.writeHead(gatewayStatuses.shift() ?? 200, { 'content-type': 'application/json' });
          res.end(JSON.stringify({ echoed: json.body }));
        }, Math.random() * 4);
      },
      () => res.writeHead(400).end(),
    );
  });
  await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve));
  gatewayUrl = `http://127.0.0.1:${(gateway.address() as AddressInfo).port}/messages`;

  t = await createTestApp({
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    SMTP_FROM: 'iSpot Egypt <no-reply@ispot.test>',
    SMS_GATEWAY_URL: gatewayUrl,
    SMS_GATEWAY_TOKEN: 'gateway-secret',
    SMS_SENDER: 'iSpot',
    AUTH_RATE_LIMIT_MAX: '10000',
  });
});

afterAll(async () => {
  await t?.close();
  await new Promise<void>((resolve) => smtp?.close(() => resolve()));
  await new Promise<void>((resolve) => gateway?.close(() => resolve()));
});

function dispatcher(options: { now?: () => Date } = {}) {
  return createOutboxDispatcher(t.runtime.deps, {
    transports: transportsFromConfig(t.runtime.deps.config),
    log,
    ...options,
  });
}
const statusOf = async (to: string) => (await listMessages(t.runtime.deps.db, { to, limit: 1 }))[0]!;

describe('outbox delivery through SMTP', () => {
  it('sends the password-reset mail of a real request to the SMTP server, once', async () => {
    const email = `smtp${Date.now()}@example.com`;
    const details = { name: 'Mail Reader', email, phone: '01098765432', password: 'correct horse battery' };
    // Sign-up mails a code to the address; the same call with it makes the account.
    await t.app.inject({ method: 'POST', url: '/api/customer/auth/signup', payload: details });
    const code = /code is (\d{6})/.exec((await statusOf(email)).body)?.[1];
    const signup = await t.app.inject({
      method: 'POST',
      url: '/api/customer/auth/signup',
      payload: { ...details, code },
    });
    expect(signup.statusCode, signup.body).toBe(201);
    await t.app.inject({ method: 'POST', url: '/api/customer/auth/forget_password', payload: { email } });
    expect((await statusOf(email)).status).toBe('pending');

    const d = dispatcher();
    const round = await d.runOnce();
    expect(round.sent).toBeGreaterThanOrEqual(1);
    const mail = mails.find((m) => m.to.includes(email) && /reset-password/.test(m.raw));
    expect(mail, 'the reset mail reached the SMTP server').toBeDefined();
    expect(mail!.from).toBe('no-reply@ispot.test');
    expect(mail!.raw).toMatch(/^Subject: .+/im);
    expect(mail!.raw).toMatch(/\/reset-password\?/);
    expect(await statusOf(email)).toMatchObject({ status: 'sent', attempts: 1, last_error: null });

    const before = mails.length;
    expect(await d.runOnce()).toMatchObject({ sent: 0 });
    expect(mails.length).toBe(before);
    await d.stop();
  });

  it('gives up at once when the server refuses the recipient (5xx), and retries a 4xx after the backoff', async () => {
    refuse.set('gone@example.com', { code: 550, text: 'No such mailbox' });
    refuse.set('busy@example.com', { code: 451, text: 'Try again later' });
    await sendEmail(t.runtime.deps.db, { to: 'gone@example.com', subject: 'Hello', body: 'code 111111' });
    await sendEmail(t.runtime.deps.db, { to: 'busy@example.com', subject: 'Hello', body: 'code 222222' });
    let clock = new Date();
    const d = dispatcher({ now: () => clock });

    const first = await d.runOnce();
    expect(first).toMatchObject({ failed: 1, retried: 1 });
    expect(await statusOf('gone@example.com')).toMatchObject({
      status: 'failed',
      attempts: 1,
      last_error: 'SMTP server answered 550',
    });
    expect(await statusOf('busy@example.com')).toMatchObject({
      status: 'pending',
      attempts: 1,
      last_error: 'SMTP server answered 451',
    });

    // Not due yet: nothing is tried before the backoff has passed.
    expect(await d.runOnce()).toMatchObject({ sent: 0, retried: 0, failed: 0 });
    refuse.delete('busy@example.com');
    clock = new Date(clock.getTime() + retryDelayMs(1) + 1);
    expect(await d.runOnce()).toMatchObject({ sent: 1 });
    expect(await statusOf('busy@example.com')).toMatchObject({ status: 'sent', attempts: 2 });
    await d.stop();
  });
});

describe('outbox delivery through the SMS gateway', () => {
  it('posts {to, body, sender} with the bearer token, retries a 503 and gives up on a 400', async () => {
    await sendSms(t.runtime.deps.db, { to: '01011112222', body: '482913 is your iSpot code' });
    gatewayStatuses.push(503);
    let clock = new Date();
    const d = dispatcher({ now: () => clock });
    expect(await d.runOnce()).toMatchObject({ retried: 1 });
    clock = new Date(clock.getTime() + retryDelayMs(1) + 1);
    expect(await d.runOnce()).toMatchObject({ sent: 1 });
    const calls = gatewayCalls.filter((c) => c.json.to === '01011112222');
    expect(calls).toHaveLength(2);
    expect(calls[1]).toEqual({
      auth: 'Bearer gateway-secret',
      json: { to: '01011112222', body: '482913 is your iSpot code', sender: 'iSpot' },
    });
    expect(await statusOf('01011112222')).toMatchObject({ status: 'sent', attempts: 2 });

    await sendSms(t.runtime.deps.db, { to: '01033334444', body: '551122 is your iSpot code' });
    gatewayStatuses.push(400);
    expect(await d.runOnce()).toMatchObject({ failed: 1 });
    expect(await statusOf('01033334444')).toMatchObject({
      status: 'failed',
      last_error: 'SMS gateway answered 400',
    });

    // Logs name the message and the failure, never the text with its code.
    expect(JSON.stringify(logs)).not.toMatch(/482913|551122|111111|222222/);
    expect(logs.some((l) => (l.details as { outbox_id?: number }).outbox_id !== undefined)).toBe(true);
    await d.stop();
  });

  it('stops after the configured number of attempts', async () => {
    await sendSms(t.runtime.deps.db, { to: '01055556666', body: '000001 is your iSpot code' });
    let clock = new Date();
    const d = createOutboxDispatcher(t.runtime.deps, {
      transports: transportsFromConfig(t.runtime.deps.config),
      log,
      maxAttempts: 3,
      now: () => clock,
    });
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      gatewayStatuses.push(500);
      await d.runOnce();
      clock = new Date(clock.getTime() + retryDelayMs(attempt) + 1);
    }
    expect(await statusOf('01055556666')).toMatchObject({ status: 'failed', attempts: 3 });
    expect(await d.runOnce()).toMatchObject({ sent: 0, retried: 0, failed: 0 });
    await d.stop();
  });

  it('two dispatchers working the same outbox at once send every message exactly once', async () => {
    const recipients = Array.from({ length: 40 }, (_, i) => `0102000${String(i).padStart(4, '0')}`);
    for (const to of recipients) await sendSms(t.runtime.deps.db, { to, body: `hello ${to}` });
    const a = createOutboxDispatcher(t.runtime.deps, {
      transports: transportsFromConfig(t.runtime.deps.config),
      log,
      batchSize: 5,
    });
    const b = createOutboxDispatcher(t.runtime.deps, {
      transports: transportsFromConfig(t.runtime.deps.config),
      log,
      batchSize: 5,
    });
    for (let i = 0; i < 10; i += 1) await Promise.all([a.runOnce(), b.runOnce(), a.runOnce()]);
    const counts = recipients.map((to) => gatewayCalls.filter((c) => c.json.to === to).length);
    expect(counts).toEqual(recipients.map(() => 1));
    await Promise.all([a.stop(), b.stop()]);
  });

  it('retries a message whose sender died holding it once the lease has passed', async () => {
    await sendSms(t.runtime.deps.db, { to: '01077778888', body: 'lease test' });
    const now = new Date();
    // A dispatcher claims it and dies before sending.
    const claimed = await claimDueMessages(t.runtime.deps.db, t.runtime.deps.dialect, {
      channels: ['sms'],
      now: now.toISOString(),
      leaseUntil: new Date(now.getTime() + 60_000).toISOString(),
      limit: 50,
    });
    expect(claimed.map((m) => m.recipient)).toContain('01077778888');
    let clock = new Date(now.getTime() + 1_000);
    const d = dispatcher({ now: () => clock });
    await d.runOnce();
    expect(gatewayCalls.filter((c) => c.json.to === '01077778888')).toHaveLength(0);
    clock = new Date(now.getTime() + 61_000);
    await d.runOnce();
    expect(gatewayCalls.filter((c) => c.json.to === '01077778888')).toHaveLength(1);
    await d.stop();
  });

  it('gives up on messages that waited longer than a day instead of sending a stale code', async () => {
    await sendSms(t.runtime.deps.db, { to: '01099990000', body: 'old code' });
    const d = dispatcher({ now: () => new Date(Date.now() + 25 * 3_600_000) });
    await d.runOnce();
    expect(gatewayCalls.filter((c) => c.json.to === '01099990000')).toHaveLength(0);
    expect(await statusOf('01099990000')).toMatchObject({
      status: 'failed',
      last_error: 'not delivered in time',
    });
    await d.stop();
  });
});

describe('delivery configuration', () => {
  it('refuses SMTP_URL without SMTP_FROM, and a URL that is not smtp://', () => {
    expect(() => loadConfig({ SMTP_URL: 'smtp://127.0.0.1:2525' })).toThrow(ConfigError);
    expect(() => loadConfig({ SMTP_URL: 'smtp://127.0.0.1:2525' })).toThrow(/SMTP_FROM must be set/);
    expect(() => loadConfig({ SMTP_URL: 'http://mail', SMTP_FROM: 'a@b.c' })).toThrow(/smtp:\/\//);
  });

  it('with nothing configured, no channel is dispatched and messages stay in the outbox', async () => {
    const config = loadConfig({ NODE_ENV: 'test' });
    expect(Object.keys(transportsFromConfig(config))).toEqual([]);
  });
});
