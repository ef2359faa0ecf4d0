// npm test: every stage, in order, never skipped silently. Prints a summary and a closing "N passed, N failed" line.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const CI = process.env.CI === 'true' || process.env.CI === '1';
const PG_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const reports = join(root, 'test-results/reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const results = [];
/** Every failed test with the start of its message, and each test file's time, printed again after the summary. */
const failures = [];
const durations = [];

/** The first lines of a failure message without terminal colours, enough to see the cause in a log's tail. */
function firstLines(text = '') {
  // eslint-disable-next-line no-control-regex
  const plain = String(text).replace(/\u001b\[[0-9;]*m/g, '');
  return plain.split('\n').slice(0, 12).join('\n    ').slice(0, 1500);
}
let passed = 0;
let failed = 0;

function run(cmd, args, env = {}) {
  const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  return r.status === 0;
}

function stage(name, fn) {
  console.log(`\n=== ${name} ===`);
  const started = Date.now();
  let outcome;
  try {
    outcome = fn();
  } catch (error) {
    outcome = { ok: false, note: error instanceof Error ? error.message : String(error) };
  }
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  results.push({ name, ...outcome, seconds });
  if (!outcome.ok) failed += outcome.tests ? 0 : 1;
}

function vitest(name, project, env = {}) {
  const file = join(reports, `${name}.json`);
  const ok = run(
    'npx',
    [
      'vitest',
      'run',
      '--project',
      project,
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${file}`,
    ],
    env,
  );
  if (!existsSync(file)) return { ok: false, note: 'vitest wrote no report' };
  const report = JSON.parse(readFileSync(file, 'utf8'));
  const counts = {
    passed: report.numPassedTests,
    failed: report.numFailedTests + (report.numRuntimeErrorTestSuites ?? 0),
    skipped: report.numPendingTests + report.numTodoTests,
  };
  passed += counts.passed;
  failed += counts.failed;
  for (const file of report.testResults ?? []) {
    const name = file.name.slice(root.length + 1);
    durations.push({ file: name, seconds: (file.endTime - file.startTime) / 1000 });
    if (file.status === 'failed' && (file.assertionResults ?? []).every((t) => t.status !== 'failed')) {
      failures.push(`${name}: ${firstLines(file.message)}`);
    }
    for (const test of file.assertionResults ?? []) {
      if (test.status === 'failed') {
        failures.push(`${name} › ${test.fullName}: ${firstLines((test.failureMessages ?? []).join('\n'))}`);
      }
    }
  }
  if (counts.passed === 0) return { ok: false, tests: counts, note: 'ran no tests' };
  if (counts.skipped > 0) return { ok: false, tests: counts, note: `${counts.skipped} tests skipped` };
  return { ok: ok && counts.failed === 0, tests: counts };
}

function reachable(url, defaultPort) {
  const { hostname, port } = new URL(url);
  const script = `const s=require('net').connect(${Number(port || defaultPort)}, ${JSON.stringify(hostname)});s.setTimeout(3000);s.on('connect',()=>process.exit(0));s.on('error',()=>process.exit(1));s.on('timeout',()=>process.exit(1));`;
  return spawnSync(process.execPath, ['-e', script]).status === 0;
}

function missingService(what, url, fix) {
  const line = `${what} is not answering at ${url}: ${fix}`;
  console.log(CI ? `FAIL: ${line}` : `NOT RUN: ${line}`);
  return { ok: !CI, notRun: true, note: line };
}

function ensureChromium() {
  if (existsSync(CHROMIUM)) return true;
  const isRoot = process.getuid?.() === 0;
  const hasApt = spawnSync('sh', ['-c', 'command -v apt-get']).status === 0;
  if (isRoot && hasApt) {
    console.log("Chromium is missing: installing Debian's chromium with apt-get...");
    run('sh', ['-c', 'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium']);
    if (existsSync(CHROMIUM)) return true;
  }
  throw new Error(
    `Chromium is missing at ${CHROMIUM}: install it with "sudo apt-get install chromium" (or set CHROMIUM_PATH).`,
  );
}

const pgUp = reachable(PG_URL, 5432);
const redisUp = reachable(REDIS_URL, 6379);

// The same command a developer runs (it generates React Router's route types first, as a fresh clone needs).
stage('typecheck', () => ({ ok: run('npm', ['run', 'typecheck']) }));
stage('lint', () => ({
  ok:
    run('npx', ['eslint', '--max-warnings=0', '.']) &&
    run('npx', ['prettier', '--check', '.', '--log-level=warn']),
}));
stage('unit tests', () => vitest('unit', 'unit'));
stage('API tests on SQLite', () =>
  redisUp
    ? vitest('api-sqlite', 'api', { TEST_DIALECT: 'sqlite', TEST_REDIS_URL: REDIS_URL })
    : missingService(
        'Redis',
        REDIS_URL,
        'start it (redis-server) or set TEST_REDIS_URL; the shared rate-limit tests need it',
      ),
);
stage('API tests on PostgreSQL', () =>
  pgUp && redisUp
    ? vitest('api-postgres', 'api', {
        TEST_DIALECT: 'postgres',
        TEST_DATABASE_URL: PG_URL,
        TEST_REDIS_URL: REDIS_URL,
      })
    : missingService('PostgreSQL', PG_URL, 'start it or set TEST_DATABASE_URL'),
);
stage('production build', () => ({ ok: run('npm', ['run', 'build']) }));
stage('browser tests in Chromium', () => {
  ensureChromium();
  return vitest('browser', 'browser', { CHROMIUM_PATH: CHROMIUM });
});

console.log('\n=== summary ===');
for (const r of results) {
  const status = r.notRun ? 'NOT RUN' : r.ok ? 'ok' : 'FAILED';
  const counts = r.tests
    ? ` (${r.tests.passed} passed, ${r.tests.failed} failed${r.tests.skipped ? `, ${r.tests.skipped} skipped` : ''})`
    : '';
  console.log(`${status.padEnd(8)} ${r.name}${counts} ${r.seconds}s${r.note ? ` — ${r.note}` : ''}`);
}
const slowest = durations
  .filter((d) => d.file.endsWith('.browser.test.ts'))
  .sort((a, b) => b.seconds - a.seconds)
  .slice(0, 10);
if (slowest.length > 0) {
  console.log('\nslowest browser test files:');
  for (const d of slowest) console.log(`  ${d.seconds.toFixed(1).padStart(7)}s ${d.file}`);
}
if (failures.length > 0) {
  console.log('\nfailed:');
  for (const line of failures) console.log(`  ${line}`);
}
const allOk = results.every((r) => r.ok);
console.log(`\ntests: ${passed} passed, ${failed} failed`);
process.exit(allOk && failed === 0 ? 0 : 1);
