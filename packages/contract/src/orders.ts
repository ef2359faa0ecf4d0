import { z } from './zod.ts';
import { address } from './account.ts';
import { cartLine, cartItems } from './cart.ts';

/**
 * Checkout, payments and orders (ADR 0011). Every amount here is whole EGP computed by the server; what a client
 * sends for prices is ignored.
 */

export const ORDER_STATUSES = [
  'pending_payment',
  'paid',
  'processing',
  'shipped',
  'delivered',
  'cancelled',
  'payment_failed',
  'refunded',
] as const;
export const orderStatus = z.enum(ORDER_STATUSES, {
  error: `Status is one of: ${ORDER_STATUSES.join(', ')}`,
});
export type OrderStatus = z.infer<typeof orderStatus>;

export const orderStatusLabel: Record<OrderStatus, string> = {
  pending_payment: 'Pending payment',
  paid: 'Paid',
  processing: 'Processing',
  shipped: 'Shipped',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
  payment_failed: 'Payment failed',
  refunded: 'Refunded',
};

/** The number customers and operators see for an order id: ISP-000123. */
export const orderNumber = (id: number) => `ISP-${String(id).padStart(6, '0')}`;

/** Orders per page of GET /orders. */
export const ORDERS_PAGE_SIZE = 10;

const id = (what: string) =>
  z.coerce
    .number({ error: `${what} is required` })
    .int(`${what} is not valid`)
    .positive(`${what} is required`);

const paymentPlan = z.object({
  id: z.number().int(),
  months: z.number().int(),
  interest_percent: z.number(),
});
export type PaymentPlan = z.infer<typeof paymentPlan>;

const paymentMethodKind = z.enum(['cash', 'card', 'installments']);
export const paymentMethod = z.object({
  id: z.number().int(),
  code: z.string(),
  name_en: z.string(),
  name_ar: z.string(),
  kind: paymentMethodKind,
  /** The products' payment_methods_discount_name_en this method honours, and by how much. */
  discount_name_en: z.string().nullable(),
  /** The offer's name on Arabic pages: its Arabic name, or discount_name_en while it has none. */
  discount_name_ar: z.string().nullable(),
  discount_percent: z.number(),
  plans: z.array(paymentPlan),
});
export type PaymentMethod = z.infer<typeof paymentMethod>;

const orderTotals = z.object({
  /** Sum of list prices. */
  subtotal: z.number().int(),
  /** Product discounts (discount_price below price). */
  discount: z.number().int(),
  /** The payment method's discount on products that carry its offer. */
  method_discount: z.number().int(),
  promo_discount: z.number().int(),
  /** Interest of the installment plan, on the amount after discounts. */
  installment_fee: z.number().int(),
  delivery_fee: z.number().int(),
  total: z.number().int(),
});
export type OrderTotals = z.infer<typeof orderTotals>;

/** POST /orders/delivery_fees: the fee for one of the customer's addresses, or for a city before an address exists. */
export const deliveryFeesRequest = z
  .object({ address_id: id('Address').optional(), city_id: id('City').optional() })
  .refine((v) => v.address_id !== undefined || v.city_id !== undefined, {
    message: 'Choose an address or a city',
    path: ['address_id'],
  });
export const deliveryFees = z.object({
  city_id: z.number().int(),
  city_en: z.string(),
  city_ar: z.string(),
  governorate_en: z.string(),
  governorate_ar: z.string(),
  fee: z.number().int(),
});
export type DeliveryFees = z.infer<typeof deliveryFees>;

const promoCode = z
  .string({ error: 'Enter a promo code' })
  .trim()
  .min(1, 'Enter a promo code')
  .max(40, 'A promo code has at most 40 characters');

/**
 * The first 6 to 8 digits of the card the customer will pay with (spaces and dashes are ignored): a card offer of one
 * bank applies only when they show a card of that bank.
 */
const cardBin = z
  .string()
  .transform((v) => v.replace(/[\s-]/g, ''))
  .pipe(z.string().regex(/^\d{6,8}$/, 'Enter the first 6 to 8 digits of your card'));
const optionalCardBin = cardBin.nullish().or(z.literal(''));

/**
 * POST /orders/check_promo_v2, the promotion check. `amount` is accepted and ignored: the server prices the items
 * (or, without items, the customer's cart) itself.
 */
export const promoCheckRequest = z.object({
  promo: promoCode,
  amount: z.unknown().optional(),
  items: cartItems.optional(),
  payment_method: id('Payment method').nullish(),
  verification_code: z.string().max(10).nullish(),
  card_bin: optionalCardBin,
});
export const promoCheck = z.object({
  promo: z.string(),
  /** The amount the code was checked against (after product and payment-method discounts). */
  amount: z.number().int(),
  discount: z.number().int(),
  total: z.number().int(),
});
export type PromoCheck = z.infer<typeof promoCheck>;

const flag = z
  .union([z.boolean(), z.literal(0), z.literal(1), z.literal('0'), z.literal('1')])
  .optional()
  .transform((v) => v === true || v === 1 || v === '1');

