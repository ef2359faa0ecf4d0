import { sql, type Kysely } from 'kysely';
import { shopperMessage } from '@shop/contract/shopper-messages';
import { soldAheadOfStock, type CartLine } from '@shop/contract/cart';
import { formatEGP } from '@shop/contract/money';
import {
  orderNumber,
  type CheckoutSummary,
  type PaymentMethod,
  type PaymentPlan,
  type PlaceOrderResult,
  type PromoCheck,
} from '@shop/contract/orders';
import type { CartItem } from '@shop/contract/cart';
import type { Database } from '#app/db/schema';
import type { Deps } from '#app/deps';
import { AppError } from '#app/errors/app-error';
import { verifyPhone } from '#app/modules/accounts/phone.service';
import { findCustomer, loadUser } from '#app/modules/accounts/account.service';
import { availableSoonMessage } from '#app/modules/cart/cart-lines';
import { checkoutCart, emptyCart, itemsWithOffers } from '#app/modules/cart/cart.service';
import { afterStockTaken, takeStock } from '#app/modules/catalog/stock.service';
import { cardGatewayFor } from '#app/modules/payments/card-gateways';
import { cardCovered, cardOffersByName } from '#app/modules/payments/card-offers';
import {
  chooseMethod,
  loadMethods,
  methodsForOrder,
  planRefusal,
  type MethodCatalog,
} from '#app/modules/payments/payment-methods';
import { feeForAddress } from './delivery.service.ts';
import { changeStatus, tellCustomer } from './order-status.service.ts';
import * as repo from './order.repository.ts';
import { amountBeforePromo, methodChangesPrice, priceOrder, type PricedLine } from './pricing.ts';
import { discountOf, evaluatePromo, normalizePromo, takePromoUse } from './promo.service.ts';
import type { Language } from '@shop/contract/languages';
import type { PromoActor, PromoGuard } from './promo-guard.ts';

type Db = Kysely<Database>;

const EMPTY_CHECKOUT = shopperMessage('emptyCheckout');
const BLOCKED_CHECKOUT = shopperMessage('blockedCheckout');

/** Why a cart cannot be ordered: the products not orderable yet by name, else a word to review the cart. */
function blockedCheckout(lines: CartLine[]): AppError {
  const soon = lines.filter((l) => l.checkout_block?.reason === 'available_soon').map((l) => l.name);
  return soon.length > 0
    ? new AppError(
        'available_soon',
        soon.length === 1
          ? shopperMessage('availableSoonRemoveIt', { saidSoon: availableSoonMessage(soon) })
          : shopperMessage('availableSoonRemoveThem', { saidSoon: availableSoonMessage(soon) }),
      )
    : new AppError('conflict', BLOCKED_CHECKOUT);
}

const optionsText = (line: CartLine) =>
  line.product_variants_options.map((o) => o.values.map((v) => v.name).join(', ')).join(' / ');

/** The active cart lines as pricing sees them. */
function pricedLines(lines: CartLine[], offers: Map<number, string | null>): PricedLine[] {
  return lines
    .filter((l) => l.active && l.product_id !== null)
    .map((l) => ({
      variant_id: l.id,
      product_id: l.product_id!,
      name: l.name,
      sku: l.sku,
      image: l.image,
      options: optionsText(l),
      price: l.price,
      unit_price: l.discount_price ?? l.price,
      amount: l.amount,
      method_offer: offers.get(l.id) ?? null,
      sold_ahead: soldAheadOfStock(l),
      max_per_order: l.max_per_order,
    }));
}

/** A payment method's offer that only one bank's cards earn, and whether the card the customer named earns it. */
interface CardOfferState {
  method: PaymentMethod;
  applies: boolean;
}

/**
 * The card offers these methods would give these lines, for the card whose first digits the customer gave. Offers
 * of no bank (valU's) are not among them: they apply as before. Read only when a line carries a method's offer.
 */
async function cardOfferStates(
  db: Db,
  methods: PaymentMethod[],
  lines: PricedLine[],
  cardBin: string | null | undefined,
): Promise<Map<number, CardOfferState>> {
  const offering = methods.filter(
    (m) =>
      m.discount_name_en !== null &&
      m.discount_percent > 0 &&
      lines.some((l) => l.method_offer === m.discount_name_en),
  );
  const states = new Map<number, CardOfferState>();
  if (offering.length === 0) return states;
  const lists = await cardOffersByName(
    db,
    offering.map((m) => m.discount_name_en!),
  );
  for (const method of offering) {
    const ranges = lists.get(method.discount_name_en!);
    if (ranges) states.set(method.id, { method, applies: cardCovered(ranges, cardBin) });
  }
  return states;
}

