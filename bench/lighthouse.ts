/**
 * Lighthouse (mobile, the default config: simulated slow 4G and a 4x slower CPU; then again with the CPU 8x slower)
 * on the storefront's home, item, search and category pages, against the production build served by the real server
 * on a fresh SQLite database with the demo catalog. Each page runs BENCH_LIGHTHOUSE_RUNS times (default 3) under
 * each setting and every figure is the median of those runs; each run's line carries Lighthouse's CPU index, which
 * says how busy the machine was. Writes bench/results/lighthouse-latest.{json,md,svg}.
 *
 * Nothing leaves the machine: Chromium resolves no host names (the pages are on 127.0.0.1), and Lighthouse's own
 * error reporting stays off. Any request that is not to the shop is listed in the JSON and printed as a warning.
 *
 * Alone: `npm run bench:lighthouse` (BENCH_LIGHTHOUSE_RUNS=N runs per page; BENCH_LIGHTHOUSE_REPORTS=DIR keeps each
 * run's full Lighthouse JSON; BENCH_LIGHTHOUSE_LANGUAGES=en or ar measures one language's pages only). `npm run bench` calls benchLighthouse() after the API figures.
 */
import { execFileSync } from 'node:child_process';
import { pathInLanguage } from '@shop/contract/languages';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';
import { categoryPath, itemPath, searchPath } from '../packages/contract/src/urls.ts';
import { HOME_JS_BUDGET_KB } from './budgets.ts';
import { root, startShop, stop } from './server-process.ts';

const CHROME_PATH = process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** A folder for every run's full Lighthouse result (open one in the Lighthouse viewer to see why a score is low). */
const KEEP_REPORTS = process.env.BENCH_LIGHTHOUSE_REPORTS;
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
type Category = (typeof CATEGORIES)[number];

/** The storefront's targets (docs/performance.md): every page under the default mobile setting, and home's JavaScript. */
export const TARGETS: Record<Category, number> = {
  performance: 95,
  accessibility: 100,
  'best-practices': 95,
  seo: 100,
};
/** Total blocking time, every page, default mobile setting. */
export const TBT_TARGET_MS = 150;
/** The slower phone: Lighthouse's CPU slowdown for the second setting, and home's TBT target under it. */
export const SLOW_CPU_MULTIPLIER = 8;
export const HOME_SLOW_CPU_TBT_TARGET_MS = 200;

/** The settings each page is measured under: Lighthouse's default mobile one, and the same with a slower CPU. */
const SETTINGS = [
  { name: 'mobile', flags: {} },
  {
    name: `${SLOW_CPU_MULTIPLIER}x CPU`,
    flags: { throttling: { cpuSlowdownMultiplier: SLOW_CPU_MULTIPLIER } },
  },
] as const;
type Setting = (typeof SETTINGS)[number];

export interface PageFigures {
  page: string;
  path: string;
  /** Lighthouse's simulated CPU slowdown in these runs (4 is its default mobile setting). */
  cpuSlowdownMultiplier: number;
  runs: number;
  scores: Record<Category, number>;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  fcpMs: number;
  /** JavaScript the page loaded, gzipped (zlib default level), in KB of 1024 bytes. */
  jsGzipKb: number;
  /** JavaScript bytes on the wire as the server sent them (headers included), in KB. */
  jsTransferKb: number;
  /** The scripts behind jsGzipKb, from the median run: path and gzipped bytes. */
  scripts: Array<{ path: string; gzipBytes: number }>;
  /** Lighthouse's CPU benchmark during the runs (median): lower means a busier or slower machine. */
  benchmarkIndex: number;
  /** Audits scoring below 0.9 in the median run, outside performance's metrics: what to look at first. */
  failing: Array<{ category: Category; id: string; title: string; score: number | null }>;
  /** Requests that were not to the shop's origin (should be none). */
  offOrigin: string[];
}

