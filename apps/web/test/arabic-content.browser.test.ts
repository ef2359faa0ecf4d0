import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { hydrated, saveScreenshot, axeViolations, setupShop } from './support/browser.ts';
import { newPerson } from './support/customers.ts';

const shop = setupShop();

/** Search, compare, the service centre and the content pages under /ar, each with a heading it must show. */
const PAGES = [
  { name: 'search', path: '/ar/search', heading: 'البحث' },
  { name: 'search-results', path: '/ar/search?search=iphone', heading: 'نتائج البحث عن «iphone»' },
  {
    name: 'search-nothing',
    path: '/ar/search?search=galxy%20wtch',
    heading: 'لا توجد نتائج لـ «galxy wtch»',
  },
  { name: 'compare', path: '/ar/compare/iphone-17?with=iphone-air', heading: 'مقارنة المنتجات' },
  { name: 'service', path: '/ar/Maintenance?tab=support', heading: 'مركز الصيانة' },
  { name: 'service-hardware', path: '/ar/Maintenance?tab=hardware', heading: 'طلب صيانة جهاز' },
  { name: 'contact', path: '/ar/contact-us', heading: 'اتصل بنا' },
  { name: 'business', path: '/ar/business', heading: 'الشركات' },
  { name: 'faqs', path: '/ar/FAQs', heading: 'الأسئلة الشائعة' },
  { name: 'help', path: '/ar/help', heading: 'المساعدة' },
  { name: 'article', path: '/ar/blog-detail/Trade-in', heading: 'استبدل جهازك' },
  { name: 'stores', path: '/ar/map-location?page=Shopping%20Stores', heading: 'فروعنا' },
  {
    name: 'overview',
    path: '/ar/overview/iphone-17-pro/phones',
    heading: /^ليه \u2068?آيفون 17 برو\u2069?$/,
  },
] as const;

async function newPage(width: number): Promise<Page> {
  const { page } = await shop.shopper({ width, height: 900 });
  return page;
}

/** What a right-to-left page has to be: its direction, its width, and where its links lead. */
function pageFacts(page: Page) {
  return page.evaluate(() => ({
    lang: document.documentElement.lang,
    dir: document.documentElement.dir,
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
    // Shop links and forms of the header, footer and page that leave the Arabic storefront (the switch aside).
    english: [
      ...[...document.querySelectorAll<HTMLAnchorElement>('header a, main a, footer a')].map(
        (a) => a.getAttribute('href') ?? '',
      ),
      ...[...document.querySelectorAll<HTMLFormElement>('main form[action]')].map(
        (form) => form.getAttribute('action') ?? '',
      ),
    ].filter((href) => href.startsWith('/') && !href.startsWith('/ar') && !href.includes('language=en')),
  }));
}

