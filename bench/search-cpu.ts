/**
 * `npx tsx bench/search-cpu.ts [SQLITE_PATH]`: the time of one uncached search, one at a time, through the SQL search
 * and through the in-memory index, over the varied workload (bench/search-workload.ts) on the same catalog, with the
 * product cards included. One request at a time, so the figures are each search's own cost rather than a queue's, and
 * a busy machine moves them less than it moves the load test's latencies. Without a path: a fresh SQLite file grown
 * to BENCH_PRODUCTS (100,000) products, deleted after; a path where no file is yet: the same, kept there for the next
 * runs. SEARCH_CPU_COUNT searches each way (default 2,000), and as many suggestions from the index. Besides wall-clock
 * times it gives the CPU time the process spent per call, which a host busy with other work moves much less (the
 * process's CPU: the search thread's included). Run it with `npx tsx --expose-gc` for the memory the index and its
 * thread add, measured after full collections, and the run's peak resident memory.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '../apps/api/src/env.ts';
import { searchInDatabase, searchInIndex } from '../apps/api/src/modules/search/search.service.ts';
import { openRuntime } from '../apps/api/src/runtime.ts';
import { growCatalog } from './generate-catalog.ts';
import { queryWords } from '../apps/api/src/modules/search/search-words.ts';
import {
  autocompleteWorkload,
  nthAutocomplete,
  nthSearch,
  readVocabulary,
  searchWorkload,
} from './search-workload.ts';

const COUNT = Number(process.env.SEARCH_CPU_COUNT ?? 2_000);
const given = process.argv[2];
const dir = given ? null : mkdtempSync(join(tmpdir(), 'shop-search-cpu-'));
const grow = !given || !existsSync(given);
const runtime = await openRuntime(
  loadConfig({ SQLITE_PATH: given ?? join(dir!, 'cpu.sqlite'), LOG_LEVEL: 'silent' }),
  { seed: grow },
);
try {
  const { db, dialect } = runtime.deps;
  if (grow) await growCatalog(db, Number(process.env.BENCH_PRODUCTS ?? 100_000));
  // The index lives in the search thread: the process's resident memory counts it, the main thread's heap does not.
  // Measured before and after loading it, each after a full collection when node runs with --expose-gc.
  const rssMb = () => {
    (globalThis as { gc?: () => void }).gc?.();
    return process.memoryUsage().rss / 2 ** 20;
  };
  const before = rssMb();
  let started = performance.now();
  const index = await runtime.deps.search.current();
  const loadMs = performance.now() - started;
  const after = rssMb();
  const thread = await index.threadMemory();
  const vocabulary = await readVocabulary(db);
  const bodies = searchWorkload(vocabulary, COUNT);
  const filters = bodies.map((_, n) => nthSearch(bodies, n) as Parameters<typeof searchInDatabase>[2]);
  const time = async <T>(inputs: T[], run: (input: T) => Promise<unknown>) => {
    const times: number[] = [];
    const cpu = process.cpuUsage();
    for (const input of inputs) {
      started = performance.now();
      await run(input);
      times.push(performance.now() - started);
    }
    const used = process.cpuUsage(cpu);
    times.sort((a, b) => a - b);
    const at = (p: number) => times[Math.min(times.length - 1, Math.floor(p * times.length))]!.toFixed(1);
    const perCall = (used.user + used.system) / 1000 / inputs.length;
    return `CPU ${perCall.toFixed(2)} ms a call; p50 ${at(0.5)} ms, p90 ${at(0.9)} ms, p99 ${at(0.99)} ms, max ${at(1)} ms`;
  };
  const index1 = await time(filters, (f) => searchInIndex(db, index, f));
  const texts = autocompleteWorkload(vocabulary, COUNT).map((_, n, all) => nthAutocomplete(all, n)) as Array<{
    q: string;
    page_size: number;
  }>;
  const suggestions = await time(texts, async ({ q, page_size }) => {
    const words = queryWords(q);
    return words ? index.suggest(index.joinPhrases(words), page_size) : [];
  });
  const sql = await time(filters, (f) => searchInDatabase(db, dialect, f));
  console.log(
    `${COUNT} varied searches, one at a time, on ${index.products.toLocaleString('en')} products (${dialect}):`,
  );
  console.log(
    `  index loaded in ${(loadMs / 1000).toFixed(1)} s; resident memory ${before.toFixed(0)} MB before, ${after.toFixed(0)} MB after (+${(after - before).toFixed(0)} MB)`,
  );
  console.log(
    `  the search thread: heap ${(thread.heapUsed / 2 ** 20).toFixed(0)} MB in use, typed arrays ${(thread.arrayBuffers / 2 ** 20).toFixed(0)} MB`,
  );
  console.log(`  SQL search:      ${sql}`);
  console.log(`  in-memory index: ${index1}`);
  console.log(`  suggestions:     ${suggestions}`);
  console.log(
    `  peak resident memory of the run: ${(process.resourceUsage().maxRSS / 2 ** 10).toFixed(0)} MB`,
  );
} finally {
  await runtime.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
}
