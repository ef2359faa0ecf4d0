import {
  createServer,
  type IncomingMessage,
  type Server,
  type ServerOptions,
  type ServerResponse,
} from 'node:http';
import { Readable } from 'node:stream';
import type { FastifyBaseLogger, FastifyServerOptions } from 'fastify';
import type { Kysely } from 'kysely';
import { LRUCache } from 'lru-cache';
import type { Database } from '#app/db/schema';
import { isCurrentRead } from '#app/lib/read-cache';
import { onSessionsEnded } from '#app/modules/auth/session-events';
import { bearerToken, hashToken } from '#app/modules/auth/token.service';
import { knownMaintenance } from '#app/modules/site/site.service';
import { apiAnswerHeaders } from '#app/plugins/security';
import { requestId } from './request-id.ts';
import { clientAddress, isHttps, requestHost, type TrustedProxy } from './trust-proxy.ts';

/**
 * The hot-read lane (ADR 0016): a public catalog answer that the read cache still holds is sent again from the bytes
 * it was written as, straight from node:http, without going through Fastify's routing, hooks, body parsing and
 * validation. A cached read cost the server 55-85 µs of CPU through Fastify against 23-28 µs for a bare server
 * sending the same bytes; the lane does what those steps would do for such a request, and nothing more:
 *
 * - it answers only a request it has seen answered before: the same method, address, content type and JSON body, whose
 *   answer was a 200 written from a read-cache object (routes opt in with `config.hotRead`), and only while
 *   `isCurrentRead` says that object is still what the cache would hand out: it never serves what the read cache
 *   would not (a route that checks something uncached first, such as by-subcategory's sub-category, is as stale as
 *   its cached answer, which is what other instances already accept for the TTL);
 * - the rate limit counts the request in the same store (in-process or Redis) and the same headers go out; a client
 *   over its limit goes through Fastify for the 429;
 * - maintenance: only while the shop is known to be open; otherwise Fastify answers (the 700, or the preview);
 * - a bearer token: only one this process accepted within the last minute, forgotten whenever sessions end in this
 *   process. These answers are public, so a token revoked elsewhere (or expiring) in that minute reads nothing it
 *   could not read without it; an unknown token goes through Fastify for its look-up and 401;
 * - the request id, the security headers, and one access-log line at info where Fastify writes two.
 *
 * Anything else, or any doubt, is handed to Fastify unchanged (a POST body the lane read is replayed to it).
 */

/** What the rate-limit plugin's `createRateLimit()` returns, as much of it as the lane uses. */
export type RateLimiter = (request: {
  ip: string | undefined;
  url: string;
  routeOptions: { config: object };
}) => Promise<{
  isAllowed: boolean;
  max?: number;
  remaining?: number;
  ttlInSeconds?: number;
  isExceeded?: boolean;
}>;

export interface HotReadSetup {
  db: Kysely<Database>;
  /** TRUST_PROXY's trust function, as Fastify applies it to request.ip and request.protocol. */
  trustedProxy: TrustedProxy;
  limit: RateLimiter;
  log: FastifyBaseLogger;
}

interface Answer {
  /**
   * The bytes and the read-cache object they were written from, both held weakly: the serializer keeps the bytes
   * exactly as long as the object, and the read cache keeps the object. Once the cache lets it go the answer is dead,
   * and the lane holds neither old catalog objects nor their bytes (a ten-minute soak with strong bytes saw RSS climb
   * about 30 MB towards the lane's own bound).
   */
  bytes: WeakRef<Buffer>;
  data: WeakRef<object>;
}

const BODY = Symbol('shop.hotReadBody');
const KEY = Symbol('shop.hotReadKey');
type LaneRequest = IncomingMessage & { [BODY]?: Buffer; [KEY]?: string };

/** Search and autocomplete bodies are a few hundred bytes; anything larger is not worth reading twice. */
const MAX_BODY = 4096;
/** How long a token this process accepted stays good for public reads without a fresh look-up. */
const TOKEN_TRUST_MS = 60_000;
const CONTENT_TYPE = 'application/json; charset=utf-8';
const JSON_TYPE = /^application\/json\s*(;|$)/i;

