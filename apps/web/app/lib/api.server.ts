import type { AppLoadContext } from 'react-router';
import type { z } from 'zod';
import { HEADER_LANG, HEADER_PREVIEW } from '@shop/contract/headers';
import { languageOfPath } from '@shop/contract/languages';
import { loadApi, requestApi, type ApiFetch } from './api-client.ts';
import { isPreviewRequest } from './preview.ts';

/**
 * The API as loaders see it: context.apiFetch (in-process), with the preview header taken from the page request's
 * cookie or query, because a server render has no localStorage to read the bypass flag from. An Arabic page (its
 * address under /ar) asks for Arabic, so catalog and content text and messages come in Arabic, falling back to English.
 */
export function serverApi({ context, request }: { context: AppLoadContext; request: Request }) {
  const preview = isPreviewRequest(request) ? '1' : '0';
  const arabic = languageOfPath(new URL(request.url).pathname) === 'ar';
  const apiFetch: ApiFetch = (path, init = {}) => {
    const headers = new Headers(init.headers);
    headers.set(HEADER_PREVIEW, preview);
    // Server renders are anonymous (per-shopper data comes after hydration), so the language header is the guest's 0.
    if (!headers.has(HEADER_LANG)) headers.set(HEADER_LANG, '0');
    if (arabic && !headers.has('accept-language')) headers.set('accept-language', 'ar, en;q=0.5');
    return context.apiFetch(path, { ...init, headers });
  };
  return {
    preview: preview === '1',
    load: <S extends z.ZodType>(path: string, schema: S, init?: RequestInit) =>
      loadApi(apiFetch, path, schema, init),
    request: <S extends z.ZodType>(path: string, schema: S, init?: RequestInit) =>
      requestApi(apiFetch, path, schema, init),
  };
}
