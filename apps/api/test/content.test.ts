import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoContent } from '#app/demo/seed/content';
import { applyContent } from '#app/modules/content/content.service';
import { listMessages } from '#app/modules/outbox/outbox.repository';
import { createTestApp, type TestApp } from './support/test-app.ts';

const SHOP_EMAIL = 'care@shop.test';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ SHOP_EMAIL });
});
afterAll(async () => t?.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });
const post = (url: string, payload: unknown) =>
  t.app.inject({ method: 'POST', url, payload: payload as Record<string, unknown> });
const mails = (to: string) => listMessages(t.runtime.deps.db, { to });
const count = async (table: 'contact_messages' | 'leads') =>
  Number(
    (
      await t.runtime.deps.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

const contact = {
  name: 'Mona Adel',
  email: 'Mona.Adel@Example.com',
  phone: '01012345678',
  topic: 'Order or delivery',
  message: 'My order ISP-000012 has not arrived yet. Could you check where it is?',
};

const lead = {
  kind: 'business',
  organisation: 'Nile Logistics',
  name: 'Karim Fathy',
  email: 'karim@nile-logistics.example',
  phone: '01122334455',
  quantity: 40,
  interest: 'MacBook Air 13 for the sales team',
  message: 'We would like delivery to our Smart Village office.',
};

describe('content pages', () => {
  it('serves every seeded page and service article with sanitised rich text', async () => {
    const slugs = ['services', 'help', 'about', 'terms', 'policy', 'contact-us', 'education', 'business'];
    const articles = ['btc-offer', 'Trade-in', 'Easy-Payments', 'Screen_Insurance', 'Whole-unit'];
    for (const slug of [...slugs, ...articles]) {
      const res = await get(`/api/customer/content/${slug}`);
      expect(res.statusCode, slug).toBe(200);
      const page = res.json().data;
      expect(page).toMatchObject({ slug, kind: articles.includes(slug) ? 'article' : 'page' });
      expect(page.title_en.length).toBeGreaterThan(2);
      expect(page.summary.length).toBeGreaterThan(20);
      expect(page.body_html).toMatch(/<p>/);
      expect(page.body_html).not.toMatch(/lorem|coming soon/i);
    }
  });

  it('finds an article whatever the case of its slug, and answers 404 for an unknown one', async () => {
    const res = await get('/api/customer/content/trade-in');
    expect(res.statusCode).toBe(200);
    expect(res.json().data.slug).toBe('Trade-in');

    const missing = await get('/api/customer/content/no-such-page');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({
      code: 404,
      message_en: 'There is no page called "no-such-page".',
    });

    const bad = await get(`/api/customer/content/${encodeURIComponent('../etc')}`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message_en).toMatch(/^slug: must be/);
  });

  it('lists the FAQ in order with its heading', async () => {
    const res = await get('/api/customer/content/faqs');
    expect(res.statusCode).toBe(200);
    const { title_en, faqs } = res.json().data;
    expect(title_en).toBe('Frequently asked questions');
    expect(faqs.length).toBeGreaterThanOrEqual(10);
    expect(faqs[0].question).toBe('How long does delivery take?');
    const fees = faqs.find((f: { question: string }) => f.question === 'How much does delivery cost?');
    for (const fee of ['60 EGP', '75 EGP', '85 EGP', '110 EGP', '150 EGP'])
      expect(fees.answer_html).toContain(fee);
    const topics = new Set(faqs.map((f: { topic: string }) => f.topic));
    expect([...topics]).toEqual(['Delivery', 'Payment', 'Warranty and returns', 'Orders']);
  });

  it('seeding again adds nothing and keeps an edited page', async () => {
    await t.runtime.deps.db
      .updateTable('content_pages')
      .set({ title_en: 'About iSpot' })
      .where('slug', '=', 'about')
      .execute();
    const again = await seedDemoContent(t.runtime.deps);
    expect([again.pages.added, again.faqs.added, again.stores.added]).toEqual([0, 0, 0]);
    expect((await get('/api/customer/content/about')).json().data.title_en).toBe('About iSpot');
  });
});

describe('stores', () => {
  it('lists every store with the cities that have one, and filters by city', async () => {
    const all = (await get('/api/customer/stores?page=Shopping%20Stores')).json().data;
    expect(all.city_id).toBeNull();
    expect(all.stores.length).toBeGreaterThanOrEqual(8);
    for (const store of all.stores) {
      expect(store.address.length).toBeGreaterThan(5);
      expect(store.opening_hours.length).toBeGreaterThan(5);
      expect(store.phone).toMatch(/^0\d/);
      expect(store.map_url).toMatch(/^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=/);
    }
    const governorates = new Set(all.stores.map((s: { governorate_en: string }) => s.governorate_en));
    for (const g of ['Cairo', 'Giza', 'Alexandria']) expect(governorates).toContain(g);
    const nasrCity = all.cities.find((c: { id: number }) => c.id === 101);
    expect(nasrCity).toMatchObject({ name_en: 'Nasr City', governorate_en: 'Cairo', stores: 1 });
    expect(all.cities.reduce((n: number, c: { stores: number }) => n + c.stores, 0)).toBe(all.stores.length);

    const giza = (await get('/api/customer/stores?city_id=206')).json().data;
    expect(giza.city_id).toBe(206);
    expect(giza.stores.map((s: { name: string }) => s.name)).toEqual(['iSpot Mall of Arabia']);
    expect(giza.cities).toEqual(all.cities);

    const none = (await get('/api/customer/stores?city_id=2703')).json().data;
    expect(none.stores).toEqual([]);
  });

  it('refuses a city id that is not a number', async () => {
    const res = await get('/api/customer/stores?city_id=cairo');
    expect(res.statusCode).toBe(400);
    expect(res.json().message_en).toBe('city_id: must be a city id');
  });
});

describe('POST /contact-us', () => {
  it('stores the message and mails it to the shop through the outbox', async () => {
    const res = await post('/api/customer/contact-us', contact);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      code: 200,
      message_en: 'Thank you for your message. We reply within one working day.',
      data: { received: true },
    });
    const row = await t.runtime.deps.db
      .selectFrom('contact_messages')
      .selectAll()
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ name: 'Mona Adel', email: 'mona.adel@example.com', phone: '01012345678' });
    const [mail] = await mails(SHOP_EMAIL);
    expect(mail!.channel).toBe('email');
    expect(mail!.subject).toBe(`Contact form #${row.id}: Order or delivery from Mona Adel`);
    expect(mail!.body).toContain('From: Mona Adel <mona.adel@example.com>');
    expect(mail!.body).toContain(contact.message);
  });

  it('takes a message without a phone', async () => {
    const res = await post('/api/customer/contact-us', { ...contact, phone: '' });
    expect(res.statusCode).toBe(200);
  });

  it('answers a filled honeypot exactly like success and stores and mails nothing', async () => {
    const before = [await count('contact_messages'), (await mails(SHOP_EMAIL)).length];
    const res = await post('/api/customer/contact-us', { ...contact, website: 'http://spam.example' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual((await post('/api/customer/contact-us', { ...contact, website: 'x' })).json());
    expect([await count('contact_messages'), (await mails(SHOP_EMAIL)).length]).toEqual(before);
  });

  it('refuses bad input with a 400 that names the field in plain words', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ ...contact, name: '' }, 'name: Name is required'],
      [{ ...contact, email: 'not-an-address' }, 'email: Enter a valid email address'],
      [{ ...contact, phone: '0101234' }, 'phone: Max phone length exceeded'],
      [{ ...contact, phone: '02123456789' }, 'phone: Invalid phone number'],
      [{ ...contact, topic: 'Lottery' }, 'topic: Choose what your message is about'],
      [{ ...contact, message: 'Hi' }, 'message: Message must be at least 10 characters'],
      [{ ...contact, message: 'x'.repeat(2001) }, 'message: Message must be at most 2000 characters'],
    ];
    for (const [payload, message] of cases) {
      const res = await post('/api/customer/contact-us', payload);
      expect(res.statusCode, message).toBe(400);
      expect(res.json()).toMatchObject({ code: 400, message_en: message, data: null });
    }
  });
});

