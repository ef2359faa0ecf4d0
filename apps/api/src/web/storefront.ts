import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pipeline, Readable } from 'node:stream';
import { pathToFileURL } from 'node:url';
import { constants, createBrotliCompress, createGzip } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest, InjectOptions } from 'fastify';
import { createRequestHandler, type ServerBuild } from 'react-router';
import { HEADER_AS_SHOPPER } from '@shop/contract/headers';
import { INTERNAL_CALL_HEADER } from '#app/http/internal-calls';
import { publicOrigin } from '#app/http/origin';
import { ensureDevice } from '#app/http/device';
import { cardGatewayFrameOrigin } from '#app/modules/payments/card-gateways';
import { pageContentSecurityPolicy } from '#app/plugins/security';

/**
 * Serves the React Router production build from the same process: static assets from build/client, every other
 * non-API request through React Router's request handler. Loaders reach the API in-process through app.inject
 * (the storefront's `apiFetch`), so a page render costs no network hop.
 */
export function storefront(buildDir: string) {
  return async function storefrontPlugin(app: FastifyInstance) {
    const serverEntry = join(buildDir, 'server/index.js');
    if (!existsSync(serverEntry)) {
      throw new Error(`The storefront build is missing (${serverEntry}). Run "npm run build" first.`);
    }
    const build = (await import(pathToFileURL(serverEntry).href)) as ServerBuild;
    const handle = createRequestHandler(build, 'production');
    // The online-payment page may frame the configured card gateway's pages, and nothing else from elsewhere.
    const gatewayOrigin = cardGatewayFrameOrigin(app.deps.config);
    const frameOrigins = gatewayOrigin ? [gatewayOrigin] : [];
    const widgetUrl = app.deps.config.LOYALTY_WIDGET_URL;
    const policy = {
      frameOrigins,
      widgetOrigins: widgetUrl ? [new URL(widgetUrl).origin] : [],
    };

    await app.register(fastifyStatic, {
      root: join(buildDir, 'client'),
      wildcard: false,
      index: false,
      // The build writes .br and .gz beside each text asset (apps/web/vite.config.ts): sent as they are.
      preCompressed: true,
      setHeaders(res, path) {
        const immutable = path.includes(`${join(buildDir, 'client', 'assets')}`);
        res.header(
          'cache-control',
          immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
        );
      },
    });

    // Page requests carry form bodies or nothing; leave them unparsed for React Router to read.
    app.register(async (pages) => {
      pages.removeAllContentTypeParsers();
      pages.addContentTypeParser('*', (_request, _payload, done) => done(null));
      pages.route({
        method: ['GET', 'POST'],
        url: '/*',
        config: { maintenanceExempt: true },
        handler: (request, reply) => renderPage(app, handle, policy, request, reply),
      });
    });
  };
}

