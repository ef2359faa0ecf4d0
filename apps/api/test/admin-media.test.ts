import { existsSync, mkdtempSync, readdirSync, rmSync, unlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HEADER_CSRF, STAFF_COOKIE, staffMessages, type StaffRole } from '@shop/contract/admin';
import { MAX_UPLOAD_BYTES, mediaMessages } from '@shop/contract/admin-media';
import { uploadedPicture, variantAddress } from '@shop/contract/picture-sources';
import { makePhoto } from './support/photo.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';
import { signedInStaff } from './support/staff.ts';

/**
 * Picture uploads in the back office: the type read from the bytes, the byte and pixel limits, roles and CSRF, the
 * WebP and AVIF variants made after the answer, their cache header, and files cleaned up on replace and remove.
 */
const dir = mkdtempSync(join(tmpdir(), 'shop-admin-media-'));
let t: TestApp;

interface Signed {
  cookie: string;
  csrf: string;
}

beforeAll(async () => {
  t = await createTestApp({ MEDIA_DIR: dir, AUTH_RATE_LIMIT_MAX: '100000' });
});
afterAll(async () => {
  await t?.close();
  rmSync(dir, { recursive: true, force: true });
});

const db = () => t.runtime.deps.db;

/** A member made by the operator command, with a password set from their link, signed in. */
const member = (email: string, role: StaffRole): Promise<Signed> => signedInStaff(t, role, email);

function call(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  who: Partial<Signed> | null,
  body?: Buffer | object,
  contentType = 'image/jpeg',
) {
  return t.app.inject({
    method,
    url,
    headers: {
      ...(who?.cookie ? { cookie: `${STAFF_COOKIE}=${who.cookie}` } : {}),
      ...(who?.csrf ? { [HEADER_CSRF]: who.csrf } : {}),
      ...(Buffer.isBuffer(body) ? { 'content-type': contentType } : {}),
    },
    ...(body ? { payload: body as never } : {}),
  });
}

const photo = makePhoto;

const filesOf = (hash: string) => {
  const folder = join(dir, 'up', hash);
  return existsSync(folder) ? readdirSync(folder).sort() : [];
};

let owner: Signed;
let manager: Signed;
let support: Signed;
let productId: number;

beforeAll(async () => {
  owner = await member('owner@example.com', 'owner');
  manager = await member('manager@example.com', 'manager');
  support = await member('support@example.com', 'support');
  productId = (await db().selectFrom('products').select('id').orderBy('id').executeTakeFirstOrThrow()).id;
});

const picturesUrl = () => `/api/admin/media/products/${productId}/pictures`;

