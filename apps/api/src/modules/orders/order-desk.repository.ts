import type { Kysely } from 'kysely';
import type { OrderStatus } from '@shop/contract/orders';
import type { Database } from '#app/db/schema';

type Db = Kysely<Database>;

/** The list's filters once read: moments in UTC, the customer as an e-mail or a phone. */
export interface OrderFilter {
  status?: OrderStatus;
  paymentMethod?: string;
  fromAt?: string;
  untilAt?: string;
  governorateId?: number;
  promoCode?: string;
  email?: string;
  phone?: string;
  id?: number;
  beforeId?: number;
}

/**
 * Orders matching the filter, newest first, `limit` of them, each with its customer and governorate. Newest first by
 * id, and the page after an id rather than an offset, so the thousandth page costs what the first does.
 */
export function findOrders(db: Db, filter: OrderFilter, limit: number) {
  let query = db
    .selectFrom('orders as o')
    .innerJoin('users as u', 'u.id', 'o.user_id')
    .leftJoin('governorates as g', 'g.id', 'o.governorate_id')
    .select([
      'o.id',
      'o.created_at',
      'o.status',
      'o.payment_method',
      'o.total',
      'o.promo_code',
      'g.name_en as governorate_en',
      'u.id as user_id',
      'u.name as user_name',
      'u.email as user_email',
      'u.phone as user_phone',
    ])
    .orderBy('o.id', 'desc')
    .limit(limit);
  if (filter.id !== undefined) query = query.where('o.id', '=', filter.id);
  if (filter.beforeId !== undefined) query = query.where('o.id', '<', filter.beforeId);
  if (filter.status) query = query.where('o.status', '=', filter.status);
  if (filter.paymentMethod) query = query.where('o.payment_method', '=', filter.paymentMethod);
  if (filter.fromAt) query = query.where('o.created_at', '>=', filter.fromAt);
  if (filter.untilAt) query = query.where('o.created_at', '<', filter.untilAt);
  if (filter.governorateId !== undefined) query = query.where('o.governorate_id', '=', filter.governorateId);
  if (filter.promoCode) query = query.where('o.promo_code', '=', filter.promoCode);
  if (filter.email) query = query.where('u.email', '=', filter.email);
  if (filter.phone) query = query.where('u.phone', '=', filter.phone);
  return query.execute();
}

export function customerOf(db: Db, userId: number) {
  return db
    .selectFrom('users')
    .select(['id', 'name', 'email', 'phone'])
    .where('id', '=', userId)
    .executeTakeFirst();
}

/** The order's status history, oldest first, with the staff member who made each change. */
export function historyWithStaff(db: Db, orderId: number) {
  return db
    .selectFrom('order_status_history as h')
    .leftJoin('staff as s', 's.id', 'h.staff_id')
    .select(['h.status', 'h.note', 'h.created_at', 'h.notified', 'h.staff_id', 's.name as staff_name'])
    .where('h.order_id', '=', orderId)
    .orderBy('h.id')
    .execute();
}

export function notesOf(db: Db, orderId: number) {
  return db
    .selectFrom('order_notes as n')
    .leftJoin('staff as s', 's.id', 'n.staff_id')
    .select(['n.id', 'n.body', 'n.created_at', 'n.staff_id', 's.name as staff_name'])
    .where('n.order_id', '=', orderId)
    .orderBy('n.id')
    .execute();
}

export async function insertNote(
  db: Db,
  note: { orderId: number; staffId: number; body: string; at: string },
): Promise<number> {
  const row = await db
    .insertInto('order_notes')
    .values({ order_id: note.orderId, staff_id: note.staffId, body: note.body, created_at: note.at })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
