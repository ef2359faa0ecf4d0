import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HEADER_CSRF, STAFF_COOKIE, type StaffRole } from '@shop/contract/admin';
import {
  adminCatalogMessages,
  adminProduct,
  productList,
  type AdminProduct,
  type ProductListItem,
} from '@shop/contract/admin-catalog';
import { createTestApp, type TestApp } from './support/test-app.ts';
import { signedInStaff } from './support/staff.ts';

/**
 * The back office's catalog: the product list (search, filters, sorts, keyset pages) and the editor (roles, CSRF,
 * the import's rules answered per field, slugs and SKUs taken, stale versions, sanitising, the storefront following).
 */
const ORIGIN = 'https://shop.example';
let t: TestApp;

interface Signed {
  cookie: string;
  csrf: string;
}

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_ORIGIN: ORIGIN, AUTH_RATE_LIMIT_MAX: '100000' });
});
afterAll(async () => t?.close());

const db = () => t.runtime.deps.db;

function admin(method: 'GET' | 'POST' | 'PUT', url: string, who?: Partial<Signed> | null, payload?: object) {
  return t.app.inject({
    method,
    url,
    headers: {
      ...(who?.cookie ? { cookie: `${STAFF_COOKIE}=${who.cookie}` } : {}),
      ...(who?.csrf ? { [HEADER_CSRF]: who.csrf } : {}),
    },
    ...(payload ? { payload } : {}),
  });
}

/** A member made by the operator command, with a password set from their link, signed in. */
const member = (email: string, role: StaffRole): Promise<Signed> => signedInStaff(t, role, email);

let owner: Signed;
let manager: Signed;
let support: Signed;
let phones: { id: number; slug: string };

beforeAll(async () => {
  owner = await member('owner@example.com', 'owner');
  manager = await member('manager@example.com', 'manager');
  support = await member('support@example.com', 'support');
  phones = await db()
    .selectFrom('categories')
    .select(['id', 'slug'])
    .where('slug', '=', 'phones')
    .executeTakeFirstOrThrow();
});

function newProduct(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Test Phone Nebula',
    slug: 'test-phone-nebula',
    details: 'A phone made for tests.',
    category_id: phones.id,
    brand: 'Apple',
    active: true,
    is_new: true,
    long_description:
      '<p>Good <strong>phone</strong></p><script>alert(1)</script><img src=x onerror=alert(1)>',
    seo_title: 'Nebula phone for tests',
    meta_description: 'Buy the nebula.',
    attributes: [{ name: 'Chip', values: ['Nebula One'] }],
    variants: [
      { sku: 'NEB-128-BLK', color: 'Black', size: '128GB', price: 30000, stock: 4 },
      { sku: 'NEB-256-BLK', color: 'Black', size: '256GB', price: 35000, discount_price: 33000, stock: 0 },
    ],
    ...overrides,
  };
}

async function list(query: string, who: Signed = support) {
  const res = await admin('GET', `/api/admin/products?${query}`, who);
  expect(res.statusCode, res.body).toBe(200);
  return productList.parse(res.json().data);
}

let created: AdminProduct;

