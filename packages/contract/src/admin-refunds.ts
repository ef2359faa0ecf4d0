import { z } from './zod.ts';

/**
 * Shipping and refunds on the order desk, under /api/admin/orders/:id: staff ship an order with its courier and
 * tracking number, and refund it whole or by lines, in cash or through the card gateway that took the payment.
 * Amounts are whole EGP, as every amount in the shop.
 */

const required = (label: string, max: number) =>
  z
    .string({ error: `Enter the ${label.toLowerCase()}` })
    .trim()
    .min(1, `Enter the ${label.toLowerCase()}`)
    .max(max, `${label} must be at most ${max} characters`);

/** POST /api/admin/orders/:id/ship: both are required, and the customer's shipped message names them. */
export const shipRequest = z.object({
  courier_name: required('Courier', 80),
  tracking_number: required('Tracking number', 80).regex(
    /^[A-Za-z0-9][A-Za-z0-9 ._/-]*$/,
    'Tracking number is letters, digits, spaces and . _ / -',
  ),
  note: z.string().trim().max(500, 'Note must be at most 500 characters').default(''),
  /** Tell the customer by e-mail and SMS (the default). */
  notify: z.boolean().default(true),
});
export type ShipRequest = z.input<typeof shipRequest>;

export const REFUND_METHODS = ['cash', 'card'] as const;
export const refundMethod = z.enum(REFUND_METHODS, { error: 'Refund method is Cash or Card' });
export type RefundMethod = z.infer<typeof refundMethod>;
export const refundMethodLabel: Record<RefundMethod, string> = { cash: 'Cash', card: 'Card' };

const quantity = z.coerce
  .number({ error: 'Quantity is a whole number' })
  .int('Quantity is a whole number')
  .min(0, 'Quantity cannot be below 0')
  .max(10_000, 'Quantity is too large');

/**
 * POST /api/admin/orders/:id/refunds. `whole`: everything not refunded yet (delivery included); `lines`: some units
 * of some lines (an order line by its id, as the refunds view lists them). The amount is worked out by the shop.
 */
export const refundRequest = z
  .object({
    scope: z.enum(['whole', 'lines'], { error: 'Refund the whole order or some lines' }),
    lines: z
      .array(
        z.object({
          item_id: z.coerce
            .number()
            .int()
            .positive()
            .max(2 ** 31 - 1),
          quantity,
        }),
      )
      .max(200)
      .default([]),
    method: refundMethod,
    note: z.string().trim().max(500, 'Note must be at most 500 characters').default(''),
  })
  .refine((r) => r.scope === 'whole' || r.lines.some((l) => l.quantity > 0), {
    path: ['lines'],
    error: 'Choose how many of at least one item to refund',
  });
export type RefundRequest = z.input<typeof refundRequest>;

export const refundState = z.enum(['pending', 'done', 'failed']);

export const orderRefund = z.object({
  id: z.number().int(),
  amount: z.number().int(),
  method: refundMethod,
  provider: z.string().nullable(),
  gateway_reference: z.string().nullable(),
  /** pending while the gateway is asked; failed refunds gave nothing back and do not count. */
  state: refundState,
  whole_order: z.boolean(),
  note: z.string(),
  lines: z.array(z.object({ item_id: z.number().int(), name: z.string(), quantity: z.number().int() })),
  staff: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  created_at: z.string(),
});
export type OrderRefund = z.infer<typeof orderRefund>;

/** GET /api/admin/orders/:id/refunds (and the answer of a refund): what was paid, refunded and may still be. */
export const orderRefunds = z.object({
  order_id: z.number().int(),
  /** What the shop received: the total of a card order once paid, of a cash order once delivered; else 0. */
  paid: z.number().int(),
  refunded: z.number().int(),
  /** Whether a refund can be made now, and the methods it can use (card only for an order paid by card). */
  can_refund: z.boolean(),
  methods: z.array(refundMethod),
  /** Why no refund can be made now (null when one can). */
  blocked_reason: z.string().nullable(),
  lines: z.array(
    z.object({
      item_id: z.number().int(),
      variant_id: z.number().int(),
      name: z.string(),
      options: z.string(),
      amount: z.number().int(),
      refunded_quantity: z.number().int(),
      /** What refunding one more unit gives back now (the last units also give back what remains, delivery included). */
      unit_refund: z.number().int(),
    }),
  ),
  refunds: z.array(orderRefund),
});
export type OrderRefunds = z.infer<typeof orderRefunds>;
