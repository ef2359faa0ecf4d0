import type { z } from 'zod';
import {
  messageStateLabel,
  type AdminMessagePage,
  type AdminMessageRow,
  type messageQuery,
} from '@shop/contract/admin-desk';
import type { Deps } from '#app/deps';
import { AppError } from '#app/errors/app-error';
import { shopClock } from '#app/lib/shop-time';
import { recordAudit } from '#app/modules/audit/audit.service';
import { findMessages, requeueFailed, type MessageFilter } from './outbox.admin.repository.ts';
import { OUTBOX_MAX_AGE_MS } from './outbox-dispatcher.ts';

type Db = Deps['db'];
type Query = z.output<typeof messageQuery>;
type Row = Awaited<ReturnType<typeof findMessages>>[number];

/** The dispatcher gives up messages older than its age limit; such a message is not worth retrying either. */
const fresh = (createdAt: string, now: number) => now - Date.parse(createdAt) < OUTBOX_MAX_AGE_MS;

function messageRow(r: Row, now: number): AdminMessageRow {
  const state = r.sent_at ? 'sent' : r.failed_at ? 'failed' : 'pending';
  return {
    id: r.id,
    channel: r.channel,
    recipient: r.recipient,
    subject: r.channel === 'email' ? r.subject : null,
    state,
    state_label: messageStateLabel[state],
    attempts: Number(r.attempts),
    last_error: r.last_error,
    created_at: r.created_at,
    created_cairo: shopClock(r.created_at),
    sent_at: r.sent_at,
    failed_at: r.failed_at,
    retryable: state === 'failed' && fresh(r.created_at, now),
  };
}

/** A page of outbox messages, newest first, and where the next (older) page starts. */
export async function listMessages(db: Db, query: Query): Promise<AdminMessagePage> {
  const filter: MessageFilter = {};
  if (query.channel) filter.channel = query.channel;
  if (query.state) filter.state = query.state;
  if (query.recipient)
    filter.recipient = query.recipient.includes('@') ? query.recipient.toLowerCase() : query.recipient;
  if (query.before !== undefined) filter.beforeId = query.before;
  const rows = await findMessages(db, filter, query.per_page + 1);
  const shown = rows.slice(0, query.per_page);
  const now = Date.now();
  return {
    messages: shown.map((r) => messageRow(r, now)),
    next_before: rows.length > query.per_page ? shown[shown.length - 1]!.id : null,
  };
}

/**
 * Sends a failed message again: it goes back to the dispatcher's queue as if new. A message that was not given up
 * (waiting or sent) is refused, and so is one older than the dispatcher's age limit, which would be given up at once.
 */
export async function retryMessage(db: Db, id: number, staffId: number): Promise<AdminMessageRow> {
  const at = new Date().toISOString();
  await db.transaction().execute(async (trx) => {
    const [row] = await findMessages(trx, { id }, 1);
    if (!row) throw new AppError('not_found', `There is no message with id ${id}.`);
    const before = messageRow(row, Date.parse(at));
    if (before.state !== 'failed')
      throw new AppError(
        'conflict',
        `Message ${id} is ${before.state_label.toLowerCase()}; only a failed message can be sent again.`,
      );
    if (!before.retryable)
      throw new AppError(
        'conflict',
        `Message ${id} is more than a day old; its codes and links have expired, so it is not sent again.`,
      );
    if (!(await requeueFailed(trx, id)))
      throw new AppError('conflict', `Message ${id} was changed just now; reload the list and try again.`);
    await recordAudit(
      trx,
      {
        staffId,
        action: 'message.retry',
        entity: { type: 'message', id },
        before: { state: 'failed', attempts: before.attempts, last_error: before.last_error },
        after: { state: 'pending', attempts: 0 },
      },
      at,
    );
  });
  const [row] = await findMessages(db, { id }, 1);
  return messageRow(row!, Date.now());
}
