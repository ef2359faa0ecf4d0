import { parseArgs } from 'node:util';
import {
  isTicketCode,
  normalizeTicketCode,
  TICKET_STATUSES,
  TRACKING_PATH,
  ticketStatusLabel,
  type TicketStatus,
} from '@shop/contract/tickets';
import { AppError } from '#app/errors/app-error';
import { publicOrigin } from '#app/http/origin';
import { changeTicketStatus, findTicket, listTickets } from '#app/modules/tickets/tickets.service';
import type { Runtime } from '#app/runtime';
import { line } from './terminal-text.ts';
import { shopNow } from '#app/modules/site/shop-settings.service';

/** A wrong command line: the shop prints the message and the usage, and exits with 2. */
export class TicketsUsageError extends Error {}

const isStatus = (s: string): s is TicketStatus => (TICKET_STATUSES as readonly string[]).includes(s);

function ticketCode(text: string | undefined): string {
  const code = normalizeTicketCode(text ?? '');
  if (!isTicketCode(code))
    throw new TicketsUsageError(`CODE must be a tracking code such as SRV-7K3Q9P (got "${text ?? ''}").`);
  return code;
}

/** npm run shop -- tickets list [--status S] [--limit N] | set-status CODE STATUS [--note TEXT] */
export async function ticketsCommand(runtime: Runtime, args: string[]): Promise<string> {
  const { positionals, values } = parseArgs({
    args,
    options: { status: { type: 'string' }, limit: { type: 'string' }, note: { type: 'string' } },
    allowPositionals: true,
  });
  const [action, ...rest] = positionals;
  const { db, config } = runtime.deps;

  if (action === 'list' && rest.length === 0 && values.note === undefined) {
    if (values.status !== undefined && !isStatus(values.status)) {
      throw new TicketsUsageError(`--status is one of: ${TICKET_STATUSES.join(', ')}.`);
    }
    const limit = values.limit === undefined ? 50 : Number(values.limit);
    if (!Number.isInteger(limit) || limit < 1 || limit > 1000)
      throw new TicketsUsageError('--limit is 1 to 1000.');
    const rows = await listTickets(db, { ...(values.status ? { status: values.status } : {}), limit });
    if (rows.length === 0)
      return values.status ? `No tickets are ${ticketStatusLabel[values.status]}.` : 'No tickets yet.';
    return rows
      .map(
        (r) =>
          `${r.code}  ${r.created_at.slice(0, 16).replace('T', ' ')}  ${ticketStatusLabel[r.status].padEnd(17)}  ${r.kind.padEnd(8)}  ${line(r.phone)}  ${line(r.device)} [${line(r.serial_or_imei)}]  ${line(r.name)}`,
      )
      .join('\n');
  }

  if (
    action === 'set-status' &&
    rest.length === 2 &&
    values.status === undefined &&
    values.limit === undefined
  ) {
    const code = ticketCode(rest[0]);
    const to = rest[1]!;
    if (!isStatus(to)) throw new TicketsUsageError(`STATUS is one of: ${TICKET_STATUSES.join(', ')}.`);
    // An unknown code is a mistake on the command line like an unknown status: the same exit code 2.
    if (!(await findTicket(db, code))) throw new TicketsUsageError(`There is no ticket ${code}.`);
    const outcome = await changeTicketStatus(db, code, to, {
      ...(values.note !== undefined ? { note: values.note } : {}),
      shopName: (await shopNow({ db, config })).shop_name,
      trackUrl: `${publicOrigin(config)}${TRACKING_PATH}`,
    });
    if (!outcome.changed) {
      const now = ticketStatusLabel[outcome.ticket.status];
      if (outcome.reason === 'same') return `${code} is already ${now}; nothing changed.`;
      if (outcome.reason === 'closed')
        throw new AppError('conflict', `${code} is ${now} and closed; its status does not change any more.`);
      throw new AppError('conflict', `${code} was changed by someone else just now; run the command again.`);
    }
    return `${code}: ${ticketStatusLabel[outcome.from]} -> ${ticketStatusLabel[to]}. The customer was told by SMS (${line(outcome.ticket.phone)}).`;
  }

  throw new TicketsUsageError(
    'Use: tickets list [--status S] [--limit N] | tickets set-status CODE STATUS [--note TEXT]',
  );
}
