import { request } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { setupShopServer } from './support/shop-server.ts';

/**
 * On a slow mobile link the bytes are the page load. Pages are compressed per request, the build's assets are sent
 * as the .br/.gz files written beside them, and a client that asks for neither gets plain bytes.
 */
const shop = setupShopServer();

/** A raw GET (fetch would decode the body and hide what was on the wire). */
function get(path: string, acceptEncoding?: string) {
  return new Promise<{
    status: number;
    headers: Record<string, string | string[] | undefined>;
    body: Buffer;
  }>((resolve, reject) => {
    const req = request(
      `${shop.url}${path}`,
      { headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
        );
      },
    );
    req.on('error', reject);
    req.end();
  });
}

describe('compression', () => {
  it('compresses pages with brotli or gzip, whichever the browser takes, and varies on it', async () => {
    const plain = await get('/');
    expect(plain.headers['content-encoding']).toBeUndefined();
    const html = plain.body.toString();
    expect(html).toContain('</html>');

    const br = await get('/', 'gzip, deflate, br, zstd');
    expect(br.status).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(br.body.length).toBeLessThan(html.length / 3);
    expect(brotliDecompressSync(br.body).toString()).toContain('</html>');

    const gz = await get('/', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).toString()).toContain('</html>');

    // q=0 means "not this one".
    expect((await get('/', 'br;q=0, gzip')).headers['content-encoding']).toBe('gzip');
  });

  it('answers 404 for a build file that is not there, not the home page', async () => {
    for (const path of ['/assets/framework-0ld0ld.js', '/assets/shell-0ld0ld.css']) {
      const missing = await get(path, 'gzip, deflate, br');
      expect(missing.status).toBe(404);
      expect(missing.headers['cache-control'] ?? '').not.toContain('immutable');
      expect(missing.headers['content-type']).not.toContain('text/html');
      expect(JSON.parse(missing.body.toString())).toMatchObject({ code: 404, data: null });
    }
  });

  it("sends the build's scripts and stylesheets precompressed, with their own content type", async () => {
    const html = (await get('/')).body.toString();
    const script = /\/assets\/framework-[\w-]+\.js/.exec(html)?.[0];
    const stylesheet = /\/assets\/shell-[\w-]+\.css/.exec(html)?.[0];
    expect(script).toBeTruthy();
    expect(stylesheet).toBeTruthy();
    for (const path of [script!, stylesheet!]) {
      const plain = await get(path);
      const br = await get(path, 'gzip, deflate, br');
      const gz = await get(path, 'gzip');
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(br.headers['content-encoding']).toBe('br');
      expect(gz.headers['content-encoding']).toBe('gzip');
      expect(br.headers['content-type']).toBe(plain.headers['content-type']);
      expect(br.headers['cache-control']).toContain('immutable');
      expect(brotliDecompressSync(br.body).equals(plain.body)).toBe(true);
      expect(gunzipSync(gz.body).equals(plain.body)).toBe(true);
    }
  });
});
