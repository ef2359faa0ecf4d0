import { parseArgs } from 'node:util';
import { seedDemoContent } from '#app/demo/seed/content';
import { seedDemoCatalog } from '#app/demo/seed/seed-catalog';
import { seedDemoMedia } from '#app/demo/seed/seed-media';
import { ConfigError, loadConfig } from '#app/env';
import { AppError } from '#app/errors/app-error';
import { setStockBySku } from '#app/modules/catalog/stock.service';
import { CONTENT_USAGE, contentCommand, ContentFileError, ContentUsageError } from './content-command.ts';
import { IMPORT_USAGE, importCommand, ImportFileError, ImportUsageError } from './import-command.ts';
import { ordersCommand, OrdersUsageError } from './orders-command.ts';
import { STAFF_USAGE, staffCommand, StaffUsageError } from './staff-command.ts';
import { ticketsCommand, TicketsUsageError } from './tickets-command.ts';
import type { OutboxMessage } from '@shop/contract/outbox';
import { listMessages } from '#app/modules/outbox/outbox.repository';
import { openRuntime, type Runtime } from '#app/runtime';
import { block, line, safeOutput, terminalJson } from './terminal-text.ts';

const USAGE = `Usage: npm run shop -- <command>

Commands:
  seed                                             load the demo catalog, its pictures and content (only what is
                                                   missing)
${IMPORT_USAGE}
${CONTENT_USAGE}
  maintenance on [--message-en TEXT] [--message-ar TEXT]
  maintenance off
  outbox [--to PHONE_OR_EMAIL] [--json]            recent SMS and e-mail with their delivery state
  stock set SKU N                                  set the stock of one variant
  orders list [--status STATUS] [--limit N]        newest orders first
  orders show ID                                   one order with its lines and history (ID: 12 or ISP-000012)
  orders set-status ID STATUS [--note TEXT]        move an order on (processing, shipped, delivered, cancelled, refunded...)
      [--courier NAME --tracking NUMBER]           with shipped: the courier and tracking number the customer is told
  orders refund ID [--line SKU:QTY ...]            refund some units (by the SKU the order shows), or the rest of the
      [--amount EGP] [--reason TEXT]               order; to the card it was paid with, else in cash. --amount
                                                   confirms the shop's amount: nothing is refunded if it differs
  tickets list [--status STATUS] [--limit N]       service requests, newest first
  tickets set-status CODE STATUS [--note TEXT]     move a service ticket on (diagnosing, waiting_for_parts, repairing,
                                                   ready_for_pickup, delivered, cancelled); the note is shown to the
                                                   customer, who is told by SMS
${STAFF_USAGE}

The database is the one the server uses: DATABASE_URL, or the SQLite file SQLITE_PATH (default data/shop.sqlite).
Pictures go to the server's media store, MEDIA_DIR (default: the folder media beside the SQLite file).`;

class UsageError extends Error {}

type Command = (runtime: Runtime, args: string[]) => Promise<string>;

