import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { hydrated, saveScreenshot, axeViolations, setupShop } from './support/browser.ts';
import { codeIn, newPerson, outbox, registerAndSignOut, type Person } from './support/customers.ts';
import { englishLeft } from './support/english-left.ts';

const shop = setupShop();

/** A shopper of the Arabic pages, who types their name in Arabic. */
const arabicPerson = (): Person => ({ ...newPerson(), name: 'سلمى حسن' });

/**
 * What an Arabic page has to be: right to left, no sideways scroll, links kept under /ar, no interface text left in
 * English (order numbers' ISP prefix aside), nothing serious for axe.
 */
async function arabicPageProblems(page: Page, where: string, include?: string): Promise<string[]> {
  const facts = await page.evaluate(() => ({
    lang: document.documentElement.lang,
    dir: document.documentElement.dir,
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
    englishLinks: [...document.querySelectorAll<HTMLAnchorElement>('main a')]
      .map((a) => a.getAttribute('href') ?? '')
      .filter((href) => href.startsWith('/') && !href.startsWith('/ar')),
  }));
  const problems: string[] = [];
  if (facts.lang !== 'ar' || facts.dir !== 'rtl')
    problems.push(`${where}: lang=${facts.lang} dir=${facts.dir}`);
  if (facts.scrollWidth > facts.innerWidth)
    problems.push(`${where}: scrolls sideways (${facts.scrollWidth} > ${facts.innerWidth})`);
  if (facts.englishLinks.length > 0)
    problems.push(`${where}: links out of Arabic: ${facts.englishLinks.join(' ')}`);
  problems.push(...(await englishLeft(page, ['ISP'])).map((word) => `${where}: English left: ${word}`));
  problems.push(...(await axeViolations(page, include)).map((v) => `${where}: ${v}`));
  return problems;
}

/** Registers through the Arabic form, its field checks in Arabic first; lands on the Arabic profile. */
async function registerInArabic(page: Page, who: Person, problems: string[], width: number) {
  const main = page.getByRole('main');
  await page.goto(`${shop.url}/ar/register`);
  await hydrated(page);
  await page.getByRole('heading', { level: 1, name: 'إنشاء حساب' }).waitFor();
  expect(await page.title()).toContain('إنشاء حساب');

  // Sent empty: every field says what is missing, in Arabic, beside the field.
  await page.getByRole('button', { name: 'إنشاء الحساب' }).click();
  for (const message of ['الاسم مطلوب', 'البريد الإلكتروني مطلوب', 'رقم الموبايل مطلوب', 'كلمة السر مطلوبة'])
    await main.getByText(message, { exact: true }).waitFor();
  await main.getByLabel('الاسم بالكامل').fill(who.name);
  await main.getByLabel('البريد الإلكتروني', { exact: true }).fill(who.email);
  await main.getByLabel('رقم الموبايل').fill('0101');
  await main.getByLabel('كلمة السر', { exact: true }).fill('short');
  await main.getByLabel('تأكيد كلمة السر').fill('different');
  await page.getByRole('button', { name: 'إنشاء الحساب' }).click();
  await main.getByText('رقم الموبايل لازم يكون 11 رقم', { exact: true }).waitFor();
  await main.getByText('كلمة السر لازم تكون 8 حروف على الأقل', { exact: true }).waitFor();
  await saveScreenshot(page, `arabic-register-errors-${width}.png`);
  problems.push(...(await arabicPageProblems(page, `register with errors at ${width} px`)));

  // The passwords are compared once each field passes its own check.
  await main.getByLabel('رقم الموبايل').fill(who.phone);
  await main.getByLabel('كلمة السر', { exact: true }).fill(who.password);
  await page.getByRole('button', { name: 'إنشاء الحساب' }).click();
  await main.getByText('كلمتا السر غير متطابقتين', { exact: true }).waitFor();
  await main.getByLabel('تأكيد كلمة السر').fill(who.password);
  await page.getByRole('button', { name: 'إنشاء الحساب' }).click();
  await main.getByText(`أرسلنا كودًا من 6 أرقام إلى \u2068${who.email}\u2069.`, { exact: false }).waitFor();
  await expect.poll(() => outbox(shop, who.email).length).toBeGreaterThan(0);
  problems.push(...(await arabicPageProblems(page, `register's code step at ${width} px`)));
  await main.getByLabel('الكود', { exact: true }).fill(codeIn(outbox(shop, who.email)[0]!.body));
  await page.getByRole('button', { name: 'إنشاء الحساب' }).click();
  await page.waitForURL(/\/ar\/profile$/);
}

