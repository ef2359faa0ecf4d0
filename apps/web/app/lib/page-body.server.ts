import { PassThrough } from 'node:stream';

/**
 * The stream a page's HTML is written into, which React Router's Node adapter turns into the response body.
 *
 * A shopper who leaves before the page has arrived (a reload, a closed tab) cancels that response. The adapter
 * (`createReadableStreamFromReadable`) then destroys this stream with the reason and stops listening for its errors
 * before the error is emitted. While React is still writing, the pipeline into this stream listens; once React has
 * written the whole page but the shopper has not read it all, nothing does, and the reason would be thrown as an
 * uncaught 'error' event that ends the server. `onAbandoned` is told instead (nobody reads the page any more: stop
 * rendering it if it still is), and `onFinished` when the whole page has been written.
 */
export function pageBody({
  onAbandoned,
  onFinished,
}: {
  onAbandoned: () => void;
  onFinished: () => void;
}): PassThrough {
  const body = new PassThrough({
    final(callback) {
      onFinished();
      callback();
    },
  });
  body.on('error', onAbandoned);
  return body;
}