describe('what may be uploaded', () => {
  it('refuses a text file named .jpg and an SVG, whatever the content type says (415)', async () => {
    const text = Buffer.from('this is not a picture, just words in a file called photo.jpg\n');
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>1</script></svg>',
    );
    for (const [body, type] of [
      [text, 'image/jpeg'],
      [svg, 'image/svg+xml'],
      [svg, 'image/png'],
    ] as const) {
      const res = await call('POST', picturesUrl(), manager, body, type);
      expect(res.statusCode, res.body).toBe(415);
      expect(res.json().message_en).toBe(mediaMessages.wrongType);
    }
  });

  it('takes a PNG sent as image/jpeg as the PNG it is', async () => {
    const res = await call('POST', picturesUrl(), manager, await photo(400, 300, 'png'), 'image/jpeg');
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data.pictures.at(-1).image).toMatch(/^\/media\/up\/[a-f0-9]{24}\/400x300\.png$/);
  });

  it('refuses an empty or damaged file (400)', async () => {
    const empty = await call('POST', picturesUrl(), manager, Buffer.alloc(0));
    expect(empty.statusCode, empty.body).toBe(400);
    const cut = (await photo(400, 300)).subarray(0, 200);
    const damaged = await call('POST', picturesUrl(), manager, Buffer.concat([cut, Buffer.alloc(50)]));
    expect(damaged.statusCode, damaged.body).toBe(400);
    expect(damaged.json().message_en).toBe(mediaMessages.unreadable);
  });

  it('refuses more than 15 MB (413) before reading it', async () => {
    const big = Buffer.alloc(MAX_UPLOAD_BYTES + 1, 0);
    big.set([0xff, 0xd8, 0xff], 0);
    const res = await call('POST', picturesUrl(), manager, big);
    expect(res.statusCode, res.body).toBe(413);
    expect(res.json().message_en).toBe(mediaMessages.tooLarge);
  });

  it('refuses more than 40 megapixels, even in a small file (413)', async () => {
    // 8,000 x 6,000 of one colour: a few hundred kilobytes of PNG that would decode to 144 MB.
    const bomb = await sharp({ create: { width: 8000, height: 6000, channels: 3, background: '#808080' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(bomb.length).toBeLessThan(MAX_UPLOAD_BYTES);
    const res = await call('POST', picturesUrl(), manager, bomb, 'image/png');
    expect(res.statusCode, res.body).toBe(413);
    expect(res.json().message_en).toBe(mediaMessages.tooManyPixels);
  });
});

describe('who may upload', () => {
  it('needs a session, the CSRF token, and the owner or manager role', async () => {
    const body = await photo(320, 240);
    expect((await call('POST', picturesUrl(), null, body)).statusCode).toBe(401);
    const noCsrf = await call('POST', picturesUrl(), { cookie: manager.cookie }, body);
    expect(noCsrf.statusCode).toBe(403);
    expect(noCsrf.json().message_en).toBe(staffMessages.csrf);
    const bySupport = await call('POST', picturesUrl(), support, body);
    expect(bySupport.statusCode).toBe(403);
    expect(bySupport.json().message_en).toMatch(/^Only an owner or a manager can do this/);
    expect((await call('PUT', `/api/admin/media/brands/1`, support, body)).statusCode).toBe(403);
    // Support may look.
    expect((await call('GET', `/api/admin/media/products/${productId}`, support)).statusCode).toBe(200);
    expect((await call('POST', picturesUrl(), owner, body)).statusCode).toBe(201);
  });
});

describe('variants', () => {
  let image = '';

  it('answers with the re-encoded original at once, then writes WebP and AVIF at each width up to the original', async () => {
    const res = await call('POST', picturesUrl(), manager, await photo(1000, 750, 'jpeg', true));
    expect(res.statusCode, res.body).toBe(201);
    image = res.json().data.pictures.at(-1).image;
    const picture = uploadedPicture(image)!;
    expect(picture).toMatchObject({ width: 1000, height: 750, format: 'jpg' });

    await t.app.media.jobs.idle();
    const state = await call('GET', `/api/admin/media/uploads/${picture.hash}`, manager);
    expect(state.json().data.ready).toBe(true);
    const widths = [320, 640, 960, 1000];
    expect(filesOf(picture.hash)).toEqual(
      ['1000x750.jpg', ...widths.flatMap((w) => [`${w}.avif`, `${w}.webp`])].sort(),
    );
    for (const w of widths) {
      for (const format of ['webp', 'avif'] as const) {
        const served = await t.app.inject({ url: variantAddress(picture.hash, w, format) });
        expect(served.statusCode).toBe(200);
        expect(served.headers['content-type']).toBe(`image/${format}`);
        expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
        const meta = await sharp(served.rawPayload).metadata();
        expect(meta.width).toBe(w);
        expect(meta.height).toBe(Math.round((w * 750) / 1000));
        expect(meta.format).toBe(format === 'webp' ? 'webp' : 'heif');
      }
    }
    const original = await t.app.inject({ url: image });
    expect(original.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    // The camera's EXIF does not reach visitors.
    expect((await sharp(original.rawPayload).metadata()).exif).toBeUndefined();
  });

  it('stands the original in for a variant not written yet, without caching the stand-in', async () => {
    const picture = uploadedPicture(image)!;
    unlinkSync(join(dir, 'up', picture.hash, '640.avif'));
    const res = await t.app.inject({ url: variantAddress(picture.hash, 640, 'avif') });
    expect(res.statusCode).toBe(307);
    expect(res.headers.location).toBe(image);
    expect(res.headers['cache-control']).toBe('no-store');
    expect((await t.app.inject({ url: '/media/up/0123456789abcdef01234567/640.webp' })).statusCode).toBe(404);
  });

  it('stores the same bytes once', async () => {
    const again = await call('POST', picturesUrl(), manager, (await t.app.inject({ url: image })).rawPayload);
    expect(again.statusCode).toBe(201);
    const count = await db().selectFrom('media_uploads').select('hash').execute();
    expect(new Set(count.map((c) => c.hash)).size).toBe(count.length);
  });
});

describe('order, replace and remove', () => {
  it('orders the pictures; the first becomes the card picture', async () => {
    const current = (await call('GET', `/api/admin/media/products/${productId}`, manager)).json().data;
    const ids: number[] = current.pictures.map((p: { id: number }) => p.id);
    const reversed = [...ids].reverse();
    const res = await call('PUT', `/api/admin/media/products/${productId}/order`, manager, { ids: reversed });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.pictures.map((p: { id: number }) => p.id)).toEqual(reversed);
    const product = await db()
      .selectFrom('products')
      .select('image')
      .where('id', '=', productId)
      .executeTakeFirstOrThrow();
    expect(product.image).toBe(res.json().data.pictures[0].image);
    const wrong = await call('PUT', `/api/admin/media/products/${productId}/order`, manager, {
      ids: ids.slice(1),
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message_en).toBe(mediaMessages.orderMismatch);
    const audit = await db()
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'product_picture.order')
      .execute();
    expect(audit).toHaveLength(1);
  });

  it('replaces a picture and removes the old files once nothing shows them', async () => {
    const added = await call('POST', picturesUrl(), manager, await photo(700, 700));
    const picture = added.json().data.pictures.at(-1);
    const oldHash = uploadedPicture(picture.image)!.hash;
    await t.app.media.jobs.idle();
    expect(filesOf(oldHash).length).toBeGreaterThan(1);

    const replaced = await call(
      'PUT',
      `/api/admin/media/pictures/${picture.id}`,
      manager,
      await photo(640, 480, 'webp'),
    );
    expect(replaced.statusCode, replaced.body).toBe(200);
    const now = replaced.json().data.pictures.find((p: { id: number }) => p.id === picture.id);
    expect(now.image).toMatch(/\/640x480\.webp$/);
    expect(filesOf(oldHash)).toEqual([]);
    expect(await db().selectFrom('media_uploads').where('hash', '=', oldHash).select('id').execute()).toEqual(
      [],
    );
    await t.app.media.jobs.idle();
    expect(filesOf(uploadedPicture(now.image)!.hash)).toHaveLength(1 + 2 * 2);

    const removed = await call('DELETE', `/api/admin/media/pictures/${picture.id}`, manager);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json().data.pictures.map((p: { id: number }) => p.id)).not.toContain(picture.id);
    expect(filesOf(uploadedPicture(now.image)!.hash)).toEqual([]);
    const actions = await db()
      .selectFrom('audit_log')
      .select(['action', 'before', 'after'])
      .where('entity_type', '=', 'product_picture')
      .where('entity_id', '=', String(picture.id))
      .orderBy('id')
      .execute();
    expect(actions.map((a) => a.action)).toEqual([
      'product_picture.create',
      'product_picture.replace',
      'product_picture.delete',
    ]);
    expect(JSON.parse(actions[1]!.before!).image).toBe(picture.image);
  });

  it('keeps at least one picture per product (409)', async () => {
    const other = (
      await db()
        .selectFrom('products')
        .select('id')
        .where('id', '!=', productId)
        .orderBy('id')
        .executeTakeFirstOrThrow()
    ).id;
    const added = await call(
      'POST',
      `/api/admin/media/products/${other}/pictures`,
      manager,
      await photo(330, 330),
    );
    const pictures: { id: number }[] = added.json().data.pictures;
    for (const p of pictures.slice(0, -1)) {
      expect((await call('DELETE', `/api/admin/media/pictures/${p.id}`, manager)).statusCode).toBe(200);
    }
    const last = await call('DELETE', `/api/admin/media/pictures/${pictures.at(-1)!.id}`, manager);
    expect(last.statusCode).toBe(409);
    expect(last.json().message_en).toBe(mediaMessages.lastPicture);
  });

  it("sets a variant's, a category's and a brand's picture", async () => {
    const variant = await db()
      .selectFrom('product_variants')
      .select(['id', 'image'])
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const v = await call('PUT', `/api/admin/media/variants/${variant.id}`, manager, await photo(500, 500));
    expect(v.statusCode, v.body).toBe(200);
    const after = await db()
      .selectFrom('product_variants')
      .select('image')
      .where('id', '=', variant.id)
      .executeTakeFirstOrThrow();
    expect(after.image).toMatch(/\/500x500\.jpg$/);

    const brand = await db().selectFrom('brands').select('id').orderBy('id').executeTakeFirstOrThrow();
    const b = await call('PUT', `/api/admin/media/brands/${brand.id}`, owner, await photo(600, 300, 'png'));
    expect(b.statusCode, b.body).toBe(200);
    const listed = b.json().data.brands.find((x: { id: number }) => x.id === brand.id);
    expect(listed).toMatchObject({ width: 600, height: 300 });
    const category = await db().selectFrom('categories').select('id').orderBy('id').executeTakeFirstOrThrow();
    const c = await call('PUT', `/api/admin/media/categories/${category.id}`, manager, await photo(800, 600));
    expect(c.statusCode, c.body).toBe(200);
    expect(
      (await call('PUT', `/api/admin/media/categories/999999`, manager, await photo(100, 100))).statusCode,
    ).toBe(404);
    const audit = await db()
      .selectFrom('audit_log')
      .select('action')
      .where('action', 'in', ['brand.picture', 'category.picture', 'product_variant.picture'])
      .execute();
    expect(audit).toHaveLength(3);
    await t.app.media.jobs.idle();
  });
});
