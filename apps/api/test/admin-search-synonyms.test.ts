import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminSearchSynonym, AdminSearchSynonymList } from '@shop/contract/admin-search';
import { asStaff, signedInStaff, type SignedStaff } from './support/staff.ts';
import { createTestApp, TEST_DIALECT, type TestApp } from './support/test-app.ts';

/**
 * The Arabic names search understands, in the back office: the list starts with the shop's file, every member reads
 * it, owners and managers add, change and remove entries (audited, CSRF-checked like every staff write), and search
 * answers with a change at once.
 */
let t: TestApp;
let owner: SignedStaff;
let manager: SignedStaff;
let support: SignedStaff;

beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '100000', RATE_LIMIT_MAX: '100000' });
  owner = await signedInStaff(t, 'owner');
  manager = await signedInStaff(t, 'manager');
  support = await signedInStaff(t, 'support');
});
afterAll(async () => t?.close());

const URL = '/api/admin/search-synonyms';

async function list(who: SignedStaff = support): Promise<AdminSearchSynonym[]> {
  const res = await asStaff(t, who, 'GET', URL);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().data as AdminSearchSynonymList).synonyms;
}

async function found(search: string): Promise<string[]> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/customer/products/search',
    payload: { search, page_size: 50 },
  });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().data.products as Array<{ name: string }>).map((p) => p.name);
}

describe(`the Arabic names search understands, on ${TEST_DIALECT}`, () => {
  it('starts with the shop file’s entries, read by every role', async () => {
    for (const who of [owner, manager, support]) {
      const synonyms = await list(who);
      expect(synonyms.find((s) => s.words.includes('iphone'))).toMatchObject({
        spellings: ['ايفون', 'آيفون', 'اي فون'],
        words: ['iphone'],
      });
    }
    expect(await found('ايفون')).toContain('iPhone 17 Pro');
  });

  it('adds, changes and removes an entry; search follows each change, and the audit log keeps them', async () => {
    expect(await found('ماجيك')).toEqual([]);
    const added = await asStaff(t, manager, 'POST', URL, {
      spellings: 'ماجيك، ماجك',
      words: 'magsafe',
    });
    expect(added.statusCode, added.body).toBe(201);
    const entry = added.json().data as AdminSearchSynonym;
    expect(entry).toMatchObject({ spellings: ['ماجيك', 'ماجك'], words: ['magsafe'] });
    expect(added.json().message_en).toBe('Searching ماجيك, ماجك now finds magsafe.');
    const magsafe = await found('magsafe');
    expect(magsafe.length).toBeGreaterThan(0);
    expect(await found('ماجيك')).toEqual(expect.arrayContaining(magsafe));
    // Arabic letters written another way are folded the same way as the shopper's: ماجك with a hamza-less alef.
    expect(await found('ماجك')).toEqual(await found('ماجيك'));

    const saved = await asStaff(t, owner, 'PUT', `${URL}/${entry.id}`, {
      spellings: 'ماجيك',
      words: 'airpods',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await found('ماجك')).toEqual([]);
    const airpods = await found('airpods');
    expect(airpods.length).toBeGreaterThan(0);
    expect(await found('ماجيك')).toEqual(expect.arrayContaining(airpods));
    const same = await asStaff(t, owner, 'PUT', `${URL}/${entry.id}`, {
      spellings: 'ماجيك',
      words: 'airpods',
    });
    expect(same.json().message_en).toBe('Nothing had changed.');

    const removed = await asStaff(t, owner, 'DELETE', `${URL}/${entry.id}`);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json().message_en).toBe('ماجيك no longer stands for airpods.');
    expect(await found('ماجيك')).toEqual([]);
    expect((await asStaff(t, owner, 'DELETE', `${URL}/${entry.id}`)).statusCode).toBe(404);

    const trail = await t.runtime.deps.db
      .selectFrom('audit_log')
      .selectAll()
      .where('entity_type', '=', 'search_synonym')
      .where('entity_id', '=', String(entry.id))
      .orderBy('id')
      .execute();
    expect(trail.map((a) => [a.action, a.staff_id])).toEqual([
      ['search_synonym.created', manager.id],
      ['search_synonym.updated', owner.id],
      ['search_synonym.deleted', owner.id],
    ]);
    expect(JSON.parse(trail[1]!.before!)).toEqual({ spellings: ['ماجيك', 'ماجك'], words: ['magsafe'] });
    expect(JSON.parse(trail[1]!.after!)).toEqual({ spellings: ['ماجيك'], words: ['airpods'] });
  });

  it('refuses support staff, a missing CSRF token, and a spelling another entry has', async () => {
    const bySupport = await asStaff(t, support, 'POST', URL, { spellings: 'ماجيك', words: 'magsafe' });
    expect(bySupport.statusCode).toBe(403);
    const noCsrf = await asStaff(t, { cookie: owner.cookie }, 'POST', URL, {
      spellings: 'ماجيك',
      words: 'magsafe',
    });
    expect(noCsrf.statusCode).toBe(403);
    const taken = await asStaff(t, owner, 'POST', URL, { spellings: 'أيفون', words: 'ipad' });
    expect(taken.statusCode, taken.body).toBe(409);
    expect(taken.json().message_en).toBe('أيفون is already a spelling of iphone: change that entry instead.');
    expect((await list()).filter((s) => s.words.includes('magsafe'))).toEqual([]);
  });

  it('answers 400 with a message for lists that cannot be searched', async () => {
    const cases: Array<[object, string]> = [
      [{ spellings: 'iphone', words: 'iphone' }, 'has no Arabic letter'],
      [{ spellings: ' ، , ', words: 'iphone' }, 'Arabic spellings are required'],
      [{ spellings: 'ماجيك', words: '!!!' }, 'has no letter or digit'],
      [{ spellings: 'ماجيك' }, 'Catalog words are required'],
    ];
    for (const [body, message] of cases) {
      const res = await asStaff(t, owner, 'POST', URL, body);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.body).toContain(message);
    }
    expect((await asStaff(t, owner, 'PUT', `${URL}/0`, { spellings: 'ماجيك', words: 'x' })).statusCode).toBe(
      400,
    );
    expect(
      (await asStaff(t, owner, 'PUT', `${URL}/999999`, { spellings: 'ماجيك', words: 'x' })).statusCode,
    ).toBe(404);
  });
});
