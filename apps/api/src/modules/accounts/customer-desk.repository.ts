import { sql, type Kysely, type RawBuilder, type Transaction } from 'kysely';
import type { DialectName } from '#app/db/dialect';
import type { Database } from '#app/db/schema';

type Db = Kysely<Database> | Transaction<Database>;

/** A search once read: the start of a name or e-mail, of a phone number, or of an e-mail address. */
export type CustomerSearch =
  | { kind: 'all' }
  | { kind: 'name'; prefix: string }
  | { kind: 'phone'; prefix: string }
  | { kind: 'email'; prefix: string };

/** The first string after every string that starts with `prefix`, in byte (code point) order. */
export function prefixEnd(prefix: string): string {
  const chars = Array.from(prefix);
  const last = chars.pop()!;
  return chars.join('') + String.fromCodePoint(last.codePointAt(0)! + 1);
}

/**
 * `expression` starts with `prefix`, written as a range the search indexes of migration 0027 answer. PostgreSQL's
 * indexes are built in byte order ("C"), so the comparison names that order too; SQLite compares in byte order anyway.
 */
function startsWith(dialect: DialectName, expression: RawBuilder<unknown>, prefix: string) {
  const column = dialect === 'postgres' ? sql`(${expression} collate "C")` : expression;
  return sql<boolean>`(${column} >= ${prefix} and ${column} < ${prefixEnd(prefix)})`;
}

const lowerName = sql`lower(name)`;
const email = sql.ref('email');
const phone = sql.ref('phone');

/**
 * Customers matching the search, newest first, `limit` of them. The page after an id rather than an offset, so the
 * hundredth page costs what the first does; a search reads the index slice of its prefix.
 */
export function findCustomers(
  db: Db,
  dialect: DialectName,
  search: CustomerSearch,
  page: { beforeId?: number; limit: number },
) {
  let query = db
    .selectFrom('users')
    .select(['id', 'name', 'email', 'phone', 'phone_verified', 'created_at', 'blocked_at'])
    .orderBy('id', 'desc')
    .limit(page.limit);
  if (page.beforeId !== undefined) query = query.where('id', '<', page.beforeId);
  if (search.kind === 'phone') query = query.where(startsWith(dialect, phone, search.prefix));
  if (search.kind === 'email') query = query.where(startsWith(dialect, email, search.prefix));
  if (search.kind === 'name') {
    const { prefix } = search;
    query = query.where(
      sql<boolean>`(${startsWith(dialect, lowerName, prefix)} or ${startsWith(dialect, email, prefix)})`,
    );
  }
  return query;
}

/** One customer with the blocking staff member's name. */
export function customerById(db: Db, id: number) {
  return db
    .selectFrom('users as u')
    .leftJoin('staff as s', 's.id', 'u.blocked_by')
    .select([
      'u.id',
      'u.name',
      'u.email',
      'u.phone',
      'u.phone_verified',
      'u.email_verified',
      'u.created_at',
      'u.blocked_at',
      'u.blocked_reason',
      'u.blocked_by',
      's.name as blocked_by_name',
    ])
    .where('u.id', '=', id)
    .executeTakeFirst();
}

/** The customer's newest orders (the orders_user index, newest first). */
export function ordersOf(db: Db, userId: number, limit: number) {
  return db
    .selectFrom('orders')
    .select(['id', 'created_at', 'status', 'total'])
    .where('user_id', '=', userId)
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

/** Blocks the account unless it is blocked already; answers whether it did. */
export async function block(
  db: Db,
  userId: number,
  change: { at: string; reason: string; staffId: number },
): Promise<boolean> {
  const result = await db
    .updateTable('users')
    .set({ blocked_at: change.at, blocked_reason: change.reason, blocked_by: change.staffId })
    .where('id', '=', userId)
    .where('blocked_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Unblocks a blocked account; answers whether it was blocked. */
export async function unblock(db: Db, userId: number): Promise<boolean> {
  const result = await db
    .updateTable('users')
    .set({ blocked_at: null, blocked_reason: null, blocked_by: null })
    .where('id', '=', userId)
    .where('blocked_at', 'is not', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function countOrdersOf(db: Db, userId: number): Promise<number> {
  const row = await db
    .selectFrom('orders')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The customer's rewards points: every entry added up (reversals are negative). */
export async function rewardsBalance(db: Db, userId: number): Promise<number> {
  const row = await db
    .selectFrom('loyalty_entries')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('points'), eb.lit(0)).as('balance'))
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(row?.balance ?? 0);
}

export function rewardsEntries(db: Db, userId: number, limit: number) {
  return db
    .selectFrom('loyalty_entries')
    .select(['id', 'order_id', 'points', 'reason', 'note', 'created_at'])
    .where('user_id', '=', userId)
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}
