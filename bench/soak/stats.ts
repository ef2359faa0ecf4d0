/** What the requests of one phase (the warm-up, then the measured window) came to, by kind of request. */

export interface KindStats {
  requests: number;
  ok: number;
  /** Non-2xx answers that were the right answer (404 for an unknown product). */
  expected: number;
  errors: number;
  bytes: number;
  latencies: number[];
}

export interface ErrorSample {
  at: number;
  kind: string;
  reason: string;
  detail: string;
}

export interface StatsWindow {
  latencies: number[];
  requests: number;
  errors: number;
}

export class Stats {
  kinds = new Map<string, KindStats>();
  errorReasons = new Map<string, number>();
  errorSamples: ErrorSample[] = [];
  /** Latencies and errors since the last memory sample, for the per-window figures. */
  window: StatsWindow = { latencies: [], requests: 0, errors: 0 };
  schedulerLagMax = 0;
  schedulerLate = 0;

  kind(name: string): KindStats {
    let k = this.kinds.get(name);
    if (!k) {
      k = { requests: 0, ok: 0, expected: 0, errors: 0, bytes: 0, latencies: [] };
      this.kinds.set(name, k);
    }
    return k;
  }

  record(name: string, ms: number, bytes: number, outcome: 'ok' | 'expected' | 'error') {
    const k = this.kind(name);
    k.requests += 1;
    k.bytes += bytes;
    k.latencies.push(ms);
    if (outcome === 'ok') k.ok += 1;
    else if (outcome === 'expected') k.expected += 1;
    this.window.latencies.push(ms);
    this.window.requests += 1;
  }

  /** `counted`: the request was already recorded (it got an answer, just the wrong one). */
  error(name: string, reason: string, detail: string, counted: boolean) {
    const k = this.kind(name);
    k.errors += 1;
    if (!counted) k.requests += 1;
    this.window.errors += 1;
    const key = `${name}: ${reason}`;
    const seen = this.errorReasons.get(key) ?? 0;
    this.errorReasons.set(key, seen + 1);
    // The first few of each kind of error, so a flood of one cannot hide another.
    if (seen < 3 && this.errorSamples.length < 60)
      this.errorSamples.push({ at: Date.now(), kind: name, reason, detail: detail.slice(0, 300) });
  }

  /** Hands over the figures since the last call and starts a new window. */
  takeWindow(): StatsWindow {
    const window = this.window;
    this.window = { latencies: [], requests: 0, errors: 0 };
    return window;
  }

  totalRequests(): number {
    let n = 0;
    for (const k of this.kinds.values()) n += k.requests;
    return n;
  }

  totalErrors(): number {
    let n = 0;
    for (const k of this.kinds.values()) n += k.errors;
    return n;
  }
}

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

export const round1 = (n: number) => Math.round(n * 10) / 10;
export const round2 = (n: number) => Math.round(n * 100) / 100;

export const average = (values: number[]) =>
  values.length ? round2(values.reduce((a, b) => a + b, 0) / values.length) : 0;
