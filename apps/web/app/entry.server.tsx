import { pipeline } from 'node:stream';
import { createReadableStreamFromReadable } from '@react-router/node';
import { isbot } from 'isbot';
import type { RenderToPipeableStreamOptions } from 'react-dom/server';
import { renderToPipeableStream } from 'react-dom/server';
import type { AppLoadContext, EntryContext } from 'react-router';
import { ServerRouter } from 'react-router';
import { lowPriorityModulePreloads } from '#web/lib/low-priority-scripts.server.ts';
import { NonceContext } from '#web/lib/nonce.ts';
import { pageBody } from '#web/lib/page-body.server.ts';

export const streamTimeout = 5_000;

/**
 * Like React Router's default Node entry, plus the page's CSP nonce: the API sends `script-src 'self' 'nonce-…'`,
 * so every inline script React and React Router stream (hydration data, route modules, Suspense boundaries) must
 * carry it or the browser refuses to run it.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const nonce = loadContext.cspNonce;

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get('user-agent');
    // Crawlers get the complete document in one piece; people get the shell as soon as it is ready.
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? 'onAllReady' : 'onShellReady';

    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(
      () => abort(),
      streamTimeout + 1000,
    );

    const { pipe, abort } = renderToPipeableStream(
      <NonceContext.Provider value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceContext.Provider>,
      {
        nonce,
        [readyOption]() {
          shellRendered = true;
          const stopTimer = () => {
            clearTimeout(timeoutId);
            timeoutId = undefined;
          };
          const body = pageBody({
            onAbandoned: () => {
              stopTimer();
              abort();
            },
            onFinished: stopTimer,
          });
          responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
          const rewrite = lowPriorityModulePreloads();
          // pipeline: a failure on either side ends the response instead of leaving it open.
          pipeline(rewrite, body, () => {});
          pipe(rewrite);
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Errors before the shell reject above and React Router logs them; later ones would vanish otherwise.
          if (shellRendered) console.error(error);
        },
      },
    );
  });
}
