/**
 * bench/results/soak-latest.svg: RSS and heap over the measured window, one panel per database, with the heap each
 * major GC left as dots (a rising floor of dots is a leak; a sawtooth above it is only garbage).
 */
import type { Run } from './run-record.ts';

export function renderChart(runs: Run[]): string {
  const width = 760;
  const panel = 290;
  const left = 60;
  const right = 20;
  const top = 58;
  const plotH = panel - 100;
  const height = runs.length * panel + 10;
  const panels = runs.map((r, index) => {
    const y0 = index * panel + top;
    const samples = r.samples;
    const tMax = Math.max(r.seconds, samples[samples.length - 1]?.t ?? 1);
    const yMaxRaw = Math.max(...samples.map((s) => s.rssMB), 1) * 1.1;
    const step = yMaxRaw > 400 ? 100 : yMaxRaw > 150 ? 50 : 25;
    const yMax = Math.ceil(yMaxRaw / step) * step;
    const x = (t: number) => left + (t / tMax) * (width - left - right);
    const y = (mb: number) => y0 + plotH - (mb / yMax) * plotH;
    const path = (values: Array<[number, number | null]>) =>
      values
        .filter((v): v is [number, number] => v[1] !== null)
        .map(([t, mb], i) => `${i === 0 ? 'M' : 'L'}${x(t).toFixed(1)},${y(mb).toFixed(1)}`)
        .join(' ');
    const grid: string[] = [];
    for (let mb = 0; mb <= yMax; mb += step) {
      grid.push(
        `<line x1="${left}" y1="${y(mb).toFixed(1)}" x2="${width - right}" y2="${y(mb).toFixed(1)}" stroke="#e0e0e0"/>`,
        `<text x="${left - 6}" y="${(y(mb) + 4).toFixed(1)}" text-anchor="end" font-size="11">${mb}</text>`,
      );
    }
    for (let minute = 0; minute * 60 <= tMax; minute += tMax > 1200 ? 5 : tMax > 240 ? 1 : 0.5) {
      grid.push(
        `<text x="${x(minute * 60).toFixed(1)}" y="${y0 + plotH + 16}" text-anchor="middle" font-size="11">${minute}</text>`,
      );
    }
    const m = r.memory;
    return `<text x="10" y="${y0 - 36}" font-size="14" font-weight="bold">${r.dialect}: RSS and heap under ${r.rate} req/s of mixed traffic (MB over minutes after warm-up)</text>
<text x="10" y="${y0 - 20}" font-size="11">RSS ${m.rssStartMB} → ${m.rssEndMB} MB (max ${m.rssMaxMB}, slope ${m.rssSlopeMBPerMin} MB/min); live heap after GC ${m.heapAfterGcStartMB ?? '–'} → ${m.heapAfterGcEndMB ?? '–'} MB; ${r.totals.errors} errors in ${r.totals.requests} requests</text>
${grid.join('\n')}
<line x1="${left}" y1="${y0 + plotH}" x2="${width - right}" y2="${y0 + plotH}" stroke="#555"/>
<path d="${path(samples.map((s) => [s.t, s.rssMB]))}" fill="none" stroke="#1565c0" stroke-width="2"/>
<path d="${path(samples.map((s) => [s.t, s.heapTotalMB]))}" fill="none" stroke="#ef6c00" stroke-width="1.5" stroke-dasharray="5 3"/>
<path d="${path(samples.map((s) => [s.t, s.heapUsedMB]))}" fill="none" stroke="#ef6c00" stroke-width="2"/>
${m.heapAfterMajorGcMB
  .filter(([t]) => t > 0)
  .map(([t, mb]) => `<circle cx="${x(t).toFixed(1)}" cy="${y(mb).toFixed(1)}" r="3.5" fill="#2e7d32"/>`)
  .join('\n')}
<text x="${width - right - 400}" y="${y0 + plotH + 34}" font-size="11"><tspan fill="#1565c0">— RSS</tspan>   <tspan fill="#ef6c00">— heap used   - - heap total</tspan>   <tspan fill="#2e7d32">● heap after a major GC</tspan></text>`;
  });
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" font-family="sans-serif">
<rect width="100%" height="100%" fill="#fff"/>
${panels.join('\n')}
</svg>
`;
}
