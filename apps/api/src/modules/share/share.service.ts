import { shopperMessage } from '@shop/contract/shopper-messages';
import { productKey } from '@shop/contract/catalog';
import { contentSlugParams } from '@shop/contract/content';
import {
  homeShareCard,
  pageShareCard,
  productShareCard,
  shareCardVersion,
  type ShareCard,
} from '@shop/contract/share-image';
import type { Deps } from '#app/deps';
import { AppError } from '#app/errors/app-error';
import { getCategory } from '#app/modules/catalog/catalog.service';
import { getProductDetail } from '#app/modules/catalog/product-detail.service';
import { getPage } from '#app/modules/content/content.service';
import { renderShareImage } from './share-render.ts';
import { shopNow } from '#app/modules/site/shop-settings.service';

type ShareDeps = Pick<Deps, 'config' | 'db' | 'dialect' | 'reads' | 'shareImages' | 'media'>;

/** What a share image is of, as its address names it. */
export type ShareSubject =
  | { kind: 'home' }
  | { kind: 'product'; key: string }
  | { kind: 'category'; key: string }
  | { kind: 'page'; key: string };

/**
 * The card of a subject, from the same reads the pages use. A key that cannot name anything gets the same 404 as one
 * that names nothing, in the wording of the page's own API.
 */
export async function shareCardOf(deps: ShareDeps, subject: ShareSubject): Promise<ShareCard> {
  const shop = (await shopNow(deps)).shop_name;
  switch (subject.kind) {
    case 'home':
      return homeShareCard(shop);
    case 'product': {
      if (!productKey.safeParse({ id: subject.key }).success) {
        throw new AppError('not_found', shopperMessage('noProductKey', { key: subject.key }));
      }
      return productShareCard(shop, await getProductDetail(deps, subject.key));
    }
    case 'category': {
      const id = /^\d{1,9}$/.test(subject.key) ? Number(subject.key) : 0;
      if (id < 1) throw new AppError('not_found', shopperMessage('noCategoryKey', { key: subject.key }));
      const category = await getCategory(deps.db, id);
      return pageShareCard(shop, category.name, category.image);
    }
    case 'page': {
      if (!contentSlugParams.safeParse({ slug: subject.key }).success) {
        throw new AppError('not_found', shopperMessage('noPage', { key: subject.key }));
      }
      return pageShareCard(shop, (await getPage(deps, subject.key)).title_en);
    }
  }
}

/** The card's PNG and its version: drawn once per version, then answered from the kept bytes. */
export async function shareImage(
  deps: ShareDeps,
  card: ShareCard,
): Promise<{ png: Buffer; version: string }> {
  const version = shareCardVersion(card);
  const png = await deps.shareImages.get(version, () => renderShareImage(card, deps.media));
  return { png, version };
}
