import { createContext, useContext } from 'react';

/**
 * The CSP nonce of the current page. The server takes it from the load context; the browser reads it back from the
 * page's own scripts (the attribute is hidden after parsing, the property keeps it), so hydrated elements carry the
 * same value the server rendered and React sees no mismatch.
 */
export const NonceContext = createContext<string>('');

export function useNonce(): string | undefined {
  return useContext(NonceContext) || undefined;
}

export function documentNonce(): string {
  return document.querySelector<HTMLScriptElement>('script[nonce]')?.nonce ?? '';
}
