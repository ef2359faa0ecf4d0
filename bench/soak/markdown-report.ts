/** bench/results/soak-latest.md: one section per database, written from the runs in soak-latest.json. */
import type { Sample } from './memory-sampler.ts';
import type { Run } from './run-record.ts';
import { percentile, round1 } from './stats.ts';

/** "0–100 s 81.6 MB (7), ..." from [seconds, MB] points; the first sample's points come from the warm-up. */
function majorGcMedians(points: Array<[number, number]>): string {
  const windows = new Map<number, number[]>();
  for (const [t, mb] of points) {
    if (t <= 0) continue;
    const from = Math.floor((t - 1) / 100) * 100;
    windows.set(from, [...(windows.get(from) ?? []), mb]);
  }
  return (
    [...windows.entries()]
      .map(
        ([from, values]) =>
          `${from}–${from + 100} s ${percentile(
            [...values].sort((a, b) => a - b),
            50,
          )} MB (${values.length})`,
      )
      .join(', ') || 'none'
  );
}

/** Single samples catch the heap at any point of its GC cycle; a minute's mean says more. */
function minuteMean(samples: Sample[], which: 'first' | 'last'): number {
  const end = samples[samples.length - 1]?.t ?? 0;
  const chosen = samples.filter((s) => (which === 'first' ? s.t <= 60 : s.t >= end - 60));
  return round1(chosen.reduce((sum, s) => sum + s.rssMB, 0) / Math.max(1, chosen.length));
}

export function renderMarkdown(runs: Run[]): string {
  const out = ['# Soak', ''];
  for (const r of runs) {
    const m = r.memory;
    out.push(
      `## ${r.dialect}`,
      '',
      `${r.date} · ${r.seconds} s after a ${r.warmupSeconds} s warm-up · ${r.rate} req/s asked, ${r.achievedRate} req/s sent · ${r.products} products · Node ${r.node}${r.interrupted ? ' · **interrupted**' : ''}`,
      '',
      `**${r.totals.errors === 0 ? 'Zero errors' : `${r.totals.errors} errors`}** in ${r.totals.requests.toLocaleString('en')} requests (${r.warmup.errors} in the ${r.warmup.requests.toLocaleString('en')} of the warm-up); p50 ${r.totals.p50} ms, p99 ${r.totals.p99} ms. Memory: ${m.verdict}.`,
      '',
      '| memory | start | end | max | slope |',
      '|---|---:|---:|---:|---:|',
      `| RSS (MB) | ${m.rssStartMB} | ${m.rssEndMB} | ${m.rssMaxMB} | ${m.rssSlopeMBPerMin} MB/min (second half ${m.rssSlopeSecondHalfMBPerMin}) |`,
      `| RSS, mean of the first and of the last minute (MB) | ${minuteMean(r.samples, 'first')} | ${minuteMean(r.samples, 'last')} | | |`,
      `| heap used (MB) | ${m.heapUsedStartMB ?? '–'} | ${m.heapUsedEndMB ?? '–'} | | |`,
      `| live heap after full GC (MB) | ${m.heapAfterGcStartMB ?? '–'} | ${m.heapAfterGcEndMB ?? '–'} | | |`,
      '',
      `Heap left by the major GCs V8 ran by itself, median per 100 s: ${majorGcMedians(m.heapAfterMajorGcMB)}.`,
      '',
      `Before the warm-up the read cache was filled with ${m.cacheFill.reads} distinct catalog reads (${m.cacheFill.requests} requests, ${m.cacheFill.seconds} s): RSS ${m.cacheFill.rssBeforeMB} → ${m.cacheFill.rssAfterMB} MB, live heap ${m.cacheFill.liveHeapBeforeMB} → ${m.cacheFill.liveHeapAfterMB} MB, external ${m.cacheFill.externalBeforeMB} → ${m.cacheFill.externalAfterMB} MB.`,
      '',
      `Server CPU ${Math.round(r.server.cpuAverage * 100)}% of one core on average; its main thread waited for a CPU ${Math.round(r.server.waitingForCpuAverage * 100)}% of the time on average (${Math.round(r.server.waitingForCpuMax * 100)}% in the worst 10 s); event-loop delay p99 at most ${r.server.eventLoopDelayP99MaxMs} ms in any 10 s window; ${r.server.logErrors} error and ${r.server.logWarnings} warning lines in its log. Client (this script): CPU ${Math.round(r.client.cpuAverage * 100)}% of one core, scheduler lag at most ${r.client.schedulerLagMaxMs} ms, ${r.client.lateStarts} requests left over 50 ms late.`,
      '',
      '| kind | requests | 2xx | expected 404 | errors | p50 ms | p99 ms | max ms | KB |',
      '|---|---:|---:|---:|---:|---:|---:|---:|---:|',
      ...r.kinds.map(
        (k) =>
          `| ${k.kind} | ${k.requests} | ${k.ok} | ${k.expected} | ${k.errors} | ${k.p50} | ${k.p99} | ${k.max} | ${k.kbPerRequest} |`,
      ),
      `| **all** | ${r.totals.requests} | ${r.totals.ok} | ${r.totals.expected} | ${r.totals.errors} | ${r.totals.p50} | ${r.totals.p99} | | |`,
      '',
    );
    const reasons = Object.entries(r.errors.reasons);
    if (reasons.length > 0) {
      out.push('Errors:', '', ...reasons.map(([reason, n]) => `- ${reason}: ${n}`), '');
      out.push(
        ...r.errors.samples.slice(0, 15).map((s) => `  - ${s.kind}, ${s.reason}: \`${s.detail}\``),
        '',
      );
    }
  }
  out.push('![RSS and heap over time](soak-latest.svg)', '');
  return out.join('\n');
}
