import type { Kysely } from 'kysely';
import { shopperMessage } from '@shop/contract/shopper-messages';
import { MAX_CART_LINES, type Cart, type CartItem, type CartNotice } from '@shop/contract/cart';
import type { Database } from '#app/db/schema';
import { AppError } from '#app/errors/app-error';
import { resolveToken, type Caller } from '#app/modules/auth/token.service';
import {
  availableSoonMessage,
  availableSoonNotice,
  capAmount,
  cartFullNotice,
  toCart,
  toCartLine,
  unavailableNotice,
} from './cart-lines.ts';
import * as repo from './cart.repository.ts';
import type { CartOwner, VariantForCart } from './cart.repository.ts';

type Db = Kysely<Database>;

/** A customer's cart is theirs; a guest's is keyed by the guest session behind its token; nobody else has one. */
function ownerOf(caller: Caller): CartOwner | null {
  if (caller.kind === 'customer') return { userId: caller.userId };
  if (caller.kind === 'guest') return { guestSessionId: caller.sessionId };
  return null;
}

function requireOwner(caller: Caller): CartOwner {
  const owner = ownerOf(caller);
  if (!owner) throw new AppError('unauthorized', shopperMessage('cartNeedsToken'));
  return owner;
}

async function variantsById(db: Db, ids: number[]): Promise<Map<number, VariantForCart>> {
  const rows = await repo.loadVariants(db, [...new Set(ids)]);
  return new Map(rows.map((v) => [v.id, v]));
}

/** `known` with the variants of `ids` it lacks, read in one query (none when it has them all). */
async function withVariants(
  db: Db,
  known: Map<number, VariantForCart>,
  ids: number[],
): Promise<Map<number, VariantForCart>> {
  const missing = ids.filter((id) => !known.has(id));
  return missing.length ? new Map([...known, ...(await variantsById(db, missing))]) : known;
}

/** A cart's stored lines (in the order added) and their variants, in one read. */
async function linesAndVariants(db: Db, cartId: number) {
  const rows = await repo.loadCartVariants(db, cartId);
  return {
    lines: rows.map((r) => ({ variant_id: r.id, amount: r.line_amount })),
    variants: new Map<number, VariantForCart>(rows.map((r) => [r.id, r])),
  };
}

/**
 * Lines with everything the cart shows, in the order they were first added. Variants the caller already loaded are
 * not read again.
 */
async function describe(
  db: Db,
  lines: repo.StoredLine[],
  messages: CartNotice[] = [],
  known: Map<number, VariantForCart> = new Map(),
): Promise<Cart> {
  const variants = await withVariants(
    db,
    known,
    lines.map((l) => l.variant_id),
  );
  return toCart(
    lines.map((l) => toCartLine(l.variant_id, l.amount, variants.get(l.variant_id))),
    messages,
  );
}

async function getCart(db: Db, owner: CartOwner | null): Promise<Cart> {
  const cartId = owner ? await repo.findCartId(db, owner) : undefined;
  if (cartId === undefined) return describe(db, []);
  const { lines, variants } = await linesAndVariants(db, cartId);
  return describe(db, lines, [], variants);
}

export function getCallerCart(db: Db, caller: Caller): Promise<Cart> {
  return getCart(db, ownerOf(caller));
}

export async function countCallerItems(db: Db, caller: Caller): Promise<number> {
  const owner = ownerOf(caller);
  return owner ? repo.countItems(db, owner) : 0;
}

/**
 * Refuses ids the shop cannot sell: unknown variants, and products no longer sold unless the line is already in the
 * cart (so it can still be lowered or removed). Amount 0 of anything is a harmless removal. Products announced as
 * available soon cannot be ordered yet, so they are refused too (409), except for lowering a line already there.
 */
