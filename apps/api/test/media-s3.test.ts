import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HEADER_CSRF, STAFF_COOKIE } from '@shop/contract/admin';
import { uploadedPicture, variantAddress } from '@shop/contract/picture-sources';
import { startFakeS3, type FakeS3 } from './support/fake-s3.ts';
import { makePhoto } from './support/photo.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';
import { signedInStaff } from './support/staff.ts';

/**
 * Uploaded pictures in an S3-compatible bucket (MEDIA_S3_BUCKET), against a local stand-in for one: the original and
 * its variants land in the bucket under the prefix, signed with the configured key; /media/ serves them from there;
 * removing the picture empties its folder; the demo's own pictures stay on disk.
 */
const dir = mkdtempSync(join(tmpdir(), 'shop-media-s3-'));
let t: TestApp;
let s3: FakeS3;
let manager: { cookie: string; csrf: string };
let productId: number;

beforeAll(async () => {
  s3 = await startFakeS3({ bucket: 'shop-pictures', accessKeyId: 'AKIATESTSHOP' });
  t = await createTestApp({
    MEDIA_DIR: dir,
    MEDIA_S3_BUCKET: 'shop-pictures',
    MEDIA_S3_ENDPOINT: s3.endpoint,
    MEDIA_S3_REGION: 'eu-central-1',
    MEDIA_S3_PREFIX: 'shop/',
    MEDIA_S3_ACCESS_KEY_ID: 'AKIATESTSHOP',
    MEDIA_S3_SECRET_ACCESS_KEY: 'test-secret',
  });
  manager = await signedInStaff(t, 'manager', 'manager@example.com');
  productId = (
    await t.runtime.deps.db.selectFrom('products').select('id').orderBy('id').executeTakeFirstOrThrow()
  ).id;
});
afterAll(async () => {
  await t?.close();
  await s3?.close();
  rmSync(dir, { recursive: true, force: true });
});

const staff = (method: 'POST' | 'DELETE', url: string, body?: Buffer) =>
  t.app.inject({
    method,
    url,
    headers: {
      cookie: `${STAFF_COOKIE}=${manager.cookie}`,
      [HEADER_CSRF]: manager.csrf,
      ...(body ? { 'content-type': 'image/jpeg' } : {}),
    },
    ...(body ? { payload: body } : {}),
  });

describe('pictures in an S3-compatible bucket', () => {
  let image = '';

  it('puts the original and every variant in the bucket, not on disk, and serves them at /media/', async () => {
    const res = await staff(
      'POST',
      `/api/admin/media/products/${productId}/pictures`,
      await makePhoto(800, 600),
    );
    expect(res.statusCode, res.body).toBe(201);
    image = res.json().data.pictures.at(-1).image;
    const picture = uploadedPicture(image)!;
    await t.app.media.jobs.idle();

    const keys = [...s3.objects.keys()].filter((k) => k.includes(picture.hash)).sort();
    const widths = [320, 640, 800];
    expect(keys).toEqual(
      [`800x600.jpg`, ...widths.flatMap((w) => [`${w}.avif`, `${w}.webp`])]
        .map((name) => `shop/up/${picture.hash}/${name}`)
        .sort(),
    );
    expect(s3.objects.get(`shop/up/${picture.hash}/640.webp`)).toMatchObject({
      contentType: 'image/webp',
      cacheControl: 'public, max-age=31536000, immutable',
    });
    expect(existsSync(join(dir, 'up', picture.hash))).toBe(false);

    const served = await t.app.inject({ url: variantAddress(picture.hash, 640, 'webp') });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await sharp(served.rawPayload).metadata()).width).toBe(640);
    expect((await t.app.inject({ url: image })).statusCode).toBe(200);
  });

  it('stands the original in for a variant the bucket does not have yet, and 404s an unknown upload', async () => {
    const picture = uploadedPicture(image)!;
    s3.objects.delete(`shop/up/${picture.hash}/320.avif`);
    const res = await t.app.inject({ url: variantAddress(picture.hash, 320, 'avif') });
    expect(res.statusCode).toBe(307);
    expect(res.headers.location).toBe(image);
    expect((await t.app.inject({ url: '/media/up/0123456789abcdef01234567/640.webp' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/media/up/0123456789abcdef01234567/10x10.jpg' })).statusCode).toBe(
      404,
    );
  });

  it('keeps the demo pictures on disk and serves them from there', async () => {
    const product = await t.runtime.deps.db
      .selectFrom('products')
      .select('image')
      .where('image', 'not like', '/media/up/%')
      .executeTakeFirstOrThrow();
    expect((await t.app.inject({ url: product.image })).statusCode).toBe(200);
    expect([...s3.objects.keys()].some((k) => !k.startsWith('shop/up/'))).toBe(false);
  });

  it('empties the picture’s folder in the bucket when the picture is removed', async () => {
    const picture = uploadedPicture(image)!;
    // A product keeps one picture at least: another one first.
    expect(
      (await staff('POST', `/api/admin/media/products/${productId}/pictures`, await makePhoto(500, 400)))
        .statusCode,
    ).toBe(201);
    await t.app.media.jobs.idle();
    const list = (
      await t.app.inject({
        url: `/api/admin/media/products/${productId}`,
        headers: { cookie: `${STAFF_COOKIE}=${manager.cookie}` },
      })
    ).json().data.pictures as Array<{ id: number; image: string }>;
    const row = list.find((p) => p.image === image)!;
    const removed = await staff('DELETE', `/api/admin/media/pictures/${row.id}`);
    expect(removed.statusCode, removed.body).toBe(200);
    expect([...s3.objects.keys()].filter((k) => k.includes(picture.hash))).toEqual([]);
    expect(
      s3.requests.filter((r) => r.startsWith('POST /shop-pictures')),
      s3.requests.slice(-5).join(', '),
    ).not.toEqual([]);
  });

  it('refuses a configuration with half a key pair, saying what to set', async () => {
    await expect(
      createTestApp({ MEDIA_DIR: dir, MEDIA_S3_BUCKET: 'shop-pictures', MEDIA_S3_ACCESS_KEY_ID: 'AKIAONLY' }),
    ).rejects.toThrow(/MEDIA_S3_ACCESS_KEY_ID and MEDIA_S3_SECRET_ACCESS_KEY go together/);
  });
});
