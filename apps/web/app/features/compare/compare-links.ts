import { COMPARE_MAX, comparePath } from '@shop/contract/urls';

/** The query flag of the "Show only differences" toggle; a plain GET form sets it without JavaScript. */
export const DIFF_PARAM = 'diff';

/** The comparison of these products, keeping the differences-only choice. */
export function compareHref(slugs: readonly string[], diffOnly: boolean): string {
  const path = comparePath(slugs);
  if (!diffOnly) return path;
  return `${path}${path.includes('?') ? '&' : '?'}${DIFF_PARAM}=1`;
}

/** Where a GET form must point and what it must carry to keep the current products (forms replace the query). */
export function compareFormTarget(slugs: readonly string[]): { action: string; with: string | null } {
  const [first = '', ...others] = slugs;
  return {
    action: `/compare/${encodeURIComponent(first)}`,
    with: others.length > 0 ? others.join(',') : null,
  };
}

/**
 * The products a comparison URL asks for, in order: compare/{first}?with=a,b. Blank and repeated keys are dropped;
 * `overflow` says the URL named more than COMPARE_MAX, which are left out.
 */
export function compareKeys(first: string, withParam: string | null): { keys: string[]; overflow: boolean } {
  const all = [first, ...(withParam ?? '').split(',')].map((key) => key.trim()).filter(Boolean);
  const unique = [...new Set(all)];
  return { keys: unique.slice(0, COMPARE_MAX), overflow: unique.length > COMPARE_MAX };
}
