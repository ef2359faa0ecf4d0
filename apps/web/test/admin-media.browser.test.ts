import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { hydrated, saveScreenshot, seriousViolations, setupShop } from './support/browser.ts';
import { shopCommand } from './support/customers.ts';

const shop = setupShop();

const PASSWORD = 'back office 2026';
let seq = 0;
const unique = () => `${Date.now() % 1_000_000}${(seq += 1)}`;

/** A photo-like JPEG made here (nothing is fetched). */
async function photo(width: number, height: number, seed: number): Promise<Buffer> {
  const { data, info } = await sharp({
    create: {
      width: 32,
      height: 24,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 100 + seed, sigma: 60 },
    },
  })
    .raw()
    .toBuffer({ resolveWithObject: true });
  return sharp(data, { raw: info }).resize(width, height, { fit: 'fill' }).jpeg().toBuffer();
}

async function signInAsManager(page: Page): Promise<void> {
  const email = `manager${unique()}@example.com`;
  const out = shopCommand(shop, ['staff', 'add', email, '--name', 'Mona Manager', '--role', 'manager']);
  const token = /\/admin\/set-password\?token=([A-Za-z0-9_-]+)/.exec(out)![1]!;
  await page.goto(`${shop.url}/admin/set-password?token=${token}`);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Set password' }).click();
  await page.getByText('Your password is set. Sign in with it.').waitFor();
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('heading', { name: 'Back office', level: 1 }).waitFor();
}

/** The upload folder of the product's card picture, read from the pictures page's first thumbnail. */
async function firstPictureHash(page: Page): Promise<string> {
  const src = await page.getByRole('img', { name: /^Picture 1 of / }).getAttribute('src');
  const hash = /\/media\/up\/([a-f0-9]{24})\//.exec(src ?? '')?.[1];
  expect(hash, String(src)).toBeTruthy();
  return hash!;
}