export class HotReads {
  /** Answers by `METHOD url\ncontent type\nbody`: only keys and weak references, as many as the read cache holds. */
  private readonly answers = new LRUCache<string, Answer>({ max: 5_000 });
  /** SHA-256 of tokens this process accepted, with the time until which the lane may trust them. */
  private readonly tokens = new LRUCache<string, number>({ max: 50_000 });
  /** Paths of POST routes that opted in: only their bodies are read ahead. */
  private readonly postPaths = new Set<string>();
  private setup: HotReadSetup | undefined;
  private closed = false;
  private readonly unsubscribe = onSessionsEnded(() => this.tokens.clear());
  /** Fastify logs each request at info (two lines); the lane writes one line then. Read once, at start. */
  private logAccess = false;
  /** Answers the lane sent (tests read it to tell the lane from Fastify). */
  served = 0;

  /**
   * An http server whose requests meet the lane first, and Fastify (`handler`) for everything the lane leaves. Given
   * as Fastify's serverFactory, it applies the server settings Fastify applies to a server it makes itself (a factory
   * skips them: keep-alive would fall to Node's 5 s, shorter than a proxy's idle timeout).
   */
  server(
    handler: (req: IncomingMessage, res: ServerResponse) => void,
    options: FastifyServerOptions,
  ): Server {
    const server = createServer((options as { http?: ServerOptions }).http ?? {}, (req, res) => {
      if (!this.take(req as LaneRequest, res, handler)) handler(req, res);
    });
    if (options.keepAliveTimeout !== undefined) server.keepAliveTimeout = options.keepAliveTimeout;
    if (options.requestTimeout !== undefined) server.requestTimeout = options.requestTimeout;
    if (options.connectionTimeout !== undefined) server.setTimeout(options.connectionTimeout);
    if (options.maxRequestsPerSocket && options.maxRequestsPerSocket > 0)
      server.maxRequestsPerSocket = options.maxRequestsPerSocket;
    return server;
  }

  start(setup: HotReadSetup): void {
    this.setup = setup;
    this.logAccess = ['trace', 'debug', 'info'].includes(setup.log.level);
  }

  /** From the app's preClose: while Fastify drains, every request is its own. */
  close(): void {
    this.closed = true;
    this.answers.clear();
    this.tokens.clear();
    this.unsubscribe();
  }

  acceptsBodyFor(path: string): void {
    this.postPaths.add(path);
  }

  /** The auth plugin resolved this token to a live session. */
  trustToken(token: string): void {
    this.tokens.set(hashToken(token), Date.now() + TOKEN_TRUST_MS);
  }

  /** Called for a 200 that a hot-read route wrote from a read-cache object: the same request may now take the lane. */
  remember(raw: IncomingMessage, bytes: Buffer, data: object): void {
    const key = (raw as LaneRequest)[KEY];
    if (key !== undefined && !this.closed)
      this.answers.set(key, { bytes: new WeakRef(bytes), data: new WeakRef(data) });
  }

  /** The POST body the lane read ahead of Fastify, as a stream for Fastify's preParsing hook (undefined otherwise). */
  replayBody(raw: IncomingMessage): (Readable & { receivedEncodedLength: number }) | undefined {
    const body = (raw as LaneRequest)[BODY];
    if (body === undefined) return undefined;
    return Object.assign(Readable.from([body]), { receivedEncodedLength: body.length });
  }