function assertSellable(
  items: CartItem[],
  variants: Map<number, VariantForCart>,
  inCart: Map<number, number>,
) {
  const refused = items.filter((item) => {
    if (item.amount === 0) return false;
    const v = variants.get(item.id);
    return !v || (v.active !== 1 && !inCart.has(item.id));
  });
  if (refused.length > 0) {
    const ids = refused.map((item) => item.id).join(', ');
    throw new AppError(
      'not_found',
      refused.length === 1
        ? shopperMessage('noVariantForSale', { ids })
        : shopperMessage('noVariantsForSale', { ids }),
    );
  }
  const soon = items.flatMap((item) => {
    const v = variants.get(item.id);
    return v?.available_soon === 1 && item.amount > (inCart.get(item.id) ?? 0) ? [v.name] : [];
  });
  if (soon.length > 0) throw new AppError('available_soon', availableSoonMessage(soon));
}

/**
 * POST /carts and the guest add call: reset replaces the cart with the items; otherwise each item sets its line.
 * Amount 0 removes a line; amounts above stock or max_per_order are lowered, with a notice for each.
 */
async function updateCart(
  db: Db,
  owner: CartOwner,
  update: { items: CartItem[]; reset: boolean },
): Promise<Cart> {
  return db.transaction().execute(async (trx) => {
    const cartId = await repo.openCart(trx, owner);
    // The cart's lines in the order they were added, kept in step with every write below, so the answer is built
    // without reading them back (an upsert keeps a line's place; a new line goes last).
    const inCart = await linesAndVariants(trx, cartId);
    const lines = new Map(inCart.lines.map((l) => [l.variant_id, l.amount]));
    // Items not in the cart yet are read in a second query; a change to lines already there needs none.
    const variants = await withVariants(
      trx,
      inCart.variants,
      update.items.map((i) => i.id),
    );
    assertSellable(update.items, variants, lines);

    if (update.reset) {
      const kept = new Set(update.items.filter((i) => i.amount > 0).map((i) => i.id));
      const dropped = [...lines.keys()].filter((id) => !kept.has(id));
      await repo.deleteLines(trx, cartId, dropped);
      for (const id of dropped) lines.delete(id);
    }

    const messages: CartNotice[] = [];
    for (const item of update.items) {
      const v = variants.get(item.id);
      const { amount, notice } = v ? capAmount(item.amount, v) : { amount: 0, notice: null };
      if (notice) messages.push(notice);
      if (amount === 0) {
        if (lines.has(item.id)) await repo.deleteLines(trx, cartId, [item.id]);
        lines.delete(item.id);
      } else if (!lines.has(item.id) && lines.size >= MAX_CART_LINES) {
        messages.push(cartFullNotice(item.id, v?.name ?? `Product ${item.id}`));
      } else {
        await repo.setLine(trx, cartId, item.id, amount);
        lines.set(item.id, amount);
      }
    }
    const stored = [...lines].map(([variant_id, amount]) => ({ variant_id, amount }));
    return describe(trx, stored, messages, variants);
  });
}

export function updateCallerCart(db: Db, caller: Caller, update: { items: CartItem[]; reset: boolean }) {
  return updateCart(db, requireOwner(caller), update);
}

/** The guest lines as one list: where the local cart and the guest's server cart both name a variant, the larger wins. */
function unionOfGuestLines(local: CartItem[], server: repo.StoredLine[]): Map<number, number> {
  const amounts = new Map<number, number>();
  for (const line of server) amounts.set(line.variant_id, line.amount);
  for (const item of local) amounts.set(item.id, Math.max(item.amount, amounts.get(item.id) ?? 0));
  for (const [id, amount] of amounts) if (amount <= 0) amounts.delete(id);
  return amounts;
}

/**
 * Merge on sign-in (ADR 0007): the guest's lines join the customer's server cart. Amounts add up and are capped by
 * stock and max_per_order with a notice per capped line; lines the shop no longer sells, or does not sell yet
 * (available soon), are left out with a notice.
 * The guest session's server cart, when given, is merged too and then deleted. A customer's own line is never lowered
 * to nothing by a merge: when nothing more can be added it stays as it was.
 */