/** POST /orders/summary: what the checkout page shows before placing the order. */
export const checkoutSummaryRequest = z.object({
  address_id: id('Address').nullish(),
  payment_method: id('Payment method').nullish(),
  plan_id: id('Plan').nullish(),
  promo: promoCode.nullish().or(z.literal('')),
  card_bin: optionalCardBin,
});
const methodQuote = z.object({
  method_id: z.number().int(),
  plan_id: z.number().int().nullable(),
  total: z.number().int(),
});
export const checkoutSummary = z.object({
  lines: z.array(cartLine),
  can_checkout: z.boolean(),
  totals: orderTotals,
  /** The total with no payment-method price change (cash on delivery): the dialog compares against it. */
  base_total: z.number().int(),
  payment_methods: z.array(paymentMethod),
  /** The total for every method and plan, so the page can say how a choice changes the price. */
  quotes: z.array(methodQuote),
  promo: z.object({ code: z.string(), discount: z.number().int() }).nullable(),
  /** Why the promo code did not apply, when it did not. */
  promo_message: z.string().nullable(),
  /** The same reason in Arabic, when the request's Accept-Language prefers Arabic. */
  promo_message_ar: z.string().optional(),
  delivery: deliveryFees.nullable(),
  /**
   * A card offer some lines could take that only one bank's cards earn, and whether the card_bin sent earns it (the
   * quotes include it only then); null when no line of the cart takes such an offer.
   */
  card_offer: z
    .object({
      method_id: z.number().int(),
      name_en: z.string(),
      /** Its name on Arabic pages (name_en while it has no Arabic one). */
      name_ar: z.string(),
      percent: z.number(),
      applies: z.boolean(),
      message: z.string(),
    })
    .nullable(),
});
export type CheckoutSummary = z.infer<typeof checkoutSummary>;

/** POST /orders, the order placement payload. Prices are never taken from the client. */
export const placeOrderRequest = z.object({
  device_type: z.coerce.number().int().default(1),
  address_id: id('Address'),
  payment_method: id('Payment method'),
  plan_id: id('Plan').nullish(),
  accept_payment_discount_dialog: flag,
  notes: z.string().trim().max(500, 'Notes have at most 500 characters').nullish(),
  verification_code: z
    .string()
    .trim()
    .regex(/^\d{4,8}$/, 'The code has digits only')
    .nullish()
    .or(z.literal('')),
  promo: promoCode.nullish().or(z.literal('')),
  /** The card's first digits, for a card offer of one bank; the order is then paid only with a card it covers. */
  card_bin: optionalCardBin,
});
export type PlaceOrderRequest = z.input<typeof placeOrderRequest>;

const orderItem = z.object({
  variant_id: z.number().int(),
  product_id: z.number().int(),
  name: z.string(),
  sku: z.string(),
  image: z.string(),
  options: z.string(),
  unit_price: z.number().int(),
  amount: z.number().int(),
  line_total: z.number().int(),
});

const orderHistoryEntry = z.object({
  status: orderStatus,
  status_label: z.string(),
  note: z.string(),
  created_at: z.string(),
});

/** The address as the order was placed; orders placed before Arabic place names were kept carry English ones only. */
const orderAddress = address
  .omit({ id: true, is_primary: true })
  .extend({ city_ar: z.string().optional(), governorate_ar: z.string().optional() });

export const order = z.object({
  id: z.number().int(),
  number: z.string(),
  status: orderStatus,
  status_label: z.string(),
  payment_method: z.object({
    id: z.number().int(),
    code: z.string(),
    name_en: z.string(),
    name_ar: z.string(),
    kind: paymentMethodKind,
  }),
  plan: z.object({ months: z.number().int(), interest_percent: z.number() }).nullable(),
  address: orderAddress,
  items: z.array(orderItem),
  totals: orderTotals,
  promo_code: z.string().nullable(),
  notes: z.string(),
  created_at: z.string(),
  /** Unpaid online orders are cancelled and their stock released after this moment. */
  pay_before: z.string().nullable(),
  history: z.array(orderHistoryEntry),
  /** Who carries the parcel and its tracking number, once the order is shipped (null before). */
  courier_name: z.string().nullable(),
  tracking_number: z.string().nullable(),
});
export type Order = z.infer<typeof order>;

/** Pagination as page-url?page={n}: next and previous are the full addresses of the neighbouring pages. */
export const orderPage = z.object({
  count: z.number().int(),
  next: z.string().nullable(),
  previous: z.string().nullable(),
  results: z.array(order),
});
export type OrderPage = z.infer<typeof orderPage>;

export const orderListQuery = z.object({
  page: z.coerce
    .number({ error: 'page must be a whole number from 1' })
    .int()
    .min(1, 'page must be 1 or more')
    .default(1),
});

export const placeOrderResult = z.object({
  order,
  /** Set when the order is to be paid online: the storefront opens it (online-payment?iframe= or the same window). */
  pay_url: z.string().nullable(),
});
export type PlaceOrderResult = z.infer<typeof placeOrderResult>;