/** The method as pricing sees it: a card offer the customer's card does not earn gives nothing. */
function pricedMethod<M extends PaymentMethod | null>(method: M, states: Map<number, CardOfferState>): M {
  if (!method) return method;
  const state = states.get(method.id);
  return state && !state.applies ? { ...method, discount_percent: 0 } : method;
}

/** What the summary tells the customer about a card offer: how to earn it, or whether their card did. */
function cardOfferNotice(
  states: Map<number, CardOfferState>,
  chosen: PaymentMethod | null,
  cardBin: string | null | undefined,
): CheckoutSummary['card_offer'] {
  const state = (chosen ? states.get(chosen.id) : undefined) ?? [...states.values()][0];
  if (!state) return null;
  const name = state.method.discount_name_en!;
  const message = state.applies
    ? `Your card is part of ${name}. Pay with this card to keep the offer.`
    : cardBin
      ? `This card is not part of ${name}, so the offer does not apply. You can still pay with it at the full price.`
      : `${name}: enter the first 6 digits of your card to see whether it applies.`;
  return {
    method_id: state.method.id,
    name_en: name,
    name_ar: state.method.discount_name_ar ?? name,
    percent: state.method.discount_percent,
    applies: state.applies,
    message,
  };
}

/**
 * The chosen method for a summary: unknown ids are refused; an installment method uses the plan asked for when this
 * order may have it, else its first.
 */
function summaryChoice(
  methods: readonly PaymentMethod[],
  methodId: number | null | undefined,
  planId: number | null | undefined,
): { method: PaymentMethod | null; plan: PaymentPlan | null } {
  if (!methodId) return { method: null, plan: null };
  const method = methods.find((m) => m.id === methodId);
  if (!method) throw new AppError('bad_request', shopperMessage('choosePaymentMethod'));
  if (method.kind !== 'installments') return { method, plan: null };
  const plan = method.plans.find((p) => p.id === planId) ?? method.plans[0]!;
  return { method, plan };
}

/** The methods this cart may be paid with (plans by their minimum and products), and the card offers they give. */
async function offeredMethods(
  db: Db,
  catalog: MethodCatalog,
  lines: PricedLine[],
  cardBin: string | null | undefined,
) {
  const cardOffers = await cardOfferStates(db, catalog.methods, lines, cardBin);
  const methods = methodsForOrder(catalog, {
    productIds: lines.map((l) => l.product_id),
    amount: (m) => amountBeforePromo(lines, pricedMethod(m, cardOffers)),
  });
  return { methods, cardOffers };
}

const promoFits = (promo: { payment_method: string | null } | null, method: PaymentMethod | null) =>
  promo !== null &&
  (promo.payment_method === null || method === null || promo.payment_method === method.code);

/**
 * POST /orders/summary: the order as it would be placed now, with the total of every payment method and plan so the
 * page can show how a choice changes the price. A promo that does not apply is reported, not thrown.
 */
export async function summarize(
  deps: Deps,
  actor: PromoActor,
  request: {
    address_id?: number | null | undefined;
    payment_method?: number | null | undefined;
    plan_id?: number | null | undefined;
    promo?: string | null | undefined;
    card_bin?: string | null | undefined;
  },
  guard: PromoGuard,
): Promise<CheckoutSummary> {
  const { db } = deps;
  const { userId } = actor;
  const { cart, offers } = await checkoutCart(db, userId, { lock: false });
  const lines = pricedLines(cart.lines, offers);
  const catalog = await loadMethods(db, deps.config);
  const { methods, cardOffers } = await offeredMethods(db, catalog, lines, request.card_bin);
  const { method, plan } = summaryChoice(methods, request.payment_method, request.plan_id);
  const delivery = request.address_id ? (await feeForAddress(db, userId, request.address_id)).delivery : null;
  const deliveryFee = delivery?.fee ?? 0;

  let promo: Awaited<ReturnType<typeof evaluatePromo>> | null = null;
  let promoMessage: string | null = null;
  if (request.promo) {
    try {
      promo = await guardedPromo(guard, actor, () =>
        evaluatePromo(db, {
          code: request.promo!,
          userId,
          amount: amountBeforePromo(lines, pricedMethod(method, cardOffers)),
          productIds: lines.map((l) => l.product_id),
          methodCode: method?.code ?? null,
          now: new Date(),
        }),
      );
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      promoMessage = error.message;
    }
  }
  const price = (m: PaymentMethod | null, p: PaymentPlan | null) =>
    priceOrder({
      lines,
      method: pricedMethod(m, cardOffers),
      plan: p,
      promo: promoFits(promo, m) ? promo : null,
      deliveryFee,
    });
  const totals = price(method, plan);
  return {
    lines: cart.lines,
    can_checkout: cart.lines.length > 0 && cart.can_checkout,
    totals,
    base_total: price(null, null).total,
    payment_methods: methods,
    quotes: methods.flatMap((m) =>
      (m.plans.length > 0 ? m.plans : [null]).map((p) => ({
        method_id: m.id,
        plan_id: p?.id ?? null,
        total: price(m, p).total,
      })),
    ),
    promo: promo && promoFits(promo, method) ? { code: promo.code, discount: totals.promo_discount } : null,
    promo_message: promoMessage,
    delivery,
    card_offer: cardOfferNotice(cardOffers, method, request.card_bin),
  };
}

