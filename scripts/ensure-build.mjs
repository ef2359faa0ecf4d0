// Runs before `npm start`: builds the storefront when there is no build or the sources are newer than it.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const buildDir = process.env.WEB_BUILD_DIR
  ? resolve(process.env.WEB_BUILD_DIR)
  : join(root, 'apps/web/build');
const built = join(buildDir, 'server/index.js');
const sources = [
  'apps/web/app',
  'apps/web/public',
  'packages/contract/src',
  'apps/web/vite.config.ts',
  'apps/web/react-router.config.ts',
];

function newest(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((max, name) => Math.max(max, newest(join(path, name))), stat.mtimeMs);
}

// Written after a build made here. A build made under another NODE_ENV (vitest sets 'test') bundles React's
// development code, several times slower and 60 KB larger: the server must not serve it as the production build.
const stamp = join(buildDir, 'built-for.txt');
const production = existsSync(stamp) && readFileSync(stamp, 'utf8').trim() === 'production';

const builtAt = existsSync(built) ? statSync(built).mtimeMs : 0;
const changedAt = Math.max(...sources.map((s) => newest(join(root, s))));
if (builtAt === 0 || changedAt > builtAt || !production) {
  console.log(
    builtAt === 0
      ? 'Building the storefront (first start)...'
      : changedAt > builtAt
        ? 'Sources changed: rebuilding the storefront...'
        : 'Rebuilding the storefront for production...',
  );
  execFileSync('npm', ['run', 'build'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  writeFileSync(stamp, 'production\n');
}
