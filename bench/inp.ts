/**
 * npm run bench:inp: interaction latency (INP) of the storefront's everyday interactions at phone width (390 px),
 * with the CPU slowed 4x (the target) and at 1x, against the production build served by the real server on a fresh
 * SQLite database with the demo catalog. Each interaction is done BENCH_INP_REPEATS times (10) per CPU rate, each
 * time by a fresh visitor on a freshly loaded page; the table gives p50, p75 and the longest per interaction. The
 * measuring is apps/web/test/support/interaction-latency.ts, which the browser test uses too.
 *
 * Prints the table and writes bench/results/inp-latest.json. Nothing leaves the machine.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { launchChromium } from '../apps/web/test/support/chromium.ts';
import {
  DURATION_THRESHOLD_MS,
  INP_P75_TARGET_MS,
  INTERACTIONS,
  PHONE,
  TARGET_CPU_RATE,
  describeSample,
  measureOnce,
  renderTable,
  summarize,
  type Sample,
} from '../apps/web/test/support/interaction-latency.ts';
import { root, startShop, stop } from './server-process.ts';

const REPEATS = Number(process.env.BENCH_INP_REPEATS ?? 10);
const CPU_RATES = [TARGET_CPU_RATE, 1];

const load = () => loadavg().map((n) => Number(n.toFixed(2)));

const dir = mkdtempSync(join(tmpdir(), 'shop-inp-'));
const loadBefore = load();
const samples: Sample[] = [];
let chromium: string | undefined;
try {
  const shop = await startShop(join(dir, 'shop.sqlite'));
  try {
    const browser = await launchChromium();
    chromium = `Chromium ${browser.version()}`;
    try {
      // Round-robin over interactions and CPU rates, so a burst of load from elsewhere spreads over all of them.
      for (let i = 0; i < REPEATS; i++) {
        for (const interaction of INTERACTIONS) {
          for (const rate of CPU_RATES) {
            const sample = await measureOnce(browser, shop.base, interaction, rate);
            samples.push(sample);
            console.log(`${i + 1}/${REPEATS} ${describeSample(sample)}`);
          }
        }
      }
    } finally {
      await browser.close();
    }
  } finally {
    await stop(shop.child);
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}

const loadAfter = load();
const summaries = summarize(samples);
const report = {
  date: new Date().toISOString(),
  node: process.version,
  chromium,
  viewport: PHONE,
  repeats: REPEATS,
  durationThresholdMs: DURATION_THRESHOLD_MS,
  target: { cpuRate: TARGET_CPU_RATE, p75Ms: INP_P75_TARGET_MS },
  loadAverage: { before: loadBefore, after: loadAfter },
  summaries,
  samples,
};
const out = join(root, 'bench/results');
mkdirSync(out, { recursive: true });
writeFileSync(join(out, 'inp-latest.json'), JSON.stringify(report, null, 2) + '\n');

console.log(
  [
    '',
    `# Interaction latency (INP), ${PHONE.width} px, ${REPEATS} visitors per interaction and CPU rate`,
    '',
    `${report.date} · ${chromium ?? 'Chromium'} · Node ${report.node} · load average (1, 5, 15 min) ${loadBefore.join(', ')} before, ${loadAfter.join(', ')} after`,
    '',
    `Milliseconds from the tap or key to the next frame (Event Timing, in steps of 8 ms; the longest key of the word for typing). Target: p75 at ${TARGET_CPU_RATE}x CPU at most ${INP_P75_TARGET_MS} ms; ✗ marks a miss.`,
    '',
    renderTable(summaries),
    '',
  ].join('\n'),
);
const unseen = samples.filter((s) => !s.uiChanged || s.errors.length > 0);
for (const s of unseen)
  console.warn(`WARNING ${describeSample(s)}${s.errors.length ? `; errors: ${s.errors.join('; ')}` : ''}`);
if (Math.max(loadBefore[0]!, loadAfter[0]!) > 3)
  console.warn('WARNING the host was busy (load average over 3): read the figures with that in mind.');
console.log('Wrote bench/results/inp-latest.json');
