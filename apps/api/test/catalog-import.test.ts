import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '#app/app';
import { runShop } from '#app/cli/shop';
import { loadConfig } from '#app/env';
import { CSV_COLUMNS } from '#app/modules/catalog/catalog-import-rows';
import { listMessages } from '#app/modules/outbox/outbox.repository';
import { openRuntime, type Runtime } from '#app/runtime';
import { TEST_DATABASE_URL, TEST_DIALECT, withPgClient } from './support/test-app.ts';

// The CLI opens its own connection, so the import and the API under test share a database of their own: a temp
// SQLite file or a PostgreSQL schema. The API reads it with the catalog cache off, so every answer is fresh.
const root = resolve(import.meta.dirname, '../../..');
const EXAMPLE_JSON = join(root, 'docs/examples/catalog-import.json');
const EXAMPLE_CSV = join(root, 'docs/examples/catalog-import.csv');
const dir = mkdtempSync(join(tmpdir(), 'shop-catalog-import-'));
const schema = `imp_${randomBytes(6).toString('hex')}`;
const env: Record<string, string> =
  TEST_DIALECT === 'postgres'
    ? { DATABASE_URL: TEST_DATABASE_URL, DATABASE_SCHEMA: schema, MEDIA_DIR: join(dir, 'media') }
    : { SQLITE_PATH: join(dir, 'shop.sqlite') };
const shop = (...argv: string[]) => runShop(argv, env);

let runtime: Runtime;
let app: FastifyInstance;

beforeAll(async () => {
  if (TEST_DIALECT === 'postgres') await withPgClient((c) => c.query(`create schema ${schema}`));
  runtime = await openRuntime(
    loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', CATALOG_CACHE_MS: '0', ...env }),
    { seed: true },
  );
  app = await buildApp({ deps: runtime.deps });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await runtime?.close();
  rmSync(dir, { recursive: true, force: true });
  if (TEST_DIALECT === 'postgres') await withPgClient((c) => c.query(`drop schema ${schema} cascade`));
});

function file(name: string, content: unknown): string {
  const path = join(dir, name);
  writeFileSync(path, typeof content === 'string' ? content : JSON.stringify(content, null, 2));
  return path;
}

const csv = (rows: string[][]) => rows.map((r) => r.map(csvCell).join(',')).join('\n') + '\n';
const csvCell = (cell: string) => (/[",\n]/.test(cell) ? `"${cell.replaceAll('"', '""')}"` : cell);

async function product(slug: string) {
  const res = await app.inject({ method: 'GET', url: `/api/customer/products/${slug}` });
  return { status: res.statusCode, data: res.json().data };
}

async function search(text: string): Promise<string[]> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/customer/products/search',
    payload: { search: text, page_size: 50 },
  });
  expect(res.statusCode).toBe(200);
  return res.json().data.products.map((p: { slug: string }) => p.slug);
}

function productRows() {
  return runtime.deps.db
    .selectFrom('products')
    .selectAll()
    .where('sku', 'in', ['NTH-PHONE3', 'ANK-NANO45'])
    .orderBy('sku')
    .execute();
}

const VARIANT_HEADER = ['sku', 'slug', 'name', 'category', 'sub_category', 'brand', 'image', 'old_price'];
const VARIANT_COLUMNS = ['variant_sku', 'color', 'color_code', 'size', 'price', 'discount_price', 'stock'];

