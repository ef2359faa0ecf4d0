import type { ProductDetail, ProductVariant } from '@shop/contract/catalog';

/** The option kinds of the API's product_variants_options, in the order the pickers show them. */
export const OPTION_KINDS = ['Color', 'size', 'mac_model'] as const;
export type OptionKind = (typeof OPTION_KINDS)[number];

export const OPTION_LABELS: Record<OptionKind, string> = {
  Color: 'Colour',
  size: 'Size',
  mac_model: 'Mac model',
};

/** The query parameter each picker submits when the page works without JavaScript. */
export const OPTION_PARAMS: Record<OptionKind, string> = {
  Color: 'color',
  size: 'size',
  mac_model: 'mac_model',
};
export const VARIANT_PARAM = 'variant';

export function optionIdOf(variant: ProductVariant, kind: OptionKind): number | null {
  if (kind === 'Color') return variant.Color?.id ?? null;
  if (kind === 'size') return variant.size?.id ?? null;
  return variant.mac_model?.id ?? null;
}

type Selection = Partial<Record<OptionKind, number>>;

function selectionOf(variant: ProductVariant): Selection {
  const selection: Selection = {};
  for (const kind of OPTION_KINDS) {
    const id = optionIdOf(variant, kind);
    if (id !== null) selection[kind] = id;
  }
  return selection;
}

function matches(variant: ProductVariant, selection: Selection): boolean {
  return OPTION_KINDS.every(
    (kind) => selection[kind] === undefined || optionIdOf(variant, kind) === selection[kind],
  );
}

function positiveInt(value: string | null): number | undefined {
  if (value === null || !/^\d{1,9}$/.test(value)) return undefined;
  const n = Number(value);
  return n > 0 ? n : undefined;
}

/**
 * The variant a page shows, from its query: ?variant=ID (links and JavaScript), or the option ids the pickers
 * submit without JavaScript (?color=&size=&mac_model=). Unknown or partial choices fall back to the closest variant,
 * then to the product's default (the one its card adds), so a stale link still shows the product.
 */
export function chooseVariant(product: ProductDetail, query: URLSearchParams): ProductVariant | null {
  const variants = product.product_variants;
  if (variants.length === 0) return null;
  const byId = positiveInt(query.get(VARIANT_PARAM));
  const exact = variants.find((v) => v.id === byId);
  if (exact) return exact;

  const selection: Selection = {};
  for (const kind of OPTION_KINDS) {
    const id = positiveInt(query.get(OPTION_PARAMS[kind]));
    if (id !== undefined) selection[kind] = id;
  }
  if (Object.keys(selection).length > 0) {
    const candidates = variants.filter((v) => matches(v, selection));
    const found = candidates.find((v) => v.in_stock) ?? candidates[0];
    if (found) return found;
  }
  return variants.find((v) => v.id === product.default_variant_id) ?? variants[0]!;
}

export interface OptionChoice {
  id: number;
  name: string;
  colorCode: string | null;
  selected: boolean;
  /** The variant choosing this value leads to, keeping the other choices where such a variant exists. */
  variantId: number | null;
  /** False when no variant has this value together with the other current choices. */
  available: boolean;
  /** False when the variant it leads to has no stock. */
  inStock: boolean;
}

export interface OptionPicker {
  kind: OptionKind;
  label: string;
  param: string;
  selectedName: string | null;
  choices: OptionChoice[];
}

/**
 * One picker per option kind the product has. Each value points at the variant with that value and the other current
 * choices; a value without such a variant is unavailable (shown, not hidden, so the range stays visible).
 */
