import { PassThrough } from 'node:stream';
import { createReadableStreamFromReadable } from '@react-router/node';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pageBody } from './page-body.server.ts';

/** What the Node adapter does when the shopper leaves mid-page: the response body is cancelled with a reason. */
async function leaveMidPage(body: PassThrough): Promise<void> {
  const reader = createReadableStreamFromReadable(body).getReader();
  body.write('<!DOCTYPE html><html><body><p>half a page');
  await reader.read();
  await reader.cancel(new Error('Premature close'));
  // The stream's 'error' event is emitted on a later tick.
  await new Promise((resolve) => setTimeout(resolve, 10));
}

describe('pageBody', () => {
  const uncaught = vi.fn();
  afterEach(() => {
    process.off('uncaughtException', uncaught);
    uncaught.mockReset();
  });

  it('tells the renderer to stop when the shopper leaves mid-page, and throws nothing', async () => {
    process.on('uncaughtException', uncaught);
    const onAbandoned = vi.fn();
    const onFinished = vi.fn();
    const body = pageBody({ onAbandoned, onFinished });
    await leaveMidPage(body);
    expect(onAbandoned).toHaveBeenCalledOnce();
    expect(onFinished).not.toHaveBeenCalled();
    expect(uncaught).not.toHaveBeenCalled();
  });

  it('is needed: a bare stream in its place throws the reason as an uncaught error', async () => {
    // Listening here keeps the error from failing the run; without pageBody's listener this is what ended the server.
    process.on('uncaughtException', uncaught);
    await leaveMidPage(new PassThrough());
    expect(uncaught).toHaveBeenCalledOnce();
    expect((uncaught.mock.calls[0]?.[0] as Error).message).toBe('Premature close');
  });

  it('reports a page written to the end as finished', async () => {
    const onAbandoned = vi.fn();
    const onFinished = vi.fn();
    const body = pageBody({ onAbandoned, onFinished });
    const text = new Response(createReadableStreamFromReadable(body)).text();
    body.end('<!DOCTYPE html><html></html>');
    expect(await text).toBe('<!DOCTYPE html><html></html>');
    expect(onFinished).toHaveBeenCalledOnce();
    expect(onAbandoned).not.toHaveBeenCalled();
  });
});
