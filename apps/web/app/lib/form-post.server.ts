import { redirect, type AppLoadContext } from 'react-router';
import type { z } from 'zod';
import { HEADER_AS_SHOPPER, HEADER_LANG, HEADER_PREVIEW } from '@shop/contract/headers';
import { languageOfPath } from '@shop/contract/languages';
import { requestApi, type ApiFetch } from './api-client.ts';
import type { FormRefusal } from './form-refusal.ts';

export type { FormRefusal };
export { localTarget } from './local-target.ts';
import { isPreviewRequest } from './preview.ts';

type Args = { context: AppLoadContext; request: Request };

/** The named text fields of a posted form; anything else (a file, a missing field) reads as ''. */
export function formText<F extends string>(form: FormData, names: readonly F[]): Record<F, string> {
  const out = {} as Record<F, string>;
  for (const name of names) {
    const value = form.get(name);
    out[name] = typeof value === 'string' ? value : '';
  }
  return out;
}

/** The first message of each field a schema refused, by field name. */
export function fieldMessages<F extends string>(error: z.ZodError): Partial<Record<F, string>> {
  const out: Partial<Record<F, string>> = {};
  for (const issue of error.issues) {
    const field = issue.path[0];
    if (typeof field === 'string' && !(field in out)) out[field as F] = issue.message;
  }
  return out;
}

/**
 * An in-process API fetch as the visitor of the page request: their cookies go with every call (the device cookie
 * the limits count, a staff session), `headers` are added, and the cookies the API sets are collected for the page's
 * answer to pass on (see withCookies).
 */
export function visitorFetch(
  { context, request }: Args,
  headers: Record<string, string>,
): { apiFetch: ApiFetch; cookies: string[] } {
  const cookies: string[] = [];
  // A form on an Arabic page (its address under /ar) hears the API's refusals in Arabic, as the page does.
  const arabic = languageOfPath(new URL(request.url).pathname) === 'ar';
  const apiFetch: ApiFetch = async (path, init = {}) => {
    const sent = new Headers(init.headers);
    if (arabic) sent.set('accept-language', 'ar, en;q=0.5');
    for (const [name, value] of Object.entries(headers)) sent.set(name, value);
    const cookie = request.headers.get('cookie');
    if (cookie) sent.set('cookie', cookie);
    const response = await context.apiFetch(path, { ...init, headers: sent });
    cookies.push(...response.headers.getSetCookie());
    return response;
  };
  return { apiFetch, cookies };
}

/** Response headers that pass on the cookies an in-process API call set. */
export function withCookies(cookies: readonly string[]): Headers {
  const headers = new Headers();
  for (const cookie of cookies) headers.append('Set-Cookie', cookie);
  return headers;
}

/**
 * Sends a plain form post's fields to the API in-process, as the shopper's own call: with their cookies (the device
 * cookie the sign-in limits count), counted against their limits, and answering the cookies the API set (the session
 * cookie of a sign-in) for the page's response to pass on.
 */
export async function postAsShopper<S extends z.ZodType>(args: Args, path: string, schema: S, body: unknown) {
  const { apiFetch, cookies } = visitorFetch(args, {
    [HEADER_AS_SHOPPER]: '1',
    [HEADER_PREVIEW]: isPreviewRequest(args.request) ? '1' : '0',
    [HEADER_LANG]: '0',
  });
  const result = await requestApi(apiFetch, path, schema, { method: 'POST', body: JSON.stringify(body) });
  return { result, cookies };
}

/** The answer to a form post that signed the shopper in: on to `target`, with the session cookie the API set. */
export function signedInRedirect(target: string, cookies: readonly string[]): Response {
  return redirect(target, { headers: withCookies(cookies) });
}
