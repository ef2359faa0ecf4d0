import { z } from './zod.ts';

/**
 * What a customer may do with an order after placing it (ADR 0033): cancel it while nothing has been paid or sent, or
 * ask to return it within the shop's return window once it was delivered. Staff accept or refuse a return request in
 * the back office; accepting does not refund by itself.
 */

/** Days after delivery during which a customer may ask to return an order, until an owner sets another number. */
export const DEFAULT_RETURN_WINDOW_DAYS = 14;
export const MAX_RETURN_WINDOW_DAYS = 365;

/** A customer's photo of what they return: a phone picture is a few MB; anything larger is refused before reading. */
export const MAX_RETURN_PHOTO_BYTES = 8 * 1024 * 1024;

export const RETURN_STATUSES = ['requested', 'accepted', 'refused'] as const;
export const returnStatus = z.enum(RETURN_STATUSES);
export type ReturnStatus = z.infer<typeof returnStatus>;

export const returnStatusLabel: Record<ReturnStatus, string> = {
  requested: 'Return requested',
  accepted: 'Return accepted',
  refused: 'Return refused',
};

export const returnMessages = {
  photoTooLarge: `The photo is larger than ${MAX_RETURN_PHOTO_BYTES / 1024 / 1024} MB. Send a smaller one, or none.`,
  photoNotBase64: 'The photo could not be read. Choose the file again.',
  notDelivered: 'Only a delivered order can be returned.',
  alreadyAsked: 'You already asked to return this order.',
  notFound: 'This order was not found in your orders.',
  cancelRefused:
    'This order can no longer be cancelled here: it is paid or on its way. Please call us if you need to change it.',
} as const;

const reason = z
  .string({ error: 'Tell us why you want to return the order' })
  .trim()
  .min(1, 'Tell us why you want to return the order')
  .max(1000, 'The reason has at most 1000 characters');

/**
 * POST /api/customer/orders/:id/return. The photo travels as base64 inside the JSON (the storefront's form posts are
 * read by the page's action and forwarded this way); its type is decided from its bytes, not from a name.
 */
export const returnRequestInput = z.object({
  reason,
  photo: z
    .string()
    .max(Math.ceil((MAX_RETURN_PHOTO_BYTES * 4) / 3) + 8, returnMessages.photoTooLarge)
    .nullish(),
});
export type ReturnRequestInput = z.input<typeof returnRequestInput>;

/** A return request as its customer and staff see it (staff see the photo through its own address). */
export const orderReturn = z.object({
  id: z.number().int(),
  order_id: z.number().int(),
  order_number: z.string(),
  status: returnStatus,
  status_label: z.string(),
  reason: z.string(),
  has_photo: z.boolean(),
  requested_at: z.string(),
  decided_at: z.string().nullable(),
  /** What staff told the customer with their decision. */
  decision_note: z.string(),
});
export type OrderReturn = z.infer<typeof orderReturn>;

/** GET /api/customer/orders/:id/return: what the customer may do with the order now, and the request if one exists. */
export const customerOrderActions = z.object({
  can_cancel: z.boolean(),
  can_return: z.boolean(),
  /** The last moment a return may be asked for (delivered orders), else null. */
  return_until: z.string().nullable(),
  return_window_days: z.number().int(),
  request: orderReturn.nullable(),
});
export type CustomerOrderActions = z.infer<typeof customerOrderActions>;

/** GET /api/admin/orders/:id/return: the order's return request for staff, or null when the customer asked none. */
export const adminOrderReturn = z.object({
  request: orderReturn.nullable(),
  /** The address of the customer's photo (staff only), when there is one. */
  photo_url: z.string().nullable(),
});
export type AdminOrderReturn = z.infer<typeof adminOrderReturn>;

/** POST /api/admin/orders/:id/return: staff's decision; a refusal says why, since the customer reads it. */
export const returnDecisionRequest = z
  .object({
    decision: z.enum(['accept', 'refuse'], { error: 'Choose accept or refuse' }),
    note: z.string().trim().max(500, 'The message has at most 500 characters').default(''),
  })
  .refine((v) => v.decision === 'accept' || v.note.length > 0, {
    message: 'Tell the customer why the return is refused',
    path: ['note'],
  });
export type ReturnDecisionRequest = z.input<typeof returnDecisionRequest>;

export const returnWindowDays = z.coerce
  .number({ error: 'Return window must be a number of days' })
  .int('Return window must be a whole number of days')
  .min(0, 'Return window must be 0 days or more')
  .max(MAX_RETURN_WINDOW_DAYS, `Return window must be at most ${MAX_RETURN_WINDOW_DAYS} days`);