export async function mergeGuestCart(
  db: Db,
  guestLines: CartItem[],
  userId: number,
  options: { guestSessionId?: number } = {},
): Promise<{ cart: Cart; messages: CartNotice[] }> {
  return db.transaction().execute(async (trx) => {
    const guestCartId =
      options.guestSessionId === undefined
        ? undefined
        : await repo.lockOwnersCart(trx, { guestSessionId: options.guestSessionId });
    const guest = unionOfGuestLines(
      guestLines,
      guestCartId === undefined ? [] : await repo.loadLines(trx, guestCartId),
    );

    const cartId = await repo.openCart(trx, { userId });
    const existing = new Map((await repo.loadLines(trx, cartId)).map((l) => [l.variant_id, l.amount]));
    const variants = await variantsById(trx, [...guest.keys()]);

    const messages: CartNotice[] = [];
    for (const [id, guestAmount] of guest) {
      const v = variants.get(id);
      if (!v || v.active !== 1) {
        messages.push(unavailableNotice(id, v));
        continue;
      }
      if (v.available_soon === 1) {
        messages.push(availableSoonNotice(id, v.name));
        continue;
      }
      const { amount, notice } = capAmount((existing.get(id) ?? 0) + guestAmount, v);
      if (notice) messages.push(notice);
      if (amount === 0) continue;
      if (!existing.has(id) && existing.size >= MAX_CART_LINES) {
        messages.push(cartFullNotice(id, v.name));
        continue;
      }
      await repo.setLine(trx, cartId, id, amount);
      existing.set(id, amount);
    }
    if (guestCartId !== undefined) await repo.deleteCart(trx, guestCartId);
    const cart = await describe(trx, await repo.loadLines(trx, cartId), messages);
    return { cart, messages };
  });
}

/** POST /carts/merge: the local guest lines, plus the server cart of the guest token the storefront held, if any. */
export async function mergeForCustomer(
  db: Db,
  userId: number,
  request: { items: CartItem[]; guest_token?: string | undefined },
) {
  const guest = request.guest_token ? await resolveToken(db, request.guest_token) : null;
  // A stale or foreign token has no guest cart to give; the local lines still merge.
  const guestSessionId = guest?.kind === 'guest' ? guest.sessionId : undefined;
  return mergeGuestCart(db, request.items, userId, guestSessionId === undefined ? {} : { guestSessionId });
}

/**
 * POST /orders/validate_cart: every line's state and whether the cart may go to checkout. Nothing is written or
 * capped; ids the catalog no longer has come back as inactive lines. Without items the caller's own cart is checked.
 */
export async function validateCart(db: Db, caller: Caller, items: CartItem[] | undefined): Promise<Cart> {
  if (!items) return getCallerCart(db, caller);
  return describe(
    db,
    items.filter((i) => i.amount > 0).map((i) => ({ variant_id: i.id, amount: i.amount })),
  );
}

/** Lines with each variant's payment-method offer, which checkout prices with. */
function withOffers(stored: repo.StoredLine[], variants: Map<number, VariantForCart>) {
  const cart = toCart(stored.map((l) => toCartLine(l.variant_id, l.amount, variants.get(l.variant_id))));
  const offers = new Map([...variants].map(([id, v]) => [id, v.method_offer]));
  return { cart, offers };
}

/**
 * The customer's cart at checkout: the lines as the cart shows them and each variant's payment-method offer. With
 * `lock`, the cart row is locked for the caller's transaction, so two submits of one cart take turns.
 */
export async function checkoutCart(
  db: Db,
  userId: number,
  options: { lock: boolean },
): Promise<{ cartId: number | undefined; cart: Cart; offers: Map<number, string | null> }> {
  const cartId = options.lock
    ? await repo.lockOwnersCart(db, { userId })
    : await repo.findCartId(db, { userId });
  if (cartId === undefined) return { cartId, ...withOffers([], new Map()) };
  const { lines, variants } = await linesAndVariants(db, cartId);
  return { cartId, ...withOffers(lines, variants) };
}

/** Items a client names (the promotion check's items), priced like a cart; nothing is written. */
export async function itemsWithOffers(db: Db, items: CartItem[]) {
  const stored = items.filter((i) => i.amount > 0).map((i) => ({ variant_id: i.id, amount: i.amount }));
  const variants = await variantsById(
    db,
    stored.map((l) => l.variant_id),
  );
  return withOffers(stored, variants);
}

/** After an order is placed its lines leave the cart (the caller holds the cart's lock: no line came in since). */
export async function emptyCart(db: Db, cartId: number): Promise<void> {
  await repo.deleteAllLines(db, cartId);
}
