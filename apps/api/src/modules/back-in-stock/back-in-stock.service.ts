import type { Kysely } from 'kysely';
import { shopperMessage } from '@shop/contract/shopper-messages';
import { itemPath } from '@shop/contract/urls';
import type { Database } from '#app/db/schema';
import type { Deps } from '#app/deps';
import type { Config } from '#app/env';
import { AppError } from '#app/errors/app-error';
import { publicOrigin } from '#app/http/origin';
import type { Caller } from '#app/modules/auth/token.service';
import { backInStockMail, type Language } from '#app/modules/outbox/customer-messages';
import { sendEmail } from '#app/modules/outbox/outbox.service';
import * as repo from './back-in-stock.repository.ts';

type Db = Kysely<Database>;

/**
 * The one rule for the link a back-in-stock mail carries: the item page on the shop's public origin. Stock comes back
 * outside any request too (the stock command, an import, an unpaid order expiring), and a Host header one waiter sent
 * must never end up in every other waiter's mail.
 */
function backInStockLink(config: Config, product: { id: number; slug: string; name: string }): string {
  return `${publicOrigin(config)}${itemPath(product)}`;
}

/**
 * Notify me when out of stock: a customer by their account e-mail, anyone else by the e-mail they give. The mail will
 * be written in `language`, the language of the page the shopper asked from.
 */
export async function requestNotification(
  db: Db,
  caller: Caller,
  productId: number,
  email: string | undefined,
  language: Language = 'en',
) {
  const product = await repo.findProductForNotice(db, productId);
  if (!product) throw new AppError('not_found', shopperMessage('noProduct', { id: productId }));
  if (Number(product.stock ?? 0) > 0)
    throw new AppError('bad_request', shopperMessage('inStockNow', { product: product.name }));
  const address =
    email ?? (caller.kind === 'customer' ? (await repo.findUserEmail(db, caller.userId))?.email : undefined);
  if (!address) throw new AppError('bad_request', shopperMessage('backInStockEmailNeeded'));
  const normalised = address.trim().toLowerCase();
  const added = await repo.addWaiter(db, {
    product_id: productId,
    user_id: caller.kind === 'customer' ? caller.userId : null,
    email: normalised,
    language,
  });
  return { product_id: productId, email: normalised, already_registered: !added };
}

/** Called after stock changes: when a product has stock again, everyone waiting is told once, through the outbox. */
export async function notifyIfBackInStock(
  { db, config }: Pick<Deps, 'db' | 'config'>,
  productId: number,
): Promise<number> {
  const product = await repo.findProductForNotice(db, productId);
  if (!product || Number(product.stock ?? 0) <= 0) return 0;
  const waiters = await repo.pendingWaiters(db, productId);
  if (waiters.length === 0) return 0;
  const link = backInStockLink(config, product);
  await db.transaction().execute(async (trx) => {
    for (const w of waiters) {
      await sendEmail(trx, { to: w.email, ...backInStockMail(w.language, { ...product, link }) });
    }
    await repo.markNotified(
      trx,
      waiters.map((w) => w.id),
    );
  });
  return waiters.length;
}
