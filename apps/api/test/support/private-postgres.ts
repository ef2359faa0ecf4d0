import { execFile, execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * A PostgreSQL cluster of the test's own (initdb into a temporary directory, a free port on 127.0.0.1), so a test
 * can stop and restart it without touching the shared server other test files use at the same time.
 *
 * initdb and postgres refuse to run as root: as root the commands run as the `postgres` OS user (runuser), which
 * owns the directory. The binaries come from PG_BIN_DIR or the newest /usr/lib/postgresql/<version>/bin (Debian's
 * postgresql package, which the shared server already needs). Anything missing throws with the reason: a test that
 * needs this cluster fails rather than skips.
 */
export interface PrivatePostgres {
  /** postgres://postgres@127.0.0.1:<port>/postgres (trust authentication). */
  url: string;
  port: number;
  /** pg_ctl restart -m fast: sessions are ended, the server is down briefly and comes back. */
  restart(): Promise<void>;
  /** pg_ctl stop -m fast. */
  stop(): Promise<void>;
  start(): Promise<void>;
  /** Stops the server (immediate) and removes its directory; safe to call more than once. */
  destroy(): void;
  /** The server's log so far (for failure messages). */
  log(): string;
}

function binDir(): string {
  const fromEnv = process.env.PG_BIN_DIR;
  if (fromEnv) {
    if (!existsSync(join(fromEnv, 'initdb'))) throw new Error(`PG_BIN_DIR=${fromEnv} has no initdb`);
    return fromEnv;
  }
  const base = '/usr/lib/postgresql';
  const versions = existsSync(base)
    ? readdirSync(base)
        .filter((v) => existsSync(join(base, v, 'bin/initdb')))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  if (versions.length === 0) {
    throw new Error(
      `No PostgreSQL server binaries under ${base}/<version>/bin (install the postgresql package, or set PG_BIN_DIR)`,
    );
  }
  return join(base, versions[0]!, 'bin');
}

/** Root runs the commands as the postgres OS user; anyone else runs them as themselves. */
function runAs(): { uid: number; gid: number } | null {
  if (process.getuid?.() !== 0) return null;
  try {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
    return { uid, gid };
  } catch {
    throw new Error('Running as root, but there is no "postgres" OS user to run initdb and postgres as');
  }
}

function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => done(port));
    });
  });
}

export async function startPrivatePostgres(): Promise<PrivatePostgres> {
  const bin = binDir();
  const owner = runAs();
  const dir = mkdtempSync(join(tmpdir(), 'shop-pg-'));
  const data = join(dir, 'data');
  const logFile = join(dir, 'server.log');
  if (owner) chownSync(dir, owner.uid, owner.gid);

  // util-linux's runuser lives in sbin, which a root shell's PATH may lack.
  const runuser = ['/usr/sbin/runuser', '/sbin/runuser'].find((p) => existsSync(p)) ?? 'runuser';
  const command = (tool: string, args: string[]): [string, string[]] =>
    owner ? [runuser, ['-u', 'postgres', '--', join(bin, tool), ...args]] : [join(bin, tool), args];
  const log = () => (existsSync(logFile) ? readFileSync(logFile, 'utf8') : '');
  const run = (tool: string, args: string[], timeoutMs = 60_000) =>
    new Promise<void>((done, fail) => {
      const [file, argv] = command(tool, args);
      execFile(file, argv, { timeout: timeoutMs }, (error, stdout, stderr) => {
        if (error) {
          fail(new Error(`${tool} ${args.join(' ')} failed: ${error.message}\n${stdout}${stderr}\n${log()}`));
        } else {
          done();
        }
      });
    });

  let destroyed = false;
  const destroy = () => {
    if (destroyed) return;
    destroyed = true;
    process.off('exit', destroy);
    if (existsSync(join(data, 'postmaster.pid'))) {
      try {
        const [file, argv] = command('pg_ctl', ['-D', data, '-m', 'immediate', '-w', '-t', '20', 'stop']);
        execFileSync(file, argv, { stdio: 'ignore', timeout: 30_000 });
      } catch {
        // Already stopped, or it will not stop: the postmaster's own pid is in the file.
        try {
          const pid = Number(readFileSync(join(data, 'postmaster.pid'), 'utf8').split('\n')[0]);
          if (pid > 0) process.kill(pid, 'SIGKILL');
        } catch {
          // Nothing left to stop.
        }
      }
    }
    rmSync(dir, { recursive: true, force: true });
  };
  // If the test process ends without its afterAll, the cluster still goes.
  process.on('exit', destroy);

  try {
    await run('initdb', ['-D', data, ...'-U postgres -A trust -E UTF8 --locale=C --no-sync'.split(' ')]);
    let port = 0;
    const ctl = (...args: string[]) => run('pg_ctl', ['-D', data, '-w', '-t', '60', ...args]);
    const listen = () => ['-l', logFile, '-o', `-h 127.0.0.1 -p ${port} -k ${dir}`];
    const start = () => ctl(...listen(), 'start');
    // Another process may take the free port between the look and the start: try a few.
    for (let attempt = 1; ; attempt += 1) {
      port = await freePort();
      try {
        await start();
        break;
      } catch (error) {
        if (attempt >= 3) throw error;
      }
    }
    return {
      url: `postgres://postgres@127.0.0.1:${port}/postgres`,
      port,
      restart: () => ctl(...listen(), '-m', 'fast', 'restart'),
      stop: () => ctl('-m', 'fast', 'stop'),
      start,
      destroy,
      log,
    };
  } catch (error) {
    destroy();
    throw error;
  }
}
