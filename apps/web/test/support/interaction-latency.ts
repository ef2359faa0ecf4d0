import type { Browser, Page } from 'playwright-core';
import { hydrated } from './chromium.ts';

/**
 * How long a shopper waits between a tap or a key and the next frame that shows its answer, measured the way
 * Interaction to Next Paint (INP) is: the browser's Event Timing entries, the longest per interaction. Each sample is
 * a fresh visitor on a freshly loaded, settled page at phone width with the CPU slowed through the DevTools protocol,
 * so the percentiles over samples read like field figures over page loads. Shared by the browser test
 * (interaction-latency.browser.test.ts) and `npm run bench:inp`; nothing here runs in the shipped pages.
 */

/** Entries shorter than this are not reported (the lowest the browser allows); web-vitals' INP uses 40. */
export const DURATION_THRESHOLD_MS = 16;

/** The phone: an iPhone-sized viewport, below the 991 px breakpoint. */
export const PHONE = { width: 390, height: 844 } as const;

/** What a shopper should see within this long, even on a slow CPU and a busy host; longer counts as not seen. */
const OUTCOME_TIMEOUT_MS = 30_000;

/**
 * Injected before any page script. Keeps every Event Timing entry that belongs to an interaction (keyboard, tap,
 * click; hover and scroll have no interactionId), as web-vitals' INP does, including the first input, which is
 * reported whatever its duration. `settle()` resolves once a few frames pass with no new entry, with the entries since
 * the last call: an entry is queued only after the frame it waited for was presented.
 */
const OBSERVER_SCRIPT = `(() => {
  const kept = [];
  const keep = (entries) => {
    for (const e of entries) {
      if (!e.interactionId) continue;
      kept.push({
        id: e.interactionId,
        name: e.name,
        startTime: e.startTime,
        duration: e.duration,
        processingStart: e.processingStart,
        processingEnd: e.processingEnd,
      });
    }
  };
  const events = new PerformanceObserver((list) => keep(list.getEntries()));
  events.observe({ type: 'event', durationThreshold: ${DURATION_THRESHOLD_MS}, buffered: true });
  const first = new PerformanceObserver((list) => keep(list.getEntries()));
  first.observe({ type: 'first-input', buffered: true });
  const drain = () => {
    keep(events.takeRecords());
    keep(first.takeRecords());
  };
  window.__interactionLatency = {
    settle: () =>
      new Promise((resolve) => {
        let frames = 0;
        let quiet = 0;
        let count = -1;
        const tick = () => {
          drain();
          frames += 1;
          quiet = kept.length === count ? quiet + 1 : 0;
          count = kept.length;
          if (quiet >= 5 || frames >= 120) resolve(kept.splice(0));
          else requestAnimationFrame(() => setTimeout(tick));
        };
        requestAnimationFrame(() => setTimeout(tick));
      }),
  };
})();`;

interface TimingEntry {
  id: number;
  name: string;
  startTime: number;
  duration: number;
  processingStart: number;
  processingEnd: number;
}

const settle = (page: Page) =>
  page.evaluate('window.__interactionLatency.settle()') as Promise<TimingEntry[]>;

/** One thing a shopper does, on the page it is done on. */
export interface Interaction {
  name: string;
  path: string;
  /** Brings the page to the moment just before the interaction; its own taps are not counted. */
  prepare?: (page: Page) => Promise<void>;
  /** Does it and waits for what the shopper should see; answers whether it came. */
  run: (page: Page) => Promise<boolean>;
}

/** Whether a wait for what the shopper should see ended before its timeout. */
async function seen(wait: Promise<unknown>): Promise<boolean> {
  try {
    await wait;
    return true;
  } catch {
    return false;
  }
}

const cartLink = (page: Page) => page.getByRole('banner').getByRole('link', { name: /^Cart, \d+ items?$/ });

async function cartCount(page: Page): Promise<number> {
  const label = (await cartLink(page).getAttribute('aria-label')) ?? '';
  return Number(/(\d+)/.exec(label)?.[1] ?? NaN);
}

/** Taps `button`, then waits for the header's cart count to go up by one. */
async function addsOne(page: Page, button: ReturnType<Page['getByRole']>): Promise<boolean> {
  const before = await cartCount(page);
  await button.click();
  const after = before + 1;
  return seen(
    page
      .getByRole('banner')
      .getByRole('link', { name: `Cart, ${after} ${after === 1 ? 'item' : 'items'}`, exact: true })
      .waitFor({ timeout: OUTCOME_TIMEOUT_MS }),
  );
}

