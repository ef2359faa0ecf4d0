import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { root } from '../server-process.ts';
import { renderMarkdown } from './markdown-report.ts';
import { renderChart } from './memory-chart.ts';
import { RESULTS_FORMAT, type Run } from './run-record.ts';

/**
 * The results file keeps one run per database: this run replaces the last one on the same database, so a SQLite run
 * and a PostgreSQL run made on different days are reported side by side. Without a run (SOAK_REPORT_ONLY=1) the
 * Markdown and the chart are written again from the file.
 */
export function writeResults(run?: Run): void {
  const out = join(root, 'bench/results');
  mkdirSync(out, { recursive: true });
  const file = join(out, 'soak-latest.json');
  let runs: Record<string, Run> = {};
  if (existsSync(file)) {
    try {
      const previous = JSON.parse(readFileSync(file, 'utf8')) as {
        format?: number;
        runs?: Record<string, Run>;
      };
      // Runs written by an older version of the soak lack figures the report shows: they are dropped.
      if (previous.format === RESULTS_FORMAT) runs = previous.runs ?? {};
    } catch {
      runs = {};
    }
  }
  if (run) runs[run.dialect] = run;
  const ordered = ['sqlite', 'postgres'].flatMap((d) => (runs[d] ? [runs[d]] : []));
  writeFileSync(file, JSON.stringify({ format: RESULTS_FORMAT, runs }, null, 2));
  writeFileSync(join(out, 'soak-latest.md'), renderMarkdown(ordered));
  writeFileSync(join(out, 'soak-latest.svg'), renderChart(ordered));
  console.log('Wrote bench/results/soak-latest.{json,md,svg}');
}
