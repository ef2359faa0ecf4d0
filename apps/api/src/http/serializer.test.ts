import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ReadCache } from '#app/lib/read-cache';
import { contractSerializer } from './serializer.ts';

const schema = z.object({
  code: z.number(),
  message_en: z.string(),
  data: z.object({ name: z.string() }),
});
const compile = (reads = new ReadCache({ ttlMs: 60_000 })) => {
  const serializer = contractSerializer(reads);
  const write = serializer.compiler({ schema, method: 'GET', url: '/x', httpStatus: '200' }) as (
    payload: unknown,
  ) => string | Buffer;
  return { write, sourceOf: serializer.sourceOf };
};

describe('contract serializer', () => {
  it('writes only declared fields', () => {
    const out = compile().write({ code: 200, message_en: 'OK', data: { name: 'a', secret: 'no' } });
    expect(JSON.parse(String(out))).toEqual({ code: 200, message_en: 'OK', data: { name: 'a' } });
  });

  it('writes a cached read once and sends the same bytes after', async () => {
    const reads = new ReadCache({ ttlMs: 60_000 });
    const data = await reads.read('k', async () => ({ name: 'iPhone', hidden: true }));
    const { write, sourceOf } = compile(reads);
    const first = write({ code: 200, message_en: 'OK', data });
    const second = write({ code: 200, message_en: 'OK', data });
    expect(Buffer.isBuffer(first)).toBe(true);
    expect(second).toBe(first);
    expect(sourceOf(first)).toBe(data);
    expect(JSON.parse(String(first))).toEqual({ code: 200, message_en: 'OK', data: { name: 'iPhone' } });
    // The same data under another message is written again, never answered with the wrong envelope.
    const other = write({ code: 200, message_en: 'No Products Available', data });
    expect(JSON.parse(String(other)).message_en).toBe('No Products Available');
    // An object the cache never handed out is written afresh each time.
    const plain = { name: 'plain' };
    expect(Buffer.isBuffer(write({ code: 200, message_en: 'OK', data: plain }))).toBe(false);
  });

  it("gives the cache a written answer's length as its size", async () => {
    // An answer whose undeclared field alone is larger than the whole cache: kept, since only its written bytes count.
    const reads = new ReadCache({ ttlMs: 60_000, maxBytes: 1_000 });
    const load = async () => ({ name: 'iPhone', internal: 'x'.repeat(5_000) });
    const data = await reads.read('k', load);
    const bytes = compile(reads).write({ code: 200, message_en: 'OK', data }) as Buffer;
    expect(bytes.length).toBeLessThan(100);
    await new Promise<void>((resolve) => setImmediate(resolve));
    expect(await reads.read('k', load)).toBe(data);
  });
});