describe('search, compare, service and content pages in Arabic', () => {
  it.each(PAGES)(
    '$name reads right to left in Arabic at 1280 and 390 px, stays under /ar, passes axe',
    async ({ name, path, heading }) => {
      const problems: string[] = [];
      for (const width of [1280, 390]) {
        const page = await newPage(width);
        const response = await page.goto(`${shop.url}${path}`);
        const where = `${path} at ${width} px`;
        if (response?.status() !== 200) problems.push(`${where}: status ${response?.status()}`);
        await hydrated(page);
        await page.waitForLoadState('networkidle');
        const facts = await pageFacts(page);
        if (facts.lang !== 'ar' || facts.dir !== 'rtl')
          problems.push(`${where}: lang=${facts.lang} dir=${facts.dir}`);
        if (facts.scrollWidth > facts.innerWidth)
          problems.push(`${where}: scrolls sideways (${facts.scrollWidth} > ${facts.innerWidth})`);
        if (facts.english.length > 0) problems.push(`${where}: leaves Arabic: ${facts.english.join(' ')}`);
        if ((await page.getByRole('heading', { name: heading, exact: true }).count()) === 0)
          problems.push(`${where}: no heading “${heading}”`);
        problems.push(...(await axeViolations(page)).map((v) => `${where}: ${v}`));
        await saveScreenshot(page, `arabic-${name}-${width}.png`, { fullPage: width === 390 });
      }
      expect(problems).toEqual([]);
    },
  );

  it('titles and describes the pages in Arabic', async () => {
    const page = await newPage(1280);
    await shop.go(page, '/ar/search?search=iphone');
    await expect.poll(() => page.title()).toMatch(/^البحث: iphone \| /);
    expect(await page.locator('meta[name="description"]').getAttribute('content')).toMatch(
      /^(\d+ منتجًا|\d+ منتجات|\d+ منتج) لـ «iphone» في /,
    );
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe(
      `${shop.origin}/ar/search?search=iphone`,
    );
    await shop.go(page, '/ar/Maintenance');
    await expect.poll(() => page.title()).toMatch(/^مركز الصيانة \| /);
    await shop.go(page, '/ar/compare/iphone-17?with=iphone-air');
    await expect.poll(() => page.title()).toMatch(/^مقارنة: آيفون 17 مقابل آيفون إير \| /);
  });

  it('header search at 1280 px: Arabic placeholder, text clear of the magnifier, Arabic panel', async () => {
    const page = await newPage(1280);
    await shop.go(page, '/ar');
    const search = page.getByRole('banner').getByRole('searchbox', { name: 'بحث' });
    expect(await search.getAttribute('placeholder')).toBe('ابحث عن منتج');
    // Right to left the magnifier sits on the right: the text must start to its left, not under it.
    const layout = await page.evaluate(() => {
      const input = document.querySelector<HTMLInputElement>('.header-search__input')!;
      const icon = document.querySelector('.header-search__icon')!.getBoundingClientRect();
      const box = input.getBoundingClientRect();
      const style = getComputedStyle(input);
      return {
        textEnd: box.right - parseFloat(style.paddingRight),
        iconLeft: icon.left,
        iconRight: icon.right,
        boxRight: box.right,
      };
    });
    expect(layout.iconRight).toBeLessThanOrEqual(layout.boxRight);
    expect(layout.textEnd).toBeLessThanOrEqual(layout.iconLeft);
    await saveScreenshot(page, 'arabic-header-search-1280.png');

    await search.click();
    await search.pressSequentially('iph', { delay: 40 });
    const listbox = page.getByRole('listbox', { name: 'منتجات تطابق iph' });
    await listbox.waitFor();
    const first = listbox.getByRole('option').first();
    await expect.poll(() => first.innerText()).toMatch(/[\d,]+ ج\.م/);
    expect(await first.getAttribute('href')).toMatch(/^\/ar\/item\//);
    await page.getByRole('button', { name: 'عرض كل المنتجات' }).waitFor();
    await saveScreenshot(page, 'arabic-search-panel-1280.png');
    expect(await axeViolations(page, '.search-panel')).toEqual([]);
    await page.getByRole('button', { name: 'عرض كل المنتجات' }).click();
    await page.waitForURL(/\/ar\/search\?search=iph$/);
  });

  it('mobile search at 390 px opens an Arabic dialog that searches under /ar', async () => {
    const page = await newPage(390);
    await shop.go(page, '/ar');
    await page.getByRole('banner').getByRole('link', { name: 'بحث' }).click();
    const dialog = page.getByRole('dialog', { name: 'البحث عن المنتجات' });
    await dialog.waitFor();
    const input = dialog.getByRole('searchbox', { name: 'بحث' });
    expect(await input.getAttribute('placeholder')).toBe('ابحث عن منتج');
    await input.pressSequentially('mac', { delay: 40 });
    await dialog.getByRole('listbox').waitFor();
    await saveScreenshot(page, 'arabic-mobile-search-390.png');
    expect(await axeViolations(page, '.search-dialog')).toEqual([]);
    await dialog.getByRole('button', { name: 'إغلاق البحث' }).click();
    await dialog.waitFor({ state: 'hidden' });
  });

  it('offers Arabic suggestions when a search finds nothing, with links that stay in Arabic', async () => {
    const page = await newPage(1280);
    await shop.go(page, '/ar/search?search=galxy%20wtch');
    const region = page.getByRole('region', { name: 'لا توجد نتائج لـ «galxy wtch»' });
    await region.getByRole('navigation', { name: 'أقسام ممكن تدوّر فيها' }).waitFor();
    expect(await region.getByText('هل تقصد').count()).toBe(1);
    await region.getByRole('link', { name: 'galaxy watch' }).click();
    await page.waitForURL(/\/ar\/search\?search=galaxy(\+|%20)watch/);
  });

  it('compares in Arabic: row names, availability, prices in ج.م, and adding keeps /ar', async () => {
    const page = await newPage(1280);
    await shop.go(page, '/ar/compare/iphone-17?with=iphone-air');
    const table = page.getByRole('region', { name: 'جدول المقارنة' });
    for (const row of ['السعر', 'التوفر', 'الماركة', 'القسم'])
      expect(await table.getByRole('rowheader', { name: row }).count(), row).toBe(1);
    expect(await table.locator('.compare-price__now').first().textContent()).toMatch(/^[\d,]+ ج\.م$/);
    await page.getByLabel('اعرض الاختلافات فقط').check();
    await page.waitForURL(/\/ar\/compare\/iphone-17\?with=iphone-air&diff=1$/);
    const field = page.getByRole('combobox', { name: 'أضف منتجًا للمقارنة' });
    await field.pressSequentially('ipad', { delay: 40 });
    await page.getByRole('listbox', { name: 'منتجات يمكن إضافتها' }).getByRole('option').first().click();
    await page.waitForURL(/\/ar\/compare\/iphone-17\?with=iphone-air,/);
  });

  it('sends a service request in Arabic and tracks it with Arabic statuses and dates', async () => {
    const page = await newPage(390);
    const who = newPerson();
    await shop.go(page, '/ar/Maintenance?tab=hardware');
    const form = page.getByRole('tabpanel');
    // The contract's messages, in Arabic beside their fields.
    await form.getByRole('button', { name: 'إرسال الطلب' }).click();
    await expect
      .poll(() => form.getByLabel('الجهاز', { exact: true }).getAttribute('aria-invalid'))
      .toBe('true');
    await form.getByLabel('الجهاز', { exact: true }).fill('iPhone 15 Pro');
    await form.getByLabel('الرقم التسلسلي أو IMEI').fill('356938035643809');
    await form.getByLabel('المشكلة').fill('الشاشة سودا بعد ما وقع، بس بيرن.');
    await form.getByLabel('الاسم بالكامل').fill(who.name);
    await form.getByLabel('رقم الموبايل', { exact: true }).fill(who.phone);
    await form.getByRole('button', { name: 'إرسال الطلب' }).click();
    await form.getByRole('heading', { name: 'وصلنا طلبك' }).waitFor();
    await form.getByRole('button', { name: 'تتبّع الطلب ده' }).click();
    await page.waitForURL(/\/ar\/Maintenance\?tab=tracking$/);
    const history = page.getByRole('tabpanel').getByRole('list', { name: 'سجل الحالات' });
    await history.waitFor();
    expect(await history.getByText('تم الاستلام').count()).toBe(1);
    const when = (await history.locator('time').first().textContent()) ?? '';
    expect(when).toMatch(
      /(يناير|فبراير|مارس|أبريل|إبريل|مايو|يونيو|يوليو|أغسطس|سبتمبر|أكتوبر|نوفمبر|ديسمبر) \d{4}/,
    );
    await saveScreenshot(page, 'arabic-service-tracking-390.png', { fullPage: true });
    expect(await axeViolations(page)).toEqual([]);
  });

  it('sends an unknown Arabic address to the Arabic home page', async () => {
    const moved = await fetch(`${shop.url}/ar/no-such-page`, { redirect: 'manual' });
    expect(moved.status).toBe(302);
    expect(moved.headers.get('location')).toBe('/ar');
    const english = await fetch(`${shop.url}/no-such-page`, { redirect: 'manual' });
    expect(english.headers.get('location')).toBe('/');
  });
});

describe('the Arabic web font', () => {
  const SAMPLE =
    'متخصصونا بيردّوا على أسئلتك عن الطلبات والأجهزة والصيانة. اكتب كود التتبّع اللي وصلك في الرسالة ورقم الموبايل ' +
    'اللي سجّلته معانا علشان تعرف جهازك فين. جرّب أحدث الأجهزة، واحصل على مساعدة في الإعداد، واستبدل موبايلك القديم.';

  it('is preloaded and used on Arabic pages, and never fetched by English ones', async () => {
    const arabic = await newPage(390);
    const fonts: string[] = [];
    arabic.on('request', (request) => {
      if (request.url().endsWith('.woff2')) fonts.push(new URL(request.url()).pathname);
    });
    await shop.go(arabic, '/ar/Maintenance');
    const preload = arabic.locator('link[rel="preload"][as="font"]');
    expect(await preload.count()).toBe(1);
    const href = (await preload.getAttribute('href')) ?? '';
    expect(href).toMatch(/^\/assets\/shop-arabic-400-[\w-]+\.woff2$/);
    expect(await preload.getAttribute('crossorigin')).toBe('anonymous');
    const loaded = await arabic.evaluate(async () => {
      await document.fonts.ready;
      return [...document.fonts]
        .filter((face) => face.family.replace(/"/g, '') === 'Shop Arabic' && face.status === 'loaded')
        .map((face) => `${face.weight} ${face.display}`);
    });
    expect(loaded).toContain('400 swap');
    expect(fonts).toContain(href);
    const file = await fetch(`${shop.url}${href}`);
    expect(file.headers.get('content-type')).toBe('font/woff2');
    expect((await file.arrayBuffer()).byteLength).toBeLessThan(40_000);

    const english = await newPage(390);
    const englishFonts: string[] = [];
    english.on('request', (request) => {
      if (/\.(woff2?|ttf|otf)$/.test(new URL(request.url()).pathname)) englishFonts.push(request.url());
    });
    await shop.go(english, '/Maintenance');
    await english.evaluate(() => document.fonts.ready);
    await english.waitForLoadState('networkidle');
    expect(await english.locator('link[rel="preload"][as="font"]').count()).toBe(0);
    expect(englishFonts).toEqual([]);
  });

  it('swaps without moving text: the sized fallback takes the room the web font takes', async () => {
    const page = await newPage(1280);
    await shop.go(page, '/ar/Maintenance');
    const sizes = await page.evaluate(async (sample) => {
      await document.fonts.load('400 16px "Shop Arabic"', sample);
      await document.fonts.load('700 16px "Shop Arabic"', sample);
      const measure = (family: string, weight: number) => {
        const box = document.createElement('div');
        box.dir = 'rtl';
        box.style.cssText = `position:absolute;inset-inline-start:0;top:0;width:600px;font:${weight} 16px/normal ${family};letter-spacing:normal`;
        const line = document.createElement('span');
        line.style.whiteSpace = 'nowrap';
        line.textContent = sample;
        box.append(line);
        document.body.append(box);
        const wide = line.getBoundingClientRect().width;
        line.style.whiteSpace = 'normal';
        const tall = box.getBoundingClientRect().height;
        box.remove();
        return { wide, tall };
      };
      return [400, 700].map((weight) => ({
        weight,
        web: measure('"Shop Arabic"', weight),
        fallback: measure('"Shop Arabic Fallback DejaVu"', weight),
        plain: measure('"DejaVu Sans"', weight),
      }));
    }, SAMPLE);
    for (const { weight, web, fallback, plain } of sizes) {
      // Unsized, the local font is far off; sized, the same text wraps into the same lines of about the same length.
      expect(Math.abs(plain.wide - web.wide) / web.wide, `${weight} unsized`).toBeGreaterThan(0.05);
      expect(Math.abs(fallback.wide - web.wide) / web.wide, `${weight} width`).toBeLessThan(0.03);
      expect(Math.abs(fallback.tall - web.tall), `${weight} height`).toBeLessThan(1);
    }
  });
});
