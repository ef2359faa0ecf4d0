import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest, onSendHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import fresh from 'fresh';
import { LRUCache } from 'lru-cache';
import { HEADER_PREVIEW } from '@shop/contract/headers';
import type { ReadCache } from '#app/lib/read-cache';
import { requestLanguage } from './language.ts';
import type { ContractSerializer } from './serializer.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * A public catalog read: the same answer for every caller. Its GET answers carry HTTP caching headers, and an
     * answer written from a read-cache object is sent again from its bytes while the read cache still holds it.
     */
    publicRead?: boolean;
  }
  interface FastifyInstance {
    answers: AnswerCache;
  }
  interface FastifyRequest {
    /** A public read's cache key, once its route hook has computed it; `repeated` when it was answered from it. */
    publicRead: { key: string; repeated: boolean } | null;
  }
}

interface Answer {
  /**
   * The bytes and the read-cache object they were written from, both held weakly: the serializer keeps the bytes as
   * long as the object, and the read cache keeps the object. Once the cache lets the object go the answer is dead,
   * so this store never keeps an old catalog answer alive (a soak with strong references saw RSS climb about 30 MB).
   */
  bytes: WeakRef<Buffer>;
  data: WeakRef<object>;
}

/**
 * Answers of public reads by request (`METHOD url`, and the parsed JSON body for POST), for the route hook that sends
 * them again. Only keys and weak references, bounded like the read cache.
 */
export class AnswerCache {
  private readonly answers = new LRUCache<string, Answer>({ max: 5_000 });

  constructor(private readonly reads: ReadCache) {}

  /** Answers sent again from their bytes; tests read it to tell a repeat from a fresh answer. */
  hits = 0;

  /** The bytes to send for `key`, while the read cache would still hand out the object they were written from. */
  get(key: string): Buffer | undefined {
    const answer = this.answers.get(key);
    if (!answer) return undefined;
    const data = answer.data.deref();
    const bytes = answer.bytes.deref();
    if (!data || !bytes || !this.reads.isCurrent(data)) {
      this.answers.delete(key);
      return undefined;
    }
    return bytes;
  }

  remember(key: string, bytes: Buffer, data: object): void {
    this.answers.set(key, { bytes: new WeakRef(bytes), data: new WeakRef(data) });
  }

  clear(): void {
    this.answers.clear();
  }
}

const JSON_TYPE = 'application/json; charset=utf-8';
/** A shared cache keeps one answer per preview state and per language (Arabic catalog text, message_ar). */
const VARY = `${HEADER_PREVIEW}, Accept-Language`;

/**
 * Public reads through the one request pipeline (ADR 0021). Every request meets the same hooks first — request id,
 * security headers, rate limit, token look-up, maintenance — and only then a public read's own route hook, which sends
 * a repeated request's answer from the bytes it was written as: no body validation, no handler, no serialising. A GET
 * waits in `onRequest` (nothing to parse); a POST (search, autocomplete, by-subcategory) in `preValidation`, keyed by
 * its parsed body, so a body Fastify refuses never reaches it.
 *
 * GET answers also carry `Cache-Control` (`public`, the read cache's TTL, and stale-while-revalidate for twice that,
 * as the read cache itself serves), a strong `ETag`, and `Vary` on the preview header (a preview is answered during
 * maintenance, when everyone else gets the 503) and on Accept-Language (catalog text comes in the shopper's
 * language); a matching `If-None-Match` gets 304 with no body. A CDN or reverse
 * proxy in front can thus answer repeats itself.
 */
export const publicReadsPlugin = fp(async function publicReadsPlugin(
  app: FastifyInstance,
  { sourceOf }: Pick<ContractSerializer, 'sourceOf'>,
) {
  const answers = new AnswerCache(app.deps.reads);
  app.decorate('answers', answers);
  app.decorateRequest('publicRead', null);
  const seconds = Math.floor(app.deps.config.CATALOG_CACHE_MS / 1000);
  const cacheControl =
    seconds > 0 ? `public, max-age=${seconds}, stale-while-revalidate=${seconds * 2}` : 'public, no-cache';
  /** Strong validators of answer bytes, computed once per memoised Buffer (a string answer is hashed each time). */
  const etags = new WeakMap<Buffer, string>();
  const etagOf = (payload: Buffer | string): string => {
    const known = Buffer.isBuffer(payload) ? etags.get(payload) : undefined;
    if (known) return known;
    const tag = `"${createHash('sha1').update(payload).digest('base64url')}"`;
    if (Buffer.isBuffer(payload)) etags.set(payload, tag);
    return tag;
  };

  function sendKnown(request: FastifyRequest, reply: FastifyReply, key: string): void {
    const bytes = answers.get(key);
    request.publicRead = { key, repeated: bytes !== undefined };
    if (!bytes) return;
    answers.hits += 1;
    void reply.code(200).type(JSON_TYPE).send(bytes);
  }

  // Answers carry catalog text in the request's language (migration 0034): the language is part of every key.
  const answerGet = (request: FastifyRequest, reply: FastifyReply, done: () => void) => {
    sendKnown(request, reply, `${request.method} ${request.url} ${requestLanguage(request)}`);
    if (!reply.sent) done();
  };
  const answerPost = (request: FastifyRequest, reply: FastifyReply, done: () => void) => {
    sendKnown(
      request,
      reply,
      `POST ${request.url} ${requestLanguage(request)}\n${JSON.stringify(request.body)}`,
    );
    if (!reply.sent) done();
  };

  const remember: onSendHookHandler = (request, reply, payload, done) => {
    const read = request.publicRead;
    if (reply.statusCode !== 200 || !read || read.repeated || !Buffer.isBuffer(payload))
      return done(null, payload);
    const data = sourceOf(payload);
    if (data) answers.remember(read.key, payload, data);
    done(null, payload);
  };

  const httpCaching: onSendHookHandler = (request, reply, payload, done) => {
    if (reply.statusCode !== 200 || !(typeof payload === 'string' || Buffer.isBuffer(payload)))
      return done(null, payload);
    const etag = etagOf(payload);
    reply.header('cache-control', cacheControl).header('vary', VARY).header('etag', etag);
    if (fresh(request.headers, { etag })) {
      reply.code(304).removeHeader('content-type').removeHeader('content-length');
      return done(null, null);
    }
    done(null, payload);
  };

  app.addHook('onRoute', (route) => {
    if (!route.config?.publicRead) return;
    const methods = [route.method].flat();
    const add = (existing: unknown, hook: unknown) =>
      [...(existing === undefined ? [] : Array.isArray(existing) ? existing : [existing]), hook] as never;
    if (methods.includes('GET') || methods.includes('HEAD')) {
      route.onRequest = add(route.onRequest, answerGet);
      route.onSend = add(route.onSend, remember);
      route.onSend = add(route.onSend, httpCaching);
    } else if (methods.includes('POST')) {
      route.preValidation = add(route.preValidation, answerPost);
      route.onSend = add(route.onSend, remember);
    }
  });
  app.addHook('preClose', (done) => {
    answers.clear();
    done();
  });
});
