import { address } from './account.ts';
import { orderStatus } from './orders.ts';
import { z } from './zod.ts';

/**
 * The back office's customer desk under /api/admin/customers: finding a customer by name, phone or e-mail; one
 * customer with their orders, addresses, rewards and phone state; sending them a phone code or a password-reset
 * message again; and, for the owner alone, blocking and unblocking the account.
 */

export const ADMIN_CUSTOMERS_PAGE_SIZE = 25;

/** What a blocked customer reads when they sign in, reset their password or reach any signed-in call. */
export const CUSTOMER_BLOCKED = "This account is blocked. Please call the shop's hotline.";

const pageAfter = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
  z.coerce
    .number()
    .int()
    .positive()
    .max(2 ** 31 - 1)
    .optional(),
);

/** The search, as the page's address carries it (an empty search lists every customer, newest first). */
export const adminCustomerQuery = z.object({
  /** The start of a name, a phone number (010..., +2010..., spaces allowed) or an e-mail address. */
  q: z
    .string()
    .trim()
    .max(254, 'Search must be at most 254 characters')
    .optional()
    .transform((v) => (v ? v : undefined)),
  /** The page after the customer with this id (newest first): "Older customers". */
  before: pageAfter,
  per_page: z.coerce.number().int().min(1).max(200).default(ADMIN_CUSTOMERS_PAGE_SIZE),
});
export type AdminCustomerQuery = z.input<typeof adminCustomerQuery>;

/** How the search was read: the start of a name, of a phone number or of an e-mail address; `all` without one. */
export const customerSearchKind = z.enum(['all', 'name', 'phone', 'email']);
export type CustomerSearchKind = z.infer<typeof customerSearchKind>;

export const adminCustomerRow = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  phone_verified: z.boolean(),
  created_at: z.string(),
  blocked: z.boolean(),
});
export type AdminCustomerRow = z.infer<typeof adminCustomerRow>;

/** Newest first; `next_before` opens the older customers after these (null: these are the oldest). */
export const adminCustomerPage = z.object({
  customers: z.array(adminCustomerRow),
  search: z.object({ kind: customerSearchKind, term: z.string() }),
  next_before: z.number().int().nullable(),
});
export type AdminCustomerPage = z.infer<typeof adminCustomerPage>;

export const staffRef = z.object({ id: z.number().int(), name: z.string() });

/** One customer as staff read them. */
export const adminCustomer = adminCustomerRow.extend({
  email_verified: z.boolean(),
  /** When the account was made, in Cairo time: "27 Nov 2026, 09:15". */
  registered_cairo: z.string(),
  block: z
    .object({
      at: z.string(),
      reason: z.string(),
      /** Who blocked the account; null for a command run on the server. */
      staff: staffRef.nullable(),
    })
    .nullable(),
  /** The newest orders (at most ORDERS_SHOWN); `orders_count` counts them all. */
  orders: z.array(
    z.object({
      id: z.number().int(),
      number: z.string(),
      created_at: z.string(),
      status: orderStatus,
      status_label: z.string(),
      total: z.number().int(),
    }),
  ),
  orders_count: z.number().int(),
  addresses: z.array(address),
  rewards: z.object({
    balance: z.number().int(),
    /** The newest entries, at most ORDERS_SHOWN. */
    entries: z.array(
      z.object({
        id: z.number().int(),
        points: z.number().int(),
        reason: z.enum(['earned', 'reversed']),
        note: z.string(),
        order_id: z.number().int().nullable(),
        order_number: z.string().nullable(),
        created_at: z.string(),
      }),
    ),
  }),
});
export type AdminCustomer = z.infer<typeof adminCustomer>;

/** How many orders and rewards entries one customer's page lists. */
export const ORDERS_SHOWN = 50;

export const adminCustomerParams = z.object({
  id: z.coerce
    .number({ error: 'The customer id is a whole number' })
    .int()
    .positive()
    .max(2 ** 31 - 1),
});

export const blockCustomerRequest = z.object({
  reason: z
    .string({ error: 'Write why the account is blocked' })
    .trim()
    .min(3, 'Write why the account is blocked')
    .max(500, 'Reason must be at most 500 characters'),
});
export type BlockCustomerRequest = z.input<typeof blockCustomerRequest>;

/** What a resend answers: where the message went. */
export const customerMessageSent = z.object({ sent_to: z.string() });