describe('POST /api/admin/products', () => {
  it('lets a manager create a product with two variants, sanitised, audited, at once in the storefront', async () => {
    const res = await admin('POST', '/api/admin/products', manager, newProduct());
    expect(res.statusCode, res.body).toBe(201);
    created = adminProduct.parse(res.json().data);
    expect(created.sku).toBe('NEB-128-BLK');
    expect(created.variants.map((v) => v.sku)).toEqual(['NEB-128-BLK', 'NEB-256-BLK']);
    expect(created.long_description).toBe('<p>Good <strong>phone</strong></p>');
    expect(created.seo_title).toBe('Nebula phone for tests');
    expect(created.attributes).toEqual([{ name: 'Chip', values: ['Nebula One'] }]);
    // A new product shows its category's picture until it has its own.
    expect(created.image).toMatch(/^\/media\//);

    const detail = await t.app.inject({ method: 'GET', url: '/api/customer/products/test-phone-nebula' });
    expect(detail.statusCode, detail.body).toBe(200);
    expect(detail.json().data.name).toBe('Test Phone Nebula');
    expect(detail.json().data.seo_title).toBe('Nebula phone for tests');
    const search = await t.app.inject({
      method: 'POST',
      url: '/api/customer/products/search',
      payload: { search: 'nebula' },
    });
    expect(search.json().data.products.map((p: { id: number }) => p.id)).toContain(created.id);

    const audit = await db()
      .selectFrom('audit_log')
      .selectAll()
      .where('entity_type', '=', 'product')
      .where('entity_id', '=', String(created.id))
      .execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]!.action).toBe('product.create');
    expect(audit[0]!.before).toBeNull();
    expect(JSON.parse(audit[0]!.after!).name).toBe('Test Phone Nebula');
  });

  it('refuses support (403, with who may), a call without CSRF (403) and nobody signed in (401)', async () => {
    const bySupport = await admin('POST', '/api/admin/products', support, newProduct({ slug: 'other-slug' }));
    expect(bySupport.statusCode).toBe(403);
    expect(bySupport.json().message_en).toMatch(/^Only an owner or a manager can do this\./);
    const noCsrf = await admin('POST', '/api/admin/products', { cookie: manager.cookie }, newProduct());
    expect(noCsrf.statusCode).toBe(403);
    expect(noCsrf.json().message_en).toMatch(/security token/);
    expect((await admin('POST', '/api/admin/products', null, newProduct())).statusCode).toBe(401);
    const put = await admin('PUT', `/api/admin/products/${created.id}`, support, {
      ...newProduct(),
      version: created.version,
    });
    expect(put.statusCode).toBe(403);
    const count = await db().selectFrom('products').select('id').where('slug', '=', 'other-slug').execute();
    expect(count).toHaveLength(0);
  });

  it('answers the catalog rules per field (400), with the import’s words', async () => {
    const res = await admin(
      'POST',
      '/api/admin/products',
      owner,
      newProduct({
        name: '  ',
        slug: 'Not A Slug',
        variants: [{ sku: 'BAD SKU', price: 100, discount_price: 150, stock: 1 }],
      }),
    );
    expect(res.statusCode, res.body).toBe(400);
    const { fields } = res.json().data as { fields: Record<string, string> };
    expect(fields.name).toBe('Name is required');
    expect(fields.slug).toMatch(/^Slug must be lower-case letters/);
    expect(fields['variants.0.sku']).toMatch(/^SKU must be letters, digits/);
    expect(fields['variants.0.discount_price']).toBe(
      'Discount price must be below the price (100), or left empty',
    );

    const types = await admin('POST', '/api/admin/products', owner, { name: 'x' });
    expect(types.statusCode).toBe(400);
    expect(types.json().message_en).toMatch(/variants|slug/);

    const oldPrice = await admin(
      'POST',
      '/api/admin/products',
      owner,
      newProduct({
        slug: 'old-price-case',
        old_price: 100,
        variants: [{ sku: 'OPC-1', price: 500, stock: 1 }],
      }),
    );
    expect(oldPrice.statusCode, oldPrice.body).toBe(400);
    expect(oldPrice.json().data.fields.old_price).toMatch(/must be above the price 500/);

    const twice = await admin(
      'POST',
      '/api/admin/products',
      owner,
      newProduct({
        slug: 'twice-case',
        variants: [
          { sku: 'TW-1', price: 500, stock: 1 },
          { sku: 'TW-1', price: 600, stock: 1 },
        ],
      }),
    );
    expect(twice.statusCode).toBe(400);
    expect(twice.json().data.fields['variants.1.sku']).toMatch(/also the SKU of variant 1/);
  });

  it('answers 409 when the slug or a variant SKU belongs to another product', async () => {
    const slug = await admin(
      'POST',
      '/api/admin/products',
      manager,
      newProduct({ variants: [{ sku: 'NEB-OTHER', price: 100, stock: 1 }] }),
    );
    expect(slug.statusCode, slug.body).toBe(409);
    expect(slug.json().data.fields.slug).toMatch(/already the slug of product NEB-128-BLK/);
    expect(slug.json().message_en).toMatch(/already the slug/);

    const sku = await admin(
      'POST',
      '/api/admin/products',
      manager,
      newProduct({
        slug: 'another-nebula',
        variants: [
          { sku: 'NEB-NEW-1', price: 100, stock: 1 },
          { sku: 'NEB-256-BLK', price: 100, stock: 1 },
        ],
      }),
    );
    expect(sku.statusCode, sku.body).toBe(409);
    expect(sku.json().data.fields['variants.1.sku']).toMatch(/already a variant of product NEB-128-BLK/);
    expect(
      await db().selectFrom('products').select('id').where('slug', '=', 'another-nebula').execute(),
    ).toEqual([]);
  });
});

