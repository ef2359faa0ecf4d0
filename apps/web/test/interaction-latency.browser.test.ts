import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { setupShop } from './support/browser.ts';
import {
  INTERACTIONS,
  PHONE,
  describeSample,
  measureOnce,
  renderTable,
  summarize,
  type Sample,
} from './support/interaction-latency.ts';
import { repoRoot } from './support/shop-server.ts';

/**
 * Interaction latency (INP) on a slow phone: each interaction done by ten fresh visitors at 390 px with the CPU
 * slowed four times. The test checks that every one was measured and did what the shopper asked; the figures go to
 * test-results/interaction-latency.json and the log, for people to read (`npm run bench:inp` holds them to the target).
 */
const shop = setupShop();
const CPU_RATE = 4;
const REPEATS = 10;
const samples: Sample[] = [];

afterAll(() => {
  if (samples.length === 0) return;
  const summaries = summarize(samples);
  mkdirSync(join(repoRoot, 'test-results'), { recursive: true });
  writeFileSync(
    join(repoRoot, 'test-results/interaction-latency.json'),
    JSON.stringify({ date: new Date().toISOString(), viewport: PHONE, summaries, samples }, null, 2) + '\n',
  );
  console.log(`Interaction latency at ${CPU_RATE}x CPU, ${PHONE.width} px, ms:\n${renderTable(summaries)}`);
});

describe(`interaction latency at ${PHONE.width} px with the CPU ${CPU_RATE}x slower`, () => {
  for (const interaction of INTERACTIONS) {
    it(`measures "${interaction.name}" ${REPEATS} times`, { timeout: 600_000 }, async () => {
      for (let i = 0; i < REPEATS; i++) {
        const sample = await measureOnce(shop.browser, shop.url, interaction, CPU_RATE);
        samples.push(sample);
        console.log(describeSample(sample));
        expect(sample.uiChanged, describeSample(sample)).toBe(true);
        expect(sample.interactions, describeSample(sample)).toBeGreaterThan(0);
        expect(sample.latencyMs).toBeGreaterThan(0);
        expect(sample.errors).toEqual([]);
      }
    });
  }
});