const ITEM_PATH = '/item/iphone-17-pro?name=iPhone-17-Pro';
/** Typed into the header's search, one key at a time. */
export const SEARCH_WORD = 'iphone';
/** A person's typing speed on a phone keyboard, about six keys a second. */
const KEY_DELAY_MS = 160;

export const INTERACTIONS: readonly Interaction[] = [
  {
    name: 'open the menu',
    path: '/',
    run: async (page) => {
      const menu = page.getByRole('button', { name: 'Menu', exact: true });
      await menu.click();
      return seen(
        page.getByRole('button', { name: 'Close menu' }).waitFor({ timeout: OUTCOME_TIMEOUT_MS }),
      ).then(async (open) => open && (await menu.getAttribute('aria-expanded')) === 'true');
    },
  },
  {
    name: 'add to cart, listing card',
    path: '/Categories?page=1&category=1',
    run: (page) =>
      addsOne(
        page,
        page
          .getByRole('main')
          .getByRole('article')
          .filter({ has: page.getByRole('link', { name: 'iPhone 17 Pro', exact: true }) })
          .getByRole('button', { name: 'Add to cart', exact: true }),
      ),
  },
  {
    name: 'add to cart, item page',
    path: ITEM_PATH,
    run: (page) =>
      addsOne(page, page.getByRole('main').getByRole('button', { name: 'Add to cart', exact: true })),
  },
  {
    name: 'choose a colour, item page',
    path: ITEM_PATH,
    run: async (page) => {
      const colours = page.getByRole('radiogroup', { name: 'Colour' });
      // The page opens on another colour, so a checked Deep Blue afterwards is the tap's doing.
      if (await colours.getByRole('radio', { name: 'Deep Blue' }).isChecked()) return false;
      await colours.getByLabel('Deep Blue').click();
      return seen(
        colours
          .getByRole('radio', { name: 'Deep Blue', checked: true })
          .waitFor({ timeout: OUTCOME_TIMEOUT_MS }),
      );
    },
  },
  {
    name: `type "${SEARCH_WORD}" in the header search`,
    path: '/',
    // At phone width the header's search is a dialog: it is opened first, and the keys are what is measured.
    prepare: async (page) => {
      await page.getByRole('banner').getByRole('link', { name: 'Search' }).click();
      const box = page
        .getByRole('dialog', { name: 'Search products' })
        .getByRole('searchbox', { name: 'Search' });
      await box.waitFor({ timeout: OUTCOME_TIMEOUT_MS });
    },
    run: async (page) => {
      const dialog = page.getByRole('dialog', { name: 'Search products' });
      await dialog
        .getByRole('searchbox', { name: 'Search' })
        .pressSequentially(SEARCH_WORD, { delay: KEY_DELAY_MS });
      return seen(
        dialog.getByRole('listbox').getByRole('option').first().waitFor({ timeout: OUTCOME_TIMEOUT_MS }),
      );
    },
  },
];

/** One visitor doing one interaction once. */
export interface Sample {
  interaction: string;
  cpuRate: number;
  /** The longest interaction's duration in ms (Event Timing, in steps of 8 ms); 0 when none was reported. */
  latencyMs: number;
  /** Interactions reported: one per tap, one per key (a key below the threshold is not reported). */
  interactions: number;
  /**
   * The longest interaction's parts, as web-vitals' attribution splits them: waiting for the main thread, running
   * the handlers, and from their end to the next frame.
   */
  inputDelayMs: number;
  processingMs: number;
  presentationMs: number;
  /** Whether the shopper saw the answer (menu open, cart count up, colour chosen, suggestions shown). */
  uiChanged: boolean;
  /** Uncaught errors on the page. */
  errors: string[];
}

/**
 * One sample: a new browser profile on `interaction.path`, CPU slowed `cpuRate` times from the first byte, hydrated
 * and with the network quiet, then the interaction and its Event Timing entries.
 */
