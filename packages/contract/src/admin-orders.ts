import { order, orderStatus } from './orders.ts';
import { z } from './zod.ts';

/**
 * The back office's order desk under /api/admin/orders: every order, filtered and newest first; one order with
 * everything staff need to act on it; status changes along the order's allowed steps; internal notes.
 */

export const ADMIN_ORDERS_PAGE_SIZE = 25;

/** A filter field left empty in the page's form means "any". */
const anyWhenBlank = <S extends z.ZodType>(schema: S) =>
  z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), schema.optional());

const day = (label: string) =>
  anyWhenBlank(
    z
      .string()
      .trim()
      .regex(/^\d{4}-\d{2}-\d{2}$/, `${label} is a date such as 2026-11-27`)
      .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)), `${label} is not a real date`),
  );

const optionalText = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .optional()
    .transform((v) => (v ? v : undefined));

/** The list's filters, as the page's address carries them (empty fields mean "any"). */
export const adminOrderQuery = z
  .object({
    status: anyWhenBlank(orderStatus),
    payment_method: optionalText(20, 'Payment method'),
    /** Days in Cairo time, both included. */
    from: day('From'),
    to: day('To'),
    governorate_id: anyWhenBlank(
      z.coerce.number({ error: 'Governorate is a number' }).int().positive().max(1000),
    ),
    promo_code: optionalText(50, 'Promo code'),
    /** A customer's e-mail address or phone number. */
    customer: optionalText(254, 'Customer'),
    /** An order number, ISP-000012 or 12. */
    number: optionalText(20, 'Order number').refine(
      (v) => v === undefined || /^(?:ISP-)?\d{1,10}$/i.test(v),
      'Order number is a number such as ISP-000012 or 12',
    ),
    /** The page after the order with this id (newest first): "Older orders". */
    before: anyWhenBlank(
      z.coerce
        .number()
        .int()
        .positive()
        .max(2 ** 31 - 1),
    ),
    per_page: z.coerce.number().int().min(1).max(200).default(ADMIN_ORDERS_PAGE_SIZE),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { path: ['to'], error: 'To must not be before From' });
export type AdminOrderQuery = z.input<typeof adminOrderQuery>;

export const adminOrderRow = z.object({
  id: z.number().int(),
  number: z.string(),
  created_at: z.string(),
  status: orderStatus,
  status_label: z.string(),
  payment_method: z.string(),
  payment_method_name: z.string(),
  total: z.number().int(),
  promo_code: z.string().nullable(),
  governorate_en: z.string(),
  customer: z.object({
    id: z.number().int(),
    name: z.string(),
    email: z.string(),
    phone: z.string().nullable(),
  }),
});
export type AdminOrderRow = z.infer<typeof adminOrderRow>;

/** Newest first; `next_before` opens the older orders after these (null: these are the oldest). */
export const adminOrderPage = z.object({
  orders: z.array(adminOrderRow),
  next_before: z.number().int().nullable(),
});
export type AdminOrderPage = z.infer<typeof adminOrderPage>;

export const orderNote = z.object({
  id: z.number().int(),
  body: z.string(),
  created_at: z.string(),
  staff: z.object({ id: z.number().int(), name: z.string() }).nullable(),
});

/** One order as staff read it: the customer's view, plus who they are, the payment's reference and staff's side. */
export const adminOrder = order.extend({
  customer: adminOrderRow.shape.customer,
  payment: z.object({ provider: z.string().nullable(), reference: z.string().nullable() }),
  card_offer: z.string().nullable(),
  history: z.array(
    z.object({
      status: orderStatus,
      status_label: z.string(),
      note: z.string(),
      created_at: z.string(),
      /** Who made the change; null for the shop itself, the customer or a command run on the server. */
      staff: z.object({ id: z.number().int(), name: z.string() }).nullable(),
      /** False when staff chose not to tell the customer. */
      notified: z.boolean(),
    }),
  ),
  staff_notes: z.array(orderNote),
  /** Where the order may go from here. */
  next_statuses: z.array(orderStatus),
});
export type AdminOrder = z.infer<typeof adminOrder>;

export const adminOrderParams = z.object({
  id: z.coerce
    .number({ error: 'The order id is a whole number' })
    .int()
    .positive()
    .max(2 ** 31 - 1),
});

export const orderStatusChangeRequest = z.object({
  status: orderStatus,
  note: z.string().trim().max(500, 'Note must be at most 500 characters').default(''),
  /** Tell the customer by e-mail and SMS (the default); off to correct a mistaken change quietly. */
  notify: z.boolean().default(true),
});
export type OrderStatusChangeRequest = z.input<typeof orderStatusChangeRequest>;

export const orderNoteRequest = z.object({
  body: z
    .string({ error: 'Write the note' })
    .trim()
    .min(1, 'Write the note')
    .max(2000, 'Note must be at most 2000 characters'),
});
