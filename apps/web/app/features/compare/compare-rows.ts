import type { ProductDetail } from '@shop/contract/catalog';
import type { Language } from '@shop/contract/languages';
import { cardView } from '#web/features/catalog/card-view.ts';
import { bidiSafe, offerName } from '#web/features/catalog/offer-name.ts';
import type { MessageKey } from '#web/i18n/i18n.tsx';

/** Few enough units left to say so (the mini-cart's "only N left" state). */
export const LOW_STOCK = 5;

export type RowKey =
  | 'price'
  | 'status'
  | 'brand'
  | 'category'
  | 'colours'
  | 'sizes'
  | 'mac_models'
  | 'payment_discount'
  | 'details'
  | `attr-${string}`;

export interface CompareRow {
  key: RowKey;
  /** The row's name in English: the shop's own rows also have `labelKey`, a catalog's detail name is its own. */
  label: string;
  labelKey?: MessageKey | undefined;
  /** One text per product, '' when the product has nothing for this row. */
  values: string[];
  /** Two or more products, and not every value the same. */
  differs: boolean;
}

type OptionName = ProductDetail['product_variants_options'][number]['option']['name'];

/** The distinct values of one variant option (Color, size, mac_model), in the catalogue's order. */
export function optionValues(product: ProductDetail, name: OptionName): string[] {
  const values = product.product_variants_options
    .filter((option) => option.option.name === name)
    .flatMap((option) => option.values.map((value) => value.name));
  return [...new Set(values)];
}

/** Colour names from the variant options, or from the card's colour swatches when there are no options. */
export function colourNames(product: ProductDetail): string[] {
  const fromOptions = optionValues(product, 'Color');
  if (fromOptions.length > 0) return fromOptions;
  return [...new Set(product.productproperty_set.map((property) => property.color.name))];
}

/** The status text, with a low-stock note when only a few are left. */
export function stockText(product: ProductDetail): string {
  const { status, canBuy } = cardView(product);
  if (canBuy && product.in_stock && product.stock > 0 && product.stock <= LOW_STOCK) {
    return `${status}, only ${product.stock} left`;
  }
  return status;
}

export function priceText(product: ProductDetail): string {
  const view = cardView(product);
  return [view.price, view.struckPrice ? `was ${view.struckPrice}` : '', view.upTo ?? '']
    .filter(Boolean)
    .join(', ');
}

interface RowDefinition {
  key: RowKey;
  label: string;
  labelKey?: MessageKey;
  value: (p: ProductDetail, language: Language) => string;
}

const ROWS: readonly RowDefinition[] = [
  { key: 'price', label: 'Price', labelKey: 'compare.row.price', value: priceText },
  { key: 'status', label: 'Availability', labelKey: 'compare.row.status', value: stockText },
  { key: 'brand', label: 'Brand', labelKey: 'compare.row.brand', value: (p) => p.brand?.name ?? '' },
  {
    key: 'category',
    label: 'Category',
    labelKey: 'compare.row.category',
    value: (p) => [p.category.name, p.sub_category?.name].filter(Boolean).join(', '),
  },
  {
    key: 'colours',
    label: 'Colours',
    labelKey: 'compare.row.colours',
    value: (p) => colourNames(p).join(', '),
  },
  {
    key: 'sizes',
    label: 'Sizes',
    labelKey: 'compare.row.sizes',
    value: (p) => optionValues(p, 'size').join(', '),
  },
  {
    key: 'mac_models',
    label: 'Mac models',
    labelKey: 'compare.row.macModels',
    value: (p) => optionValues(p, 'mac_model').join(', '),
  },
  {
    key: 'payment_discount',
    label: 'Payment discount',
    labelKey: 'compare.row.paymentDiscount',
    value: (p, language) => {
      const offer = offerName(p, language);
      return offer ? bidiSafe(offer, language) : '';
    },
  },
  { key: 'details', label: 'Key details', labelKey: 'compare.row.details', value: (p) => p.details.trim() },
];

/**
 * The comparison's rows. A row that no compared product has a value for (mac models among phones) is left out
 * rather than shown as a row of dashes; values are compared as shown, ignoring case and surrounding space.
 */
/** One row per technical detail (Chip, Display size...) any compared product has, in the order they first appear. */
function attributeRows(products: readonly ProductDetail[]): RowDefinition[] {
  const names = [...new Set(products.flatMap((p) => p.attributes.map((a) => a.name)))];
  return names.map((name) => ({
    key: `attr-${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}` as RowKey,
    label: name,
    value: (p: ProductDetail) => p.attributes.find((a) => a.name === name)?.values.join(', ') ?? '',
  }));
}

/** `language` names the rows' values where the catalog has them in both (the payment offer). */
export function compareRows(products: readonly ProductDetail[], language: Language = 'en'): CompareRow[] {
  const at = ROWS.findIndex((row) => row.key === 'payment_discount');
  const rows = [...ROWS.slice(0, at), ...attributeRows(products), ...ROWS.slice(at)];
  return rows
    .map(({ key, label, labelKey, value }) => ({
      key,
      label,
      labelKey,
      values: products.map((p) => value(p, language)),
    }))
    .filter((row) => row.values.some((v) => v !== ''))
    .map((row) => ({
      ...row,
      differs: products.length > 1 && new Set(row.values.map((v) => v.trim().toLowerCase())).size > 1,
    }));
}
