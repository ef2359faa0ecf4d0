import { sql, type Kysely } from 'kysely';
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
 *
 * In two steps: the page's ids from the orders' indexes alone, then those few orders with their customer and
 * governorate. A filter that matches thousands of orders but cannot be read in id order (a range of days) then sorts
 * thousands of index entries rather than joining thousands of rows that the limit throws away.
 */
export async function findOrders(db: Db, filter: OrderFilter, limit: number) {
  const shape = (await readsRangeWhole(db, filter)) ? 'range' : 'newest';
  return orderPageQuery(db, filter, limit, shape).execute();
}

/**
 * How a page's ids are found: `newest` walks the ids down from the newest order and keeps those that match (each
 * filter's own index where one leads to them); `range` reads every order of a range of days through the index on
 * the order's time and keeps the newest of them.
 */
export type PageShape = 'newest' | 'range';

/**
 * Whether a range of days is cheaper read whole than walked past. Walking the ids down costs the orders newer than
 * the range, and a database's planner cannot know how many there are: ids rise with time, but its statistics treat
 * the two columns apart, so PostgreSQL walked 90,000 newer orders for a month a year back (60 ms). Because ids rise
 * with time, the ids of the first orders at the range's two ends tell, to within a few, how many orders the range
 * holds and how many are newer: three lookups in the index on the order's time. Reading an order of the range costs
 * about twice what walking past one does (its entries are sorted by id afterwards), hence the factor. Either way the
 * page is exact: the estimate only picks how it is read. A range that runs to today has no newer orders to walk
 * past, and an order number or a customer names a handful of orders through its own index.
 */
export async function readsRangeWhole(db: Db, filter: OrderFilter): Promise<boolean> {
  const { fromAt, untilAt } = filter;
  if (!untilAt || filter.id !== undefined || filter.email || filter.phone) return false;
  const firstAt = (at: string) =>
    db.selectFrom('orders').select('id').where('created_at', '>=', at).orderBy('created_at').limit(1);
  const ends = await db
    .selectNoFrom((eb) => [
      (fromAt ? firstAt(fromAt) : eb.selectFrom('orders').select((e) => e.fn.min('id').as('id'))).as(
        'from_id',
      ),
      firstAt(untilAt).as('until_id'),
      eb
        .selectFrom('orders')
        .select((e) => e.fn.max('id').as('id'))
        .as('newest_id'),
    ])
    .executeTakeFirstOrThrow();
  const newest = Number(ends.newest_id ?? 0);
  const until = ends.until_id === null ? newest + 1 : Number(ends.until_id);
  const from = ends.from_id === null ? until : Number(ends.from_id);
  const held = Math.max(0, until - from);
  const newer = newest + 1 - until;
  return held * 2 < newer;
}

/** The query findOrders runs (its plan is what the order desk's speed rests on). */
export function orderPageQuery(db: Db, filter: OrderFilter, limit: number, shape: PageShape = 'newest') {
  return db
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
    .where('o.id', 'in', pageIds(db, filter, limit, shape))
    .orderBy('o.id', 'desc');
}

/** The ids of a page: one index of the orders (or the customer's, through the unique e-mail or phone) per filter. */
export function pageIds(db: Db, filter: OrderFilter, limit: number, shape: PageShape = 'newest') {
  if (shape === 'newest') {
    let query = db.selectFrom('orders as o').select('o.id');
    if (filter.fromAt) query = query.where('o.created_at', '>=', filter.fromAt);
    if (filter.untilAt) query = query.where('o.created_at', '<', filter.untilAt);
    for (const [column, op, value] of conditions(db, filter))
      query = query.where(sql.ref(`o.${column}`), op, value);
    return query.orderBy('o.id', 'desc').limit(limit);
  }
  // The range alone inside, so that both databases read it through the index on the order's time whatever the other
  // filters are: without statistics SQLite would rather walk every delivered order through `orders_status_id`. A
  // limit no range reaches keeps it a query of its own (neither database merges a subquery that has a limit into the
  // outer one, nor moves the outer filters into it); the other filters and the sort by id apply to what it read.
  const outer = conditions(db, filter);
  // Only the columns the other filters read: a month alone, or with a status or a payment method, is then read from
  // the index's entries without the orders' rows.
  const columns = [...new Set(['id' as const, ...outer.map(([column]) => column)])];
  let inRange = db.selectFrom('orders as o').select(columns.map((column) => `o.${column}` as const));
  if (filter.fromAt) inRange = inRange.where('o.created_at', '>=', filter.fromAt);
  if (filter.untilAt) inRange = inRange.where('o.created_at', '<', filter.untilAt);
  let query = db.selectFrom(inRange.limit(Number.MAX_SAFE_INTEGER).as('m')).select('m.id');
  for (const [column, op, value] of conditions(db, filter))
    query = query.where(sql.ref(`m.${column}`), op, value);
  return query.orderBy('m.id', 'desc').limit(limit);
}

type Condition = [column: keyof Database['orders'] & string, op: '=' | '<' | 'in', value: unknown];

/** Every filter but the range of days, as conditions on the orders' columns. */
function conditions(db: Db, filter: OrderFilter): Condition[] {
  const found: Condition[] = [];
  if (filter.id !== undefined) found.push(['id', '=', filter.id]);
  if (filter.beforeId !== undefined) found.push(['id', '<', filter.beforeId]);
  if (filter.status) found.push(['status', '=', filter.status]);
  if (filter.paymentMethod) found.push(['payment_method', '=', filter.paymentMethod]);
  if (filter.governorateId !== undefined) found.push(['governorate_id', '=', filter.governorateId]);
  if (filter.promoCode) found.push(['promo_code', '=', filter.promoCode]);
  const customers = db.selectFrom('users').select('id');
  if (filter.email) found.push(['user_id', 'in', customers.where('email', '=', filter.email)]);
  if (filter.phone) found.push(['user_id', 'in', customers.where('phone', '=', filter.phone)]);
  return found;
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
