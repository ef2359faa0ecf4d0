import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HEADER_CSRF, STAFF_COOKIE } from '@shop/contract/admin';
import type { AdminHome, AdminHomeAd, HomePreview } from '@shop/contract/admin-home';
import type { Ad, Brand, HomePage } from '@shop/contract/catalog';
import { makePhoto } from './support/photo.ts';
import { asStaff, signedInStaff, type SignedStaff } from './support/staff.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

/**
 * The home page in the back office: slides, tiles and featured brands read by every member, changed by owners and
 * managers (audited), previewed without saving, and shown by the storefront's home on the very next request.
 */
const dir = mkdtempSync(join(tmpdir(), 'shop-admin-home-'));
let t: TestApp;
let owner: SignedStaff;
let manager: SignedStaff;
let support: SignedStaff;

beforeAll(async () => {
  t = await createTestApp({ MEDIA_DIR: dir, AUTH_RATE_LIMIT_MAX: '100000', RATE_LIMIT_MAX: '100000' });
  owner = await signedInStaff(t, 'owner');
  manager = await signedInStaff(t, 'manager');
  support = await signedInStaff(t, 'support');
});
afterAll(async () => {
  await t?.close();
  rmSync(dir, { recursive: true, force: true });
});

const db = () => t.runtime.deps.db;

async function get<T>(url: string, who: SignedStaff = support): Promise<T> {
  const res = await asStaff(t, who, 'GET', url);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as T;
}

async function shop<T>(url: string): Promise<T> {
  const res = await t.app.inject({ method: 'GET', url });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as T;
}
const homePage = () => shop<HomePage>('/api/customer/home2');

const audits = (action: string) =>
  db().selectFrom('audit_log').selectAll().where('action', '=', action).orderBy('id').execute();

const tile = (title: string, extra: Partial<Record<string, unknown>> = {}) => ({
  placement: 'home',
  title,
  subtitle: 'Trade in your old phone and save.',
  cta: 'See offers',
  link: '/blog-detail/Trade-in',
  image: '/media/banners/trade-in.svg',
  alt: 'Two phones side by side',
  active: false,
  ...extra,
});