/**
 * A promo code looked at under the guard: one try is taken first (a 429 when none is left) and given back when the
 * code applies, so only codes that do not apply use up tries.
 */
async function guardedPromo<T>(guard: PromoGuard, actor: PromoActor, evaluate: () => Promise<T>): Promise<T> {
  await guard.take(actor);
  const result = await evaluate();
  await guard.giveBack(actor);
  return result;
}

/**
 * POST /orders/check_promo_v2: the amount a client sends is ignored and the items (or the cart) are priced by the
 * server. Success answers the discount; a code that does not apply answers body code 415.
 */
export async function checkPromo(
  deps: Deps,
  actor: PromoActor,
  request: {
    promo: string;
    items?: CartItem[] | undefined;
    payment_method?: number | null | undefined;
    card_bin?: string | null | undefined;
  },
  guard: PromoGuard,
): Promise<PromoCheck> {
  const { db } = deps;
  const { userId } = actor;
  const { method } = summaryChoice(
    (await loadMethods(db, deps.config)).methods,
    request.payment_method,
    null,
  );
  const { cart, offers } = request.items
    ? await itemsWithOffers(db, request.items)
    : await checkoutCart(db, userId, { lock: false });
  const lines = pricedLines(cart.lines, offers);
  if (lines.length === 0) throw new AppError('bad_request', EMPTY_CHECKOUT, { code: 415 });
  const states = method ? await cardOfferStates(db, [method], lines, request.card_bin) : new Map();
  const priced = pricedMethod(method, states);
  const amount = amountBeforePromo(lines, priced);
  const promo = await guardedPromo(guard, actor, () =>
    evaluatePromo(db, {
      code: request.promo,
      userId,
      amount,
      productIds: lines.map((l) => l.product_id),
      methodCode: method?.code ?? null,
      now: new Date(),
    }),
  );
  const discount = discountOf(promo, lines, priced);
  return { promo: normalizePromo(request.promo), amount, discount, total: amount - discount };
}

/** Both results, or the first one's error when both fail (the address is reported before the phone). */
async function bothInOrder<A, B>(a: Promise<A>, b: Promise<B>): Promise<[A, B]> {
  const [first, second] = await Promise.allSettled([a, b]);
  if (first.status === 'rejected') throw first.reason;
  if (second.status === 'rejected') throw second.reason;
  return [first.value, second.value];
}

/** Orders need a verified phone: a code sent with the order verifies it on the way (the phone dialog at checkout). */
async function confirmPhone(db: Db, userId: number, code: string | null | undefined) {
  const user = await loadUser(db, userId);
  if (user.phone_verified === 1) return user;
  if (!user.phone) {
    throw new AppError('forbidden', shopperMessage('addPhoneToOrder'));
  }
  if (!code) throw new AppError('forbidden', shopperMessage('verifyPhoneToOrder'));
  await verifyPhone(db, userId, code);
  return user;
}

/**
 * Takes stock for every line that is not sold ahead, in variant order (so concurrent orders never deadlock). It is the
 * last step before the commit: a guarded update locks the variant's row until then, and a best-seller's row is the
 * one every buyer queues for (on PostgreSQL; SQLite writes one at a time anyway).
 */
