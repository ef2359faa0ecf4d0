import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runShop } from '#app/cli/shop';
import { loadConfig } from '#app/env';
import { openRuntime } from '#app/runtime';
import { TEST_DATABASE_URL, TEST_DIALECT, withPgClient } from './support/test-app.ts';

// The CLI opens its own connection, so it gets its own database: a temp SQLite file or a PostgreSQL schema.
const dir = mkdtempSync(join(tmpdir(), 'shop-content-cli-'));
const schema = `cli_${randomBytes(6).toString('hex')}`;
const env: NodeJS.ProcessEnv =
  TEST_DIALECT === 'postgres'
    ? { DATABASE_URL: TEST_DATABASE_URL, DATABASE_SCHEMA: schema, MEDIA_DIR: join(dir, 'media') }
    : { SQLITE_PATH: join(dir, 'shop.sqlite') };
const shop = (...argv: string[]) => runShop(argv, env);

function file(name: string, content: unknown): string {
  const path = join(dir, name);
  writeFileSync(path, typeof content === 'string' ? content : JSON.stringify(content));
  return path;
}

async function readPage(slug: string) {
  const runtime = await openRuntime(loadConfig({ ...env, LOG_LEVEL: 'silent' }));
  try {
    return await runtime.deps.db
      .selectFrom('content_pages')
      .select(['title_en', 'body_html'])
      .where('slug', '=', slug)
      .executeTakeFirst();
  } finally {
    await runtime.close();
  }
}

beforeAll(async () => {
  if (TEST_DIALECT === 'postgres') await withPgClient((c) => c.query(`create schema ${schema}`));
});
afterAll(async () => {
  rmSync(dir, { recursive: true, force: true });
  if (TEST_DIALECT === 'postgres') await withPgClient((c) => c.query(`drop schema ${schema} cascade`));
});

describe('npm run shop -- content import', () => {
  it('seed adds the demo content once', async () => {
    const first = await shop('seed');
    expect(first.code).toBe(0);
    expect(first.out).toMatch(/content_pages [1-9]\d*, faqs [1-9]\d*, stores [1-9]\d*\. Pictures added to /);
    const second = await shop('seed');
    expect(second.out).toMatch(/content_pages 0, faqs 0, stores 0\. Pictures added to .*: 0\.$/);
  });

  it('imports pages, FAQs and stores, sanitised, and replaces them by key on a second run', async () => {
    const content = {
      pages: [
        {
          slug: 'gift-cards',
          kind: 'article',
          title_en: 'Gift cards',
          summary: 'Give the device they really want.',
          body_html:
            '<h2>How they work</h2><p onmouseover="x()">Load any amount.</p><script>alert(1)</script>',
        },
      ],
      faqs: [
        { question: 'Do you sell gift cards?', answer_html: '<p>Yes, in every store.</p>', topic: 'Orders' },
      ],
      stores: [
        {
          name: 'iSpot Tanta',
          city_id: 701,
          address: '5 El Bahr Street, Tanta, Gharbia',
          opening_hours: 'Daily: 10 am to 10 pm',
          phone: '040 333 0345',
        },
      ],
    };
    const path = file('content.json', content);
    const first = await shop('content', 'import', path);
    expect(first).toEqual({
      code: 0,
      out: `Imported ${path}: pages 1 added, 0 updated, 0 unchanged; faqs 1 added, 0 updated, 0 unchanged; stores 1 added, 0 updated, 0 unchanged.`,
    });
    expect(await readPage('gift-cards')).toEqual({
      title_en: 'Gift cards',
      body_html: '<h2>How they work</h2><p>Load any amount.</p>',
    });

    content.pages[0]!.title_en = 'Gift cards and vouchers';
    const second = await shop('content', 'import', file('content.json', content));
    expect(second.code).toBe(0);
    expect(second.out).toContain('pages 0 added, 1 updated');
    expect((await readPage('gift-cards'))?.title_en).toBe('Gift cards and vouchers');
  });

  it('saves the good entries, lists the rejected ones and exits 1', async () => {
    const path = file('partly.json', {
      pages: [
        { slug: 'bad slug!', title_en: 'Bad', body_html: '<p>x</p>' },
        { slug: 'repairs-at-home', title_en: 'Repairs at home', body_html: '<p>We come to you.</p>' },
      ],
      stores: [
        {
          name: 'iSpot Moon',
          city_id: 4242,
          address: 'Sea of Tranquility',
          opening_hours: 'Never',
          phone: '1',
        },
      ],
    });
    const result = await shop('content', 'import', path);
    expect(result.code).toBe(1);
    expect(result.out).toContain('pages 1 added');
    expect(result.out).toContain('Rejected 2 entries:');
    expect(result.out).toContain(
      'pages[0] "bad slug!": slug: must be 1 to 80 letters, digits, hyphens or underscores',
    );
    expect(result.out).toMatch(/stores\[0\] "iSpot Moon": phone: /);
    expect(await readPage('repairs-at-home')).toBeDefined();
  });

  it('exits 2 without importing anything when the file is malformed, missing or not given', async () => {
    const notJson = await shop('content', 'import', file('broken.json', '{"pages": ['));
    expect(notJson.code).toBe(2);
    expect(notJson.out).toMatch(/broken\.json is not valid JSON .*Nothing was imported\.$/);

    const wrongShape = await shop('content', 'import', file('shape.json', { pages: 'about' }));
    expect(wrongShape.code).toBe(2);
    expect(wrongShape.out).toMatch(/must be a JSON object with "pages", "faqs" and\/or "stores" arrays/);

    const list = await shop('content', 'import', file('list.json', [{ slug: 'x' }]));
    expect(list.code).toBe(2);

    const missing = await shop('content', 'import', join(dir, 'nope.json'));
    expect(missing).toMatchObject({
      code: 2,
      out: expect.stringMatching(/^Cannot read .*nope\.json: no such file/),
    });

    const usage = await shop('content', 'export');
    expect(usage.code).toBe(2);
    expect(usage.out).toMatch(/^Use: content import FILE\.json\n\nUsage: npm run shop/);
  });
});
