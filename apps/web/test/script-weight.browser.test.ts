import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { HOME_JS_BUDGET_KB } from '../../../bench/budgets.ts';
import { setupShop } from './support/browser.ts';

/**
 * On a slow mobile link every kilobyte of script is waited for and then parsed on a slow CPU. Home keeps within its
 * budget in both languages, and pages without a form carry no form-checking code: the validation library and the
 * Arabic of the API's messages (which the API sends already in Arabic) load only with the pages that use them.
 */
const shop = setupShop();

/** Every script a fresh shopper's browser loads for `path` until the page has hydrated and the network is quiet. */
async function scriptsOf(path: string): Promise<Array<{ name: string; body: Buffer }>> {
  const { page } = await shop.shopper();
  const loading: Array<Promise<{ name: string; body: Buffer }>> = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script')
      loading.push(response.body().then((body) => ({ name: new URL(response.url()).pathname, body })));
  });
  await shop.go(page, path);
  await page.waitForLoadState('networkidle');
  const scripts = await Promise.all(loading);
  await page.context().close();
  return scripts;
}

const gzippedKb = (scripts: Array<{ body: Buffer }>) =>
  scripts.reduce((sum, { body }) => sum + gzipSync(body).length, 0) / 1024;

describe('script weight', () => {
  it.each(['/', '/ar'])(`%s loads at most ${HOME_JS_BUDGET_KB} KB of script, gzipped`, async (path) => {
    const scripts = await scriptsOf(path);
    expect(scripts.length).toBeGreaterThan(2);
    const kb = gzippedKb(scripts);
    expect(
      kb,
      scripts.map(({ name, body }) => `${name} ${gzipSync(body).length} B`).join('\n'),
    ).toBeLessThanOrEqual(HOME_JS_BUDGET_KB);
  });

  it('carries no validation library and no message catalogue on pages without a form to check', async () => {
    for (const path of ['/', '/ar', '/search?q=iphone', '/ar/search?q=iphone']) {
      for (const { name, body } of await scriptsOf(path)) {
        const text = body.toString();
        // Zod's classes carry their names ("$ZodType"); the message catalogues carry their Arabic.
        expect(text.includes('$ZodType'), `${path}: ${name} holds the validation library`).toBe(false);
        expect(text.includes('متسجل قبل كده'), `${path}: ${name} holds the API's messages`).toBe(false);
        expect(
          text.includes('البريد الإلكتروني مطلوب'),
          `${path}: ${name} holds the form rules' messages`,
        ).toBe(false);
      }
    }
  });

  it('still says a form check in Arabic on an Arabic form page', async () => {
    const { page } = await shop.open('/ar/login');
    await page
      .getByRole('button', { name: /تسجيل الدخول|دخول/ })
      .first()
      .click();
    await expect.poll(() => page.getByText('البريد الإلكتروني مطلوب').count()).toBeGreaterThan(0);
    await page.context().close();
  });
});