const commands: Record<string, Command> = {
  orders: ordersCommand,
  content: contentCommand,
  import: importCommand,
  tickets: ticketsCommand,
  staff: staffCommand,
  async seed(runtime, args) {
    parseArgs({ args, options: {}, allowPositionals: false });
    const summary = await seedDemoCatalog(runtime.deps);
    const parts = Object.entries(summary).map(([table, n]) => `${table} ${n}`);
    const content = await seedDemoContent(runtime.deps);
    const added = `content_pages ${content.pages.added}, faqs ${content.faqs.added}, stores ${content.stores.added}`;
    const mediaDir = runtime.deps.config.MEDIA_DIR;
    const pictures = await seedDemoMedia(mediaDir);
    return `Seeded the demo catalog. Rows added: ${parts.join(', ')}, ${added}. Pictures added to ${mediaDir}: ${pictures}.`;
  },

  async maintenance(runtime, args) {
    const { positionals, values } = parseArgs({
      args,
      options: { 'message-en': { type: 'string' }, 'message-ar': { type: 'string' } },
      allowPositionals: true,
    });
    const [mode, ...rest] = positionals;
    if ((mode !== 'on' && mode !== 'off') || rest.length > 0)
      throw new UsageError('maintenance takes "on" or "off".');
    if (mode === 'off' && (values['message-en'] !== undefined || values['message-ar'] !== undefined)) {
      throw new UsageError('Messages are set with "maintenance on".');
    }
    const state = await runtime.deps.maintenance.set({
      on: mode === 'on',
      message_en: values['message-en'],
      message_ar: values['message-ar'],
    });
    if (!state.on) return 'Maintenance is off: the shop is open.';
    return `Maintenance is on. Shoppers see: ${state.message_en ?? 'Website is Under Construction'}${state.message_ar ? ` / ${state.message_ar}` : ''}`;
  },

  async outbox(runtime, args) {
    const { values } = parseArgs({ args, options: { to: { type: 'string' }, json: { type: 'boolean' } } });
    const messages = await listMessages(runtime.deps.db, { to: values.to });
    if (values.json) return terminalJson(messages);
    if (messages.length === 0)
      return values.to ? `No messages to ${line(values.to)}.` : 'The outbox is empty.';
    return messages
      .map(
        (m) =>
          `#${m.id} ${m.created_at} ${m.channel} to ${line(m.to)}${m.subject ? ` — ${line(m.subject)}` : ''} [${line(deliveryState(m))}]\n  ${block(m.body)}`,
      )
      .join('\n');
  },

  async stock(runtime, args) {
    const { positionals } = parseArgs({ args, allowPositionals: true });
    const [action, sku, count, ...rest] = positionals;
    if (action !== 'set' || !sku || count === undefined || rest.length > 0)
      throw new UsageError('Use: stock set SKU N');
    if (!/^\d+$/.test(count)) throw new UsageError(`N must be a whole number, 0 or more (got "${count}").`);
    const result = await setStockBySku(runtime.deps, sku, Number(count));
    const told =
      result.notified > 0 ? ` Told ${result.notified} waiting shopper(s) it is back in stock.` : '';
    return `Stock of ${result.sku}: ${result.before} -> ${result.after}.${told}`;
  },
};

function deliveryState(m: OutboxMessage): string {
  if (m.status === 'sent') return `sent ${m.sent_at ?? ''}`.trim();
  if (m.status === 'failed')
    return `failed after ${m.attempts} attempt(s): ${m.last_error ?? 'unknown error'}`;
  return m.attempts > 0 ? `pending, ${m.attempts} attempt(s): ${m.last_error ?? ''}`.trim() : 'in the outbox';
}

/**
 * Runs one command and answers its exit code and what to print. Whatever stored text the output carries, its control
 * characters are shown as escapes, never sent to the terminal as they are (terminal-text.ts).
 */
export async function runShop(
  argv: string[],
  env: NodeJS.ProcessEnv = process.env,
  /** An open runtime to run on (a test app's), which stays open; else one is opened from env and closed after. */
  open?: Runtime,
): Promise<{ code: number; out: string }> {
  const { code, out } = await runCommand(argv, env, open);
  return { code, out: safeOutput(out) };
}

async function runCommand(
  argv: string[],
  env: NodeJS.ProcessEnv,
  open: Runtime | undefined,
): Promise<{ code: number; out: string }> {
  const [name, ...args] = argv;
  if (!name || name === 'help' || name === '--help' || name === '-h')
    return { code: name ? 0 : 2, out: USAGE };
  const command = commands[name];
  if (!command) return { code: 2, out: `Unknown command "${name}".\n\n${USAGE}` };
  let runtime: Runtime | undefined;
  try {
    runtime = open ?? (await openRuntime(loadConfig({ ...env, LOG_LEVEL: 'silent' })));
    return { code: 0, out: await command(runtime, args) };
  } catch (error) {
    if (
      error instanceof UsageError ||
      error instanceof OrdersUsageError ||
      error instanceof ContentUsageError ||
      error instanceof ImportUsageError ||
      error instanceof TicketsUsageError ||
      error instanceof StaffUsageError
    )
      return { code: 2, out: `${error.message}\n\n${USAGE}` };
    if (error instanceof ContentFileError || error instanceof ImportFileError)
      return { code: 2, out: error.message };
    // parseArgs reports unknown options and missing values with a readable message.
    if (error instanceof TypeError && 'code' in error && String(error.code).startsWith('ERR_PARSE_ARGS')) {
      return { code: 2, out: `${error.message}\n\n${USAGE}` };
    }
    if (error instanceof AppError || error instanceof ConfigError) return { code: 1, out: error.message };
    return { code: 1, out: `Failed: ${error instanceof Error ? error.message : String(error)}` };
  } finally {
    if (!open) await runtime?.close();
  }
}
