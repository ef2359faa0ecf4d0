import { productDetail, type ProductDetail } from '@shop/contract/catalog';
import { browserFetch, requestApi } from '#web/lib/api-client.ts';

type VariantFacts = Pick<ProductDetail, 'name' | 'product_variants'>;
type Variant = ProductDetail['product_variants'][number];

const OPTION_NAMES: Array<(variant: Variant) => string | undefined> = [
  (variant) => variant.Color?.name,
  (variant) => variant.size?.name,
  (variant) => variant.mac_model?.name,
];

/**
 * What a card says once it has added a product: "Added iPhone 17 Pro, Cosmic Orange, 256GB to your cart". The
 * options named are those the product's variants differ by, so a shopper who did not choose sees what was chosen.
 */
export function addedText(product: VariantFacts, variantId: number): string {
  return `Added ${addedWhat(product, variantId)} to your cart`;
}

/** What was added, in words: the product's name and the options its variants differ by. */
export function addedWhat(product: VariantFacts, variantId: number): string {
  const variant = product.product_variants.find((v) => v.id === variantId);
  const options = variant
    ? OPTION_NAMES.filter(
        (nameOf) => new Set(product.product_variants.map((v) => nameOf(v) ?? '')).size > 1,
      ).flatMap((nameOf) => nameOf(variant) ?? [])
    : [];
  return [product.name, ...options].join(', ');
}

/**
 * The card's words for an addition, from the product's page data (a public read the browser and the server keep for a
 * few seconds). A card carries no variant names, so this is fetched on the first add, not with every card.
 */
export async function addedMessage(
  card: { id: number; name: string },
  variantId: number,
  say: (what: string) => string = (what) => `Added ${what} to your cart`,
): Promise<string> {
  const answer = await requestApi(browserFetch, `/api/customer/products/${card.id}`, productDetail);
  return say(answer.ok ? addedWhat(answer.body.data, variantId) : card.name);
}
