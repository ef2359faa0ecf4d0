import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { browserFetch, loadApi, requestApi, type ApiFetch } from './api-client.ts';

function answer(status: number, body: unknown): ApiFetch {
  return async () =>
    new Response(typeof body === 'string' ? body : JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json' },
    });
}

const item = z.object({ id: z.number() });

async function thrown(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected the call to throw');
}

describe('requestApi', () => {
  it('returns the parsed envelope of a 200 answer and sends JSON headers', async () => {
    let seen: Headers | undefined;
    const apiFetch: ApiFetch = async (_path, init) => {
      seen = new Headers(init?.headers);
      return new Response(JSON.stringify({ code: 200, message_en: 'OK', data: { id: 3 } }), { status: 200 });
    };
    const result = await requestApi(apiFetch, '/api/x', item, { method: 'POST', body: '{}' });
    expect(result).toEqual({ ok: true, status: 200, body: { code: 200, message_en: 'OK', data: { id: 3 } } });
    expect(seen?.get('accept')).toBe('application/json');
    expect(seen?.get('content-type')).toBe('application/json');
  });

  it('takes a 202 answer (a code was mailed to finish the call) as a success with its data', async () => {
    const sent = z.object({ email: z.string() });
    const body = { code: 202, message_en: 'Check your e-mail', data: { email: 'a@example.com' } };
    const result = await requestApi(answer(202, body), '/api/x', sent, { method: 'POST', body: '{}' });
    expect(result).toEqual({ ok: true, status: 202, body });
  });

  it('reports maintenance for body code 700', async () => {
    const result = await requestApi(
      answer(503, { code: 700, message_en: 'Back soon', data: null }),
      '/api/x',
      item,
    );
    expect(result).toMatchObject({ ok: false, maintenance: true, status: 503, message: 'Back soon' });
  });

  it("passes a refusal's own message on", async () => {
    const result = await requestApi(
      answer(404, { code: 404, message_en: 'There is no such thing.', data: null }),
      '/api/x',
      item,
    );
    expect(result).toMatchObject({
      ok: false,
      maintenance: false,
      status: 404,
      message: 'There is no such thing.',
    });
  });

  it('treats an answer that is not the contract shape as a failure, not as data', async () => {
    expect(
      await requestApi(answer(200, { code: 200, message_en: 'OK', data: { id: 'x' } }), '/a', item),
    ).toMatchObject({
      ok: false,
      status: 502,
    });
    expect(await requestApi(answer(200, '<html>'), '/a', item)).toMatchObject({ ok: false, status: 502 });
    expect(await requestApi(answer(500, '<html>'), '/a', item)).toMatchObject({ ok: false, status: 500 });
  });

  it('turns a network failure into 503', async () => {
    const failing: ApiFetch = async () => {
      throw new TypeError('fetch failed');
    };
    expect(await requestApi(failing, '/a', item)).toMatchObject({
      ok: false,
      status: 503,
      maintenance: false,
    });
  });
});

describe('loadApi', () => {
  it('returns the data', async () => {
    expect(await loadApi(answer(200, { code: 200, message_en: 'OK', data: { id: 1 } }), '/a', item)).toEqual({
      id: 1,
    });
  });

  it('redirects to under-construction on code 700', async () => {
    const error = await thrown(
      loadApi(answer(503, { code: 700, message_en: 'Back soon', data: null }), '/a', item),
    );
    expect(error).toBeInstanceOf(Response);
    expect((error as Response).status).toBe(302);
    expect((error as Response).headers.get('location')).toBe('/under-construction');
  });

  it('throws 404 for an absent thing and 503 for everything else, with a shopper-friendly message', async () => {
    const missing = await thrown(
      loadApi(answer(404, { code: 404, message_en: 'x', data: null }), '/a', item),
    );
    expect(missing).toMatchObject({ data: { message: 'Not found.' }, init: { status: 404 } });
    const broken = await thrown(loadApi(answer(500, { code: 500, message_en: 'x', data: null }), '/a', item));
    expect(broken).toMatchObject({ init: { status: 503 } });
  });
});

describe('browserFetch', () => {
  function stubBrowser(pathname: string, answer: { status: number; body: unknown }) {
    const store = new Map<string, string>();
    const assigned: string[] = [];
    const storage = {
      getItem: (k: string) => store.get(k) ?? null,
      setItem: (k: string, v: string) => void store.set(k, v),
      removeItem: (k: string) => void store.delete(k),
    };
    vi.stubGlobal('window', {
      localStorage: storage,
      sessionStorage: storage,
      location: { pathname, assign: (to: string) => void assigned.push(to) },
      addEventListener: () => undefined,
      dispatchEvent: () => true,
    });
    vi.stubGlobal('localStorage', storage);
    vi.stubGlobal('fetch', async () => new Response(JSON.stringify(answer.body), { status: answer.status }));
    return assigned;
  }

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('moves the page to under-construction when any call answers body code 700', async () => {
    const assigned = stubBrowser('/search', {
      status: 503,
      body: { code: 700, message_en: 'Back soon', data: null },
    });
    const res = await browserFetch('/api/customer/carts');
    expect(res.status).toBe(503);
    expect(assigned).toEqual(['/under-construction']);
    // The caller can still read the answer.
    expect(((await res.json()) as { code: number }).code).toBe(700);
  });

  it('stays put on other 503s, and on under-construction itself', async () => {
    expect(
      await (async () => {
        const assigned = stubBrowser('/search', {
          status: 503,
          body: { code: 503, message_en: 'Briefly unavailable', data: null },
        });
        await browserFetch('/api/customer/carts');
        return assigned;
      })(),
    ).toEqual([]);
    const there = stubBrowser('/under-construction', {
      status: 503,
      body: { code: 700, message_en: 'Back soon', data: null },
    });
    await browserFetch('/api/customer/site/settings');
    expect(there).toEqual([]);
  });
});
