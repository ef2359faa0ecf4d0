import type { AuthResult, UserInfo } from '@shop/contract/account';

/**
 * The shopper's session in local storage, under fixed keys: the user info fields
 * name, email, phone, phone_verified (1 = verified) and token, plus the guest token, which is separate from a real
 * user token. Guest until a real token arrives; logout goes back to the guest token and clears the user.
 */
export const SESSION_KEYS = {
  token: 'token',
  name: 'name',
  email: 'email',
  phone: 'phone',
  phoneVerified: 'phone_verified',
  userId: 'user_id',
  guestToken: 'guest_token',
  language: 'language',
} as const;

const USER_KEYS = [
  SESSION_KEYS.token,
  SESSION_KEYS.name,
  SESSION_KEYS.email,
  SESSION_KEYS.phone,
  SESSION_KEYS.phoneVerified,
  SESSION_KEYS.userId,
];
const CHANGE_EVENT = 'shop:session-change';
/** A message to show once the page has reloaded (the 401 path reloads right after clearing the session). */
export const PENDING_TOAST_KEY = 'pending_toast';

export interface Session {
  token: string | null;
  user: UserInfo | null;
}

function storage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

export const SIGNED_OUT: Session = { token: null, user: null };
let cachedRaw = '';
let cached: Session = SIGNED_OUT;

/** The stored session; the same object until storage changes, as useSyncExternalStore needs. */
export function readSession(): Session {
  const store = storage();
  if (!store) return SIGNED_OUT;
  const raw = USER_KEYS.map((key) => store.getItem(key) ?? '').join('\u0000');
  if (raw === cachedRaw) return cached;
  cachedRaw = raw;
  const token = store.getItem(SESSION_KEYS.token);
  cached = token
    ? {
        token,
        user: {
          id: Number(store.getItem(SESSION_KEYS.userId) ?? 0),
          name: store.getItem(SESSION_KEYS.name) ?? '',
          email: store.getItem(SESSION_KEYS.email) ?? '',
          phone: store.getItem(SESSION_KEYS.phone) || null,
          phone_verified: store.getItem(SESSION_KEYS.phoneVerified) === '1' ? 1 : 0,
        },
      }
    : SIGNED_OUT;
  return cached;
}

export function isSignedIn(): boolean {
  return readSession().token !== null;
}

/** Does the stored session name another customer (or none) than the page the server rendered from the cookie? */
export function carriersDisagree(pageUser: UserInfo | null): boolean {
  const stored = readSession();
  return stored.token ? pageUser?.id !== stored.user?.id : pageUser !== null;
}

/**
 * Whether this document has seen the stored session change (a sign-in, a sign-out, another tab's): from then on the
 * stored session is the shopper, whatever the page was rendered with.
 */
let storedSessionChanged = false;

function emit(): void {
  storedSessionChanged = true;
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

/** Stores the user's fields and tells every listener, so the header and open pages show the new user at once. */
export function storeUser(user: UserInfo): void {
  const store = storage();
  if (!store) return;
  store.setItem(SESSION_KEYS.userId, String(user.id));
  store.setItem(SESSION_KEYS.name, user.name);
  store.setItem(SESSION_KEYS.email, user.email);
  store.setItem(SESSION_KEYS.phone, user.phone ?? '');
  store.setItem(SESSION_KEYS.phoneVerified, String(user.phone_verified));
  store.setItem(SESSION_KEYS.language, 'en');
  emit();
}

/** An auth response carrying data.token becomes the session token. */
export function storeSignIn(result: AuthResult): void {
  storage()?.setItem(SESSION_KEYS.token, result.token);
  storeUser(result.user);
}

/** Logout: the user's fields go, the guest token stays for the next guest cart. */
export function clearUser(): void {
  const store = storage();
  if (!store) return;
  for (const key of USER_KEYS) store.removeItem(key);
  emit();
}

let expiring = false;

/**
 * An HTTP 401 for a signed-in user: toast 'token invalid or expired', clear local storage, end the session cookie too
 * (a sign-out call without a token clears it), reload. The toast is shown after the reload, or nobody would see it.
 * The maintenance preview flag survives: it is the operator's, not the session's.
 */
export function expireSession(message: string): void {
  const store = storage();
  // Two calls answering 401 together (the page's and the cart count's) end the session once, with one reload.
  if (!store || expiring) return;
  expiring = true;
  const preview = store.getItem('skip_maintenance');
  store.clear();
  if (preview !== null) store.setItem('skip_maintenance', preview);
  try {
    window.sessionStorage.setItem(PENDING_TOAST_KEY, message);
  } catch {
    // Without session storage the reload happens without the explanation.
  }
  const reload = () => window.location.reload();
  fetch('/api/customer/auth/logout', {
    method: 'POST',
    headers: { accept: 'application/json', 'content-type': 'application/json' },
    body: '{}',
    credentials: 'same-origin',
  }).then(reload, reload);
}

export function takePendingToast(): string | null {
  try {
    const message = window.sessionStorage.getItem(PENDING_TOAST_KEY);
    if (message !== null) window.sessionStorage.removeItem(PENDING_TOAST_KEY);
    return message;
  } catch {
    return null;
  }
}

export function storedGuestToken(): string | null {
  return storage()?.getItem(SESSION_KEYS.guestToken) ?? null;
}

export function forgetGuestToken(): void {
  storage()?.removeItem(SESSION_KEYS.guestToken);
}

export function storeGuestToken(token: string): void {
  storage()?.setItem(SESSION_KEYS.guestToken, token);
}

export function subscribeSession(listener: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || USER_KEYS.includes(event.key as (typeof USER_KEYS)[number])) {
      storedSessionChanged = true;
      listener();
    }
  };
  window.addEventListener(CHANGE_EVENT, listener);
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener(CHANGE_EVENT, listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** Whether this document has seen the stored session change since it loaded (see storedSessionChanged). */
export function hasStoredSessionChanged(): boolean {
  return storedSessionChanged;
}
