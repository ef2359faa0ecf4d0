import { execFileSync } from 'node:child_process';
import { cpSync } from 'node:fs';
import { join } from 'node:path';
import { root } from '../server-process.ts';

/**
 * The storefront build, made when missing or stale, copied aside so a rebuild elsewhere cannot change it mid-run.
 * The copy stays under node_modules, where its server bundle still finds react-router.
 */
export function storefrontBuild(tag: string): string {
  execFileSync(process.execPath, ['scripts/ensure-build.mjs'], { cwd: root, stdio: 'inherit' });
  const copy = join(root, 'node_modules/.cache', `shop-soak-${tag}`);
  cpSync(join(root, 'apps/web/build'), copy, { recursive: true });
  return copy;
}