export interface LighthouseReport {
  date: string;
  node: string;
  lighthouse: string;
  chromium: string;
  runsPerPage: number;
  /** The host's load average (1, 5 and 15 minutes) before and after the runs. */
  loadAverage: { before: number[]; after: number[] };
  /** Lighthouse's default mobile setting (4x CPU slowdown). */
  pages: PageFigures[];
  /** The same pages with the CPU 8x slower. */
  slowCpu: PageFigures[];
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

async function getJson<T>(url: string): Promise<T> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return ((await response.json()) as { data: T }).data;
}

/**
 * The languages whose pages are measured (BENCH_LIGHTHOUSE_LANGUAGES, default both): the Arabic pages are the same
 * four under /ar, named `home-ar`, `item-ar`... They are held to the same scores as the English ones.
 */
const LANGUAGES = (process.env.BENCH_LIGHTHOUSE_LANGUAGES ?? 'en,ar').split(',').map((l) => l.trim());

/** The language of a measured page, from its name (`home-ar` is Arabic). */
const languageOfPage = (page: string) => (page.endsWith('-ar') ? 'ar' : 'en');

/** The four pages in each language, with the item and category taken from the seeded demo catalog. */
async function pagesOf(base: string): Promise<Array<{ page: string; path: string }>> {
  const english = await englishPagesOf(base);
  return [
    ...(LANGUAGES.includes('en') ? english : []),
    ...(LANGUAGES.includes('ar')
      ? english.map(({ page, path }) => ({ page: `${page}-ar`, path: pathInLanguage(path, 'ar') }))
      : []),
  ];
}

async function englishPagesOf(base: string): Promise<Array<{ page: string; path: string }>> {
  const product = await getJson<{ id: number; slug: string; name: string }>(
    `${base}/api/customer/products/iphone-17-pro`,
  );
  const categories = await getJson<Array<{ id: number }>>(`${base}/api/customer/home/categories`);
  if (!categories[0]) throw new Error('the demo catalog has no categories');
  return [
    { page: 'home', path: '/' },
    { page: 'item', path: itemPath(product) },
    { page: 'search', path: searchPath('iphone') },
    { page: 'category', path: categoryPath(categories[0].id) },
  ];
}

const gzipCache = new Map<string, number>();
async function gzipBytes(url: string): Promise<number> {
  let size = gzipCache.get(url);
  if (size === undefined) {
    const body = Buffer.from(await (await fetch(url)).arrayBuffer());
    size = gzipSync(body).length;
    gzipCache.set(url, size);
  }
  return size;
}

interface NetworkItem {
  url: string;
  resourceType?: string;
  transferSize?: number;
  statusCode?: number;
}

/** One run's figures. */
async function figuresOf(lhr: Result, base: string) {
  const items = ((lhr.audits['network-requests']?.details as { items?: NetworkItem[] } | undefined)?.items ??
    []) as NetworkItem[];
  const origin = new URL(base).origin;
  const scripts = items.filter((i) => i.resourceType === 'Script' && i.url.startsWith(origin));
  const sized = await Promise.all(
    scripts.map(async (s) => ({ path: new URL(s.url).pathname, gzipBytes: await gzipBytes(s.url) })),
  );
  const failing: PageFigures['failing'] = [];
  for (const category of CATEGORIES) {
    for (const ref of lhr.categories[category]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (!audit) continue;
      if (category === 'performance' && ref.group === 'metrics') continue;
      const mode = audit.scoreDisplayMode;
      if (mode === 'notApplicable' || mode === 'manual' || mode === 'informative') continue;
      if (audit.score !== null && audit.score >= 0.9) continue;
      failing.push({ category, id: audit.id, title: audit.title, score: audit.score });
    }
  }
  return {
    scores: Object.fromEntries(
      CATEGORIES.map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)]),
    ) as Record<Category, number>,
    lcpMs: lhr.audits['largest-contentful-paint']?.numericValue ?? NaN,
    tbtMs: lhr.audits['total-blocking-time']?.numericValue ?? NaN,
    cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? NaN,
    fcpMs: lhr.audits['first-contentful-paint']?.numericValue ?? NaN,
    benchmarkIndex: lhr.environment.benchmarkIndex,
    cpuSlowdownMultiplier: lhr.configSettings.throttling.cpuSlowdownMultiplier,
    jsGzip: sized.reduce((sum, s) => sum + s.gzipBytes, 0),
    jsTransfer: scripts.reduce((sum, s) => sum + (s.transferSize ?? 0), 0),
    scripts: sized,
    failing,
    offOrigin: items
      .map((i) => i.url)
      .filter((u) => !u.startsWith(origin) && !/^(data|blob|chrome-extension):/.test(u)),
  };
}

