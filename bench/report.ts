export interface Measure {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}
export interface Row {
  dialect: string;
  scenario: string;
  bytes: number;
  app: Measure;
  baseline: Measure;
  ratio: number;
  /** The server's event-loop delay under this call (ms; the worst round's p99 and max). */
  loop?: { p99: number; max: number };
  /** The server's resident memory after the call (MB, the largest of the rounds). */
  rssMb?: number;
}

export function renderMarkdown(
  meta: { date: string; seconds: number; connections: number; products: number; node: string },
  rows: Row[],
): string {
  const lines = [
    `# API benchmark`,
    '',
    `${meta.date} · ${meta.products.toLocaleString('en')} products · ${meta.connections} connections · ${meta.seconds} s per run · Node ${meta.node}`,
    '',
    'Each row: the shop API beside a bare node:http server answering the same bytes (the same body and headers), ' +
      'measured in the same run.',
    '',
    "Event loop: the server's `monitorEventLoopDelay` under the call (the worst round); RSS after it.",
    '',
    '| database | call | bytes | req/s | p50 ms | p99 ms | errors | bare req/s | ratio | loop p99 ms | loop max ms | RSS MB |',
    '|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
    ...rows.map(
      (r) =>
        `| ${r.dialect} | ${r.scenario} | ${r.bytes} | ${r.app.rps} | ${r.app.p50} | ${r.app.p99} | ${r.app.errors} | ${r.baseline.rps} | ${r.ratio.toFixed(2)} | ${r.loop ? r.loop.p99.toFixed(1) : ''} | ${r.loop ? r.loop.max.toFixed(1) : ''} | ${r.rssMb ?? ''} |`,
    ),
    '',
  ];
  return lines.join('\n');
}

/** A bar per call and database: the share of the bare server's throughput, with the 0.5 target marked. */
export function renderChart(rows: Row[]): string {
  const barHeight = 22;
  const gap = 8;
  const left = 260;
  const width = 760;
  const scale = (width - left - 60) / 1.0;
  const height = rows.length * (barHeight + gap) + 60;
  const bars = rows
    .map((r, i) => {
      const y = 30 + i * (barHeight + gap);
      const w = Math.max(2, Math.min(1, r.ratio) * scale);
      const colour = r.ratio >= 0.5 ? '#2e7d32' : '#c62828';
      return `<text x="${left - 8}" y="${y + 15}" text-anchor="end" font-size="12">${r.dialect} · ${r.scenario}</text>
<rect x="${left}" y="${y}" width="${w.toFixed(1)}" height="${barHeight}" fill="${colour}"/>
<text x="${left + w + 6}" y="${y + 15}" font-size="12">${r.ratio.toFixed(2)} (p99 ${r.app.p99} ms)</text>`;
    })
    .join('\n');
  const target = left + 0.5 * scale;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" font-family="sans-serif">
<rect width="100%" height="100%" fill="#fff"/>
<text x="10" y="18" font-size="14" font-weight="bold">Throughput as a share of a bare node:http server (target 0.5)</text>
${bars}
<line x1="${target}" y1="24" x2="${target}" y2="${height - 20}" stroke="#555" stroke-dasharray="4 3"/>
<text x="${target + 4}" y="${height - 6}" font-size="11">0.5</text>
</svg>
`;
}
