import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { hydrated, saveScreenshot, axeViolations, setupShop } from './support/browser.ts';
import {
  addAddress,
  newPerson,
  outbox,
  registerThroughForm,
  shopCommand,
  verifyPhoneInDialog,
} from './support/customers.ts';

const shop = setupShop();

const ARABIC_MONTH = /(يناير|فبراير|مارس|أبريل|مايو|يونيو|يوليو|أغسطس|سبتمبر|أكتوبر|نوفمبر|ديسمبر)/;

/** Places a cash order of one iPhone from the product page; answers its number. */
async function placeCashOrder(page: Page): Promise<string> {
  await shop.go(page, '/item/iphone-16-pro?name=iPhone-16-Pro');
  await page.getByRole('button', { name: 'Add to cart', exact: true }).click();
  await page.getByRole('link', { name: 'Cart, 1 item' }).first().waitFor();
  await shop.go(page, '/checkout');
  await addAddress(page);
  await page.getByRole('button', { name: /Place order/ }).click();
  await page.waitForURL(/\/checkout\?response=success&order_id=\d+/);
  return /ISP-\d+/.exec(await page.getByRole('heading', { name: /Thank you!/ }).innerText())![0];
}

/** What a right-to-left page must be at this width: Arabic, no sideways scroll, no link out of /ar, axe clean. */
async function checkArabicPage(page: Page, where: string): Promise<string[]> {
  const facts = await page.evaluate(() => ({
    lang: document.documentElement.lang,
    dir: document.documentElement.dir,
    overflow: document.documentElement.scrollWidth - document.documentElement.clientWidth,
    englishLinks: [...document.querySelectorAll<HTMLAnchorElement>('main a')]
      .map((a) => a.getAttribute('href') ?? '')
      .filter(
        (href) =>
          href.startsWith('/') &&
          !href.startsWith('/ar') &&
          // The invoice is a PDF with one address for both languages.
          !/^\/orders\/\d+\/invoice\.pdf$/.test(href),
      ),
  }));
  const problems: string[] = [];
  if (facts.lang !== 'ar' || facts.dir !== 'rtl')
    problems.push(`${where}: lang=${facts.lang} dir=${facts.dir}`);
  if (facts.overflow > 0) problems.push(`${where}: scrolls sideways by ${facts.overflow} px`);
  if (facts.englishLinks.length > 0)
    problems.push(`${where}: links out of Arabic: ${facts.englishLinks.join(' ')}`);
  problems.push(...(await axeViolations(page, 'main')).map((v) => `${where}: ${v}`));
  return problems;
}

