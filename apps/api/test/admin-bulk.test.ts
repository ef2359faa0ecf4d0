import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HEADER_CSRF, STAFF_COOKIE, staffMessages, type StaffRole } from '@shop/contract/admin';
import { bulkMessages, IMPORT_MAX_BYTES, type ImportJob } from '@shop/contract/admin-bulk';
import { runShop } from '#app/cli/shop';
import { createTestApp, TEST_DIALECT, type TestApp } from './support/test-app.ts';
import { signedInStaff } from './support/staff.ts';

/**
 * Bulk catalog work in the back office: importing the command's CSV and JSON files through the same import (the same
 * report), exporting the catalog as that CSV (a round trip changes nothing), bulk price and stock changes through the
 * one pricing module, roles and CSRF, and how long an import of 20,000 rows holds the event loop.
 */
const dir = mkdtempSync(join(tmpdir(), 'shop-admin-bulk-'));
let t: TestApp;

interface Signed {
  cookie: string;
  csrf: string;
}
let owner: Signed;
let manager: Signed;
let support: Signed;

const shop = (...argv: string[]) => runShop(argv, {}, t.runtime);
const db = () => t.runtime.deps.db;

/** A member made by the operator command, with a password set from their link, signed in. */
const member = (email: string, role: StaffRole): Promise<Signed> => signedInStaff(t, role, email);

beforeAll(async () => {
  t = await createTestApp({
    AUTH_RATE_LIMIT_MAX: '100000',
    RATE_LIMIT_MAX: '100000',
    RATE_LIMIT_IP_MAX: '100000',
  });
  owner = await member('owner@bulk.example', 'owner');
  manager = await member('manager@bulk.example', 'manager');
  support = await member('support@bulk.example', 'support');
}, 60_000);
afterAll(async () => {
  await t?.close();
  rmSync(dir, { recursive: true, force: true });
});

function call(
  method: 'GET' | 'POST',
  url: string,
  who: Signed | null,
  body?: { json?: unknown; text?: string; type?: string },
  csrf = true,
) {
  return t.app.inject({
    method,
    url,
    headers: {
      ...(who ? { cookie: `${STAFF_COOKIE}=${who.cookie}` } : {}),
      ...(who && csrf ? { [HEADER_CSRF]: who.csrf } : {}),
      ...(body?.text !== undefined ? { 'content-type': body.type ?? 'text/csv' } : {}),
    },
    ...(body?.json !== undefined ? { payload: body.json as object } : {}),
    ...(body?.text !== undefined ? { payload: body.text } : {}),
  });
}

