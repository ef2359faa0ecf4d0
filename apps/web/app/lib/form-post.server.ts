import { redirect, type AppLoadContext } from 'react-router';
import type { z } from 'zod';
import { HEADER_AS_SHOPPER, HEADER_LANG, HEADER_PREVIEW } from '@shop/contract/headers';
import { requestApi } from './api-client.ts';
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
 * Sends a plain form post's fields to the API in-process, as the shopper's own call: with their cookies (the device
 * cookie the sign-in limits count), counted against their limits, and answering the cookies the API set (the session
 * cookie of a sign-in) for the page's response to pass on.
 */
export async function postAsShopper<S extends z.ZodType>(
  { context, request }: Args,
  path: string,
  schema: S,
  body: unknown,
) {
  const cookies: string[] = [];
  const result = await requestApi(
    async (p, init = {}) => {
      const headers = new Headers(init.headers);
      headers.set(HEADER_AS_SHOPPER, '1');
      headers.set(HEADER_PREVIEW, isPreviewRequest(request) ? '1' : '0');
      headers.set(HEADER_LANG, '0');
      const cookie = request.headers.get('cookie');
      if (cookie) headers.set('cookie', cookie);
      const response = await context.apiFetch(p, { ...init, headers });
      cookies.push(...response.headers.getSetCookie());
      return response;
    },
    path,
    schema,
    { method: 'POST', body: JSON.stringify(body) },
  );
  return { result, cookies };
}

/** The answer to a form post that signed the shopper in: on to `target`, with the session cookie the API set. */
export function signedInRedirect(target: string, cookies: readonly string[]): Response {
  const headers = new Headers();
  for (const cookie of cookies) headers.append('Set-Cookie', cookie);
  return redirect(target, { headers });
}
