import { useEffect } from 'react';
import { redirect, useNavigate, useSearchParams } from 'react-router';
import { languageOfPath, pathInLanguage } from '@shop/contract/languages';
import { localTarget } from '#web/lib/local-target.ts';
import { syncSessionCarriers } from './session-sync.ts';
import { isSignedIn } from '#web/lib/stored-session.ts';

/** The reset flag, which opens the reset page: set by the link in the reset message or by the forget-password form. */
export const RESET_FLAG_KEY = 'reset_password';

/** Login, register and password recovery are for guests: a signed-in user is sent to '/'. */
export function guestOnly() {
  if (isSignedIn()) throw redirect('/');
  return null;
}

/**
 * The same rule for pages the server renders for guests (it knows the session cookie): a session kept only in this
 * browser's storage is sent on too, once the page runs, to where the sign-in would have led (`next`). The server saw
 * no session cookie, so it is put back from the stored token first: the page sent to (checkout, the profile) is
 * rendered by the server, which would otherwise send the shopper back here.
 */
export function useGuestOnly(): void {
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const next = localTarget(search.get('next')) ?? '/';
  useEffect(() => {
    if (!isSignedIn()) return;
    let live = true;
    void syncSessionCarriers(null).then(() => {
      // A stored token the API refused has ended the session: the shopper stays to sign in.
      if (live && isSignedIn()) void navigate(next, { replace: true });
    });
    return () => {
      live = false;
    };
  }, [navigate, next]);
}

/** Where a page that needs a sign-in sends a shopper without one: the sign-in page, which then brings them back. */
export function signInFirst(request: Request): string {
  const url = new URL(request.url);
  // An Arabic page sends the shopper to the Arabic sign-in page.
  const login = pathInLanguage('/login', languageOfPath(url.pathname));
  return `${login}?${new URLSearchParams({ next: url.pathname + url.search }).toString()}`;
}

/** Profile, checkout and online-payment need a sign-in. */
export function customerOnly(request: Request) {
  if (!isSignedIn()) {
    const url = new URL(request.url);
    try {
      window.sessionStorage.setItem('after_login', url.pathname + url.search);
    } catch {
      // The shopper signs in and lands home instead.
    }
    throw redirect(pathInLanguage('/login', languageOfPath(url.pathname)));
  }
  return null;
}

export function setResetFlag(): void {
  try {
    window.sessionStorage.setItem(RESET_FLAG_KEY, '1');
  } catch {
    // Without session storage the link itself still carries the code.
  }
}

export function hasResetFlag(): boolean {
  try {
    return window.sessionStorage.getItem(RESET_FLAG_KEY) === '1';
  } catch {
    return false;
  }
}

export function clearResetFlag(): void {
  try {
    window.sessionStorage.removeItem(RESET_FLAG_KEY);
  } catch {
    // Nothing to clear.
  }
}