/** Uploads a file as the page does and waits for its import to end. */
async function importFile(name: string, text: string, who: Signed = manager): Promise<ImportJob> {
  const started = await call(
    'POST',
    `/api/admin/catalog/imports?file_name=${encodeURIComponent(name)}`,
    who,
    {
      text,
      type: name.endsWith('.json') ? 'application/json' : 'text/csv',
    },
  );
  expect(started.statusCode, started.body).toBe(202);
  const id = started.json().data.id as number;
  for (let i = 0; i < 2_000; i++) {
    const res = await call('GET', `/api/admin/catalog/imports/${id}`, who);
    expect(res.statusCode, res.body).toBe(200);
    const job = res.json().data as ImportJob;
    if (job.state !== 'running') return job;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('the import did not end');
}

const csvCell = (cell: string) => (/[",\n]/.test(cell) ? `"${cell.replaceAll('"', '""')}"` : cell);
const csv = (rows: string[][]) => rows.map((r) => r.map(csvCell).join(',')).join('\n') + '\n';
const HEADER = [
  'sku',
  'slug',
  'name',
  'category',
  'brand',
  'image',
  'variant_sku',
  'color',
  'price',
  'discount_price',
  'stock',
];

/** Two good products of the brand "Bulkco" and one row whose price is not a number. */
const GOOD_AND_BAD = csv([
  HEADER,
  [
    'BK-ONE',
    'bulkco-one',
    'Bulkco One',
    'audio',
    'Bulkco',
    '/media/device/speaker/2b2b2d.svg',
    'BK-ONE-B',
    'Black',
    '1000',
    '',
    '5',
  ],
  ['BK-ONE', '', '', '', '', '', 'BK-ONE-W', 'White', '1990', '1890', '0'],
  [
    'BK-TWO',
    'bulkco-two',
    'Bulkco Two',
    'audio',
    'Bulkco',
    '/media/device/speaker/2b2b2d.svg',
    'BK-TWO-B',
    'Black',
    '2999',
    '',
    '3',
  ],
  [
    'BK-BAD',
    'bulkco-bad',
    'Bulkco Bad',
    'audio',
    'Bulkco',
    '/media/device/speaker/2b2b2d.svg',
    'BK-BAD-B',
    'Black',
    '12,5',
    '',
    '3',
  ],
]);

const rejectedSection = (report: string) => report.slice(report.indexOf('Rejected'));

describe('import from the back office', () => {
  it('imports a CSV with good and bad rows and reports them as the command does', async () => {
    const job = await importFile('bulkco.csv', GOOD_AND_BAD);
    expect(job).toMatchObject({
      state: 'done',
      file_name: 'bulkco.csv',
      rows: 4,
      done: 2,
      total: 2,
      summary: {
        products: { created: 2, updated: 0, unchanged: 0 },
        variants: { created: 3, updated: 0, unchanged: 0 },
        added: { brands: ['Bulkco'] },
      },
      rejected: [
        {
          where: 'line 5',
          line: 5,
          sku: 'BK-BAD-B',
          field: 'price',
          message: 'must be a whole number of EGP, 1 or more, digits only (got "12,5")',
        },
      ],
    });
    expect(job.report).toContain(
      'Imported bulkco.csv (4 rows): products 2 created, 0 updated, 0 unchanged; variants 3 created, 0 updated, 0 unchanged.',
    );

    // The command, given the same file, runs the same import: the rows it wrote are there, the bad row the same.
    const path = join(dir, 'bulkco.csv');
    writeFileSync(path, GOOD_AND_BAD);
    const cli = await shop('import', path);
    expect(cli.code).toBe(1);
    expect(cli.out).toContain(
      'products 0 created, 0 updated, 2 unchanged; variants 0 created, 0 updated, 3 unchanged.',
    );
    expect(rejectedSection(cli.out)).toBe(rejectedSection(job.report!));
    expect(rejectedSection(job.report!)).toBe(
      'Rejected 1 row (not imported):\n  line 5 (BK-BAD-B): price: must be a whole number of EGP, 1 or more, digits only (got "12,5")',
    );

    const audit = await db()
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'catalog.import')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(audit.entity_id).toBe(String(job.id));
    expect(JSON.parse(audit.after!)).toMatchObject({
      file_name: 'bulkco.csv',
      rows: 4,
      products: { created: 2 },
      variants: { created: 3 },
      rejected: 1,
    });
  });

  it('imports JSON and names a bad entry by its place in the file', async () => {
    const job = await importFile(
      'bulk.json',
      JSON.stringify([
        {
          sku: 'BK-JSON',
          slug: 'bulkco-json',
          name: 'Bulkco JSON',
          category: 'audio',
          brand: 'Bulkco',
          image: '/media/device/speaker/2b2b2d.svg',
          variants: [{ sku: 'BK-JSON-1', price: 500, stock: 2 }],
        },
        {
          sku: 'BK-JSON-BAD',
          slug: 'bulkco-json-bad',
          name: 'Bad',
          category: 'Phonez',
          image: '/x.svg',
          variants: [{ sku: 'BK-JSON-BAD-1', price: 5, stock: 1 }],
        },
      ]),
    );
    expect(job.state).toBe('done');
    expect(job.summary?.products.created).toBe(1);
    expect(job.rejected).toEqual([
      expect.objectContaining({ where: '[1]', line: null, field: 'category', sku: 'BK-JSON-BAD' }),
    ]);
    expect(job.rejected[0]!.message).toMatch(/^there is no category "Phonez"/);
  });

  it('fails a file that is not a catalog with the reason, and refuses a file too large or of another type', async () => {
    const job = await importFile('broken.json', '{"not": "an array"');
    expect(job.state).toBe('failed');
    expect(job.error).toMatch(/^broken\.json is not valid JSON .* Nothing was imported\.$/);

    const big = await call('POST', '/api/admin/catalog/imports?file_name=big.csv', manager, {
      text: 'x'.repeat(IMPORT_MAX_BYTES + 1),
    });
    expect(big.statusCode).toBe(413);
    expect(big.json().message_en).toBe(bulkMessages.tooLarge);

    const other = await call('POST', '/api/admin/catalog/imports?file_name=catalog.xlsx', manager, {
      text: 'a',
    });
    expect(other.statusCode).toBe(400);
    expect(other.json().message_en).toContain('must end in .csv or .json');
  });
});

describe('export', () => {
  it('streams the catalog as the import CSV; importing it back changes nothing', async () => {
    const res = await call('GET', '/api/admin/catalog/export.csv', support);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="catalog-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const text = res.body;
    expect(text.split('\r\n')[0]).toMatch(/^sku,slug,name,category,sub_category,brand,/);
    expect(text).toContain('BK-ONE,bulkco-one,Bulkco One,audio,,Bulkco,');
    const variants = await db()
      .selectFrom('product_variants')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();

    const before = await db().selectFrom('products').selectAll().orderBy('id').execute();
    const job = await importFile('catalog-export.csv', text);
    expect(job.state).toBe('done');
    expect(job.rejected).toEqual([]);
    expect(job.rows).toBe(Number(variants.n));
    expect(job.summary?.products).toMatchObject({ created: 0, updated: 0 });
    expect(job.summary?.variants).toMatchObject({ created: 0, updated: 0, unchanged: Number(variants.n) });
    expect(await db().selectFrom('products').selectAll().orderBy('id').execute()).toEqual(before);
  });
});

describe('bulk price and stock changes', () => {
  const variant = (sku: string) =>
    db()
      .selectFrom('product_variants')
      .select(['price', 'discount_price', 'stock'])
      .where('sku', '=', sku)
      .executeTakeFirstOrThrow();

  it('previews +5% on a brand, then applies it in one go with audit rows; the storefront shows it at once', async () => {
    const request = { selection: { brand: 'bulkco' }, price: { mode: 'percent', value: 5 } };
    const preview = await call('POST', '/api/admin/catalog/bulk/preview', manager, { json: request });
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json().data).toMatchObject({
      applied: false,
      matched: 4,
      changed: 4,
      products: 3,
      problems: [],
    });
    expect(preview.json().data.sample).toContainEqual({
      sku: 'BK-ONE-W',
      product_sku: 'BK-ONE',
      product_name: 'Bulkco One',
      before: { price: 1990, discount_price: 1890, stock: 0 },
      after: { price: 2090, discount_price: 1985, stock: 0 },
    });
    // A preview writes nothing.
    expect(await variant('BK-ONE-B')).toEqual({ price: 1000, discount_price: null, stock: 5 });

    const applied = await call('POST', '/api/admin/catalog/bulk/apply', manager, { json: request });
    expect(applied.statusCode, applied.body).toBe(200);
    expect(applied.json()).toMatchObject({
      message_en: 'Changed 4 variants.',
      data: { applied: true, changed: 4 },
    });
    expect(await variant('BK-ONE-B')).toEqual({ price: 1050, discount_price: null, stock: 5 });
    // 2,999 x 1.05 = 3,148.95: whole pounds.
    expect(await variant('BK-TWO-B')).toEqual({ price: 3149, discount_price: null, stock: 3 });

    const card = await t.app.inject({ method: 'GET', url: '/api/customer/products/bulkco-two' });
    expect(card.json().data).toMatchObject({ price: 3149, final_price: 3149 });
    const search = await t.app.inject({
      method: 'POST',
      url: '/api/customer/products/search',
      payload: { search: 'Bulkco One', page_size: 10 },
    });
    expect(search.json().data.products.find((p: { slug: string }) => p.slug === 'bulkco-one')).toMatchObject({
      price: 1050,
    });

    const audit = await db()
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'catalog.bulk_price')
      .where('entity_id', '=', 'BK-ONE-W')
      .executeTakeFirstOrThrow();
    expect(JSON.parse(audit.before!)).toEqual({ price: 1990, discount_price: 1890, stock: 0 });
    expect(JSON.parse(audit.after!)).toMatchObject({ price: 2090, discount_price: 1985, stock: 0 });
  });

  it('sets stock to N and adds or subtracts N for a SKU list, never below 0', async () => {
    const set = await call('POST', '/api/admin/catalog/bulk/apply', manager, {
      json: { selection: { skus: ['BK-ONE', 'BK-TWO-B'] }, stock: { mode: 'set', amount: 7 } },
    });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().data).toMatchObject({ matched: 3, changed: 3 });
    expect((await variant('BK-ONE-W')).stock).toBe(7);
    expect((await variant('BK-TWO-B')).stock).toBe(7);

    const add = await call('POST', '/api/admin/catalog/bulk/apply', owner, {
      json: { selection: { skus: ['BK-ONE-B'] }, stock: { mode: 'add', amount: 3 } },
    });
    expect(add.json().data).toMatchObject({ changed: 1 });
    expect((await variant('BK-ONE-B')).stock).toBe(10);

    const preview = await call('POST', '/api/admin/catalog/bulk/preview', owner, {
      json: { selection: { skus: ['BK-ONE-B', 'BK-TWO-B', 'NO-SUCH'] }, stock: { mode: 'add', amount: -8 } },
    });
    expect(preview.json().data).toMatchObject({
      matched: 2,
      changed: 2,
      stock_floored: 1,
      unknown_skus: ['NO-SUCH'],
    });
    await call('POST', '/api/admin/catalog/bulk/apply', owner, {
      json: { selection: { skus: ['BK-ONE-B', 'BK-TWO-B'] }, stock: { mode: 'add', amount: -8 } },
    });
    expect((await variant('BK-ONE-B')).stock).toBe(2);
    expect((await variant('BK-TWO-B')).stock).toBe(0);
  });

  it('refuses a change a price cannot take and changes nothing', async () => {
    const before = await variant('BK-ONE-W');
    const res = await call('POST', '/api/admin/catalog/bulk/apply', manager, {
      json: { selection: { brand: 'Bulkco' }, price: { mode: 'amount', value: -1900 } },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message_en).toMatch(
      /^Nothing was changed: some variants cannot take this price change \(BK-ONE-B: the price 1050 would fall to -850/,
    );
    expect(await variant('BK-ONE-W')).toEqual(before);

    const unknownBrand = await call('POST', '/api/admin/catalog/bulk/preview', manager, {
      json: { selection: { brand: 'Nobrand' }, price: { mode: 'percent', value: 5 } },
    });
    expect(unknownBrand.statusCode).toBe(400);
    expect(unknownBrand.json().message_en).toMatch(/^There is no brand "Nobrand"\. Choose one of: /);

    const nothing = await call('POST', '/api/admin/catalog/bulk/preview', manager, {
      json: { selection: {}, price: { mode: 'percent', value: 5 } },
    });
    expect(nothing.statusCode).toBe(400);
    expect(nothing.json().message_en).toContain('Choose the variants');
  });
});

describe('the API description', () => {
  it('lists the bulk routes under /api/docs', async () => {
    const docs = (await t.app.inject({ method: 'GET', url: '/api/docs' })).json();
    for (const [path, method] of [
      ['/api/admin/catalog/imports', 'post'],
      ['/api/admin/catalog/imports/{id}', 'get'],
      ['/api/admin/catalog/export.csv', 'get'],
      ['/api/admin/catalog/bulk/choices', 'get'],
      ['/api/admin/catalog/bulk/preview', 'post'],
      ['/api/admin/catalog/bulk/apply', 'post'],
    ] as const)
      expect(docs.paths[path]?.[method]?.summary, `${method} ${path}`).toBeTruthy();
  });
});

describe('roles and CSRF', () => {
  const change = { selection: { brand: 'Bulkco' }, stock: { mode: 'set', amount: 1 } };

  it('lets support export and read the choices, but not import or change prices and stock', async () => {
    expect((await call('GET', '/api/admin/catalog/bulk/choices', support)).statusCode).toBe(200);
    for (const url of ['/api/admin/catalog/bulk/preview', '/api/admin/catalog/bulk/apply']) {
      const res = await call('POST', url, support, { json: change });
      expect(res.statusCode).toBe(403);
      expect(res.json().message_en).toBe(
        'Only an owner or a manager can do this. Ask the shop owner if you need it.',
      );
    }
    const upload = await call('POST', '/api/admin/catalog/imports?file_name=a.csv', support, {
      text: GOOD_AND_BAD,
    });
    expect(upload.statusCode).toBe(403);
    expect((await call('GET', '/api/admin/catalog/export.csv', null)).statusCode).toBe(401);
  });

  it('refuses a change without the CSRF token', async () => {
    const res = await call('POST', '/api/admin/catalog/bulk/apply', manager, { json: change }, false);
    expect(res.statusCode).toBe(403);
    expect(res.json().message_en).toBe(staffMessages.csrf);
    const upload = await call(
      'POST',
      '/api/admin/catalog/imports?file_name=a.csv',
      manager,
      { text: GOOD_AND_BAD },
      false,
    );
    expect(upload.statusCode).toBe(403);
  });
});

describe('a large import', () => {
  const ROWS = TEST_DIALECT === 'postgres' ? 4_000 : 20_000;

  it(`imports ${ROWS.toLocaleString('en')} rows while the server keeps answering`, async () => {
    const rows = [HEADER];
    for (let i = 0; i < ROWS / 4; i++)
      for (const color of ['Black', 'White', 'Red', 'Blue'])
        rows.push([
          `BIG-${i}`,
          `big-${i}`,
          `Big ${i}`,
          'audio',
          'Bigco',
          '/media/device/speaker/2b2b2d.svg',
          `BIG-${i}-${color}`,
          color,
          String(1000 + i),
          '',
          '5',
        ]);
    const text = csv(rows);
    const delay = monitorEventLoopDelay({ resolution: 10 });
    let slowest = 0;
    let answered = 0;
    let running = true;
    // Another member's page keeps asking while the import runs.
    const other = (async () => {
      while (running) {
        const start = performance.now();
        const res = await call('GET', '/api/admin/catalog/bulk/choices', support);
        expect(res.statusCode).toBe(200);
        slowest = Math.max(slowest, performance.now() - start);
        answered += 1;
        await new Promise((r) => setTimeout(r, 20));
      }
    })();
    delay.enable();
    const started = performance.now();
    const job = await importFile('big.csv', text);
    const took = performance.now() - started;
    delay.disable();
    running = false;
    await other;
    expect(job.state).toBe('done');
    expect(job.summary?.variants.created).toBe(ROWS);
    const maxMs = delay.max / 1e6;
    console.log(
      `${TEST_DIALECT}: ${ROWS} rows imported in ${Math.round(took)} ms; longest event-loop delay ${maxMs.toFixed(1)} ms (p99 ${(delay.percentile(99) / 1e6).toFixed(1)} ms); ${answered} other requests answered, the slowest in ${Math.round(slowest)} ms`,
    );
    // An import run as one stretch would hold the loop for the whole import (seconds) and answer nobody meanwhile.
    // The bound leaves room for a busy machine: the figure printed above is the one worth reading.
    expect(maxMs).toBeLessThan(1_000);
    expect(answered).toBeGreaterThan(20);
    expect(slowest).toBeLessThan(1_000);
  }, 300_000);
});
