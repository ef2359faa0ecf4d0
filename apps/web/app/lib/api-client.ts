import { data, redirect } from 'react-router';
import { z } from 'zod';
import { envelope, ResponseCode, type Envelope } from '@shop/contract/envelope';
import { errorCatalogue } from '@shop/contract/errors';
import { HEADER_LANG, HEADER_PREVIEW } from '@shop/contract/headers';
import { expireSession, forgetGuestToken, readSession, storedGuestToken } from './stored-session.ts';
import { isPreviewStored } from './preview.ts';

/** The one way the storefront talks to the API: a fetch-shaped function, in-process on the server, fetch() in the browser. */
export type ApiFetch = (path: string, init?: RequestInit) => Promise<Response>;

export const UNDER_CONSTRUCTION_PATH = '/under-construction';

const anyEnvelope = envelope(z.unknown());

export type ApiResult<T> =
  | { ok: true; status: number; body: Envelope<T> }
  | {
      ok: false;
      /** HTTP status, or 502 when the answer is not the contract's shape, 503 when there was no answer. */
      status: number;
      maintenance: boolean;
      /** What to show a shopper: the envelope's message when there is one. */
      message: string;
      body: Envelope<unknown> | null;
    };

function failure(status: number, message: string, body: Envelope<unknown> | null = null): ApiResult<never> {
  return { ok: false, status, maintenance: false, message, body };
}

/**
 * Calls the API and parses the envelope with the contract. Never throws: loaders use loadApi below, forms read
 * the message of a failure and show it.
 */
export async function requestApi<S extends z.ZodType>(
  apiFetch: ApiFetch,
  path: string,
  schema: S,
  init: RequestInit = {},
): Promise<ApiResult<z.infer<S>>> {
  const headers = new Headers(init.headers);
  headers.set('accept', 'application/json');
  if (init.body !== undefined && !headers.has('content-type'))
    headers.set('content-type', 'application/json');

  let response: Response;
  try {
    response = await apiFetch(path, { ...init, headers });
  } catch {
    return failure(503, errorCatalogue.unavailable.message_en);
  }
  const json: unknown = await response.json().catch(() => undefined);
  const loose = anyEnvelope.safeParse(json);
  if (!loose.success) {
    return failure(response.ok ? 502 : response.status, errorCatalogue.unavailable.message_en);
  }
  const body = loose.data;
  if (body.code === ResponseCode.maintenance) {
    return { ok: false, status: 503, maintenance: true, message: body.message_en, body };
  }
  const succeeded =
    body.code === ResponseCode.ok ||
    body.code === ResponseCode.created ||
    body.code === ResponseCode.accepted;
  if (!response.ok || !succeeded) {
    // message_ar comes only when the page asked for Arabic (Accept-Language, set by browserFetch on Arabic pages).
    return failure(response.ok ? 400 : response.status, body.message_ar ?? body.message_en, body);
  }
  const parsed = envelope(schema).safeParse(json);
  if (!parsed.success) return failure(502, errorCatalogue.unavailable.message_en, body);
  return { ok: true, status: response.status, body: parsed.data as Envelope<z.infer<S>> };
}

/** What a route's ErrorBoundary receives from a failed load. */
export interface LoadFailure {
  message: string;
}

/**
 * For loaders: the data, or a thrown answer. Code 700 (maintenance) anywhere goes to under-construction;
 * anything else becomes a 404 or 503 for the route's ErrorBoundary to explain.
 */
export async function loadApi<S extends z.ZodType>(
  apiFetch: ApiFetch,
  path: string,
  schema: S,
  init?: RequestInit,
): Promise<z.infer<S>> {
  const result = await requestApi(apiFetch, path, schema, init);
  if (result.ok) return result.body.data;
  if (result.maintenance) throw redirect(UNDER_CONSTRUCTION_PATH);
  // A malformed key (400) names nothing that exists either: for a page it is a 404, not an outage.
  const status = result.status === 404 || result.status === 400 ? 404 : 503;
  const message =
    status === 404 ? errorCatalogue.not_found.message_en : errorCatalogue.unavailable.message_en;
  throw data<LoadFailure>({ message }, { status });
}

/**
 * The browser's fetch to our own origin, with what the API expects on every request: the bearer token (the
 * customer's, else the guest token), the language header (1 when signed in) and the preview header.
 * An HTTP 401 while signed in ends the session. Body code 700 (maintenance) on any call moves the page to
 * under-construction.
 */
export const browserFetch: ApiFetch = async (path, init = {}) => {
  const headers = new Headers(init.headers);
  const session = readSession();
  headers.set(HEADER_PREVIEW, isPreviewStored() ? '1' : '0');
  if (!headers.has(HEADER_LANG)) headers.set(HEADER_LANG, session.token ? '1' : '0');
  // An Arabic page asks for Arabic messages beside the English ones, whatever the browser's own languages.
  if (globalThis.document?.documentElement.lang === 'ar' && !headers.has('accept-language'))
    headers.set('accept-language', 'ar, en;q=0.5');
  const bearer = session.token ?? storedGuestToken();
  if (bearer && !headers.has('authorization')) headers.set('authorization', `Bearer ${bearer}`);
  const response = await fetch(path, { ...init, headers, credentials: 'same-origin' });
  if (response.status === 401 && bearer) {
    if (session.token) {
      expireSession(errorCatalogue.unauthorized.message_en);
    } else {
      // A guest token the server no longer knows (a reset database, say) must not lock a guest out of the shop.
      forgetGuestToken();
      headers.delete('authorization');
      return fetch(path, { ...init, headers, credentials: 'same-origin' });
    }
  }
  if (response.status === 503) await redirectOnMaintenance(response);
  return response;
};

/** Maintenance answers HTTP 503 with body code 700: wherever the shopper is, the page becomes under-construction. */
export async function redirectOnMaintenance(response: Response): Promise<void> {
  const body: unknown = await response
    .clone()
    .json()
    .catch(() => null);
  const code = (body as { code?: unknown } | null)?.code;
  if (code === ResponseCode.maintenance && window.location.pathname !== UNDER_CONSTRUCTION_PATH) {
    window.location.assign(UNDER_CONSTRUCTION_PATH);
  }
}

/** For calls whose answer carries nothing the caller reads. */
export const anyData = z.unknown();