async function reserveStock(trx: Db, lines: PricedLine[]): Promise<void> {
  for (const line of [...lines].sort((a, b) => a.variant_id - b.variant_id)) {
    if (line.sold_ahead) continue;
    if (!(await takeStock(trx, line.variant_id, line.amount))) {
      throw new AppError('conflict', shopperMessage('notEnoughLeft', { product: line.name }));
    }
  }
}

/** Groups the advisory locks of these limits on PostgreSQL (one lock per device within it). */
const UNPAID_LOCK_CLASS = 4016;

const plural = (n: number, one: string, many: string) => (n === 1 ? one : many);

/**
 * Unpaid card and valU orders that hold stock are at most UNPAID_ORDERS_MAX per account and per device, so one
 * shopper cannot keep the last units off sale for PAYMENT_HOLD_MINUTES at a time, order after order. The account's
 * placements already take turns on its cart's lock; those of several accounts on one device take turns on a lock of
 * the device (PostgreSQL; SQLite writes one at a time anyway), so orders sent at once cannot all pass the count.
 */
async function assertRoomForUnpaid(
  trx: Db,
  deps: Deps,
  who: { userId: number; deviceId: string | null },
  now: Date,
): Promise<void> {
  const max = deps.config.UNPAID_ORDERS_MAX;
  if (who.deviceId && deps.dialect === 'postgres') {
    await sql`select pg_advisory_xact_lock(${UNPAID_LOCK_CLASS}, hashtext(${who.deviceId}))`.execute(trx);
  }
  const held = await repo.countUnpaidHolds(trx, { ...who, now: now.toISOString() });
  if (held.account >= max) {
    throw new AppError(
      'conflict',
      max === 1 ? shopperMessage('unpaidOrderAccount') : shopperMessage('unpaidOrdersAccount', { max }),
    );
  }
  if (held.device >= max) {
    throw new AppError(
      'conflict',
      max === 1 ? shopperMessage('unpaidOrderDevice') : shopperMessage('unpaidOrdersDevice', { max }),
    );
  }
}

/**
 * A product's max per order holds for the customer over MAX_PER_ORDER_WINDOW_HOURS, not only within one order: the
 * units of the product in their orders of that time (unless cancelled, failed or refunded) count, whatever they were
 * paid with, so several small cash orders cannot empty the stock either. The account's placements take turns on its
 * cart's lock, so two at once cannot both pass.
 */
async function assertWithinCustomerLimits(
  trx: Db,
  deps: Deps,
  userId: number,
  lines: PricedLine[],
  now: Date,
): Promise<void> {
  const hours = deps.config.MAX_PER_ORDER_WINDOW_HOURS;
  if (hours === 0) return;
  const limited = new Map<number, { limit: number; name: string; amount: number }>();
  for (const line of lines) {
    if (line.max_per_order === null) continue;
    const seen = limited.get(line.product_id);
    limited.set(line.product_id, {
      limit: Math.min(seen?.limit ?? line.max_per_order, line.max_per_order),
      name: line.name,
      amount: (seen?.amount ?? 0) + line.amount,
    });
  }
  if (limited.size === 0) return;
  const since = new Date(now.getTime() - hours * 3_600_000).toISOString();
  const ordered = await repo.unitsOrderedSince(trx, userId, [...limited.keys()], since);
  for (const [productId, { limit, name, amount }] of limited) {
    const had = ordered.get(productId) ?? 0;
    if (had + amount <= limit) continue;
    const period = `${hours} ${plural(hours, 'hour', 'hours')}`;
    const left = limit - had;
    throw new AppError(
      'conflict',
      had === 0
        ? shopperMessage('orderAtMost', { limit, product: name, period })
        : left > 0
          ? shopperMessage('orderAtMostSomeLeft', { limit, product: name, period, had, left })
          : shopperMessage('orderAtMostNoneLeft', { limit, product: name, period, had }),
    );
  }
}

/** Where the reason a gateway failed is written (the request's logger). */
interface PaymentLog {
  warn(details: object, message: string): void;
}

type PlaceRequest = {
  device_type: number;
  address_id: number;
  payment_method: number;
  plan_id?: number | null | undefined;
  accept_payment_discount_dialog: boolean;
  notes?: string | null | undefined;
  verification_code?: string | null | undefined;
  promo?: string | null | undefined;
  card_bin?: string | null | undefined;
};

interface Placement {
  result: PlaceOrderResult;
  /** 203 when the customer pays on the gateway's own page (same window); 200 otherwise. */
  code: 200 | 203;
  replayed: boolean;
}

