import type { Language } from '@shop/contract/languages';
import type { ProductCard } from '@shop/contract/catalog';

/** First-strong isolate and its end, as `isolate` in i18n.tsx writes them. */
const FSI = '\u2068';
const PDI = '\u2069';
const ARABIC_LETTER = /[\u0600-\u06ff\u0750-\u077f\u08a0-\u08ff]/;
/** A run of Latin words (valU, CIB, "Apple Card"), with the digits, signs and spaces between them. */
const LATIN_RUN = /[A-Za-z][\w'’&+.%-]*(?: +[\w'’&+.%-]*[A-Za-z0-9])*/g;

/**
 * Text from the catalog put into an Arabic page, with its Latin kept in its own order: text with no Arabic in it (an
 * offer that has no Arabic name yet) is isolated whole, so "5% off with Valu" does not read "off with Valu 5%", and in
 * Arabic text each run of Latin words is isolated on its own. English pages get the text as it is.
 */
export function bidiSafe(text: string, language: Language): string {
  if (language !== 'ar' || text === '') return text;
  if (!ARABIC_LETTER.test(text)) return `${FSI}${text}${PDI}`;
  return text.replace(LATIN_RUN, (run) => `${FSI}${run}${PDI}`);
}

type Offered = Pick<ProductCard, 'payment_methods_discount_name_en'> &
  Partial<Pick<ProductCard, 'payment_methods_discount_name_ar'>>;

/**
 * The payment offer a product takes part in, named in the page's language: on Arabic pages the offer's Arabic name,
 * or its English one while it has none; null when the product has no offer. Products link to their offer by the
 * English name, so a product without one has no offer in either language.
 */
export function offerName(product: Offered, language: Language): string | null {
  const english = product.payment_methods_discount_name_en?.trim();
  if (!english) return null;
  if (language !== 'ar') return english;
  return product.payment_methods_discount_name_ar?.trim() || english;
}
