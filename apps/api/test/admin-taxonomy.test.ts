import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffMessages } from '@shop/contract/admin';
import type { AdminCategory } from '@shop/contract/admin-taxonomy';
import { adminCall, staffMember, type SignedStaff } from './support/staff-members.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

/**
 * Categories, groups, sub-categories and brands edited in the back office. The catalog's read cache is on (a minute),
 * as in production, so every check that the storefront shows a change at once also proves the cache was cleared.
 */
let t: TestApp;
let owner: SignedStaff;
let manager: SignedStaff;
let support: SignedStaff;
const db = () => t.runtime.deps.db;

beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '100000', CATALOG_CACHE_MS: '60000' });
  owner = await staffMember(t, 'tax-owner@example.com', 'owner');
  manager = await staffMember(t, 'tax-manager@example.com', 'manager');
  support = await staffMember(t, 'tax-support@example.com', 'support');
});
afterAll(async () => t?.close());

interface ShopCategory {
  id: number;
  name: string;
  groups: Array<{ id: number; name: string; sub_categories: Array<{ id: number; name: string }> }>;
  sub_categories: Array<{ id: number; name: string }>;
}

async function storefrontCategories(): Promise<ShopCategory[]> {
  const res = await t.app.inject({ method: 'GET', url: '/api/customer/home/categories' });
  expect(res.statusCode).toBe(200);
  return res.json().data;
}

async function storefrontBrands(): Promise<Array<{ id: number; name: string }>> {
  const res = await t.app.inject({ method: 'GET', url: '/api/customer/home/brands?featured=0' });
  expect(res.statusCode).toBe(200);
  return res.json().data;
}

async function tree(who: SignedStaff = support): Promise<AdminCategory[]> {
  const res = await adminCall(t, 'GET', '/api/admin/taxonomy/categories', who);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.categories;
}

const create = (who: SignedStaff, body: object) => adminCall(t, 'POST', '/api/admin/taxonomy', who, body);
const update = (who: SignedStaff, kind: string, id: number, body: object) =>
  adminCall(t, 'PATCH', `/api/admin/taxonomy/${kind}/${id}`, who, body);

async function auditRows(action: string, type: string, id: number) {
  return db()
    .selectFrom('audit_log')
    .selectAll()
    .where('action', '=', action)
    .where('entity_type', '=', type)
    .where('entity_id', '=', String(id))
    .orderBy('id')
    .execute();
}

describe('reading the taxonomy', () => {
  it('lists every category with groups and sub-categories, and every brand, to every role', async () => {
    const categories = await tree(support);
    expect(categories.length).toBeGreaterThan(0);
    expect(categories[0]).toMatchObject({ id: expect.any(Number), active: true, groups: expect.any(Array) });
    const brands = await adminCall(t, 'GET', '/api/admin/taxonomy/brands', support);
    expect(brands.statusCode).toBe(200);
    expect(brands.json().data.brands.length).toBeGreaterThan(0);
    expect((await adminCall(t, 'GET', '/api/admin/taxonomy/brands')).statusCode).toBe(401);
  });
});

describe('changing the taxonomy', () => {
  it('renames a category and the storefront’s mega-menu shows the new name at once', async () => {
    const [first] = await storefrontCategories();
    const renamed = `Renamed ${first!.name}`;
    const res = await update(manager, 'category', first!.id, { name: `  ${renamed} ` });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ kind: 'category', id: first!.id, name: renamed, active: true });
    expect(res.json().message_en).toBe(`Category "${renamed}" is saved.`);
    expect((await storefrontCategories())[0]!.name).toBe(renamed);
    const [row] = await auditRows('taxonomy.update', 'category', first!.id);
    expect(row).toMatchObject({ staff_id: manager.id });
    expect(JSON.parse(row!.before!)).toMatchObject({ name: first!.name });
    expect(JSON.parse(row!.after!)).toMatchObject({ name: renamed });
    // The same name again changes nothing and writes no second row.
    await update(manager, 'category', first!.id, { name: renamed });
    expect(await auditRows('taxonomy.update', 'category', first!.id)).toHaveLength(1);
  });

  it('adds a category, a group and a sub-category in it, shown in the storefront at once', async () => {
    await storefrontCategories();
    const category = await create(owner, { kind: 'category', name: 'Smart Home' });
    expect(category.statusCode, category.body).toBe(201);
    const categoryId = category.json().data.id;
    expect(category.json().message_en).toBe('Category "Smart Home" is added.');
    const group = await create(owner, { kind: 'group', name: 'Lighting', category_id: categoryId });
    expect(group.statusCode, group.body).toBe(201);
    const groupId = group.json().data.id;
    const sub = await create(manager, {
      kind: 'sub_category',
      name: 'Smart Bulbs',
      category_id: categoryId,
      group_id: groupId,
    });
    expect(sub.statusCode, sub.body).toBe(201);
    const subId = sub.json().data.id;

    const shown = (await storefrontCategories()).find((c) => c.id === categoryId);
    expect(shown?.name).toBe('Smart Home');
    expect(shown?.groups).toEqual([
      expect.objectContaining({
        id: groupId,
        name: 'Lighting',
        sub_categories: [expect.objectContaining({ id: subId, name: 'Smart Bulbs' })],
      }),
    ]);
    const mine = (await tree()).find((c) => c.id === categoryId)!;
    expect(mine.slug).toBe('smart-home');
    expect(mine.sub_categories[0]).toMatchObject({ slug: 'smart-bulbs', group_id: groupId });
    // The new category comes last.
    expect((await tree()).at(-1)!.id).toBe(categoryId);
    const [audit] = await auditRows('taxonomy.create', 'sub_category', subId);
    expect(JSON.parse(audit!.after!)).toMatchObject({
      name: 'Smart Bulbs',
      slug: 'smart-bulbs',
      category_id: categoryId,
    });

    // Turned off: gone from the storefront, still in the back office; on again: back.
    const off = await update(manager, 'sub_category', subId, { active: false });
    expect(off.json().message_en).toBe(
      'Sub-category "Smart Bulbs" is turned off: the shop no longer shows it.',
    );
    const hidden = (await storefrontCategories()).find((c) => c.id === categoryId)!;
    expect(hidden.sub_categories).toEqual([]);
    expect((await tree()).find((c) => c.id === categoryId)!.sub_categories[0]!.active).toBe(false);
    await update(manager, 'group', groupId, { active: false });
    expect((await storefrontCategories()).find((c) => c.id === categoryId)!.groups).toEqual([]);
    await update(manager, 'group', groupId, { active: true });
    await update(manager, 'sub_category', subId, { active: true });
    expect((await storefrontCategories()).find((c) => c.id === categoryId)!.sub_categories).toHaveLength(1);
    await update(owner, 'category', categoryId, { active: false });
    expect((await storefrontCategories()).some((c) => c.id === categoryId)).toBe(false);
  });

  it('moves entries up and down among their siblings', async () => {
    const before = (await tree()).map((c) => c.id);
    const second = before[1]!;
    const res = await update(manager, 'category', second, { move: 'up' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message_en).toMatch(/moved up\.$/);
    const after = (await tree()).map((c) => c.id);
    expect(after.slice(0, 2)).toEqual([second, before[0]]);
    expect(after.slice(2)).toEqual(before.slice(2));
    expect((await storefrontCategories()).filter((c) => after.includes(c.id))[0]!.id).toBe(second);
    // At the top already: nothing moves and nothing is recorded.
    const rows = (await auditRows('taxonomy.update', 'category', second)).length;
    await update(manager, 'category', second, { move: 'up' });
    expect((await tree()).map((c) => c.id)).toEqual(after);
    expect(await auditRows('taxonomy.update', 'category', second)).toHaveLength(rows);

    const brands = await storefrontBrands();
    const last = brands.at(-1)!;
    await update(owner, 'brand', brands.at(-2)!.id, { move: 'down' });
    expect((await storefrontBrands()).at(-2)!.id).toBe(last.id);
    const off = await update(owner, 'brand', last.id, { active: false });
    expect(off.statusCode).toBe(200);
    expect((await storefrontBrands()).some((b) => b.id === last.id)).toBe(false);
  });
});