export function optionPickers(product: ProductDetail, current: ProductVariant | null): OptionPicker[] {
  if (!current) return [];
  const currentSelection = selectionOf(current);
  return OPTION_KINDS.flatMap((kind): OptionPicker[] => {
    const option = product.product_variants_options.find((o) => o.option.name === kind);
    const usedIds = new Set(product.product_variants.map((v) => optionIdOf(v, kind)));
    const values = (option?.values ?? []).filter((value) => usedIds.has(value.id));
    if (values.length === 0) return [];
    const choices = values.map((value): OptionChoice => {
      const wanted = { ...currentSelection, [kind]: value.id };
      const variant = product.product_variants.find((v) => matches(v, wanted));
      return {
        id: value.id,
        name: value.name,
        colorCode: value.color_code,
        selected: currentSelection[kind] === value.id,
        variantId: variant?.id ?? null,
        available: variant !== undefined,
        inStock: variant?.in_stock ?? false,
      };
    });
    return [
      {
        kind,
        label: OPTION_LABELS[kind],
        param: OPTION_PARAMS[kind],
        selectedName: choices.find((c) => c.selected)?.name ?? null,
        choices,
      },
    ];
  });
}

/** The images of the chosen variant, else the product's gallery, else its main picture; never empty, no repeats. */
export function galleryImages(product: ProductDetail, variant: ProductVariant | null): string[] {
  const fromVariant = variant ? [variant.image, ...variant.images] : [];
  const all = [...fromVariant, ...product.productimages.map((i) => i.image), product.image];
  return [...new Set(all.filter(Boolean))];
}

/** The most a shopper can put in the cart at once for this variant (stock and max per order; 10 when unlimited). */
export function maxQuantity(product: ProductDetail, variant: ProductVariant | null): number {
  const limits = [10];
  const perOrder = variant?.max_per_order ?? product.max_per_order;
  if (perOrder !== null && perOrder !== undefined) limits.push(perOrder);
  const waitsForStock = product.preorder || product.available_soon;
  if (!waitsForStock) limits.push(variant ? variant.stock : product.stock);
  return Math.max(0, Math.min(...limits));
}

export const LOW_STOCK = 3;

export interface Offer {
  /** What the shopper pays for the chosen variant. */
  price: number;
  /** The struck-through price, when there is one above the price. */
  struck: number | null;
  status: string;
  /** The status in the page's language: its message key, with the count for "Only N left". */
  statusKey:
    'card.availableSoon' | 'card.preorder' | 'cartLine.onlyLeft' | 'card.inStock' | 'card.outOfStock';
  stock: number;
  tone: 'available' | 'pending' | 'unavailable';
  /** The add button works (in stock, or open for pre-order). */
  canBuy: boolean;
  /** Out of stock and not coming. */
  soldOut: boolean;
  /** Announced as available soon: it cannot be ordered yet, so the page offers no add at all. */
  soon: boolean;
  /** The "notify me" form shows: sold out, or available soon with nothing in stock yet. */
  notify: boolean;
}

/** Price and availability of the chosen variant, in the words the cards use. */
export function offerOf(product: ProductDetail, variant: ProductVariant | null): Offer {
  const price = variant ? (variant.discount_price ?? variant.price) : product.final_price;
  let struck: number | null = null;
  if (variant?.discount_price !== null && variant?.discount_price !== undefined && variant.price > price)
    struck = variant.price;
  else if (product.old_price !== null && product.old_price > price) struck = product.old_price;

  const inStock = variant ? variant.in_stock : product.in_stock;
  const stock = variant ? variant.stock : product.stock;
  const orderable = { price, struck, stock, canBuy: true, soldOut: false, soon: false, notify: false };
  // Available soon wins, as on the card: the shop does not take orders for it yet, whatever its stock.
  if (product.available_soon)
    return {
      ...orderable,
      status: 'Available soon',
      statusKey: 'card.availableSoon',
      tone: 'pending',
      canBuy: false,
      soon: true,
      notify: product.stock === 0,
    };
  if (product.preorder)
    return { ...orderable, status: 'Pre-order', statusKey: 'card.preorder', tone: 'pending' };
  if (inStock) {
    const low = stock <= LOW_STOCK;
    return {
      ...orderable,
      status: low ? `Only ${stock} left` : 'In stock',
      statusKey: low ? 'cartLine.onlyLeft' : 'card.inStock',
      tone: 'available',
    };
  }
  return {
    ...orderable,
    status: 'Out of stock',
    statusKey: 'card.outOfStock',
    tone: 'unavailable',
    canBuy: false,
    soldOut: true,
    notify: true,
  };
}