describe('POST /leads', () => {
  it('records a business lead, acknowledges it to the requester in fixed words and tells the shop in full', async () => {
    const res = await post('/api/customer/leads', lead);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message_en: 'Thank you. Our enterprise team will contact you within two working days.',
      data: { received: true },
    });
    const row = await t.runtime.deps.db
      .selectFrom('leads')
      .selectAll()
      .where('email', '=', lead.email)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ kind: 'business', organisation: 'Nile Logistics', quantity: 40 });

    // Anyone could have typed this address: the acknowledgement repeats nothing the sender wrote.
    const [ack] = await mails(lead.email);
    expect(ack!.subject).toBe('Your business inquiry at iSpot Egypt');
    expect(ack!.body).toContain('A business inquiry was sent to iSpot Egypt with this e-mail address.');
    expect(ack!.body).not.toContain('Karim');
    expect(ack!.body).not.toContain('Nile Logistics');
    const notice = (await mails(SHOP_EMAIL)).find((m) => m.subject?.startsWith('New business lead'));
    expect(notice!.body).toContain('Company: Nile Logistics');
    expect(notice!.body).toContain('Quantity: 40');
  });

  it('records an education lead', async () => {
    const res = await post('/api/customer/leads', {
      ...lead,
      kind: 'education',
      organisation: 'Cairo Modern School',
      email: 'it@cms.example',
      message: undefined,
    });
    expect(res.statusCode).toBe(200);
    const [ack] = await mails('it@cms.example');
    expect(ack!.subject).toBe('Your education inquiry at iSpot Egypt');
  });

  it('answers a filled honeypot like success and records nothing', async () => {
    const before = await count('leads');
    const res = await post('/api/customer/leads', { ...lead, email: 'bot@spam.example', website: 'spam' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ received: true });
    expect(await count('leads')).toBe(before);
    expect(await mails('bot@spam.example')).toEqual([]);
  });

  it('refuses bad input with a 400 that names the field', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ ...lead, kind: 'government' }, 'kind: kind must be education or business'],
      [{ ...lead, organisation: ' ' }, 'organisation: Organisation is required'],
      [{ ...lead, phone: '' }, 'phone: Phone is required'],
      [{ ...lead, quantity: 0 }, 'quantity: Number of devices must be at least 1'],
      [{ ...lead, quantity: 2.5 }, 'quantity: Number of devices must be a whole number'],
      [{ ...lead, quantity: undefined }, 'quantity: Number of devices is required'],
      [{ ...lead, interest: '' }, 'interest: Devices of interest is required'],
    ];
    for (const [payload, message] of cases) {
      const res = await post('/api/customer/leads', payload);
      expect(res.statusCode, message).toBe(400);
      expect(res.json().message_en).toBe(message);
    }
  });
});