describe('who may change it, and what is refused', () => {
  it('keeps support to reading, needs the CSRF token, and checks the input', async () => {
    const refused = await create(support, { kind: 'brand', name: 'Nope' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message_en).toBe(
      'Only an owner or a manager can do this. Ask the shop owner if you need it.',
    );
    const [first] = await tree();
    expect((await update(support, 'category', first!.id, { name: 'Nope' })).statusCode).toBe(403);
    const noCsrf = await adminCall(
      t,
      'PATCH',
      `/api/admin/taxonomy/category/${first!.id}`,
      manager,
      { name: 'X' },
      { csrf: false },
    );
    expect(noCsrf.statusCode).toBe(403);
    expect(noCsrf.json().message_en).toBe(staffMessages.csrf);
    expect((await tree()).find((c) => c.id === first!.id)!.name).toBe(first!.name);

    const bad: Array<[object, string]> = [
      [{ kind: 'brand' }, 'Name is required'],
      [{ kind: 'brand', name: '   ' }, 'Name is required'],
      [{ kind: 'brand', name: 'x'.repeat(81) }, 'Name is at most 80 characters'],
      [{ kind: 'shelf', name: 'X' }, 'Kind is one of: category, group, sub_category, brand'],
      [{ kind: 'brand', name: 'Bad', slug: 'Not a slug!' }, 'Slug may hold lower-case letters'],
      [{ kind: 'group', name: 'Orphan' }, 'Choose the category it belongs to'],
      [{ kind: 'brand', name: 'عربي' }, 'Give a slug'],
    ];
    for (const [body, message] of bad) {
      const res = await create(manager, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message_en).toContain(message);
    }
    const duplicate = await create(manager, { kind: 'brand', name: 'Twice Brand' });
    expect(duplicate.statusCode).toBe(201);
    const again = await create(manager, { kind: 'brand', name: 'Twice  Brand!' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message_en).toBe('The slug "twice-brand" is taken already. Choose another one.');
    const unknownParent = await create(manager, { kind: 'group', name: 'G', category_id: 999999 });
    expect(unknownParent.statusCode).toBe(404);
    const otherGroup = await db()
      .selectFrom('category_groups')
      .select(['id', 'category_id'])
      .executeTakeFirstOrThrow();
    const someOther = (await tree()).find((c) => c.id !== otherGroup.category_id)!;
    const wrongGroup = await create(manager, {
      kind: 'sub_category',
      name: 'Misplaced',
      category_id: someOther.id,
      group_id: otherGroup.id,
    });
    expect(wrongGroup.statusCode).toBe(400);
    expect(wrongGroup.json().message_en).toBe('The group chosen is not one of this category’s groups.');

    expect((await update(manager, 'category', 999999, { name: 'X' })).statusCode).toBe(404);
    expect((await update(manager, 'category', first!.id, {})).json().message_en).toContain(
      'Send a name, active or move',
    );
    expect((await update(manager, 'category', first!.id, { move: 'left' })).statusCode).toBe(400);
    expect((await update(manager, 'shelf', first!.id, { name: 'X' })).statusCode).toBe(400);
    expect((await update(manager, 'category', 0, { name: 'X' })).statusCode).toBe(400);
  });
});
