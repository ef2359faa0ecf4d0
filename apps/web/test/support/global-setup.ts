import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { repoRoot } from './shop-server.ts';

/**
 * Once, before any browser test file runs: build the storefront for production when the build is missing or older
 * than its sources. Test files run two at a time, and two of them must never build into the same folder at once.
 */
export default function buildOnce(): void {
  execFileSync(process.execPath, [join(repoRoot, 'scripts/ensure-build.mjs')], {
    cwd: repoRoot,
    stdio: 'inherit',
  });
}
