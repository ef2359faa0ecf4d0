/**
 * Child processes for the benchmarks: the production server (or the bare baseline server) started on a free port,
 * its port read from the line it prints when listening, and stopped with SIGTERM. Shared by `npm run bench`,
 * `npm run bench:lighthouse`, `npm run bench:inp` and `npm run soak`.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { join, resolve } from 'node:path';

export const root = resolve(import.meta.dirname, '..');

export interface StartOptions {
  /** Open a Node IPC channel to the child (the soak asks the server for its heap figures through it). */
  ipc?: boolean;
  /** Every chunk the child writes after it is listening (its logs), for the caller to watch. */
  onOutput?: (text: string) => void;
}

/** Starts `command`, resolving once its output matches `ready`, whose first group is the port. */
export function startProcess(
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  ready: RegExp,
  options: StartOptions = {},
): Promise<{ child: ChildProcess; port: number }> {
  return new Promise((resolvePort, reject) => {
    const child = spawn(command, args, {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: options.ipc ? ['ignore', 'pipe', 'pipe', 'ipc'] : ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    let listening = false;
    const timer = setTimeout(() => reject(new Error(`no start within 60 s:\n${output}`)), 60_000);
    const onData = (chunk: Buffer) => {
      if (listening) {
        options.onOutput?.(chunk.toString());
        return;
      }
      output += chunk.toString();
      const match = ready.exec(output);
      if (match) {
        listening = true;
        clearTimeout(timer);
        resolvePort({ child, port: Number(match[1]) });
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.on('exit', (code) => reject(new Error(`exited with ${code}:\n${output}`)));
  });
}

export function stop(child: ChildProcess): Promise<void> {
  return new Promise((done) => {
    if (child.exitCode !== null || child.signalCode !== null) return done();
    child.once('exit', () => done());
    child.kill('SIGTERM');
  });
}

/**
 * The production server with the storefront (API + pages in one process, as `npm start`) on a free port and a fresh
 * SQLite database with the demo catalog, limits lifted for a browser that loads many pages. Used by the Lighthouse and
 * interaction-latency benchmarks.
 */
export async function startShop(sqlitePath: string): Promise<{ child: ChildProcess; base: string }> {
  // Builds the storefront for production when the build is missing or older than its sources.
  execFileSync(process.execPath, [join(root, 'scripts/ensure-build.mjs')], { cwd: root, stdio: 'inherit' });
  const child = spawn(join(root, 'node_modules/.bin/tsx'), ['apps/api/src/server.ts'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: '0',
      SERVE_WEB: 'true',
      SEED_ON_START: 'true',
      SQLITE_PATH: sqlitePath,
      LOG_LEVEL: 'warn',
      RATE_LIMIT_MAX: '1000000000',
      RATE_LIMIT_IP_MAX: '1000000000',
      // Every run starts with empty storage, so every page load asks for a guest token.
      AUTH_RATE_LIMIT_MAX: '1000000000',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((done, fail) => {
    let output = '';
    const timer = setTimeout(() => fail(new Error(`the shop did not start within 90 s:\n${output}`)), 90_000);
    const onData = (chunk: Buffer) => {
      output = (output + chunk.toString()).slice(-8000);
      const match = /Shop listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        done({ child, base: match[1]! });
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      fail(new Error(`the shop exited with ${code}:\n${output}`));
    });
  });
}
