import type { ProductDetail, ProductVariant } from '@shop/contract/catalog';
import { offerOf } from './variant-selection.ts';

const AVAILABILITY = {
  available: 'https://schema.org/InStock',
  pending: 'https://schema.org/PreOrder',
  unavailable: 'https://schema.org/OutOfStock',
} as const;

/**
 * schema.org Product data for search engines. Serialised for a <script type="application/ld+json">: every '<' is
 * escaped, so product text such as "</script>" can never end the element.
 */
export function productJsonLd(
  product: ProductDetail,
  variant: ProductVariant | null,
  pageUrl: string,
  origin: string,
): string {
  const offer = offerOf(product, variant);
  const absolute = (path: string) => new URL(path, origin).href;
  const data = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    sku: variant?.sku ?? product.sku,
    image: [absolute(variant?.image ?? product.image)],
    description: product.meta_description || product.details,
    ...(product.brand ? { brand: { '@type': 'Brand', name: product.brand.name } } : {}),
    category: product.category.name,
    offers: {
      '@type': 'Offer',
      url: pageUrl,
      priceCurrency: 'EGP',
      price: offer.price,
      availability: AVAILABILITY[offer.tone],
      itemCondition: 'https://schema.org/NewCondition',
    },
  };
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
