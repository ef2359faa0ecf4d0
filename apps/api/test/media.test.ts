import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoPictures, seedDemoMedia } from '#app/demo/seed/seed-media';
import { renderBrandLogo, renderDevice } from '#app/demo/device-art';
import { loadConfig } from '#app/env';
import { addMediaFile } from '#app/modules/media/media-store';
import { createTestApp, type TestApp } from './support/test-app.ts';

const dir = mkdtempSync(join(tmpdir(), 'shop-media-test-'));
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ MEDIA_DIR: dir });
});
afterAll(async () => {
  await t?.close();
  rmSync(dir, { recursive: true, force: true });
});

const get = (url: string, method: 'GET' | 'HEAD' = 'GET') => t.app.inject({ method, url });

/** Every picture address the seeded catalog stores. */
async function catalogAddresses(): Promise<string[]> {
  const db = t.runtime.deps.db;
  const rows = await Promise.all([
    db.selectFrom('products').select('image').execute(),
    db.selectFrom('product_variants').select('image').execute(),
    db.selectFrom('product_images').select('image').execute(),
    db.selectFrom('categories').select('icon as image').execute(),
    db.selectFrom('categories').select('active_icon as image').execute(),
    db.selectFrom('categories').select('image').execute(),
    db.selectFrom('sub_categories').select('image').execute(),
    db.selectFrom('brands').select('image').execute(),
    db.selectFrom('ads').select('image').execute(),
  ]);
  return [...new Set(rows.flat().map((r) => r.image))];
}

function expectPictureHeaders(headers: Record<string, unknown>): void {
  expect(headers['content-type']).toBe('image/svg+xml; charset=utf-8');
  expect(headers['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(headers['content-security-policy']).toBe("default-src 'none'; style-src 'unsafe-inline'");
  expect(headers['x-content-type-options']).toBe('nosniff');
}

describe('the media store', () => {
  it('gets a file from the seed for every picture the demo catalog points at', async () => {
    const addresses = await catalogAddresses();
    expect(addresses.length).toBeGreaterThan(100);
    const pictures = demoPictures();
    for (const address of addresses) {
      expect(address, address).toMatch(/^\/media\/[a-z0-9/-]+\.svg$/);
      const file = join(dir, address.slice('/media/'.length));
      expect(existsSync(file), address).toBe(true);
      expect(readFileSync(file, 'utf8'), address).toBe(pictures.get(address)?.());
    }
  });

  it('serves every one of them at its address as a cacheable, inert SVG', async () => {
    for (const address of await catalogAddresses()) {
      const res = await get(address);
      expect(res.statusCode, address).toBe(200);
      expectPictureHeaders(res.headers);
      expect(res.body.startsWith('<svg'), address).toBe(true);
    }
    const phone = await get('/media/device/phone/bfa48f.svg');
    expect(phone.body).toBe(renderDevice('phone', 'bfa48f'));
    const head = await get('/media/device/phone/bfa48f.svg', 'HEAD');
    expect(head.statusCode).toBe(200);
    expectPictureHeaders(head.headers);
  });

  it('serves icons, category images, banners and brand logos', async () => {
    for (const url of [
      '/media/icon/accessories.svg',
      '/media/category/phone.svg',
      '/media/banner/iphone-17-pro.svg',
      '/media/brand/native-union.svg',
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expectPictureHeaders(res.headers);
    }
    expect((await get('/media/brand/native-union.svg')).body).toContain('>Native Union</text>');
  });

  it('serves a picture put in the store later, and the seed leaves it as it is', async () => {
    const logo = renderBrandLogo('Some New Brand');
    expect(await addMediaFile(dir, '/media/brand/some-new-brand.svg', logo)).toBe(true);
    const res = await get('/media/brand/some-new-brand.svg');
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(logo);

    const replaced = renderBrandLogo('Native Union, by an operator');
    rmSync(join(dir, 'brand/native-union.svg'));
    expect(await addMediaFile(dir, '/media/brand/native-union.svg', replaced)).toBe(true);
    expect(await addMediaFile(dir, '/media/brand/native-union.svg', 'another')).toBe(false);
    expect(await seedDemoMedia(dir)).toBe(0);
    expect((await get('/media/brand/native-union.svg')).body).toBe(replaced);
  });

  it('puts back the demo pictures the store lost', async () => {
    rmSync(join(dir, 'device/phone/bfa48f.svg'));
    expect((await get('/media/device/phone/bfa48f.svg')).statusCode).toBe(404);
    expect(await seedDemoMedia(dir)).toBe(1);
    expect((await get('/media/device/phone/bfa48f.svg')).body).toBe(renderDevice('phone', 'bfa48f'));
  });

  it('answers 404 for pictures it does not have and names the store never holds', async () => {
    for (const url of [
      '/media/device/toaster/bfa48f.svg',
      '/media/device/phone/bfa48.svg',
      '/media/device/phone/zzzzzz.svg',
      '/media/device/phone/bfa48f.png',
      '/media/icon/toaster.svg',
      '/media/category/__proto__.svg',
      '/media/banner/nope.svg',
      '/media/brand/%3Cscript%3E.svg',
      '/media/brand/UPPER.svg',
      '/media/device/phone',
      '/media/',
      '/media/%2e%2e/package.json',
      '/media/device/..%2F..%2F..%2Fpackage.json',
      '/media/.hidden.svg',
      '/media/device/phone/bfa48f.svg.1-abc.tmp',
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json(), url).toMatchObject({ code: 404, data: null });
      expect(res.body).not.toContain('<script');
    }
  });
});

describe('MEDIA_DIR', () => {
  it('is the folder media beside the SQLite file unless set', () => {
    expect(loadConfig({ SQLITE_PATH: '/srv/shop/shop.sqlite' }).MEDIA_DIR).toBe('/srv/shop/media');
    expect(loadConfig({}).MEDIA_DIR).toBe(resolve(import.meta.dirname, '../../../data/media'));
    expect(loadConfig({ SQLITE_PATH: ':memory:' }).MEDIA_DIR).toBe(join(tmpdir(), 'shop-media'));
    expect(loadConfig({ MEDIA_DIR: 'pictures' }).MEDIA_DIR).toBe(resolve('pictures'));
  });
});
