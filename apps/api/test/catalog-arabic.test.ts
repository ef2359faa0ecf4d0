import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exportCatalogCsv } from '#app/modules/catalog/catalog-export.service';
import { readCatalogFile } from '#app/modules/catalog/catalog-import-file';
import { importCatalog } from '#app/modules/catalog/catalog-import.service';
import { applyContent } from '#app/modules/content/content.service';
import { asStaff, signedInStaff } from './support/staff.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

/**
 * Catalog and content in Arabic (migration 0034): public reads answer in the language Accept-Language prefers, each
 * text falling back to English where its Arabic is empty, with the same shapes; every cache on the read path keeps
 * the two languages apart; the import and the export carry the `*_ar` fields. The demo shop is seeded with Arabic.
 */

const ARABIC = { 'accept-language': 'ar-EG,ar;q=0.9,en;q=0.8' };
const ENGLISH = { 'accept-language': 'en-US,en;q=0.9' };

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const db = () => t.runtime.deps.db;
async function read(url: string, headers: Record<string, string> = {}) {
  const res = await t.app.inject({ method: 'GET', url, headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

describe('public reads in Arabic', () => {
  it('an item page: names, descriptions, category, brand, colours and specifications in Arabic', async () => {
    const ar = await read('/api/customer/products/iphone-17-pro-max', ARABIC);
    expect(ar.name).toBe('آيفون 17 برو ماكس');
    expect(ar.details).toBe('معالج A19 Pro وشاشة ProMotion مقاس 6.9 بوصة وأطول عمر بطارية في تاريخ الآيفون.');
    expect(ar.long_description).toContain('<li><strong>الشاشة:</strong>');
    expect(ar.meta_description).toMatch(/^آيفون 17 برو ماكس:/);
    expect(ar.category.name).toBe('هواتف محمولة');
    expect(ar.brand.name).toBe('أبل');
    expect(ar.sub_category.name).toBe('سلسلة آيفون 17');
    expect(ar.attributes).toContainEqual({ name: 'مقاس الشاشة', values: ['6.9 بوصة'] });
    // A chip's name reads the same in both languages.
    expect(ar.attributes).toContainEqual({ name: 'المعالج', values: ['A19 Pro'] });
    const sizes = ar.product_variants_options.find(
      (o: { option: { name: string } }) => o.option.name === 'size',
    );
    expect(sizes.values.map((v: { name: string }) => v.name)).toContain('256 جيجا');
    expect(ar.product_variants[0].Color.name).toBe('برتقالي كوزميك');

    // The same answer in English, field for field the same shape.
    const en = await read('/api/customer/products/iphone-17-pro-max', ENGLISH);
    expect(en.name).toBe('iPhone 17 Pro Max');
    expect(en.category.name).toBe('Phones');
    expect(en.brand.name).toBe('Apple');
    expect(en.attributes).toContainEqual({ name: 'Display size', values: ['6.9-inch'] });
    expect(Object.keys(en).sort()).toEqual(Object.keys(ar).sort());
    // No Accept-Language at all is English.
    expect((await read('/api/customer/products/iphone-17-pro-max')).name).toBe('iPhone 17 Pro Max');
  });

  it('falls back to English field by field where the Arabic is empty or blank', async () => {
    // The demo's iPhone 16 has an Arabic name and lead but no Arabic long description.
    const ar = await read('/api/customer/products/iphone-16', ARABIC);
    expect(ar.name).toBe('آيفون 16');
    expect(ar.long_description).not.toMatch(/[\u0600-\u06ff]/);
    expect(ar.long_description.length).toBeGreaterThan(50);

    await db()
      .updateTable('products')
      .set({ name_ar: '   ', details_ar: null })
      .where('slug', '=', 'iphone-16')
      .execute();
    const blank = await read('/api/customer/products/iphone-16', ARABIC);
    expect(blank.name).toBe('iPhone 16');
    expect(blank.details).toBe('A18 chip, Camera Control, Action button and a 48MP Fusion camera.');
    await db()
      .updateTable('products')
      .set({ name_ar: ar.name, details_ar: ar.details })
      .where('slug', '=', 'iphone-16')
      .execute();
    // The brand keeps its Arabic; JBL stays Latin, as the shops write it.
    expect(blank.brand.name).toBe('أبل');
    const jbl = await read('/api/customer/products/jbl-flip-6', ARABIC);
    expect(jbl.brand.name).toBe('JBL');
    expect(jbl.name).toBe('سبيكر JBL Flip 6');
  });

  it('the home page: hero, sections, promo tiles, categories and featured brands', async () => {
    const home = await read('/api/customer/home2', ARABIC);
    expect(home.hero[0]).toMatchObject({ title: 'آيفون 17 برو', cta: 'اشتري دلوقتي' });
    expect(home.hero[0].subtitle).toContain('البرتقالي الكوزميك');
    expect(home.sections.map((s: { title: string }) => s.title)).toContain('الأكثر مبيعًا');
    expect(home.sections[0].products[0].name).toMatch(/[\u0600-\u06ff]/);
    expect(home.ads.map((a: { title: string }) => a.title)).toContain('إكسسوارات لكل جهاز');
    const phones = home.categories.find((c: { slug: string }) => c.slug === 'phones');
    expect(phones.name).toBe('هواتف محمولة');
    expect(phones.groups[0].name).toBe('آيفون');
    expect(phones.sub_categories.map((s: { name: string }) => s.name)).toContain('سلسلة جالاكسي S');
    expect(home.featured_brands.map((b: { name: string }) => b.name)).toEqual(
      expect.arrayContaining(['أبل', 'سامسونج']),
    );
    const english = await read('/api/customer/home2', ENGLISH);
    expect(english.hero[0].title).toBe('iPhone 17 Pro');
  });

  it('a category listing and a search: product cards and the category in Arabic', async () => {
    const listing = await read('/api/customer/categories/1?page=1&page_size=40', ARABIC);
    expect(listing.category.name).toBe('هواتف محمولة');
    expect(listing.products.map((p: { name: string }) => p.name)).toContain('آيفون 17 برو ماكس');
    const search = await t.app.inject({
      method: 'POST',
      url: '/api/customer/products/search',
      headers: ARABIC,
      payload: { search: 'iphone 17 pro max', page: 1, page_size: 5 },
    });
    expect(search.statusCode, search.body).toBe(200);
    expect(search.json().data.products[0].name).toBe('آيفون 17 برو ماكس');
  });

  it('autocomplete suggests Arabic names on an Arabic page and English ones on an English page, each cached apart', async () => {
    const suggest = async (headers: Record<string, string>) => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/customer/products/autocomplete',
        headers,
        payload: { search: 'iphone 17 pro max', page_size: 5 },
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data.products.map((p: { name: string }) => p.name) as string[];
    };
    expect(await suggest(ENGLISH)).toContain('iPhone 17 Pro Max');
    expect(await suggest(ARABIC)).toContain('آيفون 17 برو ماكس');
    expect(await suggest(ARABIC)).not.toContain('iPhone 17 Pro Max');
    expect(await suggest(ENGLISH)).not.toContain('آيفون 17 برو ماكس');
  });

  it("a listing's facets: brands, sub-categories, specifications and their values in Arabic", async () => {
    type Facet = { id: number; name: string };
    type Facets = {
      brands: Facet[];
      sub_categories: Facet[];
      attributes: Array<Facet & { values: Facet[] }>;
    };
    const facetsOf = async (headers: Record<string, string>) =>
      (await read('/api/customer/categories/1?page=1&page_size=4', headers)).facets as Facets;
    const [arabic, english] = [await facetsOf(ARABIC), await facetsOf(ENGLISH)];
    const name = (list: Facet[], id: number) => list.find((f) => f.id === id)?.name;
    const apple = english.brands.find((b) => b.name === 'Apple')!;
    expect(name(arabic.brands, apple.id)).toBe('أبل');
    const foldables = english.sub_categories.find((s) => s.name === 'Galaxy Z foldables');
    if (foldables) expect(name(arabic.sub_categories, foldables.id)).not.toBe('Galaxy Z foldables');
    const display = english.attributes.find((a) => a.name === 'Display size')!;
    expect(name(arabic.attributes, display.id)).not.toBe('Display size');
    expect(name(arabic.attributes, display.id)).toMatch(/[\u0600-\u06FF]/);
    // Counts and ids stay the same: only the names change.
    expect(arabic.brands.map((b) => [b.id, (b as Facet & { count: number }).count])).toEqual(
      english.brands.map((b) => [b.id, (b as Facet & { count: number }).count]),
    );
  });

  it('content: pages, the FAQ and the stores, falling back to English where the Arabic is missing', async () => {
    const about = await read('/api/customer/content/about', ARABIC);
    expect(about.title_en).toBe('About us');
    expect(about.title_ar).toBe('من نحن');
    expect(about.summary).toMatch(/^موزع معتمد/);
    expect(about.body_html).toContain('<h2>مين إحنا</h2>');
    // The terms have an Arabic lead but no Arabic body yet: the English body is shown.
    const terms = await read('/api/customer/content/terms', ARABIC);
    expect(terms.summary).toMatch(/^الشروط/);
    expect(terms.body_html).not.toMatch(/[\u0600-\u06ff]/);

    const faqs = await read('/api/customer/content/faqs', ARABIC);
    const delivery = faqs.faqs.find((f: { question: string }) => f.question === 'مصاريف التوصيل كام؟');
    expect(delivery.topic).toBe('التوصيل');
    // The fees are filled into the Arabic answer as into the English one.
    expect(delivery.answer_html).not.toContain('{delivery_fee');
    expect(delivery.answer_html).toContain('القاهرة الكبرى');

    const stores = await read('/api/customer/stores', ARABIC);
    const maadi = stores.stores.find((s: { name: string }) => s.name === 'iSpot المعادي');
    expect(maadi.address).toContain('المعادي');
    expect(maadi.opening_hours).toContain('من السبت للخميس');
    expect(
      (await read('/api/customer/stores', ENGLISH)).stores.map((s: { name: string }) => s.name),
    ).toContain('iSpot Maadi');
  });
});

describe('caches keep the languages apart', () => {
  let cached: TestApp;
  beforeAll(async () => {
    cached = await createTestApp({ CATALOG_CACHE_MS: '60000', RATE_LIMIT_MAX: '100000' });
  });
  afterAll(async () => cached?.close());

  const get = (url: string, headers: Record<string, string>) =>
    cached.app.inject({ method: 'GET', url, headers });
  const nameOf = (res: LightMyRequestResponse) => res.json().data.name as string;

  it('the read cache, the hot-read lane and HTTP caching answer each language in its own', async () => {
    const url = '/api/customer/products/iphone-17-pro';
    const en1 = await get(url, ENGLISH);
    const ar1 = await get(url, ARABIC);
    const hits = cached.app.answers.hits;
    const en2 = await get(url, ENGLISH);
    const ar2 = await get(url, { 'accept-language': 'ar' });
    const en3 = await get(url, {});
    // The second reads of each came from the hot-read lane, each in its own language.
    expect(cached.app.answers.hits).toBe(hits + 3);
    expect([nameOf(en1), nameOf(en2), nameOf(en3)]).toEqual([
      'iPhone 17 Pro',
      'iPhone 17 Pro',
      'iPhone 17 Pro',
    ]);
    expect([nameOf(ar1), nameOf(ar2)]).toEqual(['آيفون 17 برو', 'آيفون 17 برو']);

    // A shared cache in front is told the answer varies by language, and the two answers have their own ETags, so
    // one language's validator never gets a 304 for the other.
    expect(String(en1.headers.vary)).toMatch(/accept-language/i);
    expect(String(ar1.headers.vary)).toMatch(/accept-language/i);
    expect(ar1.headers.etag).not.toBe(en1.headers.etag);
    const crossed = await get(url, { ...ENGLISH, 'if-none-match': String(ar1.headers.etag) });
    expect(crossed.statusCode).toBe(200);
    expect(nameOf(crossed)).toBe('iPhone 17 Pro');
    const same = await get(url, { ...ARABIC, 'if-none-match': String(ar1.headers.etag) });
    expect(same.statusCode).toBe(304);
  });

  it('listings and searches (POST) too, and a change clears both languages', async () => {
    const body = { search: 'airpods pro', page: 1, page_size: 3 };
    const search = (headers: Record<string, string>) =>
      cached.app.inject({ method: 'POST', url: '/api/customer/products/search', headers, payload: body });
    const first = (res: LightMyRequestResponse) => res.json().data.products[0].name as string;
    expect(first(await search(ARABIC))).toBe('إيربودز برو 3');
    expect(first(await search(ENGLISH))).toBe('AirPods Pro 3');
    expect(first(await search(ARABIC))).toBe('إيربودز برو 3');
    expect(first(await search(ENGLISH))).toBe('AirPods Pro 3');

    const home = async (headers: Record<string, string>) =>
      (await get('/api/customer/home2', headers)).json().data.hero[0].title as string;
    expect(await home(ARABIC)).toBe('آيفون 17 برو');
    expect(await home(ENGLISH)).toBe('iPhone 17 Pro');
    await cached.runtime.deps.db
      .updateTable('ads')
      .set({ title_ar: 'آيفون 17 برو الجديد' })
      .where('title', '=', 'iPhone 17 Pro')
      .execute();
    cached.runtime.deps.reads.invalidate();
    expect(await home(ARABIC)).toBe('آيفون 17 برو الجديد');
    expect(await home(ENGLISH)).toBe('iPhone 17 Pro');
  });
});

describe('import and export with Arabic', () => {
  it('the CSV export writes the *_ar columns and importing it back changes nothing', async () => {
    let text = '';
    for await (const chunk of exportCatalogCsv({ db: db() })) text += chunk;
    const header = text.split('\r\n')[0]!.split(',');
    expect(header).toEqual(
      expect.arrayContaining(['name_ar', 'details_ar', 'long_description_ar', 'meta_description_ar']),
    );
    expect(text).toContain('آيفون 17 برو ماكس');
    const before = await db().selectFrom('products').selectAll().orderBy('id').execute();
    const summary = await importCatalog(t.runtime.deps, readCatalogFile('export.csv', 'csv', text));
    expect(summary.rejected).toEqual([]);
    expect(summary.products).toMatchObject({ created: 0, updated: 0 });
    expect(await db().selectFrom('products').selectAll().orderBy('id').execute()).toEqual(before);
  });

  it('a JSON import takes Arabic fields, sanitises the Arabic description like the English, and shows them', async () => {
    const file = readCatalogFile(
      'arabic.json',
      'json',
      JSON.stringify([
        {
          sku: 'AR-TEST-1',
          slug: 'ar-test-charger',
          name: 'Test Charger 20W',
          name_ar: 'شاحن تجريبي 20 وات',
          details_ar: 'شحن سريع للموبايل.',
          long_description: '<p>English</p>',
          long_description_ar:
            '<p>وصف <strong>عربي</strong></p><script>alert(1)</script><img src=x onerror=alert(1)>',
          category: 'accessories',
          sub_category: 'chargers',
          brand: 'Anker',
          image: '/media/device/charger/f4f4f4.svg',
          variants: [{ sku: 'AR-TEST-1-A', price: 999, stock: 4 }],
        },
      ]),
    );
    const summary = await importCatalog(t.runtime.deps, file);
    expect(summary.rejected).toEqual([]);
    const row = await db()
      .selectFrom('products')
      .select(['name_ar', 'details_ar', 'long_description_ar', 'meta_description_ar'])
      .where('sku', '=', 'AR-TEST-1')
      .executeTakeFirstOrThrow();
    expect(row).toEqual({
      name_ar: 'شاحن تجريبي 20 وات',
      details_ar: 'شحن سريع للموبايل.',
      long_description_ar: '<p>وصف <strong>عربي</strong></p>',
      meta_description_ar: null,
    });
    const ar = await read('/api/customer/products/ar-test-charger', ARABIC);
    expect(ar).toMatchObject({ name: 'شاحن تجريبي 20 وات', brand: { name: 'أنكر' }, meta_description: '' });
  });

  it('a JSON import refuses Arabic text that is not one line, naming the field', async () => {
    const file = readCatalogFile(
      'bad.json',
      'json',
      JSON.stringify([
        {
          sku: 'AR-TEST-2',
          slug: 'ar-test-2',
          name: 'Test 2',
          name_ar: 'سطر\nتاني',
          category: 'accessories',
          variants: [{ sku: 'AR-TEST-2-A', price: 10, stock: 1 }],
        },
      ]),
    );
    expect(file.rejected.map((r) => r.reason).join()).toMatch(/name_ar: must be one line/);
  });

  it('the content file takes Arabic fields, sanitised like the English', async () => {
    const summary = await applyContent(
      t.runtime.deps,
      {
        pages: [
          {
            slug: 'ar-test-page',
            title_en: 'Test page',
            title_ar: 'صفحة تجريبية',
            summary: 'English lead',
            summary_ar: 'مقدمة عربية',
            body_html: '<p>English body</p>',
            body_html_ar: '<p>نص عربي</p><script>alert(1)</script>',
          },
          {
            slug: 'ar-test-empty',
            title_en: 'Emptied',
            body_html: '<p>English</p>',
            body_html_ar: '<script>alert(1)</script>',
          },
        ],
        faqs: [
          {
            question: 'Is this a test question?',
            question_ar: 'ده سؤال تجريبي؟',
            answer_html: '<p>Yes.</p>',
            answer_html_ar: '<p>أيوه.</p>',
            topic: 'Tests',
            topic_ar: 'تجارب',
          },
        ],
      },
      'upsert',
    );
    expect(JSON.stringify(summary)).toContain('body_html_ar: nothing is left once scripts');
    const page = await read('/api/customer/content/ar-test-page', ARABIC);
    expect(page).toMatchObject({
      title_ar: 'صفحة تجريبية',
      summary: 'مقدمة عربية',
      body_html: '<p>نص عربي</p>',
    });
    const english = await read('/api/customer/content/ar-test-page', ENGLISH);
    expect(english).toMatchObject({ summary: 'English lead', body_html: '<p>English body</p>' });
    const faqs = await read('/api/customer/content/faqs', ARABIC);
    expect(faqs.faqs).toContainEqual(
      expect.objectContaining({ question: 'ده سؤال تجريبي؟', topic: 'تجارب', answer_html: '<p>أيوه.</p>' }),
    );
  });
});

describe('the back office edits the Arabic', () => {
  it('the product editor, a brand, a store and a question: saved, shown in Arabic, empty falls back', async () => {
    const manager = await signedInStaff(t, 'manager');
    const id = (
      await db().selectFrom('products').select('id').where('slug', '=', 'iphone-15').executeTakeFirstOrThrow()
    ).id;
    const opened = (await asStaff(t, manager, 'GET', `/api/admin/products/${id}`)).json().data;
    expect(opened.name_ar).toBe('آيفون 15');
    expect(opened.long_description_ar).toBe('');
    const {
      id: _id,
      sku: _sku,
      image: _image,
      images: _images,
      updated_at: _at,
      variants,
      ...fields
    } = opened;
    const saved = await asStaff(t, manager, 'PUT', `/api/admin/products/${id}`, {
      ...fields,
      name_ar: 'آيفون 15 الجديد',
      long_description_ar: '<p>وصف</p><script>alert(1)</script>',
      seo_title_ar: 'آيفون 15 بأفضل سعر',
      variants: variants.map((v: Record<string, unknown>) => ({ ...v, stock_opened: v.stock })),
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data).toMatchObject({
      name_ar: 'آيفون 15 الجديد',
      long_description_ar: '<p>وصف</p>',
      seo_title_ar: 'آيفون 15 بأفضل سعر',
    });
    const shown = await read('/api/customer/products/iphone-15', ARABIC);
    expect(shown).toMatchObject({ name: 'آيفون 15 الجديد', seo_title: 'آيفون 15 بأفضل سعر' });
    expect(shown.long_description).toBe('<p>وصف</p>');
    const tooLong = await asStaff(t, manager, 'PUT', `/api/admin/products/${id}`, {
      ...fields,
      version: saved.json().data.version,
      seo_title_ar: 'ع'.repeat(121),
      variants: variants.map((v: Record<string, unknown>) => ({ ...v, stock_opened: v.stock })),
    });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().data.fields.seo_title_ar).toBe('SEO title (Arabic) must be at most 120 characters');

    const brand = await db()
      .selectFrom('brands')
      .select('id')
      .where('slug', '=', 'jbl')
      .executeTakeFirstOrThrow();
    const renamed = await asStaff(t, manager, 'PATCH', `/api/admin/taxonomy/brand/${brand.id}`, {
      name_ar: 'جي بي إل',
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json().data).toMatchObject({ name: 'JBL', name_ar: 'جي بي إل' });
    expect((await read('/api/customer/products/jbl-flip-6', ARABIC)).brand.name).toBe('جي بي إل');
    await asStaff(t, manager, 'PATCH', `/api/admin/taxonomy/brand/${brand.id}`, { name_ar: '' });
    expect((await read('/api/customer/products/jbl-flip-6', ARABIC)).brand.name).toBe('JBL');

    const stores = (await asStaff(t, manager, 'GET', '/api/admin/content/stores')).json().data.stores;
    const maadi = stores.find((s: { name: string }) => s.name === 'iSpot Maadi');
    expect(maadi.name_ar).toBe('iSpot المعادي');
    const { id: storeId, city_en: _c, governorate_en: _g, updated_at: _u, ...store } = maadi;
    const storeSaved = await asStaff(t, manager, 'PUT', `/api/admin/content/stores/${storeId}`, {
      ...store,
      address_ar: '',
    });
    expect(storeSaved.statusCode, storeSaved.body).toBe(200);
    const locator = await read('/api/customer/stores', ARABIC);
    const shownStore = locator.stores.find((s: { id: number }) => s.id === storeId);
    expect(shownStore).toMatchObject({ name: 'iSpot المعادي', address: maadi.address });

    const question = await asStaff(t, manager, 'POST', '/api/admin/content/faqs', {
      topic: 'Pickup',
      question: 'Can I pick up my order in a store?',
      answer_html: '<p>Yes.</p>',
      question_ar: 'أقدر أستلم طلبي من الفرع؟',
      answer_html_ar: '<script>alert(1)</script>',
    });
    expect(question.statusCode).toBe(400);
    expect(question.json().message_en).toMatch(/^The Arabic answer is empty/);
  });
});
