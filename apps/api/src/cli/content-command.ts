import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { AppError } from '#app/errors/app-error';
import {
  applyContent,
  MalformedContentFile,
  type ImportSummary,
  type SectionCounts,
} from '#app/modules/content/content.service';
import type { Runtime } from '#app/runtime';
import { line } from './terminal-text.ts';

/** Wrong arguments: printed with the usage, exit 2. */
export class ContentUsageError extends Error {}

/** The file cannot be read or is not a content file: nothing was imported, exit 2. */
export class ContentFileError extends Error {}

export const CONTENT_USAGE = `  content import FILE.json                         add or replace pages (by slug), FAQs (by question) and stores
                                                   (by name); rich text is sanitised; exit 1 if entries were rejected`;

function describeCounts(name: string, c: SectionCounts): string {
  return `${name} ${c.added} added, ${c.updated} updated, ${c.unchanged} unchanged`;
}

export function describeImport(file: string, summary: ImportSummary): string {
  const lines = [
    `Imported ${file}: ${[
      describeCounts('pages', summary.pages),
      describeCounts('faqs', summary.faqs),
      describeCounts('stores', summary.stores),
    ].join('; ')}.`,
  ];
  if (summary.rejected.length > 0) {
    lines.push(`Rejected ${summary.rejected.length} entr${summary.rejected.length === 1 ? 'y' : 'ies'}:`);
    for (const r of summary.rejected) {
      lines.push(`  ${r.section}[${r.index}]${r.key ? ` "${line(r.key)}"` : ''}: ${line(r.reason)}`);
    }
  }
  return lines.join('\n');
}

/** npm run shop -- content import FILE.json */
export async function contentCommand(runtime: Runtime, args: string[]): Promise<string> {
  const { positionals } = parseArgs({ args, options: {}, allowPositionals: true });
  const [action, file, ...rest] = positionals;
  if (action !== 'import' || !file || rest.length > 0)
    throw new ContentUsageError('Use: content import FILE.json');

  // npm runs scripts from the repository root; a relative path means relative to where the operator typed it.
  const path = resolve(process.env.INIT_CWD ?? process.cwd(), file);
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (error) {
    const reason = (error as NodeJS.ErrnoException).code === 'ENOENT' ? 'no such file' : String(error);
    throw new ContentFileError(`Cannot read ${file}: ${reason}. Nothing was imported.`);
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new ContentFileError(
      `${file} is not valid JSON (${error instanceof Error ? error.message : String(error)}). Nothing was imported.`,
    );
  }
  let summary: ImportSummary;
  try {
    summary = await applyContent(runtime.deps, json, 'upsert');
  } catch (error) {
    if (error instanceof MalformedContentFile) {
      throw new ContentFileError(`${file}: ${error.message} Nothing was imported.`);
    }
    throw error;
  }
  const report = describeImport(file, summary);
  // Accepted entries are saved either way; a non-zero exit tells scripts that some were not.
  if (summary.rejected.length > 0) throw new AppError('validation_failed', report);
  return report;
}
