import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { lowPriorityModulePreloads } from './low-priority-scripts.server.ts';

async function through(chunks: Array<string | Buffer>): Promise<string> {
  const out: Buffer[] = [];
  const stream = Readable.from(chunks.map((c) => (typeof c === 'string' ? Buffer.from(c) : c))).pipe(
    lowPriorityModulePreloads(),
  );
  for await (const chunk of stream) out.push(chunk as Buffer);
  return Buffer.concat(out).toString('utf8');
}

const page =
  '<p>Fixed “price” — 74,999 EGP</p><link rel="modulepreload" href="/assets/a.js" nonce="n"/>' +
  '<link rel="stylesheet" href="/assets/s.css"/><link rel="modulepreload" href="/assets/b.js"/><script>x</script>';
const expected = page.replaceAll(
  '<link rel="modulepreload"',
  '<link rel="modulepreload" fetchpriority="low"',
);

describe('lowPriorityModulePreloads', () => {
  it('marks every module preload low priority and leaves the rest alone', async () => {
    expect(await through([page])).toBe(expected);
  });

  it('finds a tag cut between chunks, wherever the cut falls, and keeps multi-byte characters whole', async () => {
    const bytes = Buffer.from(page);
    for (let cut = 1; cut < bytes.length; cut++) {
      expect(await through([bytes.subarray(0, cut), bytes.subarray(cut)])).toBe(expected);
    }
  });

  it('passes a document without module preloads through unchanged, even ending in a partial tag', async () => {
    expect(await through(['<html><body>a < b', '</body></html><link rel="mod'])).toBe(
      '<html><body>a < b</body></html><link rel="mod',
    );
  });
});
