import { redirect } from 'react-router';
import { isSignedIn } from './session.ts';

/** The reset flag, which opens the reset page: set by the link in the reset message or by the forget-password form. */
export const RESET_FLAG_KEY = 'reset_password';

/** Login, register and password recovery are for guests: a signed-in user is sent to '/'. */
export function guestOnly() {
  if (isSignedIn()) throw redirect('/');
  return null;
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
    throw redirect('/login');
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
