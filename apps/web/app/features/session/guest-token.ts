import { HEADER_LANG, HEADER_PREVIEW } from '@shop/contract/headers';
import { isPreviewStored } from '#web/lib/preview.ts';
import { storedGuestToken, storeGuestToken } from '#web/lib/stored-session.ts';

/**
 * The built-in guest token (ADR 0005), asked for once per browser and kept. Every page runs this, so it is a plain
 * fetch that reads the one field it needs by hand: the API client and the contract's schemas stay out of the
 * JavaScript a page must download before it is interactive.
 */
export async function ensureGuestToken(): Promise<void> {
  if (storedGuestToken()) return;
  let response: Response;
  try {
    response = await fetch('/api/customer/auth/guest', {
      method: 'POST',
      headers: {
        accept: 'application/json',
        'content-type': 'application/json',
        [HEADER_PREVIEW]: isPreviewStored() ? '1' : '0',
        [HEADER_LANG]: '0',
      },
      body: '{}',
      credentials: 'same-origin',
    });
  } catch {
    return; // No answer: the next page asks again.
  }
  if (response.status === 503) {
    // Maintenance (body code 700) moves the page to under-construction, as on any other call.
    const { redirectOnMaintenance } = await import('#web/lib/api-client.ts');
    return redirectOnMaintenance(response);
  }
  const body: unknown = await response.json().catch(() => null);
  const token = (body as { data?: { token?: unknown } } | null)?.data?.token;
  if (response.ok && typeof token === 'string') storeGuestToken(token);
}