export async function measureOnce(
  browser: Browser,
  baseUrl: string,
  interaction: Interaction,
  cpuRate: number,
): Promise<Sample> {
  const context = await browser.newContext({ viewport: PHONE });
  try {
    await context.addInitScript({ content: OBSERVER_SCRIPT });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuRate });
    await page.goto(`${baseUrl}${interaction.path}`);
    await hydrated(page);
    // Code fetched after hydration (route manifests, idle prefetches) would otherwise land on the interaction.
    await page.waitForLoadState('networkidle');
    await interaction.prepare?.(page);
    await settle(page);

    const uiChanged = await interaction.run(page);
    const entries = await settle(page);

    // An interaction's entries (pointerdown, pointerup, click; keydown, keyup) share its id: its latency is the
    // longest of them, and its parts run from the first event's start to the last handler's end and the next frame.
    const byId = new Map<number, TimingEntry[]>();
    for (const entry of entries) byId.set(entry.id, [...(byId.get(entry.id) ?? []), entry]);
    const spans = [...byId.values()].map((group) => {
      const start = Math.min(...group.map((e) => e.startTime));
      const duration = Math.max(...group.map((e) => e.duration));
      const processingStart = Math.min(...group.map((e) => e.processingStart));
      const processingEnd = Math.max(...group.map((e) => e.processingEnd));
      return {
        duration,
        inputDelayMs: Math.round(processingStart - start),
        processingMs: Math.round(processingEnd - processingStart),
        presentationMs: Math.round(Math.max(0, start + duration - processingEnd)),
      };
    });
    const longest = spans.sort((a, b) => b.duration - a.duration)[0];
    return {
      interaction: interaction.name,
      cpuRate,
      latencyMs: longest?.duration ?? 0,
      interactions: spans.length,
      inputDelayMs: longest?.inputDelayMs ?? 0,
      processingMs: longest?.processingMs ?? 0,
      presentationMs: longest?.presentationMs ?? 0,
      uiChanged,
      errors,
    };
  } finally {
    await context.close();
  }
}

/** Percentile by nearest rank: p75 of ten samples is the eighth smallest. */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length, Math.max(1, Math.ceil((p / 100) * sorted.length))) - 1]!;
}

export interface Summary {
  interaction: string;
  cpuRate: number;
  samples: number;
  p50: number;
  p75: number;
  max: number;
}

export function summarize(samples: readonly Sample[]): Summary[] {
  const groups = new Map<string, Sample[]>();
  for (const sample of samples) {
    const key = `${sample.cpuRate}\u0000${sample.interaction}`;
    groups.set(key, [...(groups.get(key) ?? []), sample]);
  }
  return [...groups.values()].map((group) => {
    const latencies = group.map((s) => s.latencyMs);
    return {
      interaction: group[0]!.interaction,
      cpuRate: group[0]!.cpuRate,
      samples: group.length,
      p50: percentile(latencies, 50),
      p75: percentile(latencies, 75),
      max: Math.max(...latencies),
    };
  });
}

/** A latency for people: below the threshold nothing is reported, so it reads "< 16". */
export const formatMs = (ms: number) => (ms < DURATION_THRESHOLD_MS ? `< ${DURATION_THRESHOLD_MS}` : `${ms}`);

/** A sample in one line, for a progress log. */
export const describeSample = (s: Sample) =>
  `${s.interaction} at ${s.cpuRate}x CPU: ${formatMs(s.latencyMs)} ms (input delay ${s.inputDelayMs}, processing ${s.processingMs}, presentation ${s.presentationMs}; ${s.interactions} interaction${s.interactions === 1 ? '' : 's'})${s.uiChanged ? '' : ', the page did not change'}`;

/** The storefront's target: every interaction's p75 at 4x CPU at most this long (docs/performance.md). */
export const INP_P75_TARGET_MS = 200;
export const TARGET_CPU_RATE = 4;

/** A Markdown table, one row per interaction, p50/p75/max per CPU rate; ✗ marks a p75 over target at 4x. */
export function renderTable(summaries: readonly Summary[]): string {
  const rates = [...new Set(summaries.map((s) => s.cpuRate))].sort((a, b) => b - a);
  const names = [...new Set(summaries.map((s) => s.interaction))];
  const head = rates.flatMap((r) => [`${r}x p50`, `${r}x p75`, `${r}x max`]);
  const lines = [
    `| interaction | ${head.join(' | ')} |`,
    `|---|${head.map(() => '---:').join('|')}|`,
    ...names.map((name) => {
      const cells = rates.flatMap((rate) => {
        const s = summaries.find((x) => x.interaction === name && x.cpuRate === rate);
        if (!s) return ['', '', ''];
        const miss = rate === TARGET_CPU_RATE && s.p75 > INP_P75_TARGET_MS ? ' ✗' : '';
        return [formatMs(s.p50), `${formatMs(s.p75)}${miss}`, formatMs(s.max)];
      });
      return `| ${name} | ${cells.join(' | ')} |`;
    }),
  ];
  return lines.join('\n');
}