/**
 * One Lighthouse run. On a busy machine Chrome now and then loses the trace (NO_NAVSTART, NO_FCP): that run is
 * repeated, up to twice, rather than failing the whole bench.
 */
async function auditOnce(url: string, port: number, page: string, setting: Setting): Promise<Result> {
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...CATEGORIES],
      ...setting.flags,
    });
    if (!result) throw new Error(`${page}: Lighthouse returned nothing`);
    const { runtimeError } = result.lhr;
    if (!runtimeError) return result.lhr;
    if (attempt === 3) throw new Error(`${page}: ${runtimeError.code} ${runtimeError.message}`);
    console.warn(`lighthouse ${page}: ${runtimeError.code}, running it again`);
  }
}

/** Runs every page RUNS times under each setting against a running shop; answers the medians per page. */
async function measurePages(
  base: string,
  runs: number,
): Promise<{ pages: PageFigures[]; slowCpu: PageFigures[]; version: string }> {
  const pages = await pagesOf(base);
  // Warm the server (JIT, read caches) so the first measured run is not a cold start.
  for (const { path } of pages) for (let i = 0; i < 3; i++) await (await fetch(`${base}${path}`)).text();

  const launch = () =>
    chromeLauncher.launch({
      chromePath: CHROME_PATH,
      logLevel: 'silent',
      chromeFlags: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        // The pages are on 127.0.0.1: any host name Chromium tried to resolve would go off the machine.
        '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1',
        '--disable-features=OptimizationHints,MediaRouter,Translate',
      ],
    });
  // One browser profile per language. An Arabic page remembers Arabic in a cookie, which Lighthouse's storage reset
  // keeps, and the shop then sends an English address to its Arabic twin: in a shared profile the English pages
  // after the first Arabic run would be measured as a redirect to the Arabic ones.
  const chromes = new Map<string, chromeLauncher.LaunchedChrome>();
  let version = '';
  const results = new Map<string, Array<{ lhr: Result; figures: Awaited<ReturnType<typeof figuresOf>> }>>();
  try {
    for (const language of new Set(pages.map(({ page }) => languageOfPage(page))))
      chromes.set(language, await launch());
    // Round-robin over the pages and settings, so a burst of load from elsewhere on the machine spreads over all.
    for (let run = 0; run < runs; run++) {
      for (const { page, path } of pages) {
        for (const setting of SETTINGS) {
          const chrome = chromes.get(languageOfPage(page))!;
          const lhr = await auditOnce(`${base}${path}`, chrome.port, page, setting);
          version = lhr.lighthouseVersion;
          const slug = setting === SETTINGS[0] ? page : `${page}-cpu${SLOW_CPU_MULTIPLIER}x`;
          if (KEEP_REPORTS) {
            mkdirSync(KEEP_REPORTS, { recursive: true });
            writeFileSync(join(KEEP_REPORTS, `${slug}-${run + 1}.json`), JSON.stringify(lhr));
          }
          const figures = await figuresOf(lhr, base);
          console.log(
            `lighthouse ${page.padEnd(8)} ${setting.name.padEnd(6)} run ${run + 1}/${runs}: perf ${figures.scores.performance} a11y ${figures.scores.accessibility} bp ${figures.scores['best-practices']} seo ${figures.scores.seo} LCP ${Math.round(figures.lcpMs)} ms TBT ${Math.round(figures.tbtMs)} ms CLS ${figures.cls.toFixed(3)} JS ${(figures.jsGzip / 1024).toFixed(1)} KB gz, CPU index ${Math.round(figures.benchmarkIndex)}`,
          );
          results.set(slug, [...(results.get(slug) ?? []), { lhr, figures }]);
        }
      }
    }
  } finally {
    for (const chrome of chromes.values()) await chrome.kill();
  }

  const mediansOf = (page: string, path: string, slug: string): PageFigures => {
    const all = results.get(slug)!;
    const m = (pick: (f: (typeof all)[number]['figures']) => number) =>
      median(all.map((r) => pick(r.figures)));
    // The run closest to the medians (Lighthouse's own pick) supplies the lists: failing audits and scripts.
    const fcp = m((f) => f.fcpMs);
    const lcp = m((f) => f.lcpMs);
    const closest = [...all].sort(
      (a, b) =>
        Math.hypot(a.figures.fcpMs - fcp, a.figures.lcpMs - lcp) -
        Math.hypot(b.figures.fcpMs - fcp, b.figures.lcpMs - lcp),
    )[0]!.figures;
    return {
      page,
      path,
      cpuSlowdownMultiplier: m((f) => f.cpuSlowdownMultiplier),
      runs: all.length,
      scores: Object.fromEntries(CATEGORIES.map((c) => [c, m((f) => f.scores[c])])) as Record<
        Category,
        number
      >,
      lcpMs: Math.round(lcp),
      tbtMs: Math.round(m((f) => f.tbtMs)),
      cls: Number(m((f) => f.cls).toFixed(3)),
      fcpMs: Math.round(fcp),
      benchmarkIndex: Math.round(m((f) => f.benchmarkIndex)),
      jsGzipKb: Number((m((f) => f.jsGzip) / 1024).toFixed(1)),
      jsTransferKb: Number((m((f) => f.jsTransfer) / 1024).toFixed(1)),
      scripts: closest.scripts,
      failing: closest.failing,
      offOrigin: [...new Set(all.flatMap((r) => r.figures.offOrigin))],
    };
  };
  return {
    pages: pages.map(({ page, path }) => mediansOf(page, path, page)),
    slowCpu: pages.map(({ page, path }) => mediansOf(page, path, `${page}-cpu${SLOW_CPU_MULTIPLIER}x`)),
    version,
  };
}

