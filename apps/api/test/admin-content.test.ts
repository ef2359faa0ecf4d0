import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  contentMessages,
  type AdminContentPage,
  type AdminContentPageList,
  type AdminFaq,
  type AdminFaqList,
  type AdminStore,
  type AdminStoreList,
} from '@shop/contract/admin-content';
import type { ContentPage, FaqsResult, StoresResult } from '@shop/contract/content';
import { asStaff, signedInStaff, type SignedStaff } from './support/staff.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

/**
 * Content in the back office: pages and service articles listed, read by every member, previewed and saved by owners
 * and managers (sanitised with the import's rule, audited), and shown by the storefront's content API at once.
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

const db = () => t.runtime.deps.db;

async function get<T>(url: string, who: SignedStaff = support): Promise<T> {
  const res = await asStaff(t, who, 'GET', url);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as T;
}

async function storefront(slug: string): Promise<ContentPage> {
  const res = await t.app.inject({ method: 'GET', url: `/api/customer/content/${slug}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as ContentPage;
}

const audits = (action: string) =>
  db().selectFrom('audit_log').selectAll().where('action', '=', action).orderBy('id').execute();

const edit = (title: string, body: string) => ({
  title_en: title,
  title_ar: '',
  summary: `${title}: what the page is about.`,
  body_html: body,
});

describe('pages and service articles', () => {
  it('lists every page and article, and reads one, for every role', async () => {
    for (const who of [owner, manager, support]) {
      const list = await get<AdminContentPageList>('/api/admin/content/pages', who);
      const slugs = list.pages.map((p) => p.slug);
      expect(slugs).toEqual(
        expect.arrayContaining(['about', 'terms', 'policy', 'help', 'services', 'Trade-in']),
      );
      expect(list.pages.find((p) => p.slug === 'Trade-in')).toMatchObject({ kind: 'article' });
    }
    const about = await get<AdminContentPage>('/api/admin/content/pages/about');
    expect(about).toMatchObject({ slug: 'about', kind: 'page' });
    expect(about.body_html.length).toBeGreaterThan(0);
  });

  it('answers 404 for an unknown page and 400 for a slug that cannot be one', async () => {
    const missing = await asStaff(t, support, 'GET', '/api/admin/content/pages/no-such-page');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message_en).toBe('There is no page called "no-such-page".');
    const bad = await asStaff(t, support, 'GET', '/api/admin/content/pages/a%20b');
    expect(bad.statusCode).toBe(400);
    // The back office edits the page it listed, never a near spelling the storefront would forgive.
    expect((await asStaff(t, support, 'GET', '/api/admin/content/pages/ABOUT')).statusCode).toBe(404);
    const put = await asStaff(
      t,
      owner,
      'PUT',
      '/api/admin/content/pages/no-such-page',
      edit('X', '<p>x</p>'),
    );
    expect(put.statusCode).toBe(404);
  });

  it('saves as an owner, sanitised, audited, and the storefront answers the new text at once', async () => {
    // Read first, so the storefront's answer is in the read cache before the change.
    expect((await storefront('terms')).title_en).not.toBe('Terms of sale, revised');
    const before = await get<AdminContentPage>('/api/admin/content/pages/terms');
    const res = await asStaff(t, owner, 'PUT', '/api/admin/content/pages/terms', {
      ...edit(
        'Terms of sale, revised',
        '<h2 onclick="steal()">Orders</h2><p>Revised terms apply.<script>alert(1)</script></p>' +
          '<p><a href="javascript:alert(1)">bad</a> <a href="https://example.com/x" onmouseover="x()">good</a></p>',
      ),
      updated_at: before.updated_at,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message_en).toBe('Terms of sale, revised was saved.');
    const saved = res.json().data as AdminContentPage;
    expect(saved.body_html).not.toMatch(/script|onclick|onmouseover|javascript:|alert/i);
    expect(saved.body_html).toContain('<h2>Orders</h2>');
    expect(saved.body_html).toContain(
      '<a href="https://example.com/x" rel="noopener noreferrer nofollow">good</a>',
    );
    expect(saved.title_ar).toBeNull();

    const shown = await storefront('terms');
    expect(shown.title_en).toBe('Terms of sale, revised');
    expect(shown.summary).toBe('Terms of sale, revised: what the page is about.');
    expect(shown.body_html).toBe(saved.body_html);

    const audit = (await audits('content.page.saved')).filter((a) => a.entity_id === 'terms');
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ staff_id: owner.id, entity_type: 'content_page' });
    expect(JSON.parse(audit[0]!.before!)).toMatchObject({
      title_en: before.title_en,
      body_html: before.body_html,
    });
    expect(JSON.parse(audit[0]!.after!)).toMatchObject({ title_en: 'Terms of sale, revised' });

    // The same fields again change nothing and write no audit row.
    const again = await asStaff(t, owner, 'PUT', '/api/admin/content/pages/terms', {
      ...edit('Terms of sale, revised', saved.body_html),
      updated_at: saved.updated_at,
    });
    expect(again.statusCode).toBe(200);
    expect(again.json().message_en).toBe('Nothing had changed.');
    expect((await audits('content.page.saved')).filter((a) => a.entity_id === 'terms')).toHaveLength(1);
  });

  it('saves a service article as a manager', async () => {
    const res = await asStaff(t, manager, 'PUT', '/api/admin/content/pages/Trade-in', {
      ...edit('Trade in your old phone', '<p>Bring your old phone to any store.</p>'),
      title_ar: null,
      updated_at: (await get<AdminContentPage>('/api/admin/content/pages/Trade-in')).updated_at,
    });
    expect(res.statusCode, res.body).toBe(200);
    const shown = await storefront('Trade-in');
    expect(shown).toMatchObject({ title_en: 'Trade in your old phone', kind: 'article' });
    expect(shown.body_html).toBe('<p>Bring your old phone to any store.</p>');
  });

  it('refuses a save over a change made since the page was opened, and one that does not say when it opened', async () => {
    const opened = await get<AdminContentPage>('/api/admin/content/pages/help', manager);
    const first = await asStaff(t, owner, 'PUT', '/api/admin/content/pages/help', {
      ...edit('Help, by the owner', '<p>The owner wrote this.</p>'),
      updated_at: opened.updated_at,
    });
    expect(first.statusCode, first.body).toBe(200);
    const second = await asStaff(t, manager, 'PUT', '/api/admin/content/pages/help', {
      ...edit('Help, by the manager', '<p>The manager wrote this.</p>'),
      updated_at: opened.updated_at,
    });
    expect(second.statusCode).toBe(409);
    expect(second.json().message_en).toBe(contentMessages.changedSince);
    expect((await storefront('help')).title_en).toBe('Help, by the owner');
    const rows = (await audits('content.page.saved')).filter((a) => a.entity_id === 'help');
    expect(rows).toHaveLength(1);
    expect(rows[0]!.staff_id).toBe(owner.id);

    // Opened again, the manager's save goes through.
    const reopened = await get<AdminContentPage>('/api/admin/content/pages/help', manager);
    expect(reopened.updated_at > opened.updated_at).toBe(true);
    const third = await asStaff(t, manager, 'PUT', '/api/admin/content/pages/help', {
      ...edit('Help, by the manager', '<p>The manager wrote this.</p>'),
      updated_at: reopened.updated_at,
    });
    expect(third.statusCode, third.body).toBe(200);
    expect((await storefront('help')).title_en).toBe('Help, by the manager');

    const missing = await asStaff(t, manager, 'PUT', '/api/admin/content/pages/help', {
      ...edit('Help, unversioned', '<p>No version.</p>'),
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message_en).toBe(contentMessages.versionMissing);
    expect((await storefront('help')).title_en).toBe('Help, by the manager');
  });

  it('previews the sanitised page without saving it', async () => {
    const stored = await get<AdminContentPage>('/api/admin/content/pages/about');
    const res = await asStaff(
      t,
      manager,
      'POST',
      '/api/admin/content/pages/about/preview',
      edit('About us, draft', '<p onclick="x()">Draft text<img src=x onerror=alert(1)></p>'),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      slug: 'about',
      kind: 'page',
      title_en: 'About us, draft',
      body_html: '<p>Draft text</p>',
    });
    expect(await get<AdminContentPage>('/api/admin/content/pages/about')).toEqual(stored);
    expect((await storefront('about')).title_en).toBe(stored.title_en);
    expect((await audits('content.page.saved')).filter((a) => a.entity_id === 'about')).toHaveLength(0);
  });

  it('refuses support with a clear 403, and anyone without a session or CSRF token', async () => {
    const body = edit('Support edit', '<p>No.</p>');
    for (const [method, url] of [
      ['PUT', '/api/admin/content/pages/help'],
      ['POST', '/api/admin/content/pages/help/preview'],
    ] as const) {
      const refused = await asStaff(t, support, method, url, body);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message_en).toBe(
        'Only an owner or a manager can do this. Ask the shop owner if you need it.',
      );
      expect((await asStaff(t, null, method, url, body)).statusCode).toBe(401);
      expect((await asStaff(t, { cookie: owner.cookie }, method, url, body)).statusCode).toBe(403);
    }
    expect((await asStaff(t, null, 'GET', '/api/admin/content/pages')).statusCode).toBe(401);
    expect((await storefront('help')).title_en).not.toBe('Support edit');
  });

  it('refuses bad input with a 400 and a clear message, never a 500', async () => {
    const cases: Array<[object, RegExp]> = [
      [{ ...edit('', '<p>x</p>') }, /Title is required/],
      [{ ...edit('Two\nlines', '<p>x</p>') }, /Title must be one line/],
      [{ ...edit('T', '<p>x</p>'), summary: 's'.repeat(301) }, /Summary must be at most 300 characters/],
      [{ title_en: 'T', summary: '' }, /body_html/],
      [{ ...edit('T', '<p>x</p>'), body_html: 42 }, /body_html/],
      [{ ...edit('T', 'x'.repeat(200_001)) }, /at most 200,000 characters/],
      [{ ...edit('T', '<script>alert(1)</script><img src=x>') }, /The text is empty once scripts/],
    ];
    for (const [body, message] of cases) {
      for (const url of ['/api/admin/content/pages/policy', '/api/admin/content/pages/policy/preview']) {
        const res = await asStaff(t, owner, url.endsWith('preview') ? 'POST' : 'PUT', url, body);
        expect(res.statusCode, `${url} ${JSON.stringify(body).slice(0, 80)}: ${res.body}`).toBe(400);
        expect(res.json().message_en).toMatch(message);
      }
    }
    expect((await audits('content.page.saved')).filter((a) => a.entity_id === 'policy')).toHaveLength(0);
  });
});

describe('the FAQ', () => {
  const shopFaqs = async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/customer/content/faqs' });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json().data as FaqsResult).faqs;
  };
  const question = (n: string) => `How long does delivery take to ${n}?`;

  it('adds, edits and removes a question, sanitised and audited, and the shop shows each change at once', async () => {
    const list = await get<AdminFaqList>('/api/admin/content/faqs');
    expect(list.faqs.length).toBeGreaterThan(0);
    expect(list.topics.length).toBeGreaterThan(0);
    await shopFaqs(); // in the read cache before the changes

    const added = await asStaff(t, manager, 'POST', '/api/admin/content/faqs', {
      topic: 'Delivery',
      question: question('Aswan'),
      answer_html: '<p onclick="x()">Three working days.<script>alert(1)</script></p>',
    });
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json().message_en).toBe('The question was added.');
    const faq = added.json().data as AdminFaq;
    expect(faq).toMatchObject({ topic: 'Delivery', answer_html: '<p>Three working days.</p>' });
    expect(Math.max(...list.faqs.map((f) => f.sort))).toBeLessThan(faq.sort);
    expect((await shopFaqs()).find((f) => f.id === faq.id)).toMatchObject({
      question: question('Aswan'),
      answer_html: '<p>Three working days.</p>',
    });

    const saved = await asStaff(t, owner, 'PUT', `/api/admin/content/faqs/${faq.id}`, {
      topic: 'Delivery',
      question: question('Aswan and Luxor'),
      answer_html: '<p>Three to four working days.</p>',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().message_en).toBe('The question was saved.');
    expect((await shopFaqs()).find((f) => f.id === faq.id)?.question).toBe(question('Aswan and Luxor'));

    const removed = await asStaff(t, owner, 'DELETE', `/api/admin/content/faqs/${faq.id}`);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json().message_en).toBe(`"${question('Aswan and Luxor')}" was removed.`);
    expect((await shopFaqs()).some((f) => f.id === faq.id)).toBe(false);
    expect((await asStaff(t, owner, 'DELETE', `/api/admin/content/faqs/${faq.id}`)).statusCode).toBe(404);

    const trail = await db()
      .selectFrom('audit_log')
      .selectAll()
      .where('entity_type', '=', 'faq')
      .where('entity_id', '=', String(faq.id))
      .orderBy('id')
      .execute();
    expect(trail.map((a) => [a.action, a.staff_id])).toEqual([
      ['faq.created', manager.id],
      ['faq.updated', owner.id],
      ['faq.deleted', owner.id],
    ]);
    expect(JSON.parse(trail[1]!.before!)).toMatchObject({ question: question('Aswan') });
    expect(JSON.parse(trail[1]!.after!)).toMatchObject({ question: question('Aswan and Luxor') });
    expect(trail[2]!.after).toBeNull();
  });

  it('moves a question up and down among its topic, and the shop follows', async () => {
    const make = async (n: string) => {
      const res = await asStaff(t, owner, 'POST', '/api/admin/content/faqs', {
        topic: 'Moving test',
        question: question(n),
        answer_html: `<p>${n}</p>`,
      });
      expect(res.statusCode, res.body).toBe(201);
      return (res.json().data as AdminFaq).id;
    };
    const [a, b, c] = [await make('Alexandria'), await make('Banha'), await make('Cairo')];
    const topicOrder = async () =>
      (await shopFaqs()).filter((f) => f.topic === 'Moving test').map((f) => f.id);
    expect(await topicOrder()).toEqual([a, b, c]);

    const up = await asStaff(t, manager, 'POST', `/api/admin/content/faqs/${c}/move`, { direction: 'up' });
    expect(up.statusCode, up.body).toBe(200);
    expect(up.json().message_en).toBe('Moved up.');
    expect(await topicOrder()).toEqual([a, c, b]);
    await asStaff(t, manager, 'POST', `/api/admin/content/faqs/${a}/move`, { direction: 'down' });
    expect(await topicOrder()).toEqual([c, a, b]);

    const top = await asStaff(t, manager, 'POST', `/api/admin/content/faqs/${c}/move`, { direction: 'up' });
    expect(top.statusCode).toBe(200);
    expect(top.json().message_en).toBe('It is already the first question of Moving test.');
    expect(await topicOrder()).toEqual([c, a, b]);
    const moves = await db()
      .selectFrom('audit_log')
      .select('action')
      .where('action', '=', 'faq.moved')
      .execute();
    expect(moves).toHaveLength(2);
  });

  it('refuses support, bad input and a repeated question with a clear 4xx', async () => {
    const [first] = (await get<AdminFaqList>('/api/admin/content/faqs', support)).faqs;
    const body = { topic: 'Delivery', question: question('Support'), answer_html: '<p>No.</p>' };
    for (const [method, url, payload] of [
      ['POST', '/api/admin/content/faqs', body],
      ['PUT', `/api/admin/content/faqs/${first!.id}`, body],
      ['DELETE', `/api/admin/content/faqs/${first!.id}`, undefined],
      ['POST', `/api/admin/content/faqs/${first!.id}/move`, { direction: 'down' }],
    ] as const) {
      const res = await asStaff(t, support, method, url, payload);
      expect(res.statusCode, url).toBe(403);
      expect(res.json().message_en).toBe(
        'Only an owner or a manager can do this. Ask the shop owner if you need it.',
      );
    }

    const cases: Array<[string, object, number, RegExp]> = [
      ['POST', { ...body, topic: '' }, 400, /Topic is required/],
      ['POST', { ...body, question: 'Why' }, 400, /Question must be at least 5 characters/],
      ['POST', { ...body, question: 'Two\nlines here' }, 400, /Question must be one line/],
      ['POST', { ...body, answer_html: '<script>x()</script>' }, 400, /The answer is empty once scripts/],
      ['POST', { topic: 'Delivery', question: question('Nowhere') }, 400, /answer_html/],
      ['POST', { ...body, question: first!.question }, 409, /Another question already reads/],
      ['PUT', { ...body, topic: 'x'.repeat(61) }, 400, /Topic must be at most 60 characters/],
    ];
    for (const [method, payload, status, message] of cases) {
      const url = method === 'POST' ? '/api/admin/content/faqs' : `/api/admin/content/faqs/${first!.id}`;
      const res = await asStaff(t, owner, method as 'POST' | 'PUT', url, payload);
      expect(res.statusCode, res.body).toBe(status);
      expect(res.json().message_en).toMatch(message);
    }
    const move = await asStaff(t, owner, 'POST', `/api/admin/content/faqs/${first!.id}/move`, {
      direction: 'left',
    });
    expect(move.statusCode).toBe(400);
    expect(move.json().message_en).toMatch(/direction must be up or down/);
    expect((await asStaff(t, owner, 'PUT', '/api/admin/content/faqs/abc', body)).statusCode).toBe(400);
    expect((await asStaff(t, owner, 'PUT', '/api/admin/content/faqs/999999', body)).statusCode).toBe(404);
  });
});

describe('stores', () => {
  const shopStores = async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/customer/stores' });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json().data as StoresResult).stores;
  };

  it('adds, edits and removes a store, audited, and the store locator follows at once', async () => {
    const list = await get<AdminStoreList>('/api/admin/content/stores');
    expect(list.stores.length).toBeGreaterThan(0);
    const city = list.cities[0]!;
    await shopStores();
    const body = {
      name: 'Maadi Road 9',
      city_id: city.id,
      address: '9 Road 9, Maadi',
      opening_hours: 'Every day: 10 am to 11 pm',
      phone: '02 2358 0000',
      map_url: 'https://maps.example.com/?q=maadi',
    };
    const added = await asStaff(t, manager, 'POST', '/api/admin/content/stores', body);
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json().message_en).toBe('Maadi Road 9 was added.');
    const store = added.json().data as AdminStore;
    expect(store).toMatchObject({ ...body, city_en: city.name_en });
    expect((await shopStores()).find((s) => s.id === store.id)).toMatchObject({ name: 'Maadi Road 9' });

    const saved = await asStaff(t, owner, 'PUT', `/api/admin/content/stores/${store.id}`, {
      ...body,
      opening_hours: 'Saturday to Thursday: 10 am to 10 pm',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await shopStores()).find((s) => s.id === store.id)?.opening_hours).toBe(
      'Saturday to Thursday: 10 am to 10 pm',
    );
    const again = await asStaff(t, owner, 'PUT', `/api/admin/content/stores/${store.id}`, {
      ...body,
      opening_hours: 'Saturday to Thursday: 10 am to 10 pm',
    });
    expect(again.json().message_en).toBe('Nothing had changed.');

    const removed = await asStaff(t, owner, 'DELETE', `/api/admin/content/stores/${store.id}`);
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await shopStores()).some((s) => s.id === store.id)).toBe(false);

    const trail = await db()
      .selectFrom('audit_log')
      .selectAll()
      .where('entity_type', '=', 'store')
      .where('entity_id', '=', String(store.id))
      .orderBy('id')
      .execute();
    expect(trail.map((a) => [a.action, a.staff_id])).toEqual([
      ['store.created', manager.id],
      ['store.updated', owner.id],
      ['store.deleted', owner.id],
    ]);
    expect(JSON.parse(trail[1]!.before!)).toMatchObject({ opening_hours: 'Every day: 10 am to 11 pm' });
    expect(JSON.parse(trail[1]!.after!)).toMatchObject({
      opening_hours: 'Saturday to Thursday: 10 am to 10 pm',
    });
  });

  it('refuses support, bad input and a repeated name with a clear 4xx', async () => {
    const list = await get<AdminStoreList>('/api/admin/content/stores', support);
    const first = list.stores[0]!;
    const body = {
      name: 'Support store',
      city_id: list.cities[0]!.id,
      address: '1 Tahrir Square',
      opening_hours: 'Every day',
      phone: '0223580000',
      map_url: 'https://maps.example.com/x',
    };
    for (const [method, url] of [
      ['POST', '/api/admin/content/stores'],
      ['PUT', `/api/admin/content/stores/${first.id}`],
      ['DELETE', `/api/admin/content/stores/${first.id}`],
    ] as const) {
      const res = await asStaff(t, support, method, url, method === 'DELETE' ? undefined : body);
      expect(res.statusCode, url).toBe(403);
      expect(res.json().message_en).toMatch(/Only an owner or a manager can do this/);
    }
    const cases: Array<[object, number, RegExp]> = [
      [
        { ...body, map_url: 'javascript:alert(1)' },
        400,
        /Map link must be a web address starting with https/,
      ],
      [
        { ...body, map_url: 'http://maps.example.com' },
        400,
        /Map link must be a web address starting with https/,
      ],
      [{ ...body, map_url: 'not a link' }, 400, /Map link must be a web address/],
      [{ ...body, phone: 'call us' }, 400, /Phone must be 5 to 20 digits/],
      [{ ...body, name: '' }, 400, /Name must be at least 2 characters/],
      [{ ...body, address: 'x' }, 400, /Address must be at least 5 characters/],
      [{ ...body, city_id: 999_999 }, 400, /there is no city 999999/],
      [{ ...body, city_id: 'Cairo' }, 400, /Choose the city/],
      [{ ...body, name: first.name }, 409, /Another store is already called/],
    ];
    for (const [payload, status, message] of cases) {
      const res = await asStaff(t, owner, 'POST', '/api/admin/content/stores', payload);
      expect(res.statusCode, res.body).toBe(status);
      expect(res.json().message_en).toMatch(message);
    }
    expect((await asStaff(t, owner, 'PUT', '/api/admin/content/stores/999999', body)).statusCode).toBe(404);
    expect((await asStaff(t, owner, 'DELETE', '/api/admin/content/stores/x')).statusCode).toBe(400);
  });
});
