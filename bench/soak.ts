/**
 * npm run soak: the production server under a steady, open-loop rate of mixed traffic for SOAK_SECONDS (default 600)
 * after a warm-up, to show that memory stays flat and that nothing fails. The mix: server-rendered pages (home, item,
 * search, category), catalog API reads (product detail, categories, autocomplete, search with varied text), guest and
 * customer cart updates, validate_cart, order placement by signed-in customers (their variants restocked so orders
 * keep succeeding) and a trickle of unknown products that must answer 404.
 *
 * Requests leave on a fixed schedule whatever the server's answers (open loop), so a slow server meets the same rate
 * rather than a gentler one. Before the warm-up the server's catalog caches are filled to their bound, so that a
 * cache still filling is not taken for a leak. Every 10 s the server's RSS is read from /proc/<pid>/status, and its
 * heap, CPU and event-loop figures come over the child's IPC channel from a probe loaded with --import (nothing
 * listens on the network for them). At the start and end of the measured window a full GC runs first (--expose-gc),
 * so the live heap can be compared. Writes bench/results/soak-latest.{json,md,svg}; exits 1 on any error (a non-2xx
 * that was not the expected answer, a socket error, a timeout, a request that could not leave because too many were
 * waiting, or an error the server logged) or when memory grew beyond the limits below.
 *
 * SOAK_SECONDS (600), SOAK_WARMUP_SECONDS (60, the first half a ramp), SOAK_RATE (50 requests/s: this mix costs the
 * server about 5 ms of CPU a request, mostly the page renders, so 50/s is a quarter of a core, which a busy shared
 * two-core machine can still give it), SOAK_DIALECT (sqlite | postgres; postgres runs in a fresh schema of
 * TEST_DATABASE_URL with Redis at SOAK_REDIS_URL for the rate limits, both cleaned up afterwards), SOAK_PRODUCTS (0:
 * the demo catalog; more grows it with generated products), SOAK_MAX_HEAP_GROWTH_MB (16: live heap after a full GC,
 * end minus start), SOAK_MAX_RSS_SLOPE_MB_PER_MIN (3: least squares over the measured window; RSS swings by tens of
 * MB as V8 resizes its heap, so a tighter limit would fail on noise), SOAK_CACHE_FILL (5000: distinct catalog reads
 * sent before the warm-up, the caches' bound), SOAK_HEAP_SNAPSHOTS (a directory: heap snapshots at the start and end
 * of the measured window, to diff when memory grows), SOAK_REPORT_ONLY=1 (rewrite the Markdown and the chart from
 * soak-latest.json, without a run).
 *
 * The parts live in bench/soak/: the traffic mix, the open-loop scheduler, the cache fill, the server's probe, the
 * memory sampler and the report; run-soak.ts puts them together.
 */
import { writeResults } from './soak/report-writer.ts';
import { runSoak } from './soak/run-soak.ts';

if (process.env.SOAK_REPORT_ONLY === '1') writeResults();
else process.exitCode = await runSoak();