describe('public form limits', () => {
  it('limits each form per client IP and says so in the envelope', async () => {
    const limited = await createTestApp({ AUTH_RATE_LIMIT_MAX: '3' });
    try {
      for (const [url, payload] of [
        ['/api/customer/contact-us', contact],
        ['/api/customer/leads', lead],
      ] as const) {
        const codes: number[] = [];
        for (let i = 0; i < 4; i += 1) {
          const res = await limited.app.inject({ method: 'POST', url, payload, remoteAddress: '10.9.8.7' });
          codes.push(res.statusCode);
          if (res.statusCode === 429) expect(res.json().message_en).toMatch(/Too many requests/);
        }
        expect(codes, url).toEqual([200, 200, 200, 429]);
        const other = await limited.app.inject({ method: 'POST', url, payload, remoteAddress: '10.9.8.6' });
        expect(other.statusCode).toBe(200);
      }
    } finally {
      await limited.close();
    }
  });
});

describe('content import', () => {
  it('sanitises script and event-handler payloads and rejects bad entries on their own', async () => {
    const summary = await applyContent(
      t.runtime.deps,
      {
        pages: [
          {
            slug: 'warranty-check',
            kind: 'article',
            title_en: 'Warranty check',
            summary: 'Check your warranty.',
            body_html:
              '<p onclick="steal()">Bring your invoice.</p><script>alert(1)</script><img src=x onerror="alert(2)"><a href="javascript:alert(3)">Go</a><a href="https://example.com/x" target="_blank">More</a>',
          },
          { slug: 'no title', title_en: '', body_html: '<p>x</p>' },
          { slug: 'only-script', title_en: 'Script', body_html: '<script>alert(1)</script>' },
        ],
        faqs: [
          {
            question: 'Is it safe?',
            answer_html: '<p>Yes<iframe src="https://evil.example"></iframe></p>',
            topic: 'Orders',
          },
        ],
        stores: [
          {
            name: 'iSpot Nowhere',
            city_id: 999999,
            address: '1 Nowhere Street',
            opening_hours: 'Daily',
            phone: '19345',
          },
          {
            name: 'iSpot Tanta',
            city_id: 701,
            address: '5 El Bahr Street, Tanta',
            opening_hours: 'Daily: 10 am to 10 pm',
            phone: '040 333 0345',
          },
        ],
      },
      'upsert',
    );
    expect(summary.pages).toEqual({ added: 1, updated: 0, unchanged: 0 });
    expect(summary.faqs.added).toBe(1);
    expect(summary.stores.added).toBe(1);
    expect(summary.rejected.map((r) => [r.section, r.index])).toEqual([
      ['pages', 1],
      ['pages', 2],
      ['stores', 0],
    ]);
    expect(summary.rejected[2]!.reason).toMatch(/no city 999999/);

    const page = (await get('/api/customer/content/warranty-check')).json().data;
    expect(page.body_html).toBe(
      '<p>Bring your invoice.</p><a>Go</a><a href="https://example.com/x" rel="noopener noreferrer nofollow">More</a>',
    );
    const faqs = (await get('/api/customer/content/faqs')).json().data.faqs;
    expect(faqs.at(-1)).toMatchObject({ question: 'Is it safe?', answer_html: '<p>Yes</p>' });
    const tanta = (await get('/api/customer/stores?city_id=701')).json().data.stores;
    expect(tanta[0].map_url).toMatch(/query=iSpot%20Tanta%2C%205%20El%20Bahr%20Street/);
  });

  it('replaces a page by slug on a second import', async () => {
    const summary = await applyContent(
      t.runtime.deps,
      {
        pages: [
          {
            slug: 'warranty-check',
            kind: 'article',
            title_en: 'Warranty status',
            body_html: '<p>New text.</p>',
          },
        ],
      },
      'upsert',
    );
    expect(summary.pages).toEqual({ added: 0, updated: 1, unchanged: 0 });
    const page = (await get('/api/customer/content/warranty-check')).json().data;
    expect(page).toMatchObject({ title_en: 'Warranty status', body_html: '<p>New text.</p>' });
  });
});