/** Which targets a page misses under the default mobile setting, in words; empty when it meets them all. */
export function missedTargets(p: PageFigures): string[] {
  const missed = CATEGORIES.filter((c) => p.scores[c] < TARGETS[c]).map(
    (c) => `${c} ${p.scores[c]} < ${TARGETS[c]}`,
  );
  if (p.tbtMs > TBT_TARGET_MS) missed.push(`TBT ${p.tbtMs} ms > ${TBT_TARGET_MS} ms`);
  if (p.page === 'home' && p.jsGzipKb > HOME_JS_BUDGET_KB)
    missed.push(`JS ${p.jsGzipKb} KB > ${HOME_JS_BUDGET_KB} KB`);
  return missed;
}

/** Which targets a page misses with the CPU 8x slower: home's TBT. */
export function missedSlowCpuTargets(p: PageFigures): string[] {
  return p.page === 'home' && p.tbtMs > HOME_SLOW_CPU_TBT_TARGET_MS
    ? [`TBT ${p.tbtMs} ms > ${HOME_SLOW_CPU_TBT_TARGET_MS} ms at ${SLOW_CPU_MULTIPLIER}x CPU`]
    : [];
}

export function renderLighthouseMarkdown(report: LighthouseReport): string {
  const mark = (ok: boolean) => (ok ? '' : ' ✗');
  const lines = [
    '# Lighthouse (mobile)',
    '',
    `${report.date} · Lighthouse ${report.lighthouse} · ${report.chromium} · Node ${report.node} · median of ${report.runsPerPage} runs per page · load average ${report.loadAverage.before.join(', ')} before, ${report.loadAverage.after.join(', ')} after`,
    '',
    'Default (mobile) config: simulated slow 4G and 4x CPU slowdown; production build, SQLite, demo catalog.',
    "JS KB gzipped: every script the page loaded, each gzipped at zlib's default level. CPU index: Lighthouse's benchmark of the machine during the runs (median; it falls when other work shares the CPU, and TBT rises with it).",
    `Targets: performance ≥ ${TARGETS.performance}, accessibility ${TARGETS.accessibility}, best practices ≥ ${TARGETS['best-practices']}, SEO ${TARGETS.seo}, TBT ≤ ${TBT_TARGET_MS} ms; home JS ≤ ${HOME_JS_BUDGET_KB} KB gzipped. ✗ marks a miss.`,
    '',
    '| page | perf | a11y | BP | SEO | LCP ms | TBT ms | CLS | JS KB gzipped | CPU index |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
    ...report.pages.map(
      (p) =>
        `| ${p.page} | ${p.scores.performance}${mark(p.scores.performance >= TARGETS.performance)} | ${p.scores.accessibility}${mark(p.scores.accessibility >= TARGETS.accessibility)} | ${p.scores['best-practices']}${mark(p.scores['best-practices'] >= TARGETS['best-practices'])} | ${p.scores.seo}${mark(p.scores.seo >= TARGETS.seo)} | ${p.lcpMs} | ${p.tbtMs}${mark(p.tbtMs <= TBT_TARGET_MS)} | ${p.cls} | ${p.jsGzipKb}${mark(p.page !== 'home' || p.jsGzipKb <= HOME_JS_BUDGET_KB)} | ${p.benchmarkIndex} |`,
    ),
    '',
    `## ${SLOW_CPU_MULTIPLIER}x CPU slowdown`,
    '',
    `The same pages with Lighthouse's CPU slowdown at ${SLOW_CPU_MULTIPLIER} (a slower phone), the rest as above. Target: home TBT ≤ ${HOME_SLOW_CPU_TBT_TARGET_MS} ms.`,
    '',
    '| page | perf | LCP ms | TBT ms | CLS | JS KB gzipped | CPU index |',
    '|---|---:|---:|---:|---:|---:|---:|',
    ...report.slowCpu.map(
      (p) =>
        `| ${p.page} | ${p.scores.performance} | ${p.lcpMs} | ${p.tbtMs}${mark(missedSlowCpuTargets(p).length === 0)} | ${p.cls} | ${p.jsGzipKb} | ${p.benchmarkIndex} |`,
    ),
    '',
    'Pages: ' + report.pages.map((p) => `${p.page} \`${p.path}\``).join(', ') + '.',
    '',
  ];
  const failing = report.pages.filter((p) => p.failing.length > 0);
  if (failing.length > 0) {
    lines.push('Audits below 0.9 in the median run:', '');
    for (const p of failing)
      lines.push(`- ${p.page}: ${p.failing.map((f) => `${f.id} (${f.score ?? 'n/a'})`).join(', ')}`);
    lines.push('');
  }
  return lines.join('\n');
}