describe('npm run shop -- import', () => {
  it('imports the JSON example; a second run, and the same catalog as CSV, change nothing', async () => {
    const first = await shop('import', EXAMPLE_JSON);
    expect(first).toEqual({
      code: 0,
      out: `Imported ${EXAMPLE_JSON} (2 entries): products 2 created, 0 updated, 0 unchanged; variants 5 created, 0 updated, 0 unchanged.\nAdded brands "Nothing"; colours "Misty Blue".`,
    });
    const before = await productRows();

    const again = await shop('import', EXAMPLE_JSON);
    expect(again).toEqual({
      code: 0,
      out: `Imported ${EXAMPLE_JSON} (2 entries): products 0 created, 0 updated, 2 unchanged; variants 0 created, 0 updated, 5 unchanged.`,
    });
    const asCsv = await shop('import', EXAMPLE_CSV);
    expect(asCsv).toEqual({
      code: 0,
      out: `Imported ${EXAMPLE_CSV} (5 rows): products 0 created, 0 updated, 2 unchanged; variants 0 created, 0 updated, 5 unchanged.`,
    });
    expect(await productRows()).toEqual(before);
  });

  it('shows an imported product on its item page, with variants, options, pictures and specifications', async () => {
    const phone = await product('nothing-phone-3');
    expect(phone.status).toBe(200);
    expect(phone.data).toMatchObject({
      slug: 'nothing-phone-3',
      name: 'Nothing Phone (3)',
      sku: 'NTH-PHONE3',
      price: 44999,
      final_price: 44999,
      old_price: 46999,
      discount_price: null,
      variant_max_price: 49999,
      promo: true,
      new: true,
      max_per_order: 2,
      arrival_status: 'New Arrival',
      stock: 16,
      in_stock: true,
      status: 'In stock',
      image: '/media/device/phone/2b2b2d.svg',
      category: { slug: 'phones' },
      brand: { name: 'Nothing', slug: 'nothing', image: '/media/brand/nothing.svg' },
      productimages: [
        { image: '/media/device/phone/2b2b2d.svg' },
        { image: '/media/device/phone/f5f5f0.svg' },
      ],
      attributes: expect.arrayContaining([
        { name: 'Chip', values: ['Snapdragon 8s Gen 4'] },
        { name: 'Connectivity', values: expect.arrayContaining(['5G', 'USB-C']) },
      ]),
    });
    expect(phone.data.long_description).toContain('<li><strong>Display:</strong>');
    expect(
      phone.data.product_variants.map((v: Record<string, unknown>) => [
        v.sku,
        (v.Color as { name: string }).name,
        (v.size as { name: string }).name,
        v.price,
        v.discount_price,
        v.stock,
      ]),
    ).toEqual([
      ['NTH-PHONE3-BLK-256', 'Black', '256GB', 44999, null, 12],
      ['NTH-PHONE3-BLK-512', 'Black', '512GB', 51999, 49999, 4],
      ['NTH-PHONE3-WHT-256', 'White', '256GB', 44999, null, 0],
    ]);

    const charger = await product('anker-nano-charger-45w');
    expect(charger.data).toMatchObject({
      // The card's price is the variant a shopper pays least for.
      price: 1299,
      discount_price: 1149,
      final_price: 1149,
      sub_category: { slug: 'chargers' },
      brand: { slug: 'anker' },
    });
    const misty = charger.data.product_variants.find((v: { sku: string }) => v.sku === 'ANK-NANO45-MSB');
    expect(misty).toMatchObject({
      Color: { name: 'Misty Blue', color_code: '#a7c0d8' },
      image: '/media/device/charger/c5d6e8.svg',
    });
    const white = charger.data.product_variants.find((v: { sku: string }) => v.sku === 'ANK-NANO45-WHT');
    expect(white.image).toBe('/media/device/charger/f5f5f0.svg');
  });

  it('keeps search in step: imported products are found by name and brand', async () => {
    expect(await search('Nothing Phone')).toContain('nothing-phone-3');
    expect(await search('anker nano')).toContain('anker-nano-charger-45w');
    expect(await search('glyphless-nonsense')).toEqual([]);
  });

  it('updates only what changed in a CSV and renames the product in search', async () => {
    const header = [...VARIANT_HEADER, ...VARIANT_COLUMNS];
    const rows = (name: string, proPrice: string) => [
      header,
      [
        'BLK-BOOST-15',
        'belkin-qiwave-stand',
        name,
        '7',
        'wireless-chargers',
        'belkin',
        '/media/device/charger/2b2b2d.svg',
        '',
        'BLK-BOOST-15-BLK',
        'Black',
        '',
        '',
        '2499',
        '',
        '5',
      ],
      ['BLK-BOOST-15', '', '', '', '', '', '', '', 'BLK-BOOST-15-WHT', 'White', '', '', proPrice, '', '3'],
    ];
    const path = file('belkin.csv', csv(rows('Belkin Qiwave Stand 15W', '2599')));
    expect((await shop('import', path)).out).toBe(
      `Imported ${path} (2 rows): products 1 created, 0 updated, 0 unchanged; variants 2 created, 0 updated, 0 unchanged.`,
    );
    expect(await search('Qiwave')).toEqual(['belkin-qiwave-stand']);

    // The white one costs more now: one variant changes, the product's own fields and "from" price do not.
    file('belkin.csv', csv(rows('Belkin Qiwave Stand 15W', '2699')));
    expect((await shop('import', path)).out).toBe(
      `Imported ${path} (2 rows): products 0 created, 0 updated, 1 unchanged; variants 0 created, 1 updated, 1 unchanged.`,
    );
    expect((await product('belkin-qiwave-stand')).data).toMatchObject({
      price: 2499,
      variant_max_price: 2699,
      category: { id: 7 },
    });

    file('belkin.csv', csv(rows('Belkin Auraflux Dock', '2699')));
    expect((await shop('import', path)).out).toContain('products 0 created, 1 updated, 0 unchanged');
    expect(await search('Qiwave')).toEqual([]);
    expect(await search('auraflux')).toEqual(['belkin-qiwave-stand']);
  });

  it('imports the valid CSV rows, lists each rejected row with its line and reason, and exits 1', async () => {
    const header = [...VARIANT_HEADER, ...VARIANT_COLUMNS];
    const good = [
      'GD-1',
      'good-speaker',
      'Good Speaker',
      'audio',
      'portable-speakers',
      'JBL',
      '/media/device/speaker/d23b3b.svg',
      '',
    ];
    const rows = [
      header,
      [...good, 'GD-1-RED', 'Red', '', '', '3999', '', '7'],
      [...good, 'GD-1-BLU', 'Blue', '', '', '3999', '', '-2'],
      [...good, 'GD-1-GRN', 'Green', '', '', '3999.50', '', '1'],
      [...good, 'GD-1-RED', 'Red', '', '', '3999', '', '1'],
      [...good, 'GD-1-SND', 'Desert Sand', '', '', '3999', '', '1'],
      [...good, 'GD-1-BLK', 'Black', '', '', '3,999', '', '1'],
      [
        'BAD-CAT',
        'bad-category',
        'Bad Category',
        'Phonez',
        '',
        '',
        '/x.svg',
        '',
        'BAD-CAT-1',
        '',
        '',
        '',
        '100',
        '',
        '1',
      ],
      [
        'BAD-CTL',
        'bad-control',
        'Bad\u0007Bell',
        'audio',
        '',
        '',
        '/x.svg',
        '',
        'BAD-CTL-1',
        '',
        '',
        '',
        '100',
        '',
        '1',
      ],
      [
        'BAD-SLUG',
        'iphone-17-pro',
        'Taken Slug',
        'phones',
        '',
        '',
        '/x.svg',
        '',
        'BAD-SLUG-1',
        '',
        '',
        '',
        '100',
        '',
        '1',
      ],
      [
        'BAD-OLD',
        'bad-old',
        'Bad Old Price',
        'audio',
        '',
        '',
        '/x.svg',
        '500',
        'BAD-OLD-1',
        '',
        '',
        '',
        '600',
        '',
        '1',
      ],
      [
        'BAD-MOVE',
        'bad-move',
        'Moves A Variant',
        'audio',
        '',
        '',
        '/x.svg',
        '',
        'NTH-PHONE3-BLK-256',
        '',
        '',
        '',
        '100',
        '',
        '1',
      ],
      [
        ...good.slice(0, 2),
        'Good Speaker Two',
        ...good.slice(3),
        'GD-1-YLW',
        'Yellow',
        '',
        '',
        '3999',
        '',
        '1',
      ],
    ];
    const path = file('partly.csv', csv(rows));
    const result = await shop('import', path);
    expect(result.code).toBe(1);
    expect(result.out.split('\n')).toEqual([
      `Imported ${path} (12 rows): products 1 created, 0 updated, 0 unchanged; variants 1 created, 0 updated, 0 unchanged.`,
      'Rejected 11 rows (not imported):',
      '  line 3 (GD-1-BLU): stock: must be a whole number, 0 or more (got -2)',
      '  line 4 (GD-1-GRN): price: must be a whole number of EGP, 1 or more, digits only (got 3999.5)',
      '  line 5 (GD-1-RED): variant_sku: variant GD-1-RED is already in this file at line 2',
      `  line 6 (GD-1-SND): color: "Desert Sand" is a new colour: give its color_code (e.g. #1D1D1F) to add it, or use an existing colour's name`,
      '  line 7 (GD-1-BLK): price: must be a whole number of EGP, 1 or more, digits only (got "3,999")',
      '  line 8 (BAD-CAT-1): category: there is no category "Phonez" (give an id, slug or name: 1 phones, 2 mac, 3 ipad-and-tablets, 4 watch, 5 audio, 6 gaming, 7 accessories, 8 cameras)',
      '  line 9 (BAD-CTL-1): name: contains control characters, which are not allowed (got "Bad\\u0007Bell")',
      '  line 10 (BAD-SLUG-1): slug: "iphone-17-pro" is already the slug of product APL-IP17P',
      "  line 11 (BAD-OLD-1): old_price: 500 must be above the price 600 (the cheapest variant's), or left empty",
      '  line 12 (NTH-PHONE3-BLK-256): variant_sku: NTH-PHONE3-BLK-256 is already a variant of product NTH-PHONE3; a variant cannot move to another product (give it a new SKU)',
      '  line 13 (GD-1-YLW): name differs from line 2 of product GD-1: repeat the same values on every row of a product, or leave them empty after its first row',
    ]);
    const speaker = await product('good-speaker');
    expect(speaker.data.product_variants.map((v: { sku: string }) => v.sku)).toEqual(['GD-1-RED']);
    for (const slug of ['bad-category', 'bad-control', 'bad-old', 'bad-move']) {
      expect((await product(slug)).status).toBe(404);
    }
    expect((await product('nothing-phone-3')).data.product_variants).toHaveLength(3);
  });

  it('rejects JSON entries and variants by their index', async () => {
    const base = { category: 'audio', image: '/media/device/speaker/2b2b2d.svg' };
    const path = file('partly.json', [
      { sku: 'JS-1', slug: 'json-one', name: 'JSON One', ...base, colour: 'Red', variants: [] },
      {
        sku: 'JS-2',
        slug: 'json-two',
        name: 'JSON Two',
        ...base,
        variants: [
          { sku: 'JS-2-A', price: 1999, stock: 2 },
          { sku: 'JS-2-B', price: '1999', stock: 2 },
          { sku: 'JS-2-C', price: 1999, discount_price: 2500, stock: 2 },
        ],
      },
      {
        sku: 'JS-2',
        slug: 'json-two-again',
        name: 'JSON Two again',
        ...base,
        variants: [{ sku: 'JS-3-A', price: 1, stock: 0 }],
      },
      'not a product',
    ]);
    const result = await shop('import', path);
    expect(result.code).toBe(1);
    expect(result.out.split('\n')).toEqual([
      `Imported ${path} (4 entries): products 1 created, 0 updated, 0 unchanged; variants 1 created, 0 updated, 0 unchanged.`,
      'Rejected 5 entries (not imported):',
      '  [0] (JS-1): unknown product field "colour"',
      '  [1].variants[1] (JS-2-B): price: must be a whole number of EGP, 1 or more, digits only (got "1999")',
      '  [1].variants[2] (JS-2-C): discount_price: must be below the price (1999), or left empty (got 2500)',
      '  [2] (JS-2): sku: product JS-2 is already in this file at [1]',
      '  [3]: each product must be an object',
    ]);
    expect((await product('json-two')).data.product_variants).toHaveLength(1);
  });

  it('tells shoppers waiting for a product when an import brings its stock back, once', async () => {
    const entry = (stock: number) => [
      {
        sku: 'WAIT-1',
        slug: 'sold-out-headphones',
        name: 'Sold Out Headphones',
        category: 'audio',
        sub_category: 'Headphones',
        brand: 'Sony',
        image: '/media/device/headphones/2b2b2d.svg',
        variants: [{ sku: 'WAIT-1-BLK', color: 'Black', price: 15999, stock }],
      },
    ];
    const path = file('restock.json', entry(0));
    expect((await shop('import', path)).code).toBe(0);
    const { data } = await product('sold-out-headphones');
    expect(data.status).toBe('Out of stock');
    const notify = await app.inject({
      method: 'POST',
      url: `/api/customer/products/notify/${data.id}`,
      payload: { email: 'waiting@example.com' },
    });
    expect(notify.statusCode).toBe(200);

    file('restock.json', entry(6));
    expect((await shop('import', path)).out).toBe(
      `Imported ${path} (1 entry): products 0 created, 0 updated, 1 unchanged; variants 0 created, 1 updated, 0 unchanged.\nStock rose for 1 product(s); told 1 waiting shopper(s).`,
    );
    const mail = await listMessages(runtime.deps.db, { to: 'waiting@example.com' });
    expect(mail).toHaveLength(1);
    expect(mail[0]).toMatchObject({ channel: 'email', subject: 'Sold Out Headphones is back in stock' });
    expect((await product('sold-out-headphones')).data).toMatchObject({ stock: 6, status: 'In stock' });

    expect((await shop('import', path)).out).not.toContain('Stock rose');
    expect(await listMessages(runtime.deps.db, { to: 'waiting@example.com' })).toHaveLength(1);
  });

  it('keeps creation times, payment offers and the pictures of each variant, and orders "newest" by the time', async () => {
    const WATCH = '/media/device/watch';
    const entry = (sku: string, name: string, over: Record<string, unknown>) => ({
      sku,
      slug: sku.toLowerCase(),
      name,
      category: 'watch',
      brand: 'Apple',
      image: `${WATCH}/2b2b2d.svg`,
      ...over,
    });
    const older = (blackPictures: string[], createdAt: Record<string, string>) =>
      entry('TIMED-OLD', 'Timepiece Older', {
        payment_discount: 'Save 10% with CIB cards',
        ...createdAt,
        variants: [
          {
            sku: 'TIMED-OLD-BLK-42',
            color: 'Black',
            size: '42mm',
            price: 19999,
            stock: 3,
            image: `${WATCH}/2b2b2d.svg`,
            images: blackPictures,
          },
          { sku: 'TIMED-OLD-BLK-46', color: 'Black', size: '46mm', price: 21999, stock: 3 },
          {
            sku: 'TIMED-OLD-WHT-42',
            color: 'White',
            size: '42mm',
            price: 19999,
            stock: 3,
            image: `${WATCH}/f5f5f0.svg`,
            images: [`${WATCH}/f5f5f0.svg`],
          },
        ],
      });
    // The file lists the older product first, so "newest" differs from the order of creation.
    const both = [`${WATCH}/2b2b2d.svg`, `${WATCH}/c5d6e8.svg`];
    const newer = entry('TIMED-NEW', 'Timepiece Newer', {
      created_at: '2021-06-01T12:00:00Z',
      variants: [{ sku: 'TIMED-NEW-1', price: 9999, stock: 1 }],
    });
    const path = file('timed.json', [older(both, { created_at: '2020-01-01T10:00:00+02:00' }), newer]);
    expect((await shop('import', path)).out).toBe(
      `Imported ${path} (2 entries): products 2 created, 0 updated, 0 unchanged; variants 4 created, 0 updated, 0 unchanged.`,
    );

    const watch = (await product('timed-old')).data;
    expect(watch.payment_methods_discount_name_en).toBe('Save 10% with CIB cards');
    expect(watch.productimages).toEqual([]);
    expect(watch.product_variants.map((v: { sku: string; images: string[] }) => [v.sku, v.images])).toEqual([
      ['TIMED-OLD-BLK-42', both],
      ['TIMED-OLD-BLK-46', [`${WATCH}/2b2b2d.svg`]],
      ['TIMED-OLD-WHT-42', [`${WATCH}/f5f5f0.svg`]],
    ]);
    const pictures = () =>
      runtime.deps.db
        .selectFrom('product_images')
        .select(['image', 'sort_order'])
        .where('product_id', '=', watch.id)
        .orderBy('sort_order')
        .execute();
    // Numbered through the product in file order, so the gallery follows the variants.
    expect(await pictures()).toEqual([
      { image: `${WATCH}/2b2b2d.svg`, sort_order: 1 },
      { image: `${WATCH}/c5d6e8.svg`, sort_order: 2 },
      { image: `${WATCH}/f5f5f0.svg`, sort_order: 3 },
    ]);
    const createdAt = async () =>
      (
        await runtime.deps.db
          .selectFrom('products')
          .select('created_at')
          .where('sku', '=', 'TIMED-OLD')
          .executeTakeFirstOrThrow()
      ).created_at;
    expect(await createdAt()).toBe('2020-01-01T08:00:00.000Z');
    const newest = await app.inject({
      method: 'POST',
      url: '/api/customer/products/search',
      payload: { search: 'timepiece', sort: 'newest' },
    });
    expect(newest.json().data.products.map((p: { slug: string }) => p.slug)).toEqual([
      'timed-new',
      'timed-old',
    ]);

    // The same file again changes nothing; the same moment written in UTC is the same time.
    const same = file('timed.json', [older(both, { created_at: '2020-01-01T08:00:00Z' }), newer]);
    expect((await shop('import', same)).out).toContain(
      'products 0 created, 0 updated, 2 unchanged; variants 0 created, 0 updated, 4 unchanged.',
    );
    // Fewer pictures for one variant: that variant changes; without created_at the product keeps its time.
    file('timed.json', [older([`${WATCH}/c5d6e8.svg`], {}), newer]);
    expect((await shop('import', path)).out).toContain(
      'products 0 created, 0 updated, 2 unchanged; variants 0 created, 1 updated, 3 unchanged.',
    );
    expect((await product('timed-old')).data.product_variants[0].images).toEqual([`${WATCH}/c5d6e8.svg`]);
    expect(await pictures()).toHaveLength(2);
    expect(await createdAt()).toBe('2020-01-01T08:00:00.000Z');
  });

  it('reads the same fields from CSV columns', async () => {
    const header = ['sku', 'slug', 'name', 'category', 'image', 'payment_discount', 'created_at'];
    const variant = ['variant_sku', 'color', 'price', 'stock', 'variant_image', 'variant_images'];
    const pictures = '/media/device/speaker/2b2b2d.svg|/media/device/speaker/d23b3b.svg';
    const path = file(
      'timed.csv',
      csv([
        [...header, ...variant],
        [
          'TIMED-CSV',
          'timed-csv-speaker',
          'Timed CSV Speaker',
          'audio',
          '/media/device/speaker/2b2b2d.svg',
          '5% off with Valu',
          '2019-05-05T05:05:05Z',
          'TIMED-CSV-BLK',
          'Black',
          '2999',
          '4',
          '',
          pictures,
        ],
      ]),
    );
    expect((await shop('import', path)).out).toBe(
      `Imported ${path} (1 row): products 1 created, 0 updated, 0 unchanged; variants 1 created, 0 updated, 0 unchanged.`,
    );
    const speaker = (await product('timed-csv-speaker')).data;
    expect(speaker.payment_methods_discount_name_en).toBe('5% off with Valu');
    expect(speaker.product_variants[0].images).toEqual(pictures.split('|'));
    const row = await runtime.deps.db
      .selectFrom('products')
      .select('created_at')
      .where('sku', '=', 'TIMED-CSV')
      .executeTakeFirstOrThrow();
    expect(row.created_at).toBe('2019-05-05T05:05:05.000Z');
  });

  it('adds only products the catalog does not have with --only-new, leaving the others as they are', async () => {
    const phone = (name: string) => ({
      sku: 'APL-IP17P',
      slug: 'iphone-17-pro',
      name,
      category: 'phones',
      image: '/media/device/phone/2b2b2d.svg',
      variants: [{ sku: 'APL-IP17P-EXTRA', price: 1999, stock: 1 }],
    });
    const fresh = {
      sku: 'ONLY-NEW-1',
      slug: 'only-new-one',
      name: 'Only New One',
      category: 'accessories',
      image: '/media/device/case/2b2b2d.svg',
      variants: [{ sku: 'ONLY-NEW-1-A', price: 499, stock: 2 }],
    };
    const path = file('only-new.json', [phone('Renamed By A File'), fresh]);
    expect(await shop('import', '--only-new', path)).toEqual({
      code: 0,
      out: `Imported ${path} (2 entries): products 1 created, 0 updated, 0 unchanged, 1 skipped; variants 1 created, 0 updated, 0 unchanged, 1 skipped.`,
    });
    const kept = (await product('iphone-17-pro')).data;
    expect(kept.name).toBe('iPhone 17 Pro');
    expect(kept.product_variants.map((v: { sku: string }) => v.sku)).not.toContain('APL-IP17P-EXTRA');
    expect((await product('only-new-one')).status).toBe(200);

    // Nothing new: nothing written, even where the file differs from the catalog.
    expect((await shop('import', '--only-new', path)).out).toContain(
      'products 0 created, 0 updated, 0 unchanged, 2 skipped; variants 0 created, 0 updated, 0 unchanged, 2 skipped.',
    );
    expect((await product('iphone-17-pro')).data.name).toBe('iPhone 17 Pro');
  });

  it('keeps the other products of a batch when the database refuses one', async () => {
    const db = runtime.deps.db;
    if (TEST_DIALECT === 'postgres') {
      await sql`create function import_test_refuse() returns trigger language plpgsql as $$
        begin
          if new.sku like 'BOOM-%' then raise exception 'the database refused BOOM'; end if;
          return new;
        end $$`.execute(db);
      await sql`create trigger import_test_refuse before insert on products
        for each row execute function import_test_refuse()`.execute(db);
    } else {
      await sql`create trigger import_test_refuse before insert on products when new.sku like 'BOOM-%'
        begin select raise(abort, 'the database refused BOOM'); end`.execute(db);
    }
    try {
      const entry = (sku: string) => ({
        sku,
        slug: sku.toLowerCase(),
        name: `Batch ${sku}`,
        category: 'accessories',
        image: '/media/device/case/2b2b2d.svg',
        variants: [{ sku: `${sku}-V`, price: 499, stock: 1 }],
      });
      const path = file('batch.json', [entry('OK-1'), entry('BOOM-1'), entry('OK-2')]);
      const result = await shop('import', path);
      expect(result.code).toBe(1);
      expect(result.out.split('\n')).toEqual([
        `Imported ${path} (3 entries): products 2 created, 0 updated, 0 unchanged; variants 2 created, 0 updated, 0 unchanged.`,
        'Rejected 1 entry (not imported):',
        expect.stringMatching(/^ {2}\[1\] \(BOOM-1\): could not be saved \(.*the database refused BOOM.*\)$/),
      ]);
      expect((await product('ok-1')).status).toBe(200);
      expect((await product('ok-2')).status).toBe(200);
      expect((await product('boom-1')).status).toBe(404);

      // When every product of a batch fails, the fault is not theirs: the import stops and says how to go on.
      const all = file('all-refused.json', [entry('BOOM-2'), entry('BOOM-3')]);
      const stopped = await shop('import', all);
      expect(stopped.code).toBe(1);
      expect(stopped.out).toMatch(
        /^Imported .* products 0 created, 0 updated, 0 unchanged; .*\nStopped at \[0\]: the database refused every product of the batch \(.*the database refused BOOM.*\)\. The rows before it are imported; run the file again/,
      );
    } finally {
      await sql`drop trigger import_test_refuse${sql.raw(TEST_DIALECT === 'postgres' ? ' on products' : '')}`.execute(
        db,
      );
      if (TEST_DIALECT === 'postgres') await sql`drop function import_test_refuse()`.execute(db);
    }
  });

  it('refuses bad arguments and unreadable files with exit 2, a clear message and nothing imported', async () => {
    const usage = await shop('import');
    expect(usage.code).toBe(2);
    expect(usage.out).toMatch(
      /^Use: import \[--only-new\] FILE\.json\|FILE\.csv\n\nUsage: npm run shop -- <command>/,
    );
    expect((await shop('import', 'a.csv', 'b.csv')).code).toBe(2);
    expect((await shop('import', '--dry-run', 'a.csv')).code).toBe(2);

    const folder = join(dir, 'folder.csv');
    mkdirSync(folder);
    const cases: Array<[string, RegExp]> = [
      [
        file('catalog.xlsx', 'x'),
        /^Cannot import .*catalog\.xlsx: the file name must end in \.json or \.csv/,
      ],
      [join(dir, 'missing.json'), /^Cannot read .*missing\.json: no such file\. Nothing was imported\.$/],
      [folder, /^Cannot read .*folder\.csv: it is a folder\. Nothing was imported\.$/],
      [file('broken.json', '[{"sku": '), /broken\.json is not valid JSON \(.+\)\. Nothing was imported\.$/],
      [file('object.json', { products: [] }), /object\.json must be a JSON array of products/],
      [file('none.json', []), /none\.json has no products in it\. Nothing was imported\.$/],
      [file('empty.csv', ''), /empty\.csv is empty\. Nothing was imported\.$/],
      [
        file('columns.csv', 'sku,slug,name,category,colour,variant_sku,price\n'),
        /columns\.csv: the first line must name the columns: unknown column "colour"; missing column stock\. The columns are: sku, slug,/,
      ],
      [
        file('quote.csv', 'sku,slug,name,category,variant_sku,price,stock\nA,a,"Unclosed,phones,A-1,1,1\n'),
        /quote\.csv is not valid CSV \(Quote Not Closed.*\)\. Nothing was imported\.$/,
      ],
    ];
    for (const [path, message] of cases) {
      const result = await shop('import', path);
      expect(result, path).toMatchObject({ code: 2, out: expect.stringMatching(message) });
      expect(result.out).not.toMatch(/\n\s+at /);
    }
  });

  it('documents every CSV column in its --help', async () => {
    const help = await shop('import', '--help');
    expect(help.code).toBe(0);
    for (const column of CSV_COLUMNS) expect(help.out).toContain(column);
    expect((await shop('help')).out).toContain('import [--only-new] FILE.json|FILE.csv');
    expect(help.out).toContain('--only-new');
  });

  it('runs as a command: the summary on stdout, rejections on stderr, no progress bar into a pipe', () => {
    const run = (path: string) =>
      spawnSync(process.execPath, ['--import', 'tsx', 'apps/api/src/cli/main.ts', 'import', path], {
        cwd: root,
        encoding: 'utf8',
        env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env },
        timeout: 60_000,
      });
    const ok = run(EXAMPLE_CSV);
    expect(ok.status, ok.stderr).toBe(0);
    expect(ok.stdout).toBe(
      `Imported ${EXAMPLE_CSV} (5 rows): products 0 created, 0 updated, 2 unchanged; variants 0 created, 0 updated, 5 unchanged.\n`,
    );
    expect(ok.stderr).toBe('');

    const partly = run(join(dir, 'partly.csv'));
    expect(partly.status).toBe(1);
    expect(partly.stdout).toBe('');
    expect(partly.stderr).toContain('Rejected 11 rows (not imported):');
    expect(partly.stderr).not.toContain('\u001b');
    // Two command-line processes, each compiling the CLI through tsx: on a loaded machine that outlasts the default.
  }, 60_000);
});
