import { randomBytes } from 'node:crypto';
import { createServer, connect, type Server, type Socket } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_DATABASE_URL, withPgClient, type TestApp } from './support/test-app.ts';

/**
 * Faults: PostgreSQL stops answering while its connections stay open (a network that drops packets, a
 * stalled server). A TCP relay between the app and PostgreSQL swallows every byte in both directions while
 * `blackhole` is on. Requests must fail cleanly and promptly (503 envelope after DATABASE_QUERY_TIMEOUT_MS), and once
 * the network is back the same app must answer 200 again: the connections whose answers were swallowed cannot be
 * handed out again. Runs against the shared PostgreSQL in both stages of `npm test`, in a schema of its own.
 */
const QUERY_TIMEOUT_MS = 1_000;

interface Relay {
  url: string;
  blackhole: boolean;
  close(): Promise<void>;
}

async function startRelay(target: URL): Promise<Relay> {
  const sockets = new Set<Socket>();
  const relay = { blackhole: false } as Relay;
  const server: Server = createServer((downstream) => {
    const upstream = connect(Number(target.port || 5432), target.hostname);
    for (const socket of [downstream, upstream]) {
      sockets.add(socket);
      socket.on('error', () => {
        downstream.destroy();
        upstream.destroy();
      });
      socket.on('close', () => sockets.delete(socket));
    }
    downstream.on('data', (chunk) => {
      if (!relay.blackhole) upstream.write(chunk);
    });
    upstream.on('data', (chunk) => {
      if (!relay.blackhole) downstream.write(chunk);
    });
    downstream.on('end', () => upstream.end());
    upstream.on('end', () => downstream.end());
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as { port: number };
  const url = new URL(target);
  url.hostname = '127.0.0.1';
  url.port = String(port);
  relay.url = url.toString();
  relay.close = async () => {
    for (const socket of sockets) socket.destroy();
    await new Promise<void>((done) => server.close(() => done()));
  };
  return relay;
}

let relay: Relay | undefined;
let shop: TestApp | undefined;
const schema = `t_timeout_${randomBytes(5).toString('hex')}`;

afterAll(async () => {
  await shop?.close();
  await relay?.close();
  await withPgClient((c) => c.query(`drop schema if exists ${schema} cascade`));
});

describe('PostgreSQL that stops answering (a network that swallows packets)', () => {
  it('answers 503 in the envelope within the query timeout, and 200 again once the network is back', async () => {
    relay = await startRelay(new URL(TEST_DATABASE_URL));
    await withPgClient((c) => c.query(`create schema ${schema}`));
    shop = await createTestApp({
      DATABASE_URL: relay.url,
      DATABASE_SCHEMA: schema,
      DATABASE_QUERY_TIMEOUT_MS: String(QUERY_TIMEOUT_MS),
    });
    const { app } = shop;
    const categories = () => app.inject({ method: 'GET', url: '/api/customer/home/categories' });
    // Every pooled connection in use, so the outage catches several of them mid-query.
    const before = await Promise.all(Array.from({ length: 6 }, categories));
    expect(before.map((r) => r.statusCode)).toEqual(Array(6).fill(200));

    relay.blackhole = true;
    const started = performance.now();
    const during = await Promise.all(Array.from({ length: 6 }, categories));
    const took = performance.now() - started;
    for (const answer of during) {
      expect(answer.statusCode).toBe(503);
      expect(answer.json()).toMatchObject({ code: 503, data: null });
      expect(answer.json().message_en).toEqual(expect.any(String));
    }
    // Each request waited for at most a query or two to time out, not for TCP to give up (minutes).
    expect(took).toBeLessThan(QUERY_TIMEOUT_MS * 4 + 2_000);

    relay.blackhole = false;
    // The same app answers again, and keeps answering: no connection whose answer was lost is used twice.
    const after: number[] = [];
    for (let round = 0; round < 5; round += 1) {
      const answers = await Promise.all(Array.from({ length: 6 }, categories));
      after.push(...answers.map((r) => r.statusCode));
    }
    expect(after).toEqual(Array(30).fill(200));
  });
});
