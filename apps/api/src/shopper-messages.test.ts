import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * What a customer-facing route says comes from the shopper messages of the contract (English beside Arabic, ADR
 * 0045), never from a string written in the service: a message written here has no Arabic, and an Arabic page would
 * show it in English. The back office, the CLI, media and catalogue editing and the payment gateways speak to staff
 * or to machines and are left out; so are the few staff-only messages of shared services, named below.
 */

const SRC = join(import.meta.dirname);
const LEFT_OUT =
  /(admin|desk|refunds|staff|catalog-import|catalog-bulk|taxonomy|home-content|stock\.service|\.test\.ts$)|^(cli|demo|db|integrations\/payments|modules\/media|modules\/payments)\//;

/** Staff-only or machine-only answers of files that also serve shoppers. */
const STAFF_ONLY = new Set([
  'modules/orders/order-returns.service.ts: `There is no order ${orderId}.`',
  "modules/orders/order-returns.service.ts: 'This return request has no photo.'",
  'modules/orders/order-returns.service.ts: `Order ${orderNumber(orderId)} has no return request.`',
  "modules/orders/order-returns.service.ts: `This return request was already ${now?.status === 'accepted' ? 'accepted' : 'refused'}.`",
  'modules/orders/order-status.service.ts: `There is no order ${orderId}.`',
  "modules/orders/payment-callback.service.ts: 'This payment is not known to the shop.'",
  "modules/orders/payment-callback.service.ts: 'The amount does not match the order.'",
  'modules/tickets/tickets.service.ts: `There is no ticket ${code}.`',
  'modules/share/share.routes.ts: `There is no share image at /share/${folder}/${file}.`',
  'modules/catalog/catalog.service.ts: `There is no ${refNames[table]} "${ref}".`',
]);

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? files(join(dir, entry.name))
      : entry.name.endsWith('.ts')
        ? [join(dir, entry.name)]
        : [],
  );
}

/** The top-level arguments of the call whose `(` is at `open`, as written. */
function argumentsAt(source: string, open: number): string[] {
  const args: string[] = [];
  let depth = 0;
  let start = open + 1;
  for (let i = open; i < source.length; i += 1) {
    const c = source[i]!;
    if (c === "'" || c === '"' || c === '`') {
      i += 1;
      while (i < source.length && source[i] !== c) i += source[i] === '\\' ? 2 : 1;
      continue;
    }
    if (c === '(' || c === '[' || c === '{') depth += 1;
    else if (c === ')' || c === ']' || c === '}') {
      depth -= 1;
      if (depth === 0) {
        args.push(source.slice(start, i).trim());
        return args;
      }
    } else if (c === ',' && depth === 1) {
      args.push(source.slice(start, i).trim());
      start = i + 1;
    }
  }
  return args;
}

function writtenMessages(source: string): string[] {
  const found: string[] = [];
  for (const match of source.matchAll(/\bnew AppError\(|(?<![\w.])ok\(/g)) {
    const message = argumentsAt(source, match.index + match[0].length - 1)[1];
    if (message && /^['"`]/.test(message) && message !== "'OK'") found.push(message);
  }
  for (const match of source.matchAll(/\bmessage_en:\s*(['"`])/g)) {
    const end = source.indexOf(match[1]!, match.index + match[0].length);
    found.push(source.slice(match.index + match[0].length - 1, end + 1));
  }
  return found;
}

describe('the customer-facing routes', () => {
  it('say only shopper messages of the contract, none written in the service', () => {
    const written = files(SRC)
      .map((file) => relative(SRC, file))
      .filter((file) => !LEFT_OUT.test(file))
      .flatMap((file) => writtenMessages(readFileSync(join(SRC, file), 'utf8')).map((m) => `${file}: ${m}`))
      .filter((entry) => !STAFF_ONLY.has(entry));
    expect(written).toEqual([]);
  });

  it('the check finds a message written in a call, over lines and beside nested calls', () => {
    expect(
      writtenMessages(
        "throw new AppError('conflict', `You have ${n} left.`);\nreturn ok(await f(a, b), 'Saved.');\nok(x, shopperMessage('y'))\nconst notice = { message_en: 'Gone.' };",
      ),
    ).toEqual(['`You have ${n} left.`', "'Saved.'", "'Gone.'"]);
  });
});
