import type { z } from 'zod';
import { SHOP_TIME_ZONE } from '@shop/contract/admin-dashboard';
import {
  ORDERS_SHOWN,
  type AdminCustomer,
  type AdminCustomerPage,
  type adminCustomerQuery,
  type CustomerSearchKind,
} from '@shop/contract/admin-customers';
import { orderNumber, orderStatusLabel } from '@shop/contract/orders';
import type { Deps } from '#app/deps';
import { AppError } from '#app/errors/app-error';
import { publicOrigin } from '#app/http/origin';
import { recordAudit } from '#app/modules/audit/audit.service';
import type { AccountThrottles } from './account.throttles.ts';
import { listAddresses } from './address.repository.ts';
import * as desk from './customer-desk.repository.ts';
import { forgetPassword } from './password-reset.service.ts';
import { sendPhoneCode } from './phone.service.ts';
import { shopNow } from '#app/modules/site/shop-settings.service';

type DeskDeps = Pick<Deps, 'db' | 'dialect' | 'config'>;
type Db = Deps['db'];
type Query = z.output<typeof adminCustomerQuery>;

/**
 * A phone number as staff type it, as the shop keeps it (01XXXXXXXXX): 010..., +2010..., 002010... or 2010..., with
 * spaces, dashes or brackets anywhere. Undefined when the text is not a phone number at all.
 */
export function phonePrefix(text: string): string | undefined {
  const compact = text.replace(/[\s\-().]/g, '');
  if (!/^\+?\d+$/.test(compact)) return undefined;
  let digits = compact.replace(/^\+/, '');
  if (digits.startsWith('0020')) digits = digits.slice(4);
  else if (digits.startsWith('20')) digits = digits.slice(2);
  return digits.startsWith('0') ? digits : `0${digits}`;
}

/**
 * What a search looks for: an e-mail address when it has an @, a phone number when it is digits, else the start of a
 * name or an e-mail address. Letters are lowered as the database lowers the names it compares them with (SQLite's
 * lower() knows only A to Z).
 */
export function readSearch(q: string | undefined, dialect: Deps['dialect']): desk.CustomerSearch {
  if (!q) return { kind: 'all' };
  if (q.includes('@')) return { kind: 'email', prefix: q.toLowerCase() };
  const phone = phonePrefix(q);
  if (phone !== undefined) return { kind: 'phone', prefix: phone };
  const prefix = dialect === 'postgres' ? q.toLowerCase() : q.replace(/[A-Z]/g, (c) => c.toLowerCase());
  return { kind: 'name', prefix };
}

/** A page of customers, newest first, and where the next (older) page starts. */
export async function listCustomers(deps: DeskDeps, query: Query): Promise<AdminCustomerPage> {
  const search = readSearch(query.q, deps.dialect);
  const rows = await desk
    .findCustomers(deps.db, deps.dialect, search, { beforeId: query.before, limit: query.per_page + 1 })
    .execute();
  const shown = rows.slice(0, query.per_page);
  return {
    customers: shown.map((r) => ({
      id: r.id,
      name: r.name,
      email: r.email,
      phone: r.phone,
      phone_verified: r.phone_verified === 1,
      created_at: r.created_at,
      blocked: r.blocked_at !== null,
    })),
    search: {
      kind: search.kind as CustomerSearchKind,
      term: search.kind === 'all' ? '' : search.prefix,
    },
    next_before: rows.length > query.per_page ? shown[shown.length - 1]!.id : null,
  };
}

const cairoClock = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: SHOP_TIME_ZONE,
});

async function customerRow(db: Db, id: number) {
  const row = await desk.customerById(db, id);
  if (!row) throw new AppError('not_found', `There is no customer ${id}.`);
  return row;
}

/** One customer with everything staff answer them about. */
export async function readCustomer(db: Db, id: number): Promise<AdminCustomer> {
  const row = await customerRow(db, id);
  const [orders, ordersCount, addresses, balance, entries] = await Promise.all([
    desk.ordersOf(db, id, ORDERS_SHOWN),
    desk.countOrdersOf(db, id),
    listAddresses(db, id),
    desk.rewardsBalance(db, id),
    desk.rewardsEntries(db, id, ORDERS_SHOWN),
  ]);
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    phone_verified: row.phone_verified === 1,
    email_verified: row.email_verified === 1,
    created_at: row.created_at,
    registered_cairo: cairoClock.format(new Date(row.created_at)),
    blocked: row.blocked_at !== null,
    block:
      row.blocked_at === null
        ? null
        : {
            at: row.blocked_at,
            reason: row.blocked_reason ?? '',
            staff: row.blocked_by === null ? null : { id: row.blocked_by, name: row.blocked_by_name ?? '' },
          },
    orders: orders.map((o) => ({
      id: o.id,
      number: orderNumber(o.id),
      created_at: o.created_at,
      status: o.status,
      status_label: orderStatusLabel[o.status],
      total: o.total,
    })),
    orders_count: ordersCount,
    addresses,
    rewards: {
      balance,
      entries: entries.map((e) => ({
        id: e.id,
        points: e.points,
        reason: e.reason,
        note: e.note,
        order_id: e.order_id,
        order_number: e.order_id === null ? null : orderNumber(e.order_id),
        created_at: e.created_at,
      })),
    },
  };
}

