/**
 * The guest cart: a list of {id, amount} in localStorage under 'guest_cart', plus a
 * guest cart id (a random number below 10000) kept once created. Pure functions first; the storage-backed store
 * below is the only part that touches the browser.
 */
export interface GuestCartLine {
  id: number;
  amount: number;
}
export type GuestCart = readonly GuestCartLine[];

export const GUEST_CART_KEY = 'guest_cart';
export const GUEST_CART_ID_KEY = 'guest_cart_id';
const CHANGE_EVENT = 'shop:guest-cart-change';

function isLine(value: unknown): value is GuestCartLine {
  if (typeof value !== 'object' || value === null) return false;
  const { id, amount } = value as Record<string, unknown>;
  return Number.isInteger(id) && Number.isInteger(amount) && (amount as number) > 0;
}

/** A stored cart as written by this or an older client; anything unreadable counts as empty, never as an error. */
export function parseGuestCart(raw: string | null | undefined): GuestCart {
  if (!raw) return [];
  try {
    const value: unknown = JSON.parse(raw);
    return Array.isArray(value) ? value.filter(isLine).map(({ id, amount }) => ({ id, amount })) : [];
  } catch {
    return [];
  }
}

/**
 * The guest cart's copy in a cookie, which the server reads to render the cart page and the header's count in the
 * first HTML: "id.amount" pairs joined by "-", at most GUEST_CART_COOKIE_LINES lines (local storage stays the source).
 */
export const GUEST_CART_COOKIE = 'guest_cart';
export const GUEST_CART_COOKIE_LINES = 100;

export function encodeGuestCartCookie(cart: GuestCart): string {
  return cart
    .slice(0, GUEST_CART_COOKIE_LINES)
    .map((line) => `${line.id}.${line.amount}`)
    .join('-');
}

export function decodeGuestCartCookie(value: string | null | undefined): GuestCart {
  if (!value) return [];
  const lines: GuestCartLine[] = [];
  for (const pair of value.split('-').slice(0, GUEST_CART_COOKIE_LINES)) {
    const match = /^(\d{1,9})\.(\d{1,4})$/.exec(pair);
    if (!match) continue;
    const line = { id: Number(match[1]), amount: Number(match[2]) };
    if (isLine(line) && lineAmount(lines, line.id) === undefined) lines.push(line);
  }
  return lines;
}

export function lineAmount(cart: GuestCart, id: number): number | undefined {
  return cart.find((line) => line.id === id)?.amount;
}

/** Adding sets the amount; an existing id is updated in place; an amount of 0 removes the line. */
export function setLineAmount(cart: GuestCart, id: number, amount: number): GuestCart {
  const next = Math.max(0, Math.trunc(amount));
  if (next === 0) return cart.filter((line) => line.id !== id);
  if (lineAmount(cart, id) === undefined) return [...cart, { id, amount: next }];
  return cart.map((line) => (line.id === id ? { id, amount: next } : line));
}

/** The product card's add action for guests: quantity 1 when the amount is empty, otherwise amount plus 1. */
export function addFromCard(cart: GuestCart, id: number): GuestCart {
  const current = lineAmount(cart, id);
  return setLineAmount(cart, id, current ? current + 1 : 1);
}

/** The header's count: the sum of the amounts. */
export function countItems(cart: GuestCart): number {
  return cart.reduce((sum, line) => sum + line.amount, 0);
}

/** A new guest cart id: a random number below 10000. */
export function newGuestCartId(random: () => number = Math.random): number {
  return Math.floor(random() * 10000);
}

// --- the browser store -------------------------------------------------------------------------------------------

function storage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

export function readGuestCart(): GuestCart {
  return parseGuestCart(storage()?.getItem(GUEST_CART_KEY));
}

export function writeGuestCart(cart: GuestCart): void {
  const store = storage();
  if (!store) return;
  try {
    store.setItem(GUEST_CART_KEY, JSON.stringify(cart));
    if (store.getItem(GUEST_CART_ID_KEY) === null) store.setItem(GUEST_CART_ID_KEY, String(newGuestCartId()));
  } catch {
    // A full or blocked storage keeps the previous cart; the count shown stays truthful because it re-reads.
  }
  mirrorGuestCart();
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

/** Writes the stored cart's cookie copy when it differs (every change, and each page for carts kept before it). */
export function mirrorGuestCart(): void {
  const value = encodeGuestCartCookie(readGuestCart());
  const current = /(?:^|;\s*)guest_cart=([^;]*)/.exec(document.cookie)?.[1] ?? '';
  if (value === current) return;
  document.cookie = value
    ? `${GUEST_CART_COOKIE}=${value}; Path=/; Max-Age=31536000; SameSite=Lax`
    : `${GUEST_CART_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`;
}

/** The card's button for a guest. */
export function addToGuestCart(id: number): void {
  writeGuestCart(addFromCard(readGuestCart(), id));
}

/** Changes from this tab (our event) and from other tabs (the storage event). */
export function subscribeGuestCart(listener: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === GUEST_CART_KEY) listener();
  };
  window.addEventListener(CHANGE_EVENT, listener);
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener(CHANGE_EVENT, listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function guestCartCount(): number {
  return countItems(readGuestCart());
}