describe("the customer's own pages in Arabic", () => {
  it(
    'profile, My orders and an order read in Arabic with Arabic dates and prices; the profile sets the language of e-mails and SMS',
    { timeout: 420_000 },
    async () => {
      const { page, problems: pageProblems } = await shop.shopper();
      const who = newPerson();
      await registerThroughForm(page, shop, who);
      // Orders need a verified phone.
      await page.getByRole('button', { name: 'Verify phone' }).click();
      await verifyPhoneInDialog(page, shop, who);
      await page.getByText(`Your phone ${who.phone} is verified.`).waitFor();
      const number = await placeCashOrder(page);
      const id = String(Number(number.slice(4)));

      // The profile in Arabic: texts, the order with its Arabic status, date and price.
      await shop.go(page, '/ar/profile');
      await page.getByRole('heading', { name: `أهلًا، ${who.name}`, level: 1 }).waitFor();
      await page.getByRole('heading', { name: 'البيانات الشخصية' }).waitFor();
      await page.getByRole('heading', { name: 'تغيير كلمة المرور' }).waitFor();
      await page.getByRole('button', { name: 'تسجيل الخروج' }).waitFor();
      const latest = page.getByRole('list', { name: 'طلباتي' });
      await latest.locator('summary .status-tag').getByText('قيد التجهيز', { exact: true }).waitFor();
      expect(await latest.locator('.my-order__date').first().innerText()).toMatch(ARABIC_MONTH);
      expect(await latest.locator('.my-order__total').first().innerText()).toMatch(/^[\d,]+ ج\.م$/);
      await page.getByRole('link', { name: 'كل طلباتي (1)' }).waitFor();

      // The language of e-mails and SMS: English from the English sign-up, changed here to Arabic.
      const language = page.getByRole('region', {
        name: 'لغة رسائلنا على البريد الإلكتروني والرسائل النصية',
      });
      expect(await language.getByRole('radio', { name: 'English' }).isChecked()).toBe(true);
      await language.getByRole('radio', { name: 'العربية' }).check();
      await language.getByRole('button', { name: 'تغيير اللغة' }).click();
      await language.getByText('تم الحفظ. سنراسلك بهذه اللغة من الآن.').waitFor();

      // From now on the shop writes to the customer in Arabic, with Arabic prices.
      shopCommand(shop, ['orders', 'set-status', id, 'shipped']);
      await expect
        .poll(() => outbox(shop, who.phone)[0]?.body ?? '')
        .toMatch(/^طلبك رقم ISP-\d+ في الطريق إليك/);
      expect(outbox(shop, who.phone)[0]!.body).toMatch(/الإجمالي [\d,]+ ج\.م\.$/);
      expect(outbox(shop, who.email)[0]!.subject).toBe(`الطلب ${number}: تم الشحن`);
      shopCommand(shop, ['orders', 'set-status', id, 'delivered']);

      const problems: string[] = [];
      for (const width of [1280, 390]) {
        await page.setViewportSize({ width, height: 900 });
        await shop.go(page, '/ar/profile');
        await page.getByRole('heading', { name: `أهلًا، ${who.name}`, level: 1 }).waitFor();
        problems.push(...(await checkArabicPage(page, `/ar/profile at ${width}`)));
        await saveScreenshot(page, `arabic-profile-${width}.png`, { fullPage: true });

        await shop.go(page, '/ar/profile/orders');
        await page.getByRole('heading', { name: 'طلباتي', level: 1 }).waitFor();
        const list = page.getByRole('list', { name: 'طلباتي' });
        await list.locator('summary .status-tag').getByText('تم التوصيل', { exact: true }).waitFor();
        await list.getByText(number, { exact: true }).click();
        await list.getByText('مراحل الطلب').waitFor();
        await list.getByText('الإجمالي', { exact: true }).waitFor();
        problems.push(...(await checkArabicPage(page, `/ar/profile/orders at ${width}`)));
        await saveScreenshot(page, `arabic-my-orders-${width}.png`, { fullPage: true });

        await list.getByRole('link', { name: `افتح صفحة الطلب ${number}` }).click();
        await page.waitForURL(new RegExp(`/ar/profile/orders/${number}$`));
        await page.getByRole('heading', { name: `الطلب ${number}`, level: 1 }).waitFor();
        await hydrated(page);
        await page.getByText('(بتوقيت القاهرة)').waitFor();
        expect(await page.locator('.my-order-page__placed time').innerText()).toMatch(ARABIC_MONTH);
        const returnUntil = page.getByText(/^يمكنك طلب إرجاع هذا الطلب حتى /);
        expect(await returnUntil.innerText()).toMatch(ARABIC_MONTH);
        expect(await returnUntil.innerText()).toContain('يومًا بعد التوصيل');
        await page.getByRole('button', { name: 'أرسل طلب الإرجاع' }).waitFor();
        await page.getByLabel('صورة (اختياري)').waitFor();
        problems.push(...(await checkArabicPage(page, `/ar/profile/orders/${number} at ${width}`)));
        await saveScreenshot(page, `arabic-my-order-${width}.png`, { fullPage: true });
      }

      // A page that needs a sign-in sends a signed-out Arabic shopper to the Arabic sign-in page.
      const guest = await shop.shopper();
      const answer = await guest.page.goto(`${shop.url}/ar/profile/orders`);
      expect(answer?.status()).toBe(200);
      expect(new URL(guest.page.url()).pathname).toBe('/ar/login');
      await guest.page.close();

      expect([...problems, ...pageProblems]).toEqual([]);
    },
  );

  it('the unsubscribe page and the social sign-in callback speak Arabic', async () => {
    const { page, problems: pageProblems } = await shop.shopper();
    const problems: string[] = [];
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await shop.go(page, '/ar/newsletter/unsubscribe?email=salma%40example.com&token=x');
      await page.getByRole('heading', { name: 'النشرة البريدية', level: 1 }).waitFor();
      await page.getByText('هل تريد إيقاف إرسال النشرة البريدية إلى salma@example.com؟').waitFor();
      await page.getByRole('button', { name: 'إلغاء الاشتراك' }).waitFor();
      expect(await page.title()).toMatch(/^إلغاء الاشتراك/);
      problems.push(...(await checkArabicPage(page, `unsubscribe at ${width}`)));
      await saveScreenshot(page, `arabic-unsubscribe-${width}.png`);

      // Back from a provider without a sign-in this browser started: said in Arabic, with Arabic links.
      await shop.go(page, '/ar/auth/google/callback#id_token=x.y.z&state=y');
      await page.getByRole('heading', { name: 'لم يكتمل تسجيل الدخول' }).waitFor();
      await page.getByText(/^تعذّر التحقق من تسجيل الدخول عبر Google/).waitFor();
      await page.getByRole('link', { name: 'العودة لتسجيل الدخول' }).waitFor();
      problems.push(...(await checkArabicPage(page, `social callback at ${width}`)));
      await saveScreenshot(page, `arabic-social-callback-${width}.png`);
    }
    expect([...problems, ...pageProblems]).toEqual([]);
  });
});
