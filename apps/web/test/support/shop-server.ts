import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createServer, type AddressInfo } from 'node:net';
import { createInterface } from 'node:readline';
import { afterAll, beforeAll } from 'vitest';

/** The repository root, three folders above apps/web/test/support. */
export const repoRoot = resolve(import.meta.dirname, '../../../..');

export interface ShopServer {
  /** Like http://127.0.0.1:40123, without a trailing slash. */
  url: string;
  /** The shop's public origin, which its links and canonical tags name: PUBLIC_ORIGIN when the test sets it, else `url`. */
  origin: string;
  /** The server's SQLite file, for operator commands such as `npm run shop -- outbox`. */
  sqlitePath: string;
  stop(): Promise<void>;
}

const LISTENING = /Shop listening on (http:\/\/127\.0\.0\.1:\d+)/;

/**
 * Starts the real shop (API + storefront in one process, as `npm start` does) on a free port with a fresh SQLite
 * file, so every run sees the freshly seeded demo catalog. The browser project's global setup has built the
 * storefront from its current sources before any file starts, so no test exercises stale pages.
 */
export async function startShopServer({
  startTimeoutMs = 180_000,
  env = {},
}: { startTimeoutMs?: number; env?: Record<string, string> } = {}): Promise<ShopServer> {
  // The shop's public origin is the address the browser uses, as it is for a real shop, so the pages it hands out
  // (the card payment frame, mailed links) stay on the browser's own origin: the port is chosen before the start.
  const port = await freePort();
  const publicOrigin = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'shop-browser-'));
  const sqlitePath = join(dataDir, 'shop.sqlite');
  const child = spawn(join(repoRoot, 'node_modules/.bin/tsx'), ['apps/api/src/server.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_ORIGIN: publicOrigin,
      SQLITE_PATH: sqlitePath,
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });

  let stderr = '';
  child.stderr.setEncoding('utf8');
  child.stderr.on('data', (chunk: string) => {
    // Keep the tail for the error message; the pipe must keep draining or the server would block on a full buffer.
    stderr = (stderr + chunk).slice(-4000);
  });

  async function stop(): Promise<void> {
    if (child.exitCode === null && child.signalCode === null && child.pid !== undefined) {
      const exited = once(child, 'exit');
      process.kill(child.pid, 'SIGTERM');
      const timer = setTimeout(() => {
        if (child.exitCode === null && child.pid !== undefined) process.kill(child.pid, 'SIGKILL');
      }, 10_000);
      await exited;
      clearTimeout(timer);
    }
    rmSync(dataDir, { recursive: true, force: true });
  }

  try {
    const url = await new Promise<string>((resolvePromise, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`The shop did not start within ${startTimeoutMs} ms.\n${stderr}`)),
        startTimeoutMs,
      );
      const lines = createInterface({ input: child.stdout });
      lines.on('line', (line) => {
        const match = LISTENING.exec(line);
        if (match?.[1]) {
          clearTimeout(timer);
          resolvePromise(match[1]);
        }
      });
      child.once('exit', (code) => {
        clearTimeout(timer);
        reject(new Error(`The shop exited with code ${code} before listening.\n${stderr}`));
      });
    });
    const origin = env.PUBLIC_ORIGIN ?? publicOrigin;
    return { url, origin, sqlitePath, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** A port nothing listens on now, from the system. */
function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolvePort(port));
    });
  });
}

/** The shop a test talks to: its address, and its database for operator commands. */
export type RunningShop = Pick<ShopServer, 'url' | 'origin' | 'sqlitePath'>;

export interface ShopServerOptions {
  /** Extra environment for the server; a function when it depends on something an earlier hook started. */
  env?: Record<string, string> | (() => Record<string, string>);
}

/**
 * Registers the hooks that start the shop before the file's tests and stop it after them, and answers getters for
 * it. Starting takes a while on a busy machine (the server compiles its TypeScript and seeds the demo catalog), hence
 * the long hook timeout.
 */
export function setupShopServer({ env = {} }: ShopServerOptions = {}): RunningShop {
  let server: ShopServer | undefined;
  beforeAll(async () => {
    server = await startShopServer({ env: typeof env === 'function' ? env() : env });
  }, 240_000);
  afterAll(async () => {
    await server?.stop();
  }, 30_000);
  const started = () => {
    if (!server) throw new Error('The shop has not started: use it inside a test or hook.');
    return server;
  };
  return {
    get url() {
      return started().url;
    },
    get origin() {
      return started().origin;
    },
    get sqlitePath() {
      return started().sqlitePath;
    },
  };
}
