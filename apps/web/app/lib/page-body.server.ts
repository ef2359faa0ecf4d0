import { PassThrough } from 'node:stream';

/**
 * The stream a page's HTML is written into, which React Router's Node adapter turns into the response body.
 *
 * A shopper who leaves mid-page (a reload, a closed tab) cancels that response. The adapter
 * (`createReadableStreamFromReadable`) then destroys this stream with the reason and stops listening for its errors
 * before the error is emitted, so without a listener of our own the reason would be thrown as an uncaught 'error'
 * event and end the server. `onAbandoned` is told instead (nobody reads the page any more: stop rendering it), and
 * `onFinished` when the whole page has been written.
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
