import type { Kysely } from 'kysely';
import { shopperMessage } from '@shop/contract/shopper-messages';
import { orderNumber } from '@shop/contract/orders';
import {
  MAX_RETURN_PHOTO_BYTES,
  returnMessages,
  returnStatusLabel,
  type AdminOrderReturn,
  type CustomerOrderActions,
  type OrderReturn,
  type ReturnDecisionRequest,
  type ReturnRequestInput,
} from '@shop/contract/order-returns';
import type { Database } from '#app/db/schema';
import type { CatalogDeps } from '#app/deps';
import { AppError } from '#app/errors/app-error';
import { addDays, dayStart, shopDay } from '#app/lib/shop-time';
import { findCustomer } from '#app/modules/accounts/account.service';
import { recordAudit } from '#app/modules/audit/audit.service';
import { encodeOriginal, inspectPicture } from '#app/modules/media/media-picture';
import { sendEmailAndSms } from '#app/modules/outbox/outbox.service';
import { returnWindowDays, shopNow } from '#app/modules/site/shop-settings.service';
import * as repo from './order.repository.ts';
import * as returns from './order-returns.repository.ts';
import { messageLanguage, returnNews } from '#app/modules/outbox/customer-messages';
import { customerMayCancel } from './orders.service.ts';

type Db = Kysely<Database>;

const PHOTO_TYPE = { jpg: 'image/jpeg', png: 'image/png', webp: 'image/webp' } as const;

function answerOf(row: returns.ReturnRow): OrderReturn {
  return {
    id: row.id,
    order_id: row.order_id,
    order_number: orderNumber(row.order_id),
    status: row.status,
    status_label: returnStatusLabel[row.status],
    reason: row.reason,
    has_photo: row.photo_type !== null,
    requested_at: row.requested_at,
    decided_at: row.decided_at,
    decision_note: row.decision_note,
  };
}

/**
 * The last moment a return may be asked for: the end of the Cairo day `days` days after delivery, so "14 days" means
 * the same to the customer whatever the hour the parcel came.
 */
function returnDeadline(delivered: string, days: number): Date {
  return dayStart(addDays(shopDay(new Date(delivered)), days + 1));
}

const cairoDay = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'Africa/Cairo',
});

async function ownOrder(db: Db, userId: number, orderId: number) {
  const row = await repo.findOrderRow(db, orderId, userId);
  if (!row) throw new AppError('not_found', returnMessages.notFound);
  return row;
}

/** What the customer may do with their order now, and their return request if there is one. */
export async function customerActions(
  deps: CatalogDeps,
  userId: number,
  orderId: number,
  now = new Date(),
): Promise<CustomerOrderActions> {
  const row = await ownOrder(deps.db, userId, orderId);
  const [days, request, delivered] = await Promise.all([
    returnWindowDays(deps.db),
    returns.findReturn(deps.db, orderId),
    row.status === 'delivered' ? returns.deliveredAt(deps.db, orderId) : Promise.resolve(null),
  ]);
  const until = delivered ? returnDeadline(delivered, days) : null;
  return {
    can_cancel: customerMayCancel(row),
    can_return: until !== null && !request && now < until,
    return_until: until?.toISOString() ?? null,
    return_window_days: days,
    request: request ? answerOf(request) : null,
  };
}

/** The photo's bytes from the request's base64, checked for size before decoding and for type from the bytes. */
async function photoOf(base64: string): Promise<{ content: Buffer; type: string }> {
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(base64))
    throw new AppError('bad_request', returnMessages.photoNotBase64);
  const bytes = Buffer.from(base64, 'base64');
  if (bytes.length > MAX_RETURN_PHOTO_BYTES)
    throw new AppError('payload_too_large', returnMessages.photoTooLarge);
  const inspected = await inspectPicture(bytes);
  // Re-encoded without metadata: a phone photo's EXIF carries where it was taken.
  const encoded = await encodeOriginal(bytes, inspected);
  return { content: encoded.content, type: PHOTO_TYPE[inspected.format] };
}

/**
 * A customer asks to return a delivered order of theirs within the return window, once. The request is stored, then
 * the customer hears by e-mail and SMS that it was received.
 */