/** Per page, one bar per category (green when it meets its target, red when not) and the JS size. */
export function renderLighthouseChart(report: LighthouseReport): string {
  const left = 110;
  const barWidth = 360;
  const barHeight = 14;
  const rowHeight = CATEGORIES.length * (barHeight + 3) + 22;
  const height = 40 + report.pages.length * rowHeight;
  const labels: Record<Category, string> = {
    performance: 'perf',
    accessibility: 'a11y',
    'best-practices': 'BP',
    seo: 'SEO',
  };
  const rows = report.pages
    .map((p, i) => {
      const top = 34 + i * rowHeight;
      const slow = report.slowCpu.find((x) => x.page === p.page);
      const bars = CATEGORIES.map((c, j) => {
        const y = top + j * (barHeight + 3);
        const w = (p.scores[c] / 100) * barWidth;
        const colour = p.scores[c] >= TARGETS[c] ? '#2e7d32' : '#c62828';
        const tx = left + (TARGETS[c] / 100) * barWidth;
        return `<text x="${left - 6}" y="${y + 11}" text-anchor="end" font-size="11">${labels[c]}</text>
<rect x="${left}" y="${y}" width="${w.toFixed(1)}" height="${barHeight}" fill="${colour}"/>
<line x1="${tx}" y1="${y - 1}" x2="${tx}" y2="${y + barHeight + 1}" stroke="#222" stroke-width="1.5"/>
<text x="${left + barWidth + 6}" y="${y + 11}" font-size="11">${p.scores[c]}</text>`;
      }).join('\n');
      return `<text x="10" y="${top + 11}" font-size="13" font-weight="bold">${p.page}</text>
${bars}
<text x="${left + barWidth + 40}" y="${top + 11}" font-size="11" fill="${p.tbtMs > TBT_TARGET_MS ? '#c62828' : '#000'}">LCP ${p.lcpMs} ms · TBT ${p.tbtMs} ms · CLS ${p.cls}</text>
<text x="${left + barWidth + 40}" y="${top + 28}" font-size="11" fill="${p.page === 'home' && p.jsGzipKb > HOME_JS_BUDGET_KB ? '#c62828' : '#000'}">JS ${p.jsGzipKb} KB gzipped</text>
${slow ? `<text x="${left + barWidth + 40}" y="${top + 45}" font-size="11" fill="${missedSlowCpuTargets(slow).length ? '#c62828' : '#000'}">${SLOW_CPU_MULTIPLIER}x CPU: perf ${slow.scores.performance} · TBT ${slow.tbtMs} ms</text>` : ''}`;
    })
    .join('\n');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="760" height="${height}" font-family="sans-serif">
<rect width="100%" height="100%" fill="#fff"/>
<text x="10" y="18" font-size="14" font-weight="bold">Lighthouse mobile, median of ${report.runsPerPage} runs (black tick: target)</text>
${rows}
</svg>
`;
}

/** Starts the shop, measures the four pages, writes bench/results/lighthouse-latest.*; answers the report. */
export async function benchLighthouse(
  runs = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3),
): Promise<LighthouseReport> {
  const dir = mkdtempSync(join(tmpdir(), 'shop-lighthouse-'));
  const load = () => loadavg().map((n) => Number(n.toFixed(2)));
  const loadBefore = load();
  let report: LighthouseReport;
  try {
    const shop = await startShop(join(dir, 'shop.sqlite'));
    try {
      const { pages, slowCpu, version } = await measurePages(shop.base, runs).catch((error: Error) => {
        // A page Chrome could not load (an interstitial) most often means the shop is gone: say so.
        const { exitCode, signalCode } = shop.child;
        if (exitCode !== null || signalCode !== null)
          error.message += ` (the shop had exited: ${signalCode ?? `code ${exitCode}`})`;
        throw error;
      });
      report = {
        date: new Date().toISOString(),
        node: process.version,
        lighthouse: version,
        chromium: execFileSync(CHROME_PATH, ['--version'], {
          encoding: 'utf8',
          stdio: ['ignore', 'pipe', 'ignore'],
        }).trim(),
        runsPerPage: runs,
        loadAverage: { before: loadBefore, after: load() },
        pages,
        slowCpu,
      };
    } finally {
      await stop(shop.child);
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  const out = join(root, 'bench/results');
  mkdirSync(out, { recursive: true });
  writeFileSync(join(out, 'lighthouse-latest.json'), JSON.stringify(report, null, 2) + '\n');
  writeFileSync(join(out, 'lighthouse-latest.md'), renderLighthouseMarkdown(report));
  writeFileSync(join(out, 'lighthouse-latest.svg'), renderLighthouseChart(report));
  console.log(`\n${renderLighthouseMarkdown(report)}`);
  for (const p of report.pages) {
    if (p.offOrigin.length)
      console.warn(`WARNING ${p.page} requested outside the shop: ${p.offOrigin.join(' ')}`);
    const missed = missedTargets(p);
    if (missed.length) console.warn(`target missed on ${p.page}: ${missed.join('; ')}`);
  }
  for (const p of report.slowCpu) {
    const missed = missedSlowCpuTargets(p);
    if (missed.length) console.warn(`target missed on ${p.page}: ${missed.join('; ')}`);
  }
  if (Math.max(report.loadAverage.before[0]!, report.loadAverage.after[0]!) > 3)
    console.warn('WARNING the host was busy (load average over 3): read the figures with that in mind.');
  console.log('Wrote bench/results/lighthouse-latest.{json,md,svg}');
  return report;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await benchLighthouse();
}