describe('checkout and the account forms in Arabic', () => {
  it(
    'registers, fills the address, verifies the phone in the dialog and places a cash-on-delivery order at 390 px',
    { timeout: 240_000 },
    async () => {
      const { page, problems: pageErrors } = await shop.shopper({ width: 390 });
      const problems: string[] = [];
      const who = arabicPerson();
      await registerInArabic(page, who, problems, 390);

      // From the product to the cart to checkout, staying in Arabic all the way.
      await shop.go(page, '/ar/item/iphone-17-pro?name=iPhone-17-Pro');
      await page
        .getByRole('main')
        .getByRole('button', { name: 'أضف إلى السلة', exact: true })
        .first()
        .click();
      await page.getByRole('link', { name: 'السلة، منتج واحد' }).waitFor();
      await shop.go(page, '/ar/shopping-cart');
      await page.getByRole('button', { name: 'إتمام الشراء' }).click();
      await page.waitForURL(/\/ar\/checkout$/);
      await page.getByRole('heading', { level: 1, name: 'إتمام الشراء' }).waitFor();
      await hydrated(page);
      expect(await page.title()).toContain('إتمام الشراء');

      // No saved address yet: the form is open, and its checks speak Arabic.
      const form = page.getByRole('form', { name: 'العنوان' });
      await form.getByRole('button', { name: 'حفظ العنوان' }).click();
      await form.getByText('الشارع مطلوب', { exact: true }).waitFor();
      await form.getByText('المدينة مطلوبة', { exact: true }).waitFor();
      await form.getByLabel('الشارع').fill('x'.repeat(201));
      await form.getByLabel('الدور').fill('x'.repeat(21));
      await form.getByRole('button', { name: 'حفظ العنوان' }).click();
      await form.getByText('الشارع: الحد الأقصى 200 حرف', { exact: true }).waitFor();
      await form.getByText('الدور: الحد الأقصى 20 حرفًا', { exact: true }).waitFor();
      await saveScreenshot(page, 'arabic-checkout-address-errors-390.png', { fullPage: true });
      problems.push(...(await arabicPageProblems(page, 'checkout address form with errors')));

      await form.getByLabel('المحافظة').selectOption({ label: 'القاهرة' });
      await form.getByLabel('المدينة').selectOption({ label: 'مدينة نصر' });
      await form.getByLabel('الشارع').fill('12 شارع عباس العقاد');
      await form.getByLabel('الدور').fill('3');
      await form.getByLabel('رقم العقار').fill('7');
      await form.getByRole('button', { name: 'حفظ العنوان' }).click();
      await page.getByText('تمت إضافة العنوان.').waitFor();
      await page.getByText('التوصيل إلى \u2068مدينة نصر\u2069، \u2068القاهرة\u2069:').waitFor();
      await page.getByText('12 شارع عباس العقاد، عقار 7، الدور 3').waitFor();

      // Cash on delivery (الدفع عند الاستلام) is chosen for the customer; the summary counts and prices in Arabic.
      expect(await page.getByRole('radio', { name: /الدفع عند الاستلام/ }).isChecked()).toBe(true);
      const summary = page.getByRole('complementary', { name: /طلبك/ });
      await summary.getByText('(منتج واحد)').waitFor();
      await summary.getByText('الكمية: 1').waitFor();
      const place = summary.getByRole('button', { name: /^تأكيد الطلب · .*[\d,]+ ج\.م/ });
      await page.getByRole('heading', { name: 'كود الخصم والملاحظات' }).waitFor();

      // An empty promo code and unknown card digits are refused in Arabic beside their fields.
      await page.getByRole('button', { name: 'تطبيق' }).click();
      await page.getByText('أدخل كود الخصم', { exact: true }).waitFor();
      await page.getByLabel('ملاحظات للتوصيل (اختياري)').fill('من فضلك اتصل قبل الوصول.');
      await saveScreenshot(page, 'arabic-checkout-390.png', { fullPage: true });
      problems.push(...(await arabicPageProblems(page, 'checkout at 390 px')));

      // The phone is not verified yet: placing the order opens the phone dialog in Arabic, and its code places it.
      await place.click();
      const phoneStep = page.getByRole('dialog', { name: 'رقم موبايلك' });
      await phoneStep.getByText('سنرسل إليك كودًا في رسالة نصية لنتأكد أن الرقم يخصّك.').waitFor();
      await expect.poll(() => phoneStep.getByLabel('رقم الموبايل').inputValue()).toBe(who.phone);
      await phoneStep.getByLabel('رقم الموبايل').fill('');
      await phoneStep.getByRole('button', { name: 'إرسال الكود' }).click();
      await phoneStep.getByText('رقم الموبايل مطلوب', { exact: true }).waitFor();
      problems.push(...(await arabicPageProblems(page, 'phone dialog, phone step', '.phone-dialog')));
      await saveScreenshot(page, 'arabic-phone-dialog-390.png');
      await phoneStep.getByLabel('رقم الموبايل').fill(who.phone);
      await phoneStep.getByRole('button', { name: 'إرسال الكود' }).click();

      const codeStep = page.getByRole('dialog', { name: 'أدخل كود التحقق' });
      await codeStep.getByText(`أرسلنا كودًا من 6 أرقام إلى \u2068${who.phone}\u2069.`).waitFor();
      await codeStep.getByRole('button', { name: 'تأكيد' }).click();
      await codeStep.getByText('الكود مطلوب', { exact: true }).waitFor();
      await codeStep.getByRole('button', { name: 'تعديل الرقم' }).waitFor();
      await codeStep.getByRole('button', { name: 'إعادة الإرسال' }).waitFor();
      problems.push(...(await arabicPageProblems(page, 'phone dialog, code step', '.phone-dialog')));
      await saveScreenshot(page, 'arabic-phone-dialog-code-390.png');
      await expect.poll(() => outbox(shop, who.phone).length).toBeGreaterThan(0);
      await codeStep.getByLabel('الكود').fill(codeIn(outbox(shop, who.phone)[0]!.body));
      await codeStep.getByRole('button', { name: 'تأكيد' }).click();

      // The order is placed and confirmed in Arabic, with links that stay in Arabic.
      await page.waitForURL(/\/ar\/checkout\?response=success&order_id=\d+/);
      await page
        .getByRole('heading', { level: 1, name: /^شكرًا لك! تم تأكيد طلبك رقم \S?ISP-\d+\S?$/ })
        .waitFor();
      await page.getByText(/^شكرًا لك! تم تسجيل طلبك رقم \u2068ISP-\d+\u2069\.$/).waitFor();
      await page.getByText('من فضلك اتصل قبل الوصول.').waitFor();
      await page.getByText(/الإجمالي \u2068[\d,]+ ج\.م\u2069 · أرسلنا لك تأكيد الطلب/).waitFor();
      await page.getByRole('link', { name: 'مواصلة التسوق' }).waitFor();
      await hydrated(page);
      await saveScreenshot(page, 'arabic-order-placed-390.png', { fullPage: true });
      problems.push(...(await arabicPageProblems(page, 'order placed')));
      expect(await page.getByRole('link', { name: 'طلباتي' }).getAttribute('href')).toBe(
        '/ar/profile#orders',
      );
      expect(problems).toEqual([]);
      expect(pageErrors).toEqual([]);
    },
  );

  it(
    'registers and opens checkout at 1280 px, and a foreign payment link is refused in Arabic',
    { timeout: 150_000 },
    async () => {
      const { page } = await shop.shopper({ width: 1280 });
      const problems: string[] = [];
      await registerInArabic(page, arabicPerson(), problems, 1280);

      await shop.go(page, '/ar/item/iphone-17-pro?name=iPhone-17-Pro');
      await page
        .getByRole('main')
        .getByRole('button', { name: 'أضف إلى السلة', exact: true })
        .first()
        .click();
      await page.getByRole('link', { name: 'السلة، منتج واحد' }).waitFor();
      await shop.go(page, '/ar/checkout');
      await page.getByRole('form', { name: 'العنوان' }).getByLabel('اسم المستلم').waitFor();
      await page.getByRole('heading', { level: 2, name: /عنوان التوصيل/ }).waitFor();
      await page.getByRole('heading', { level: 2, name: 'الدفع', exact: true }).waitFor();
      await saveScreenshot(page, 'arabic-checkout-1280.png', { fullPage: true });
      problems.push(...(await arabicPageProblems(page, 'checkout at 1280 px')));

      // A payment's return without an order to show, and one naming an order that is not theirs.
      await shop.go(page, '/ar/checkout?response=failed');
      await page.getByRole('heading', { level: 1, name: 'لم تتم عملية الدفع' }).waitFor();
      await page.getByText('تجد طلباتك وحالة كل طلب في حسابك.').waitFor();
      problems.push(...(await arabicPageProblems(page, 'payment result at 1280 px')));
      await shop.go(page, '/ar/checkout?response=success&order_id=999999');
      await page.getByRole('heading', { level: 1, name: 'شكرًا لطلبك' }).waitFor();
      await page.getByRole('main').getByRole('alert').getByText('الطلب ده مش موجود في طلباتك.').waitFor();

      await shop.go(page, `/ar/online-payment?iframe=${encodeURIComponent('https://evil.example/pay')}`);
      await page.getByRole('heading', { level: 1, name: 'الدفع الإلكتروني' }).waitFor();
      await page.getByText('رابط الدفع هذا لم يصدر عن المتجر.', { exact: false }).waitFor();
      expect(await page.locator('iframe').count()).toBe(0);
      expect(await page.getByRole('link', { name: 'العودة إلى إتمام الشراء' }).getAttribute('href')).toBe(
        '/ar/checkout',
      );
      problems.push(...(await arabicPageProblems(page, 'online payment refused at 1280 px')));
      expect(problems).toEqual([]);
    },
  );

  it('resets a forgotten password in Arabic at 390 and 1280 px', { timeout: 150_000 }, async () => {
    const problems: string[] = [];
    for (const width of [390, 1280]) {
      // One customer per width: asking again for the same address so soon may be held back.
      const who = arabicPerson();
      const setup = await shop.shopper();
      await registerAndSignOut(setup.page, shop, who);
      const { page } = await shop.shopper({ width });
      const main = page.getByRole('main');
      await page.goto(`${shop.url}/ar/forget-password`);
      await hydrated(page);
      await main.getByLabel('البريد الإلكتروني').fill(who.email);
      const mails = outbox(shop, who.email).length;
      await page.getByRole('button', { name: 'ابعت كود الاسترجاع' }).click();
      await page.waitForURL(/\/ar\/reset-password\?email=/);
      await page.getByRole('heading', { level: 1, name: 'اختر كلمة سر جديدة' }).waitFor();
      await main.getByText('فقد أرسلنا إليه كودًا ورابطًا لاختيار كلمة سر جديدة', { exact: false }).waitFor();
      expect(await page.title()).toContain('اختر كلمة سر جديدة');

      // Its checks speak Arabic: a missing code, a short password, then a confirmation that differs.
      await main.getByLabel('كلمة السر الجديدة', { exact: true }).fill('short');
      await main.getByLabel('تأكيد كلمة السر الجديدة').fill('other');
      await page.getByRole('button', { name: 'حفظ كلمة السر الجديدة' }).click();
      await main.getByText('الكود مطلوب', { exact: true }).waitFor();
      await main.getByText('كلمة السر لازم تكون 8 حروف على الأقل', { exact: true }).waitFor();
      await saveScreenshot(page, `arabic-reset-password-${width}.png`);
      problems.push(...(await arabicPageProblems(page, `reset password at ${width} px`)));

      await expect.poll(() => outbox(shop, who.email).length).toBeGreaterThan(mails);
      const password = `new password ${width}`;
      await main.getByLabel('الكود', { exact: true }).fill(codeIn(outbox(shop, who.email)[0]!.body));
      await main.getByLabel('كلمة السر الجديدة', { exact: true }).fill(password);
      await page.getByRole('button', { name: 'حفظ كلمة السر الجديدة' }).click();
      await main.getByText('كلمتا السر غير متطابقتين', { exact: true }).waitFor();
      await main.getByLabel('تأكيد كلمة السر الجديدة').fill(password);
      await page.getByRole('button', { name: 'حفظ كلمة السر الجديدة' }).click();
      // Signed in with the new password, on the Arabic home page.
      await page.waitForURL(`${shop.url}/ar`);
      await hydrated(page);
      expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    }
    expect(problems).toEqual([]);
  });

  it(
    'registers in Arabic before the page has JavaScript: Arabic checks, the code step, then the Arabic profile',
    { timeout: 150_000 },
    async () => {
      const context = await shop.browser.newContext({
        javaScriptEnabled: false,
        viewport: { width: 390, height: 900 },
      });
      const page = await context.newPage();
      const main = page.getByRole('main');
      const who = arabicPerson();
      await page.goto(`${shop.url}/ar/register`);
      await main.getByLabel('الاسم بالكامل').fill(who.name);
      await main.getByLabel('البريد الإلكتروني', { exact: true }).fill('not-an-address');
      await main.getByLabel('رقم الموبايل').fill(who.phone);
      await main.getByLabel('كلمة السر', { exact: true }).fill(who.password);
      await main.getByLabel('تأكيد كلمة السر').fill(who.password);
      await main.getByRole('button', { name: 'إنشاء الحساب' }).click();
      // The page's own check, said in Arabic by the server.
      await main.getByText('اكتب بريد إلكتروني صحيح', { exact: true }).waitFor();

      await main.getByLabel('البريد الإلكتروني', { exact: true }).fill(who.email);
      await main.getByLabel('كلمة السر', { exact: true }).fill(who.password);
      await main.getByLabel('تأكيد كلمة السر').fill(who.password);
      await main.getByRole('button', { name: 'إنشاء الحساب' }).click();
      await main
        .getByText(`أرسلنا كودًا من 6 أرقام إلى \u2068${who.email}\u2069.`, { exact: false })
        .waitFor();
      await main.getByText('اكتب كلمة السر مرة أخرى (8 أحرف على الأقل)، فالصفحة لا تحتفظ بها.').waitFor();

      await main.getByRole('button', { name: 'إرسال كود جديد' }).waitFor();
      await main.getByRole('button', { name: 'استخدام بريد إلكتروني آخر' }).waitFor();
      await expect.poll(() => outbox(shop, who.email).length).toBeGreaterThan(0);
      await main.getByLabel('كلمة السر', { exact: true }).fill(who.password);
      await main.getByLabel('تأكيد كلمة السر').fill(who.password);
      await main.getByLabel('الكود', { exact: true }).fill(codeIn(outbox(shop, who.email)[0]!.body));
      await main.getByRole('button', { name: 'إنشاء الحساب' }).click();
      // Signed in by the server and sent on to the Arabic profile.
      await page.waitForURL(/\/ar\/profile$/);
      await context.close();
    },
  );

  it(
    'keeps the address book in Arabic: add, make primary and remove, each told in Arabic',
    { timeout: 150_000 },
    async () => {
      const { page } = await shop.shopper({ width: 390 });
      const problems: string[] = [];
      await registerInArabic(page, arabicPerson(), problems, 390);
      await hydrated(page);
      const book = page.locator('section[aria-labelledby="addresses-title"]');
      await book.getByText('لا توجد لديك عناوين محفوظة بعد.').waitFor();

      for (const street of ['12 شارع عباس العقاد', '5 شارع مكرم عبيد']) {
        await book.getByRole('button', { name: 'إضافة عنوان' }).click();
        const form = book.getByRole('form', { name: 'العنوان' });
        await form.getByLabel('المحافظة').selectOption({ label: 'القاهرة' });
        await form.getByLabel('المدينة').selectOption({ label: 'مدينة نصر' });
        await form.getByLabel('الشارع').fill(street);
        await form.getByLabel('الشقة').fill('4');
        await form.getByRole('button', { name: 'حفظ العنوان' }).click();
        await page.getByText('تمت إضافة العنوان.').first().waitFor();
        await book.getByText(`${street}، شقة 4`).waitFor();
      }
      const saved = book.getByRole('list', { name: 'العناوين المحفوظة' });
      await expect.poll(() => saved.getByRole('listitem').count()).toBe(2);
      await saved.getByText('العنوان الأساسي').waitFor();
      await saveScreenshot(page, 'arabic-address-book-390.png', { fullPage: true });
      problems.push(
        ...(await arabicPageProblems(page, 'address book', 'section[aria-labelledby="addresses-title"]')),
      );

      await saved.getByRole('button', { name: 'تعيين كعنوان أساسي 5 شارع مكرم عبيد' }).click();
      await page.getByText('تم تغيير العنوان الأساسي.').waitFor();
      await saved.getByRole('button', { name: 'حذف 12 شارع عباس العقاد' }).click();
      await page.getByText('تم الحذف بنجاح').waitFor();
      await expect.poll(() => saved.getByRole('listitem').count()).toBe(1);
      expect(problems).toEqual([]);
    },
  );
});
