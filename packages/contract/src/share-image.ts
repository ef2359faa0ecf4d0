import { formatEGP } from './money.ts';

/**
 * Share images: the 1200 x 630 PNG that a link to the shop shows when it is pasted into Facebook, WhatsApp or X. The
 * server draws one per product, category, content page and for the home page, from a ShareCard; the storefront names
 * it in og:image. Both build the card with the functions below, so the address's version (a hash of the card) is the
 * same on both sides, and anything that changes the drawing (a new price, a renamed product) changes the address.
 */

export const SHARE_IMAGE = { width: 1200, height: 630, type: 'image/png' } as const;

/** Raise when the drawing itself changes, so every address changes and crawlers fetch the new pictures. */
const DRAWING_VERSION = 1;

/** Everything a share image draws, and nothing else. */
export interface ShareCard {
  /** The shop's name (SHOP_NAME), drawn beside the shop's mark. */
  shop: string;
  /** The product's or page's name. */
  title: string;
  /** A short line above the title: a product's brand; null for none. */
  eyebrow: string | null;
  /** The price a shopper pays, formatted in EGP; null on pages. */
  price: string | null;
  /** The picture drawn beside the text (a /media/ address); null for the shop's mark. */
  image: string | null;
}

/** A product's card: its name, brand, the price it sells at now (final_price) and its main picture. */
export function productShareCard(
  shop: string,
  product: { name: string; final_price: number; image: string; brand: { name: string } | null },
): ShareCard {
  return {
    shop,
    title: product.name,
    eyebrow: product.brand?.name ?? null,
    price: formatEGP(product.final_price),
    image: product.image || null,
  };
}

/** The home page's card. */
export function homeShareCard(shop: string): ShareCard {
  return pageShareCard(shop, 'Premium phones, laptops and accessories in Egypt');
}

/** A category's or a content page's card: its title, and the category's picture. */
export function pageShareCard(shop: string, title: string, image: string | null = null): ShareCard {
  return { shop, title, eyebrow: null, price: null, image: image || null };
}

/** Where each share image is served; the version goes in the query (shareImageAddress). */
export const sharePaths = {
  home: () => '/share/home.png',
  product: (slug: string) => `/share/products/${encodeURIComponent(slug)}.png`,
  category: (id: number) => `/share/categories/${id}.png`,
  page: (slug: string) => `/share/pages/${encodeURIComponent(slug)}.png`,
} as const;

/** FNV-1a (32 bits) over the card's fields, in base 36: short, and the same in the browser and on the server. */
export function shareCardVersion(card: ShareCard): string {
  const text = JSON.stringify([DRAWING_VERSION, card.shop, card.title, card.eyebrow, card.price, card.image]);
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(36);
}

/** A share image's address: its path with the card's version, which the server answers as cacheable for good. */
export function shareImageAddress(path: string, card: ShareCard): string {
  return `${path}?v=${shareCardVersion(card)}`;
}