describe('reading', () => {
  it('lists every ad and brand for every role, the seeded home included', async () => {
    for (const who of [owner, manager, support]) {
      const home = await get<AdminHome>('/api/admin/home', who);
      expect(home.ads.some((a) => a.placement === 'hero')).toBe(true);
      expect(home.ads.some((a) => a.placement === 'home')).toBe(true);
      // Hero slides first, then tiles, then custom ads.
      const ranks = home.ads.map((a) => ['hero', 'home', 'custom'].indexOf(a.placement));
      expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
      expect(home.brands.some((b) => b.featured_position === 1)).toBe(true);
      expect(home.pictures).toEqual(expect.arrayContaining(home.ads.map((a) => a.image)));
    }
    expect((await asStaff(t, null, 'GET', '/api/admin/home')).statusCode).toBe(401);
    const missing = await asStaff(t, support, 'GET', '/api/admin/home/ads/999999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message_en).toMatch(/There is no slide or tile with id 999999/);
  });
});

describe('slides and tiles', () => {
  it('adds a tile hidden, previews it, then shows it on the storefront at once when activated', async () => {
    // The storefront's answers are in the read cache before the change.
    const liveBefore = await homePage();
    await shop('/api/customer/home/ads');

    const created = await asStaff(t, owner, 'POST', '/api/admin/home/ads', tile('Trade-in week'));
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().message_en).toBe('Trade-in week was added.');
    const ad = created.json().data as AdminHomeAd;
    expect(ad).toMatchObject({ placement: 'home', active: false, alt: 'Two phones side by side' });
    expect((await homePage()).ads.map((a) => a.id)).toEqual(liveBefore.ads.map((a) => a.id));

    // The preview shows the draft as it would look live, last of the tiles, and saves nothing.
    const preview = await asStaff(t, manager, 'POST', '/api/admin/home/preview', {
      ad: { ...tile('Trade-in week, preview'), id: ad.id },
    });
    expect(preview.statusCode, preview.body).toBe(200);
    const drawn = preview.json().data as HomePreview;
    expect(drawn.ads.at(-1)).toMatchObject({ id: ad.id, title: 'Trade-in week, preview' });
    expect(drawn.hero.map((a) => a.id)).toEqual(liveBefore.hero.map((a) => a.id));
    expect((await get<AdminHomeAd>(`/api/admin/home/ads/${ad.id}`)).title).toBe('Trade-in week');

    const saved = await asStaff(
      t,
      manager,
      'PUT',
      `/api/admin/home/ads/${ad.id}`,
      tile('Trade-in week', { active: true }),
    );
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().message_en).toBe('Trade-in week was saved.');
    const live = await homePage();
    expect(live.ads.at(-1)).toMatchObject({
      id: ad.id,
      title: 'Trade-in week',
      alt: 'Two phones side by side',
      link: '/blog-detail/Trade-in',
    });
    expect((await shop<Ad[]>('/api/customer/home/ads')).some((a) => a.id === ad.id)).toBe(true);

    const again = await asStaff(
      t,
      manager,
      'PUT',
      `/api/admin/home/ads/${ad.id}`,
      tile('Trade-in week', { active: true }),
    );
    expect(again.json().message_en).toBe('Nothing had changed.');

    const created_ = (await audits('home.ad.created')).filter((a) => a.entity_id === String(ad.id));
    expect(created_).toHaveLength(1);
    expect(created_[0]).toMatchObject({ staff_id: owner.id, entity_type: 'ad', before: null });
    const updated = (await audits('home.ad.updated')).filter((a) => a.entity_id === String(ad.id));
    expect(updated).toHaveLength(1);
    expect(JSON.parse(updated[0]!.before!)).toMatchObject({ active: false });
    expect(JSON.parse(updated[0]!.after!)).toMatchObject({ active: true });
    expect(updated[0]!.staff_id).toBe(manager.id);

    // Deactivating takes it off the storefront on the next request.
    await asStaff(t, owner, 'PUT', `/api/admin/home/ads/${ad.id}`, tile('Trade-in week', { active: false }));
    expect((await homePage()).ads.some((a) => a.id === ad.id)).toBe(false);
  });

  it('moves a hero slide, and the storefront follows', async () => {
    const before = (await homePage()).hero;
    expect(before.length).toBeGreaterThan(1);
    const second = before[1]!;
    const res = await asStaff(t, owner, 'POST', `/api/admin/home/ads/${second.id}/move`, { direction: 'up' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message_en).toBe(`${second.title} was moved up.`);
    const after = (await homePage()).hero;
    expect(after.map((a) => a.id)).toEqual([second.id, before[0]!.id, ...before.slice(2).map((a) => a.id)]);
    const first = await asStaff(t, owner, 'POST', `/api/admin/home/ads/${second.id}/move`, {
      direction: 'up',
    });
    expect(first.json().message_en).toBe(`${second.title} is already first.`);
    const moved = (await audits('home.ad.moved')).filter((a) => a.entity_id === String(second.id));
    expect(moved).toHaveLength(1);
    expect(JSON.parse(moved[0]!.after!)).toEqual({ placement: 'hero', position: 1 });
  });

  it('removes a slide, keeping what it said in the audit log', async () => {
    const made = (
      await asStaff(t, owner, 'POST', '/api/admin/home/ads', tile('Short sale', { active: true }))
    ).json().data as AdminHomeAd;
    expect((await homePage()).ads.some((a) => a.id === made.id)).toBe(true);
    const res = await asStaff(t, manager, 'DELETE', `/api/admin/home/ads/${made.id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect((await homePage()).ads.some((a) => a.id === made.id)).toBe(false);
    const row = (await audits('home.ad.deleted')).find((a) => a.entity_id === String(made.id));
    expect(JSON.parse(row!.before!)).toMatchObject({ title: 'Short sale' });
    expect((await asStaff(t, manager, 'DELETE', `/api/admin/home/ads/${made.id}`)).statusCode).toBe(404);
  });

  it('refuses links and pictures shoppers should not follow, and fields that are missing', async () => {
    const cases: Array<[object, RegExp]> = [
      [tile('X', { link: 'javascript:alert(1)' }), /Link must be a page of the shop/],
      [tile('X', { link: 'http://example.com/offer' }), /Link must be a page of the shop/],
      [tile('X', { link: '//evil.example/offer' }), /Link must be a page of the shop/],
      [tile('X', { image: 'https://evil.example/x.png' }), /Picture must be a picture of the shop/],
      [tile('X', { image: '' }), /Choose a picture or upload one/],
      [tile(''), /Title is required/],
      [tile('X', { cta: '' }), /Button text is required/],
      [tile('X', { placement: 'footer' }), /Placement is hero/],
      [tile('Two\nlines'), /Title must be one line/],
    ];
    for (const [payload, message] of cases) {
      const res = await asStaff(t, owner, 'POST', '/api/admin/home/ads', payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().message_en).toMatch(message);
    }
    const good = await asStaff(
      t,
      owner,
      'POST',
      '/api/admin/home/ads',
      tile('Outside offer', { link: 'https://bank.example/offer?x=1', placement: 'custom' }),
    );
    expect(good.statusCode, good.body).toBe(201);
  });

  it('refuses support (403) and anyone without a session or CSRF token', async () => {
    const ad = (await get<AdminHome>('/api/admin/home')).ads[0]!;
    const calls = [
      ['POST', '/api/admin/home/ads', tile('Support tile')],
      ['PUT', `/api/admin/home/ads/${ad.id}`, tile('Support tile')],
      ['DELETE', `/api/admin/home/ads/${ad.id}`, undefined],
      ['POST', `/api/admin/home/ads/${ad.id}/move`, { direction: 'down' }],
      ['POST', '/api/admin/home/preview', { ad: { ...tile('Support tile'), id: null } }],
      ['PUT', '/api/admin/home/featured-brands', { brand_ids: [] }],
    ] as const;
    for (const [method, url, body] of calls) {
      const refused = await asStaff(t, support, method, url, body);
      expect(refused.statusCode, url).toBe(403);
      expect(refused.json().message_en).toMatch(/Only an owner or a manager can do this/);
      expect((await asStaff(t, null, method, url, body)).statusCode, url).toBe(401);
      expect((await asStaff(t, { cookie: owner.cookie }, method, url, body)).statusCode, url).toBe(403);
    }
    expect((await get<AdminHomeAd>(`/api/admin/home/ads/${ad.id}`)).title).toBe(ad.title);
  });
});

describe('featured brands', () => {
  it('features the chosen brands in the chosen order, audited, and the storefront follows at once', async () => {
    const home = await get<AdminHome>('/api/admin/home');
    const visible = home.brands.filter((b) => b.active);
    const chosen = [visible[3]!, visible[0]!, visible[5]!];
    await shop('/api/customer/home/brands?featured=1');

    const res = await asStaff(t, manager, 'PUT', '/api/admin/home/featured-brands', {
      brand_ids: chosen.map((b) => b.id),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message_en).toBe('The featured brands were saved.');
    const saved = res.json().data as AdminHome;
    expect(chosen.map((b) => saved.brands.find((x) => x.id === b.id)!.featured_position)).toEqual([1, 2, 3]);
    expect(saved.brands.filter((b) => b.featured_position !== null)).toHaveLength(3);

    const featured = await shop<Brand[]>('/api/customer/home/brands?featured=1');
    expect(featured.map((b) => b.id)).toEqual(chosen.map((b) => b.id));
    expect((await homePage()).featured_brands.map((b) => b.id)).toEqual(chosen.map((b) => b.id));
    // The mega-menu's full brand list keeps its own order.
    const all = await shop<Brand[]>('/api/customer/home/brands?featured=0');
    expect(all.map((b) => b.id)).toEqual(visible.map((b) => b.id));

    const row = (await audits('home.brands.featured')).at(-1)!;
    expect(row).toMatchObject({ staff_id: manager.id, entity_type: 'home', entity_id: 'featured_brands' });
    expect(JSON.parse(row.after!)).toEqual({ brands: chosen.map((b) => b.name) });

    const same = await asStaff(t, manager, 'PUT', '/api/admin/home/featured-brands', {
      brand_ids: chosen.map((b) => b.id),
    });
    expect(same.json().message_en).toBe('Nothing had changed.');
    expect(await audits('home.brands.featured')).toHaveLength(1);

    // A preview of another choice saves nothing.
    const preview = await asStaff(t, owner, 'POST', '/api/admin/home/preview', {
      brand_ids: [chosen[2]!.id],
    });
    expect((preview.json().data as HomePreview).featured_brands.map((b) => b.id)).toEqual([chosen[2]!.id]);
    expect((await shop<Brand[]>('/api/customer/home/brands?featured=1')).length).toBe(3);
  });

  it('refuses unknown, repeated and hidden brands with a message naming them', async () => {
    const home = await get<AdminHome>('/api/admin/home');
    const brand = home.brands.find((b) => b.active)!;
    const unknown = await asStaff(t, owner, 'PUT', '/api/admin/home/featured-brands', {
      brand_ids: [999999],
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message_en).toMatch(/there is no brand 999999/);
    const twice = await asStaff(t, owner, 'PUT', '/api/admin/home/featured-brands', {
      brand_ids: [brand.id, brand.id],
    });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().message_en).toMatch(/A brand can be featured only once/);

    await db().updateTable('brands').set({ active: 0 }).where('id', '=', brand.id).execute();
    try {
      const hidden = await asStaff(t, owner, 'PUT', '/api/admin/home/featured-brands', {
        brand_ids: [brand.id],
      });
      expect(hidden.statusCode).toBe(400);
      expect(hidden.json().message_en).toBe(
        `${brand.name} is hidden in the shop, so the home page would not show it. Show it on the Brands page first.`,
      );
    } finally {
      await db().updateTable('brands').set({ active: 1 }).where('id', '=', brand.id).execute();
    }
  });
});

describe('pictures', () => {
  it('uploads a picture to the library for a tile, and offers it in the list', async () => {
    const bytes = await makePhoto(1200, 500, 'png');
    const upload = (who: SignedStaff) =>
      t.app.inject({
        method: 'POST',
        url: '/api/admin/media/library',
        headers: {
          cookie: `${STAFF_COOKIE}=${who.cookie}`,
          [HEADER_CSRF]: who.csrf,
          'content-type': 'image/png',
        },
        payload: bytes,
      });
    expect((await upload(support)).statusCode).toBe(403);
    const res = await upload(owner);
    expect(res.statusCode, res.body).toBe(201);
    const { image } = res.json().data as { image: string };
    expect(image).toMatch(/^\/media\/up\//);
    expect((await get<AdminHome>('/api/admin/home')).pictures).toContain(image);
    const made = await asStaff(
      t,
      owner,
      'POST',
      '/api/admin/home/ads',
      tile('New picture', { image, active: true }),
    );
    expect(made.statusCode, made.body).toBe(201);
    expect((await homePage()).ads.find((a) => a.title === 'New picture')?.image).toBe(image);
    expect(await audits('media.upload')).toHaveLength(1);

    const text = await t.app.inject({
      method: 'POST',
      url: '/api/admin/media/library',
      headers: {
        cookie: `${STAFF_COOKIE}=${owner.cookie}`,
        [HEADER_CSRF]: owner.csrf,
        'content-type': 'image/png',
      },
      payload: Buffer.from('not a picture at all'),
    });
    expect(text.statusCode).toBe(415);
    expect(text.json().message_en).toMatch(/JPEG, PNG or WebP/);
  });
});