describe('PUT /api/admin/products/:id', () => {
  it('saves a price change, renames and removes variants, and the storefront card follows at once', async () => {
    const body = {
      ...newProduct(),
      version: created.version,
      variants: [{ ...created.variants[0]!, sku: 'NEB-128-BLACK', price: 27000 }],
    };
    const res = await admin('PUT', `/api/admin/products/${created.id}`, manager, body);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message_en).toBe('Saved');
    const saved = adminProduct.parse(res.json().data);
    expect(saved.version).toBeGreaterThan(created.version);
    expect(saved.variants).toHaveLength(1);
    expect(saved.variants[0]!.id).toBe(created.variants[0]!.id);
    expect(saved.variants[0]!.sku).toBe('NEB-128-BLACK');

    const detail = (
      await t.app.inject({ method: 'GET', url: '/api/customer/products/test-phone-nebula' })
    ).json().data;
    expect(detail.price).toBe(27000);
    const audit = await db()
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'product.update')
      .where('entity_id', '=', String(created.id))
      .executeTakeFirstOrThrow();
    expect(JSON.parse(audit.before!).variants).toHaveLength(2);
    expect(JSON.parse(audit.after!).variants[0].price).toBe(27000);
    created = saved;
  });

  it('keeps the stock orders left while the editor was open, unless the stock field was changed', async () => {
    const variant = created.variants[0]!;
    await db().updateTable('product_variants').set({ stock: 2 }).where('id', '=', variant.id).execute();
    const body = (stock: number, version: number) => ({
      ...newProduct(),
      version,
      variants: [{ ...variant, stock, stock_opened: variant.stock }],
    });
    const kept = await admin(
      'PUT',
      `/api/admin/products/${created.id}`,
      manager,
      body(variant.stock, created.version),
    );
    expect(kept.statusCode, kept.body).toBe(200);
    const afterKept = adminProduct.parse(kept.json().data);
    expect(afterKept.variants[0]!.stock).toBe(2);
    const set = await admin('PUT', `/api/admin/products/${created.id}`, manager, body(9, afterKept.version));
    expect(set.statusCode, set.body).toBe(200);
    created = adminProduct.parse(set.json().data);
    expect(created.variants[0]!.stock).toBe(9);
  });

  it('refuses a save from an older version with 409 and writes nothing', async () => {
    const stale = await admin('PUT', `/api/admin/products/${created.id}`, owner, {
      ...newProduct({ name: 'Overwritten name' }),
      version: created.version - 1,
      variants: created.variants,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message_en).toBe(adminCatalogMessages.stale);
    const row = await db()
      .selectFrom('products')
      .select(['name', 'version'])
      .where('id', '=', created.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ name: 'Test Phone Nebula', version: created.version });
  });

  it('answers 404 for an unknown product and 400 for an id that is not one', async () => {
    expect((await admin('GET', '/api/admin/products/999999', support)).statusCode).toBe(404);
    expect((await admin('GET', '/api/admin/products/abc', support)).statusCode).toBe(400);
    const got = await admin('GET', `/api/admin/products/${created.id}`, support);
    expect(got.statusCode).toBe(200);
    expect(adminProduct.parse(got.json().data).name).toBe('Test Phone Nebula');
  });
});