async function answerFor(db: Db, row: repo.OrderRow, replayed: boolean): Promise<Placement> {
  const payUrl = row.status === 'pending_payment' ? row.pay_url : null;
  return {
    result: { order: await repo.loadOrder(db, row), pay_url: payUrl },
    code: 200,
    replayed,
  };
}

/**
 * POST /orders. In one transaction, with the customer's cart locked: the cart guard, the limits per customer (a
 * product's limit over time, unpaid online orders per account and device), prices (a bank's card offer only for the
 * card_bin it covers), the promo, the method's price change (which the customer must have accepted), stock taken with
 * guarded updates, the order written and the cart emptied. Then cash orders are confirmed, and online ones get their
 * payment page. The same Idempotency-Key, or a second submit of the same cart, never makes a second order.
 */
export async function placeOrder(
  deps: Deps,
  actor: PromoActor,
  request: PlaceRequest,
  context: {
    idempotencyKey: string | undefined;
    origin: string;
    log?: PaymentLog;
    promoGuard: PromoGuard;
    /** The language the order is placed in (the request's Accept-Language), remembered with it. */
    language?: Language;
  },
): Promise<Placement> {
  const { db } = deps;
  const { userId } = actor;
  const key = context.idempotencyKey;
  if (key) {
    const earlier = await repo.findByIdempotencyKey(db, userId, key);
    if (earlier) return answerFor(db, earlier, true);
  }
  if (!request.promo) return placeNewOrder(deps, actor, request, context, () => undefined);
  // A promo code at checkout is tried under the same guard as the promotion check: its try is given back unless the
  // code was refused (body code 415).
  await context.promoGuard.take(actor);
  let refused = false;
  try {
    return await placeNewOrder(deps, actor, request, context, () => {
      refused = true;
    });
  } finally {
    if (!refused) await context.promoGuard.giveBack(actor);
  }
}

