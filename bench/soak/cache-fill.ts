/**
 * The server keeps up to 5,000 catalog reads (apps/api/src/lib/read-cache.ts, an LRU by entry count and size), the
 * bytes serialised from each (apps/api/src/http/serializer.ts), and up to 5,000 answers of public reads to send
 * again (apps/api/src/http/public-reads.ts). The mix keeps asking new questions, so at the soak's rate these would
 * take most of the run to fill, and their growth would read as a leak. So the mix's cacheable reads are sent first,
 * in the mix's proportions (the page loaders' search and category listing calls made directly), until `count`
 * distinct ones have gone: the caches then hold what the mix would leave in them, and growth after that is the
 * server's.
 */
import { performance } from 'node:perf_hooks';
import { MB } from './config.ts';
import type { SoakClient } from './http-client.ts';
import { readRss } from './memory-sampler.ts';
import type { Probe } from './probe-client.ts';
import { chance, pick, random } from './random.ts';
import type { CacheFill } from './run-record.ts';
import { round1 } from './stats.ts';
import { autocompleteText, searchBody, searchText, SORTS } from './traffic-mix.ts';
import type { World } from './world.ts';

type Read = () => [kind: string, path: string, body: object | undefined];

/** Sends distinct cacheable reads until `count` have gone (or ten times that many requests); answers the requests. */
async function fillReadCache(
  w: World,
  client: SoakClient,
  count: number,
  signal: AbortSignal,
): Promise<number> {
  const reads: Array<[weight: number, read: Read]> = [
    [14, () => ['api: search', '/api/customer/products/search', searchBody(w)]],
    [12, () => ['api: autocomplete', '/api/customer/products/autocomplete', { q: autocompleteText(w) }]],
    [
      3,
      () => [
        'fill: search page',
        '/api/customer/products/search',
        { page: 1, page_size: 24, search: searchText(w), ...(chance(0.3) ? { sort: pick(SORTS) } : {}) },
      ],
    ],
    [
      3,
      () => {
        const query = new URLSearchParams({ page: chance(0.2) ? '2' : '1', page_size: '24' });
        if (chance(0.3)) query.set('sort', pick(SORTS));
        if (chance(0.2)) query.set('in_stock', 'true');
        return ['fill: category page', `/api/customer/categories/${pick(w.categoryIds)}?${query}`, undefined];
      },
    ],
    [
      18,
      () => ['api: product detail', `/api/customer/products/${encodeURIComponent(pick(w.slugs))}`, undefined],
    ],
    [
      1,
      () => [
        'api: unknown product (404)',
        `/api/customer/products/no-such-${Math.floor(random() * 1e9)}`,
        undefined,
      ],
    ],
  ];
  const total = reads.reduce((sum, [weight]) => sum + weight, 0);
  const seen = new Set<string>();
  let sent = 0;
  const worker = async () => {
    while (seen.size < count && sent < count * 10 && !signal.aborted) {
      let roll = random() * total;
      const [, make] = reads.find(([weight]) => (roll -= weight) < 0) ?? reads[0]!;
      const [kind, path, body] = make();
      seen.add(`${path} ${JSON.stringify(body)}`);
      sent += 1;
      await client.send(kind, body ? 'POST' : 'GET', path, {
        ...(body ? { body } : {}),
        ...(kind.includes('404') ? { expect: [404] } : {}),
      });
    }
  };
  await Promise.all(Array.from({ length: 4 }, worker));
  return sent;
}

/** Fills the caches and measures what that cost the server, each side after a full GC; prints the figures. */
export async function fillCaches(
  w: World,
  client: SoakClient,
  probe: Probe,
  pid: number,
  count: number,
  signal: AbortSignal,
): Promise<CacheFill> {
  const before = await probe(true);
  const rssBefore = readRss(pid);
  const started = performance.now();
  const requests = await fillReadCache(w, client, count, signal);
  const seconds = (performance.now() - started) / 1000;
  const after = await probe(true);
  const rssAfter = readRss(pid);
  const fill: CacheFill = {
    reads: count,
    requests,
    seconds: Math.round(seconds),
    rssBeforeMB: rssBefore === null ? null : round1(rssBefore),
    rssAfterMB: rssAfter === null ? null : round1(rssAfter),
    liveHeapBeforeMB: before ? round1(before.memory.heapUsed / MB) : null,
    liveHeapAfterMB: after ? round1(after.memory.heapUsed / MB) : null,
    externalBeforeMB: before ? round1(before.memory.external / MB) : null,
    externalAfterMB: after ? round1(after.memory.external / MB) : null,
  };
  console.log(
    `read cache filled with ${count} distinct reads (${requests} requests) in ${fill.seconds} s: RSS ${fill.rssBeforeMB} -> ${fill.rssAfterMB} MB, live heap ${fill.liveHeapBeforeMB} -> ${fill.liveHeapAfterMB} MB, external ${fill.externalBeforeMB} -> ${fill.externalAfterMB} MB`,
  );
  return fill;
}
