import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify/types/schema';
import { z } from 'zod';
import type { ReadCache } from '#app/lib/read-cache';

interface Written {
  code: unknown;
  message_en: unknown;
  message_ar: unknown;
  bytes: Buffer;
}

export interface ContractSerializer {
  compiler: FastifySerializerCompiler<z.ZodType>;
  /** The read-cache object `bytes` were written from, when they are a memoised cached answer. */
  sourceOf(bytes: unknown): object | undefined;
}

/**
 * Responses are written by fast-json-stringify compiled from the contract's zod schema (as JSON Schema), so an answer
 * can only carry the fields the contract declares, at a fraction of the cost of validating every answer with zod.
 *
 * An answer whose data came from the read cache is the same object for every shopper until the cache lets it go, so
 * its bytes are kept beside it (one copy per route schema) and sent as a Buffer: a hot product page or search is
 * written once, not once per request. Profiling showed serialising and measuring the JSON string as a quarter of a
 * cached read's CPU. The bytes live exactly as long as the cached object (WeakMap).
 */
export function contractSerializer(reads: ReadCache): ContractSerializer {
  /** The cached answer each memoised Buffer was written from: a public read is repeated only while it is current. */
  const writtenFrom = new WeakMap<Buffer, object>();

  const compiler: FastifySerializerCompiler<z.ZodType> = ({ schema }) => {
    const jsonSchema = z.toJSONSchema(schema, { target: 'draft-7', io: 'output', unrepresentable: 'any' });
    const serialize = fastJson(jsonSchema as Parameters<typeof fastJson>[0]);
    const written = new WeakMap<object, Written>();
    return ((payload: unknown) => {
      const envelope = payload as {
        code?: unknown;
        message_en?: unknown;
        message_ar?: unknown;
        data?: unknown;
      };
      const data = envelope?.data;
      if (typeof data !== 'object' || data === null || !reads.isShared(data)) return serialize(payload);
      const hit = written.get(data);
      if (
        hit &&
        hit.code === envelope.code &&
        hit.message_en === envelope.message_en &&
        hit.message_ar === envelope.message_ar
      )
        return hit.bytes;
      // Its own memory, not Buffer.from's: a small Buffer.from is a view on one of Node's shared 8 KB pool slabs, and
      // kept as long as its cache entry it keeps the whole slab alive, up to 40 MB for the read cache's 5,000 entries
      // (npm run soak: external memory climbed from 10 to 31 MB as the cache's entries turned over).
      const text = serialize(payload);
      const bytes = Buffer.allocUnsafeSlow(Buffer.byteLength(text));
      bytes.write(text);
      writtenFrom.set(bytes, data);
      reads.written(data, bytes.length);
      written.set(data, {
        code: envelope.code,
        message_en: envelope.message_en,
        message_ar: envelope.message_ar,
        bytes,
      });
      // Fastify sends a Buffer as it is (its length is known), which is what makes the cached answer cheap.
      return bytes;
    }) as unknown as (payload: unknown) => string;
  };

  return {
    compiler,
    sourceOf: (bytes) => (Buffer.isBuffer(bytes) ? writtenFrom.get(bytes) : undefined),
  };
}
