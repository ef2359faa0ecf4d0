import { readFile } from 'node:fs/promises';
import { applyContent, type ImportSummary } from '#app/modules/content/content.service';

/**
 * The shop's content (the static pages, the service articles, the FAQ and the stores) is demo-content.json, a file
 * of the shape `npm run shop -- content import` reads, and the seed applies it the same way, so it is validated and
 * sanitised like any imported file. Unlike an operator's import, the seed only adds what is missing, so edits and
 * imports survive a re-run. Store cities use the stable ids of db/reference/egypt-cities.ts (governorate g, city
 * g*100+k).
 */
const DEMO_CONTENT_FILE = new URL('./demo-content.json', import.meta.url);

/** Adds whatever content is missing; never changes what is there. */
export async function seedDemoContent(deps: Parameters<typeof applyContent>[0]): Promise<ImportSummary> {
  const file: unknown = JSON.parse(await readFile(DEMO_CONTENT_FILE, 'utf8'));
  return applyContent(deps, file, 'insert-missing');
}