/**
 * Blocks the account: in one transaction it is marked blocked, every signed-in session it has ends, and the audit row
 * is written. Its carts, orders, addresses and rewards stay as they are, for the day it is unblocked.
 */
export async function blockCustomer(
  db: Db,
  id: number,
  staffId: number,
  reason: string,
): Promise<AdminCustomer> {
  const row = await customerRow(db, id);
  const at = new Date().toISOString();
  await db.transaction().execute(async (trx) => {
    if (!(await desk.block(trx, id, { at, reason, staffId })))
      throw new AppError('conflict', `${row.name} is blocked already.`);
    await trx.deleteFrom('sessions').where('user_id', '=', id).where('kind', '=', 'customer').execute();
    await recordAudit(
      trx,
      {
        staffId,
        action: 'customer.block',
        entity: { type: 'customer', id },
        before: { blocked: false },
        after: { blocked: true, reason },
      },
      at,
    );
  });
  return readCustomer(db, id);
}

/** Lets the customer sign in again. */
export async function unblockCustomer(db: Db, id: number, staffId: number): Promise<AdminCustomer> {
  const row = await customerRow(db, id);
  await db.transaction().execute(async (trx) => {
    if (!(await desk.unblock(trx, id))) throw new AppError('conflict', `${row.name} is not blocked.`);
    await recordAudit(trx, {
      staffId,
      action: 'customer.unblock',
      entity: { type: 'customer', id },
      before: { blocked: true, reason: row.blocked_reason ?? '' },
      after: { blocked: false },
    });
  });
  return readCustomer(db, id);
}

const BLOCKED_NO_MESSAGES =
  'This account is blocked: unblock it before sending it a code or a reset message.';

/** The storefront's own limits, worded for staff: nothing was sent, and why. */
async function notSentWhenLimited<T>(send: () => Promise<T>): Promise<T> {
  try {
    return await send();
  } catch (error) {
    if (error instanceof AppError && error.name === 'rate_limited')
      throw new AppError('rate_limited', `Nothing was sent. ${error.message}`, { headers: error.headers });
    throw error;
  }
}

/**
 * Sends the customer a new phone verification code by SMS, exactly as the profile's "send code" does: the same
 * 30-second gap and per-account limit, counted together with the customer's own requests.
 */
export async function resendPhoneCode(
  deps: DeskDeps,
  throttles: AccountThrottles,
  id: number,
  staffId: number,
): Promise<{ sent_to: string }> {
  const row = await customerRow(deps.db, id);
  if (row.blocked_at !== null) throw new AppError('conflict', BLOCKED_NO_MESSAGES);
  if (!row.phone)
    throw new AppError('conflict', `${row.name} has no phone number saved; they add one in their profile.`);
  if (row.phone_verified === 1)
    throw new AppError('conflict', `${row.name}'s phone number ${row.phone} is verified already.`);
  const shop = await shopNow(deps);
  const sent = await notSentWhenLimited(() =>
    sendPhoneCode(deps.db, throttles, {
      userId: id,
      shopName: shop.shop_name,
      ttlMinutes: deps.config.CODE_TTL_MINUTES,
    }),
  );
  await recordAudit(deps.db, {
    staffId,
    action: 'customer.phone_code',
    entity: { type: 'customer', id },
    before: null,
    after: { sent_to: sent.phone },
  });
  return { sent_to: sent.phone };
}

/** Mails the customer a password-reset code and link, exactly as "Forgot password" does, under the same limit. */
export async function resendPasswordReset(
  deps: DeskDeps,
  throttles: AccountThrottles,
  id: number,
  staffId: number,
): Promise<{ sent_to: string }> {
  const row = await customerRow(deps.db, id);
  if (row.blocked_at !== null) throw new AppError('conflict', BLOCKED_NO_MESSAGES);
  const shop = await shopNow(deps);
  await notSentWhenLimited(() =>
    forgetPassword(deps.db, throttles, {
      email: row.email,
      origin: publicOrigin(deps.config),
      shopName: shop.shop_name,
      ttlMinutes: deps.config.CODE_TTL_MINUTES,
    }),
  );
  await recordAudit(deps.db, {
    staffId,
    action: 'customer.password_reset',
    entity: { type: 'customer', id },
    before: null,
    after: { sent_to: row.email },
  });
  return { sent_to: row.email };
}