  /** True when the lane took the request (answered it, or will hand it to `handler` itself). */
  private take(
    req: LaneRequest,
    res: ServerResponse,
    handler: (req: IncomingMessage, res: ServerResponse) => void,
  ): boolean {
    if (!this.setup || this.closed) return false;
    const url = req.url ?? '';
    if (!url.startsWith('/api/')) return false;
    if (req.method === 'GET') {
      const key = `GET ${url}`;
      req[KEY] = key;
      return this.answer(req, res, key, handler);
    }
    if (req.method !== 'POST' || !this.postPaths.has(url)) return false;
    const length = Number(req.headers['content-length']);
    const type = req.headers['content-type'];
    if (
      !(length > 0 && length <= MAX_BODY) ||
      req.headers['transfer-encoding'] !== undefined ||
      type === undefined ||
      !JSON_TYPE.test(type)
    )
      return false;
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.once('end', () => {
      const body = Buffer.concat(chunks);
      req[BODY] = body;
      // The content type is part of the key: only the exact header Fastify accepted before is answered again.
      const key = `POST ${url}\n${type}\n${body.toString('latin1')}`;
      req[KEY] = key;
      if (!this.answer(req, res, key, handler)) handler(req, res);
    });
    // A client that goes away mid-body has nobody to answer; its socket is already closing.
    req.once('error', () => undefined);
    return true;
  }

  private answer(
    req: LaneRequest,
    res: ServerResponse,
    key: string,
    handler: (req: IncomingMessage, res: ServerResponse) => void,
  ): boolean {
    const setup = this.setup!;
    const answer = this.answers.get(key);
    if (!answer) return false;
    const data = answer.data.deref();
    const bytes = answer.bytes.deref();
    if (!data || !bytes || !isCurrentRead(data)) {
      this.answers.delete(key);
      return false;
    }
    const maintenance = knownMaintenance(setup.db);
    if (!maintenance || maintenance.on) return false;
    const authorization = req.headers.authorization;
    if (authorization !== undefined && !this.knownToken(authorization)) return false;
    const started = process.hrtime.bigint();
    const ip = clientAddress(req, setup.trustedProxy);
    setup
      .limit({ ip, url: req.url ?? '', routeOptions: { config: {} } })
      .then(
        (limit) => {
          // Over the limit: Fastify answers the 429 (and counts the request once more, which changes nothing for a
          // client already over it; the shop sets no ban threshold that a second count could reach early).
          if (limit.isExceeded) return handler(req, res);
          this.send(req, res, bytes, limit, started, ip);
        },
        () => handler(req, res),
      )
      .catch((error: unknown) => {
        setup.log.error({ err: error }, 'hot-read lane failed to answer');
        res.destroy();
      });
    return true;
  }

  private knownToken(authorization: string): boolean {
    const token = bearerToken(authorization);
    if (!token) return false;
    const until = this.tokens.get(hashToken(token));
    return until !== undefined && until > Date.now();
  }

  private send(
    req: LaneRequest,
    res: ServerResponse,
    bytes: Buffer,
    limit: Awaited<ReturnType<RateLimiter>>,
    started: bigint,
    ip: string | undefined,
  ): void {
    const setup = this.setup!;
    const id = requestId(req);
    const headers: Record<string, string | number> = {
      'x-request-id': id,
      ...apiAnswerHeaders(isHttps(req, setup.trustedProxy)),
    };
    // isAllowed means "on the limiter's allow list" (no headers then), not "under the limit".
    if (!limit.isAllowed) {
      headers['x-ratelimit-limit'] = limit.max ?? 0;
      headers['x-ratelimit-remaining'] = limit.remaining ?? 0;
      headers['x-ratelimit-reset'] = limit.ttlInSeconds ?? 0;
    }
    headers['content-type'] = CONTENT_TYPE;
    headers['content-length'] = bytes.length;
    res.writeHead(200, headers);
    res.end(bytes);
    this.served += 1;
    if (this.logAccess) {
      setup.log.info(
        {
          reqId: id,
          // Shaped as a Fastify request, so that the logger's request serializer writes the fields of Fastify's own
          // request line (host, client address and port) and a log search by client or host finds lane answers too.
          req: {
            method: req.method,
            url: req.url,
            headers: req.headers,
            host: requestHost(req, setup.trustedProxy),
            ip,
            socket: req.socket,
          },
          res: { statusCode: 200 },
          responseTime: Number(process.hrtime.bigint() - started) / 1e6,
          hotRead: true,
        },
        'request completed',
      );
    }
  }
}