async function placeNewOrder(
  deps: Deps,
  { userId, deviceId }: PromoActor,
  request: PlaceRequest,
  context: { idempotencyKey: string | undefined; origin: string; log?: PaymentLog; language?: Language },
  promoRefused: () => void,
): Promise<Placement> {
  const { db, config } = deps;
  const key = context.idempotencyKey;
  const catalog = await loadMethods(db, config);
  const { method, plan } = chooseMethod(catalog.methods, request.payment_method, request.plan_id);
  // Without a code both reads go at once (one round trip fewer on PostgreSQL); a code is only spent on a valid address.
  const code = request.verification_code;
  const [{ address, delivery }, customer] = code
    ? [await feeForAddress(db, userId, request.address_id), await confirmPhone(db, userId, code)]
    : await bothInOrder(feeForAddress(db, userId, request.address_id), confirmPhone(db, userId, code));

  const placed = await db.transaction().execute(async (trx) => {
    const { cartId, cart, offers } = await checkoutCart(trx, userId, { lock: true });
    if (key) {
      const earlier = await repo.findByIdempotencyKey(trx, userId, key);
      if (earlier) return { row: earlier, written: undefined };
    }
    if (cartId === undefined || cart.lines.length === 0) throw new AppError('bad_request', EMPTY_CHECKOUT);
    if (!cart.can_checkout) throw blockedCheckout(cart.lines);
    const lines = pricedLines(cart.lines, offers);
    const now = new Date();
    await assertWithinCustomerLimits(trx, deps, userId, lines, now);
    if (method.kind !== 'cash' && lines.some((l) => !l.sold_ahead)) {
      await assertRoomForUnpaid(trx, deps, { userId, deviceId }, now);
    }
    const cardOffers = await cardOfferStates(trx, [method], lines, request.card_bin);
    const priced = pricedMethod(method, cardOffers);
    const planRefused = plan
      ? planRefusal(catalog.rules.get(plan.id), {
          productIds: lines.map((l) => l.product_id),
          amount: amountBeforePromo(lines, priced),
        })
      : null;
    if (planRefused)
      throw new AppError('bad_request', shopperMessage('planRefused', { saidPlan: planRefused }));
    const promo = request.promo
      ? await evaluatePromo(trx, {
          code: request.promo,
          userId,
          amount: amountBeforePromo(lines, priced),
          productIds: lines.map((l) => l.product_id),
          methodCode: method.code,
          now,
        }).catch((error: unknown) => {
          promoRefused();
          throw error;
        })
      : null;
    const totals = priceOrder({ lines, method: priced, plan, promo, deliveryFee: delivery.fee });
    // The price includes a card offer of one bank: the order is paid only by a card the offer covers.
    const cardPriced = cardOffers.get(method.id)?.applies === true && totals.method_discount > 0;
    if (methodChangesPrice(totals) && !request.accept_payment_discount_dialog) {
      throw new AppError(
        'conflict',
        shopperMessage('acceptNewTotal', { method: method.name_en, total: formatEGP(totals.total) }),
      );
    }
    if (promo) await takePromoUse(trx, promo);

    const { id: _id, is_primary: _primary, ...addressSnapshot } = address;
    const written = await repo.insertOrder(
      trx,
      {
        user_id: userId,
        language: context.language ?? 'en',
        status: method.kind === 'cash' ? 'processing' : 'pending_payment',
        payment_method: method.code,
        plan_id: plan?.id ?? null,
        plan_months: plan?.months ?? null,
        plan_interest: plan?.interest_percent ?? null,
        address_json: JSON.stringify(addressSnapshot),
        governorate_id: address.governorate_id,
        ...totals,
        promo_code_id: promo?.id ?? null,
        promo_code: promo?.code ?? null,
        notes: request.notes ?? '',
        device_type: request.device_type,
        idempotency_key: key ?? null,
        device_id: deviceId,
        card_offer: cardPriced ? method.discount_name_en : null,
        card_bin: cardPriced ? (request.card_bin ?? null) : null,
        pay_provider: null,
        pay_reference: null,
        pay_url: null,
        pay_before:
          method.kind === 'cash'
            ? null
            : new Date(now.getTime() + config.PAYMENT_HOLD_MINUTES * 60_000).toISOString(),
        created_at: now.toISOString(),
        updated_at: now.toISOString(),
      },
      lines.map((l) => ({
        variant_id: l.variant_id,
        product_id: l.product_id,
        name: l.name,
        sku: l.sku,
        image: l.image,
        options: l.options,
        unit_price: l.unit_price,
        amount: l.amount,
        line_total: l.unit_price * l.amount,
        // Every line not sold ahead is reserved below, or the whole order rolls back.
        reserved: l.sold_ahead ? 0 : 1,
      })),
    );
    // The cart is locked and every line is in the order.
    await emptyCart(trx, cartId);
    // The confirmation is queued with the order (a transactional outbox): both are committed, or neither.
    if (method.kind === 'cash') await tellCustomer(trx, written.row, { customer, items: written.items });
    await reserveStock(trx, lines);
    return { row: written.row, written };
  });

  const { row } = placed;
  // No order written: this cart or key was already ordered, and that order is the answer.
  if (!placed.written) return answerFor(db, row, true);
  afterStockTaken(deps);
  // A cash order is answered from what was just written, without reading it back.
  if (method.kind === 'cash')
    return { result: { order: repo.orderAnswer(placed.written), pay_url: null }, code: 200, replayed: false };
  return startPayment(deps, row, method.kind === 'installments' ? 'installments' : 'card', context);
}

/** Opens the gateway's payment for an online order; if the gateway cannot, the order fails and its stock returns. */
async function startPayment(
  deps: Deps,
  row: repo.OrderRow,
  kind: 'card' | 'installments',
  { origin, log }: { origin: string; log?: PaymentLog | undefined },
): Promise<Placement> {
  const user = (await findCustomer(deps.db, row.user_id))!;
  const gateway = cardGatewayFor(deps);
  let started;
  try {
    started = await gateway.start({
      orderId: row.id,
      orderNumber: orderNumber(row.id),
      amount: row.total,
      kind,
      customer: { name: user.name, email: user.email, phone: user.phone },
      origin,
    });
  } catch (error) {
    // The gateway's reason is for the operator; the customer gets the payment error below.
    log?.warn(
      {
        order_id: row.id,
        provider: gateway.provider,
        reason: error instanceof Error ? error.message : 'unknown',
      },
      'card payment could not be started',
    );
    await changeStatus(deps, row.id, 'payment_failed', {
      note: 'The payment could not be started',
      from: ['pending_payment'],
    });
    throw new AppError(
      'unavailable',
      shopperMessage('cardPaymentNotStarted'),
      // Body code 405 is the payment error of place order: the storefront shows it in a confirmation modal.
      { code: 405 },
    );
  }
  await repo.setPayment(deps.db, row.id, started);
  const updated = (await repo.findOrderRow(deps.db, row.id))!;
  const answer = await answerFor(deps.db, updated, false);
  return { ...answer, code: started.mode === 'redirect' ? 203 : 200 };
}
