import type { ChildProcess } from 'node:child_process';
import { startProcess } from '../server-process.ts';

/** Loaded by URL rather than by a path relative to the server's working directory. */
const SERVER_PROBE = new URL('./server-probe.ts', import.meta.url).href;

/**
 * The production server with the storefront, as `npm start` runs it, plus --expose-gc and the probe (tsx is
 * imported first, so the probe loads as TypeScript), and an IPC channel for the probe to answer on. The rate limits
 * are lifted: the soak sends from one address at a rate no shopper reaches.
 */
export function startSoakServer(
  env: NodeJS.ProcessEnv,
  webBuildDir: string,
  onOutput: (text: string) => void,
): Promise<{ child: ChildProcess; port: number }> {
  return startProcess(
    process.execPath,
    ['--expose-gc', '--import', 'tsx', '--import', SERVER_PROBE, 'apps/api/src/server.ts'],
    {
      ...env,
      NODE_ENV: 'production',
      PORT: '0',
      SERVE_WEB: 'true',
      WEB_BUILD_DIR: webBuildDir,
      SEED_ON_START: 'false',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_MAX: '1000000000',
      RATE_LIMIT_IP_MAX: '1000000000',
      AUTH_RATE_LIMIT_MAX: '1000000000',
      // Buyers order the same products again and again: no per-customer limit over a day.
      MAX_PER_ORDER_WINDOW_HOURS: '0',
    },
    /Shop listening on http:\/\/127\.0\.0\.1:(\d+)/,
    { ipc: true, onOutput },
  );
}