export async function requestReturn(
  deps: CatalogDeps,
  userId: number,
  orderId: number,
  input: Required<Pick<ReturnRequestInput, 'reason'>> & { photo?: string | null | undefined },
  now = new Date(),
): Promise<OrderReturn> {
  const row = await ownOrder(deps.db, userId, orderId);
  if (await returns.findReturn(deps.db, orderId)) throw new AppError('conflict', returnMessages.alreadyAsked);
  if (row.status !== 'delivered') throw new AppError('conflict', returnMessages.notDelivered);
  const days = await returnWindowDays(deps.db);
  const delivered = (await returns.deliveredAt(deps.db, orderId)) ?? row.updated_at;
  const until = returnDeadline(delivered, days);
  if (now >= until) {
    throw new AppError(
      'conflict',
      shopperMessage('returnWindowEnded', {
        days,
        day: cairoDay.format(new Date(until.getTime() - 1)),
        hotline: (await shopNow(deps)).hotline,
      }),
    );
  }
  const photo = input.photo ? await photoOf(input.photo) : null;
  const inserted = await returns.insertReturn(deps.db, {
    order_id: orderId,
    user_id: userId,
    status: 'requested',
    reason: input.reason,
    photo: photo?.content ?? null,
    photo_type: photo?.type ?? null,
    requested_at: now.toISOString(),
  });
  if (!inserted) throw new AppError('conflict', returnMessages.alreadyAsked);
  const stored = answerOf((await returns.findReturn(deps.db, orderId))!);
  await tellCustomer(deps, stored, userId);
  return stored;
}

/** The order's return request as staff see it, with the address of the photo when there is one. */
export async function staffReturn(db: Db, orderId: number): Promise<AdminOrderReturn> {
  if (!(await repo.findOrderRow(db, orderId)))
    throw new AppError('not_found', `There is no order ${orderId}.`);
  const row = await returns.findReturn(db, orderId);
  return {
    request: row ? answerOf(row) : null,
    photo_url: row?.photo_type ? `/api/admin/orders/${orderId}/return/photo` : null,
  };
}

export async function returnPhoto(db: Db, orderId: number): Promise<{ content: Buffer; type: string }> {
  const row = await returns.findPhoto(db, orderId);
  if (!row?.photo || !row.photo_type) throw new AppError('not_found', 'This return request has no photo.');
  return { content: Buffer.from(row.photo), type: row.photo_type };
}

/**
 * Staff accept or refuse a request still waiting for a decision; the decision and its audit row are written together,
 * then the customer is told. Accepting records the decision only: a refund is its own step.
 */
export async function decideReturn(
  deps: CatalogDeps,
  orderId: number,
  staffId: number,
  decision: { decision: ReturnDecisionRequest['decision']; note: string },
): Promise<AdminOrderReturn> {
  const before = await returns.findReturn(deps.db, orderId);
  if (!before) throw new AppError('not_found', `Order ${orderNumber(orderId)} has no return request.`);
  const status = decision.decision === 'accept' ? 'accepted' : 'refused';
  const at = new Date().toISOString();
  const decided = await deps.db.transaction().execute(async (trx) => {
    if (!(await returns.decideReturn(trx, orderId, { status, note: decision.note, staffId, at })))
      return false;
    await recordAudit(
      trx,
      {
        staffId,
        action: 'order.return',
        entity: { type: 'order', id: orderId },
        before: { return_status: before.status },
        after: { return_status: status, note: decision.note },
      },
      at,
    );
    return true;
  });
  if (!decided) {
    const now = await returns.findReturn(deps.db, orderId);
    throw new AppError(
      'conflict',
      `This return request was already ${now?.status === 'accepted' ? 'accepted' : 'refused'}.`,
    );
  }
  const after = (await returns.findReturn(deps.db, orderId))!;
  await tellCustomer(deps, answerOf(after), after.user_id);
  return staffReturn(deps.db, orderId);
}

/** Each step of a return reaches the customer by e-mail and SMS through the outbox. */
async function tellCustomer(deps: CatalogDeps, request: OrderReturn, userId: number): Promise<void> {
  const user = await findCustomer(deps.db, userId);
  if (!user) return;
  const news = returnNews(messageLanguage(user.language), {
    name: user.name,
    number: request.order_number,
    status: request.status,
    note: request.decision_note,
  });
  await sendEmailAndSms(
    deps.db,
    { to: user.email, ...news.email },
    user.phone ? { to: user.phone, body: news.sms } : null,
  );
}