describe('GET /api/admin/products', () => {
  it('is readable by every role and by nobody signed out', async () => {
    for (const who of [owner, manager, support])
      expect((await list('', who)).products.length).toBeGreaterThan(0);
    expect((await admin('GET', '/api/admin/products', null)).statusCode).toBe(401);
  });

  it('finds products by words of the name and by a SKU prefix, in any case', async () => {
    const byName = await list('q=nebu');
    expect(byName.products.map((p) => p.id)).toEqual([created.id]);
    const bySku = await list('q=neb-128');
    expect(bySku.products.map((p) => p.id)).toContain(created.id);
    expect((await list('q=zzzzqqq')).products).toEqual([]);
  });

  it('filters by category, brand, stock state and state', async () => {
    const inPhones = await list(`category=${phones.id}&per_page=100`);
    expect(inPhones.products.every((p) => p.category === 'Phones' || p.category.length > 0)).toBe(true);
    const ids = await db().selectFrom('products').select('id').where('category_id', '=', phones.id).execute();
    expect(inPhones.total).toBe(ids.length);

    await db()
      .updateTable('product_variants')
      .set({ stock: 0 })
      .where('product_id', '=', created.id)
      .execute();
    const out = await list('stock=out&per_page=100');
    expect(out.products.map((p) => p.id)).toContain(created.id);
    expect(out.products.every((p) => p.stock === 0)).toBe(true);
    await db()
      .updateTable('product_variants')
      .set({ stock: 3 })
      .where('product_id', '=', created.id)
      .execute();
    const low = await list('stock=low&per_page=100');
    expect(low.products.map((p) => p.id)).toContain(created.id);
    expect(low.products.every((p) => p.stock >= 1 && p.stock <= 5)).toBe(true);
    expect((await list('stock=in_stock&per_page=100')).products.every((p) => p.stock > 0)).toBe(true);

    await db().updateTable('products').set({ active: 0 }).where('id', '=', created.id).execute();
    const inactive = await list('active=0');
    expect(inactive.products.map((p) => p.id)).toEqual([created.id]);
    await db().updateTable('products').set({ active: 1 }).where('id', '=', created.id).execute();

    const apple = await db()
      .selectFrom('brands')
      .select('id')
      .where('slug', '=', 'apple')
      .executeTakeFirstOrThrow();
    const byBrand = await list(`brand=${apple.id}&per_page=100`);
    expect(byBrand.products.length).toBeGreaterThan(0);
    expect(byBrand.products.every((p) => p.brand === 'Apple')).toBe(true);
  });

  it('sorts by each column both ways and pages through everything with its cursor, nothing twice or missed', async () => {
    const all = await db().selectFrom('products').select('id').execute();
    for (const [sort, key] of [
      ['name', 'name'],
      ['price', 'price'],
      ['stock', 'stock'],
      ['updated', 'updated_at'],
    ] as const) {
      for (const dir of ['asc', 'desc'] as const) {
        const seen: ProductListItem[] = [];
        let after: string | null = null;
        let pages = 0;
        do {
          const page: Awaited<ReturnType<typeof list>> = await list(
            `sort=${sort}&dir=${dir}&per_page=7${after ? `&after=${after}` : ''}`,
          );
          seen.push(...page.products);
          after = page.next_cursor;
          pages += 1;
        } while (after && pages < 100);
        expect(seen.map((p) => p.id).sort()).toEqual(all.map((r) => r.id).sort());
        for (let i = 1; i < seen.length; i += 1) {
          const a = seen[i - 1]![key];
          const b = seen[i]![key];
          if (dir === 'asc') expect(a <= b, `${sort} ${dir} at ${i}`).toBe(true);
          else expect(a >= b, `${sort} ${dir} at ${i}`).toBe(true);
        }
      }
    }
  });

  it('refuses a cursor it did not write, and bad filters, with 400', async () => {
    const res = await admin('GET', '/api/admin/products?after=nonsense', support);
    expect(res.statusCode).toBe(400);
    expect(res.json().message_en).toBe(adminCatalogMessages.badCursor);
    expect((await admin('GET', '/api/admin/products?stock=some', support)).statusCode).toBe(400);
    expect((await admin('GET', '/api/admin/products?sort=colour', support)).statusCode).toBe(400);
  });
});
