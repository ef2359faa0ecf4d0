/** The soak's settings, read once from the environment; bench/soak.ts lists them with their defaults and reasons. */

export type Dialect = 'sqlite' | 'postgres';

export const SECONDS = Number(process.env.SOAK_SECONDS ?? 600);
export const WARMUP_SECONDS = Number(process.env.SOAK_WARMUP_SECONDS ?? 60);
export const RATE = Number(process.env.SOAK_RATE ?? 50);
export const DIALECT = (process.env.SOAK_DIALECT ?? 'sqlite') as Dialect;
export const PRODUCTS = Number(process.env.SOAK_PRODUCTS ?? 0);
export const MAX_HEAP_GROWTH_MB = Number(process.env.SOAK_MAX_HEAP_GROWTH_MB ?? 16);
export const MAX_RSS_SLOPE = Number(process.env.SOAK_MAX_RSS_SLOPE_MB_PER_MIN ?? 3);
export const REDIS_URL = process.env.SOAK_REDIS_URL ?? 'redis://127.0.0.1:6379';
/** Distinct catalog reads sent before the warm-up, to match the server's 5,000-entry bound (see cache-fill.ts). */
export const CACHE_FILL = Number(process.env.SOAK_CACHE_FILL ?? 5_000);
/** A directory for heap snapshots at the start and end of the measured window; unset, none are taken. */
export const HEAP_SNAPSHOTS = process.env.SOAK_HEAP_SNAPSHOTS;

export const SAMPLE_MS = 10_000;
export const TIMEOUT_MS = 10_000;
/** Requests (events) allowed to wait for an answer at once; past that, the next one is counted as an error. */
export const MAX_IN_FLIGHT = 256;
export const SHOPPERS = 30;
export const BUYERS = 10;
export const GUESTS = 30;
export const MB = 1024 * 1024;

if (!['sqlite', 'postgres'].includes(DIALECT)) throw new Error('SOAK_DIALECT is sqlite or postgres');
if (!(SECONDS > 0 && RATE > 0 && WARMUP_SECONDS >= 0))
  throw new Error('SOAK_SECONDS and SOAK_RATE must be > 0');