describe('pictures in the back office', () => {
  it(
    'a manager uploads a product picture with progress, makes it the card picture, and the storefront serves it through srcset',
    { timeout: 180_000 },
    async () => {
      const { page, problems } = await shop.shopper({ width: 1280, cspViolations: true });
      await signInAsManager(page);
      await hydrated(page);
      await page.getByRole('link', { name: /^Pictures/ }).click();
      await page.getByRole('heading', { name: 'Pictures', level: 1 }).waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      await page.getByLabel('Product id').fill('1');
      await page.getByRole('button', { name: 'Open' }).click();
      await page.getByRole('heading', { name: /^Pictures of / }).waitFor();
      expect(new URL(page.url()).pathname).toBe('/admin/products/1/pictures');
      await hydrated(page);

      // A refusal is told beside the field: a text file named like a photo.
      await page.getByLabel('New picture').setInputFiles({
        name: 'holiday.jpg',
        mimeType: 'image/jpeg',
        buffer: Buffer.from('not a picture at all'),
      });
      await page.getByRole('button', { name: 'Upload' }).click();
      await page.getByText('Only JPEG, PNG and WebP pictures can be uploaded.', { exact: false }).waitFor();
      expect(await page.getByLabel('New picture').getAttribute('aria-invalid')).toBe('true');

      // With a script the upload shows its progress (a 2,400 px JPEG takes a moment even here).
      await page.getByLabel('New picture').setInputFiles({
        name: 'studio.jpg',
        mimeType: 'image/jpeg',
        buffer: await photo(2400, 1800, 1),
      });
      const sawProgress = page
        .getByText(/^Uploading: \d+%$/)
        .waitFor({ timeout: 10_000 })
        .then(
          () => true,
          () => false,
        );
      await page.getByRole('button', { name: 'Upload' }).click();
      await page.getByText('The picture was added.').waitFor();
      expect(await sawProgress).toBe(true);

      // The new picture is the last one; unless it is the only one, it becomes the card picture.
      const makeFirst = page.getByRole('button', { name: /^Make card picture: picture \d+$/ });
      if ((await makeFirst.count()) > 0) {
        await makeFirst.last().click();
        await page.getByText('The order was saved.').waitFor();
      }
      const hash = await firstPictureHash(page);
      expect(await seriousViolations(page)).toEqual([]);
      await saveScreenshot(page, 'admin-product-pictures-1280.png', { fullPage: true });

      // The variants follow the answer; wait until the largest AVIF is there.
      await expect
        .poll(
          async () => (await fetch(`${shop.url}/media/up/${hash}/1600.avif`, { redirect: 'manual' })).status,
          {
            timeout: 60_000,
            interval: 500,
          },
        )
        .toBe(200);
      const avif = await fetch(`${shop.url}/media/up/${hash}/640.avif`);
      expect(avif.headers.get('content-type')).toBe('image/avif');
      expect(avif.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');

      // The product page's gallery and the product card use the variants.
      await page.getByRole('link', { name: 'See the product page' }).click();
      await page.locator('.gallery').waitFor();
      const galleryAvif = page.locator(
        `.gallery source[type="image/avif"][srcset*="/media/up/${hash}/320.avif 320w"]`,
      );
      await expect.poll(() => galleryAvif.count()).toBeGreaterThan(0);
      const name = (await page.getByRole('heading', { level: 1 }).textContent())!.trim();

      await page.goto(`${shop.url}/search?search=${encodeURIComponent(name)}`);
      const card = page.locator('.product-card').filter({ hasText: name }).first();
      const cardImg = card.locator('img.product-card__image');
      await cardImg.waitFor();
      expect(await card.locator('source[type="image/webp"]').getAttribute('srcset')).toContain(
        `/media/up/${hash}/640.webp 640w`,
      );
      expect(await card.locator('source[type="image/avif"]').getAttribute('srcset')).toContain(
        `/media/up/${hash}/1600.avif 1600w`,
      );
      // Width and height keep the upload's 4:3 shape at the card's 200 px height, so nothing moves when it loads.
      expect(await cardImg.getAttribute('width')).toBe('267');
      expect(await cardImg.getAttribute('height')).toBe('200');
      await expect
        .poll(() => cardImg.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
        .toBeGreaterThan(0);
      const chosen = await cardImg.evaluate((img: HTMLImageElement) => img.currentSrc);
      expect(chosen).toMatch(new RegExp(`/media/up/${hash}/\\d+\\.avif$`));
      expect(problems).toEqual([]);
    },
  );

  it(
    'uploads as a plain multipart form post without a script, and fits 390 px',
    { timeout: 150_000 },
    async () => {
      const context = await shop.browser.newContext({
        javaScriptEnabled: false,
        viewport: { width: 390, height: 844 },
      });
      const page = await context.newPage();
      await signInAsManager(page);
      await page.goto(`${shop.url}/admin/products/2/pictures`);
      await page.getByRole('heading', { name: /^Pictures of / }).waitFor();
      await page.getByLabel('New picture').setInputFiles({
        name: 'side.jpg',
        mimeType: 'image/jpeg',
        buffer: await photo(800, 800, 2),
      });
      await page.getByRole('button', { name: 'Upload' }).click();
      await page.getByText('The picture was added.').waitFor();
      const thumbs = page.getByRole('img', { name: /^Picture \d+ of / });
      const srcs = await thumbs.evaluateAll((imgs) => imgs.map((i) => i.getAttribute('src') ?? ''));
      expect(srcs.some((s) => /\/media\/up\/[a-f0-9]{24}\/800x800\.jpg$/.test(s))).toBe(true);

      // Brands and categories on the media page, still without a script.
      await page.goto(`${shop.url}/admin/media`);
      const brand = page
        .locator('li')
        .filter({ has: page.getByLabel(/^Picture of .* \(brand\)$/) })
        .first();
      await brand.getByLabel(/^Picture of .* \(brand\)$/).setInputFiles({
        name: 'logo.jpg',
        mimeType: 'image/jpeg',
        buffer: await photo(600, 300, 3),
      });
      await brand.getByRole('button', { name: 'Replace' }).click();
      await page.getByText("The brand's picture was replaced.").waitFor();

      // Layout and accessibility are checked with a script on (axe runs in the page), signed in as the same member.
      const withScript = await shop.browser.newContext({
        storageState: await context.storageState(),
        viewport: { width: 390, height: 844 },
      });
      await context.close();
      const phone = await withScript.newPage();
      for (const path of ['/admin/media', '/admin/products/2/pictures']) {
        await phone.goto(`${shop.url}${path}`);
        await hydrated(phone);
        expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
        expect(await seriousViolations(phone)).toEqual([]);
      }
      await saveScreenshot(phone, 'admin-product-pictures-390.png', { fullPage: true });
      await withScript.close();
    },
  );
});