async function renderPage(
  app: FastifyInstance,
  handle: ReturnType<typeof createRequestHandler>,
  policy: { frameOrigins: readonly string[]; widgetOrigins: readonly string[] },
  request: FastifyRequest,
  reply: FastifyReply,
) {
  if (request.url.startsWith('/api/') || request.url === '/api') return reply.callNotFound();
  // A build file that is not there (an old chunk a page open since the last deploy asks for) is a 404, not a page:
  // unknown page paths lead home, which would answer a script request with HTML and render a page for nothing.
  if (request.url.startsWith('/assets/')) return reply.callNotFound();
  // A browser's first page gives it its device cookie, which its API calls are then counted by.
  ensureDevice(request, reply);
  const nonce = randomBytes(16).toString('base64');
  const controller = new AbortController();
  reply.raw.on('close', () => controller.abort());

  const headers = new Headers();
  for (const [key, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    for (const v of Array.isArray(value) ? value : [value]) headers.append(key, v);
  }
  // Pages see the shop's public origin, so canonical links and share addresses name it plus the page path whatever
  // host the request reached. An absolute-form request target ("GET http://elsewhere/ HTTP/1.1") is not a page.
  if (!request.url.startsWith('/')) return reply.callNotFound();
  const url = new URL(`${publicOrigin(app.deps.config)}${request.url}`);
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
  const webRequest = new Request(url, {
    method: request.method,
    headers,
    signal: controller.signal,
    ...(hasBody ? { body: Readable.toWeb(request.raw) as ReadableStream, duplex: 'half' } : {}),
  } as RequestInit);

  const response = await handle(webRequest, {
    cspNonce: nonce,
    apiFetch: (path: string, init?: RequestInit) => injectFetch(app, request.ip, path, init),
  });

  reply.status(response.status);
  reply.header(
    'content-security-policy',
    pageContentSecurityPolicy(nonce, policy.frameOrigins, policy.widgetOrigins),
  );
  for (const [key, value] of response.headers) {
    if (key === 'set-cookie') continue;
    reply.header(key, value);
  }
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) reply.header('set-cookie', cookies);
  if (!response.body) return reply.send();
  const body = Readable.fromWeb(response.body as never);
  const encoding = pageEncoding(request.headers['accept-encoding'], response.headers.get('content-type'));
  if (!encoding) return reply.send(body);
  reply.header('content-encoding', encoding);
  const vary = reply.getHeader('vary');
  reply.header('vary', vary ? `${String(vary)}, accept-encoding` : 'accept-encoding');
  reply.removeHeader('content-length');
  const compressor = encoding === 'br' ? brotliForPages() : createGzip({ level: 6 });
  return reply.send(
    pipeline(body, compressor, (error) => {
      if (error && !request.raw.destroyed) request.log.warn({ error: error.message }, 'page stream failed');
    }),
  );
}

/** Pages, route data and the route manifest are text: brotli or gzip when the browser takes them. */
function pageEncoding(accepted: string | undefined, contentType: string | null): 'br' | 'gzip' | null {
  if (!accepted || !contentType || !/^(text\/|application\/(json|javascript|xml))/.test(contentType))
    return null;
  const offered = accepted
    .split(',')
    .map((part) => part.trim().split(';'))
    .filter(([, q]) => !q || !/^\s*q=0(\.0*)?\s*$/.test(q))
    .map(([name]) => name!.toLowerCase());
  if (offered.includes('br')) return 'br';
  if (offered.includes('gzip')) return 'gzip';
  return null;
}

/** Quality 5: close to the best ratio on HTML at a small share of quality 11's CPU, since pages compress per request. */
function brotliForPages() {
  return createBrotliCompress({ params: { [constants.BROTLI_PARAM_QUALITY]: 5 } });
}

/**
 * A fetch-shaped call into this same app. It carries the process's internal-call key, so the page's own API calls are
 * not counted against the shopper's limits (the page request was), unless it is marked as the shopper's own call;
 * the shopper's address is kept for the logs and the limits.
 */
async function injectFetch(
  app: FastifyInstance,
  ip: string,
  path: string,
  init: RequestInit = {},
): Promise<Response> {
  const headers: Record<string, string> = {};
  new Headers(init.headers).forEach((value, key) => {
    headers[key] = value;
  });
  // A shopper's form post is the shopper's own call (a sign-in, say): it is counted like the browser's would be.
  if (headers[HEADER_AS_SHOPPER] === undefined) headers[INTERNAL_CALL_HEADER] = app.internalCallKey;
  delete headers[HEADER_AS_SHOPPER];
  const result = await app.inject({
    method: (init.method ?? 'GET') as InjectOptions['method'],
    url: path,
    headers,
    remoteAddress: ip,
    ...(typeof init.body === 'string' ? { payload: init.body } : {}),
    // A picture a back-office form posted goes on as its bytes.
    ...(init.body instanceof Uint8Array
      ? { payload: Buffer.from(init.body.buffer, init.body.byteOffset, init.body.byteLength) }
      : {}),
  });
  const responseHeaders = new Headers();
  for (const [key, value] of Object.entries(result.headers)) {
    if (value === undefined) continue;
    for (const v of Array.isArray(value) ? value : [value]) responseHeaders.append(key, String(v));
  }
  return new Response(result.statusCode === 204 ? null : result.rawPayload, {
    status: result.statusCode,
    headers: responseHeaders,
  });
}
