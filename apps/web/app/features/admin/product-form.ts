import type { AdminProduct, SaveProductRequest } from '@shop/contract/admin-catalog';

/**
 * The product editor's form as text, both ways: what the page renders from a product, what a post sends back, and the
 * API's request made from it. Posted forms are plain HTML (they work without JavaScript), so variants are numbered
 * fields ("variants.1.price") and specifications one per line ("Connectivity: 5G, USB-C").
 */

export interface VariantValues {
  id: string;
  sku: string;
  color: string;
  color_code: string;
  size: string;
  mac_model: string;
  price: string;
  discount_price: string;
  stock: string;
  /** The stock the page showed, so an unchanged field keeps the stock orders have left since. */
  stock_opened: string;
}

export interface ProductValues {
  name: string;
  slug: string;
  details: string;
  category_id: string;
  sub_category_id: string;
  brand: string;
  active: boolean;
  preorder: boolean;
  available_soon: boolean;
  is_new: boolean;
  top: boolean;
  max_per_order: string;
  old_price: string;
  direct_discount: string;
  attributes: string;
  long_description: string;
  seo_title: string;
  meta_description: string;
  name_ar: string;
  details_ar: string;
  long_description_ar: string;
  seo_title_ar: string;
  meta_description_ar: string;
  variants: VariantValues[];
}

export const VARIANT_KEYS = [
  'id',
  'sku',
  'color',
  'color_code',
  'size',
  'mac_model',
  'price',
  'discount_price',
  'stock',
  'stock_opened',
] as const;

const TEXT_KEYS = [
  'name',
  'slug',
  'details',
  'category_id',
  'sub_category_id',
  'brand',
  'max_per_order',
  'old_price',
  'direct_discount',
  'attributes',
  'long_description',
  'seo_title',
  'meta_description',
  'name_ar',
  'details_ar',
  'long_description_ar',
  'seo_title_ar',
  'meta_description_ar',
] as const;
const FLAG_KEYS = ['active', 'preorder', 'available_soon', 'is_new', 'top'] as const;

/** A product's editor can list this many variants. */
export const MAX_VARIANTS = 50;

export const blankVariant = (): VariantValues => ({
  id: '',
  sku: '',
  color: '',
  color_code: '',
  size: '',
  mac_model: '',
  price: '',
  discount_price: '',
  stock: '0',
  stock_opened: '',
});

const text = (value: number | string | null) => (value === null ? '' : String(value));

export function valuesOf(product: AdminProduct | null): ProductValues {
  if (!product) {
    return {
      name: '',
      slug: '',
      details: '',
      category_id: '',
      sub_category_id: '',
      brand: '',
      active: true,
      preorder: false,
      available_soon: false,
      is_new: false,
      top: false,
      max_per_order: '',
      old_price: '',
      direct_discount: '0',
      attributes: '',
      long_description: '',
      seo_title: '',
      meta_description: '',
      name_ar: '',
      details_ar: '',
      long_description_ar: '',
      seo_title_ar: '',
      meta_description_ar: '',
      variants: [blankVariant()],
    };
  }
  return {
    name: product.name,
    slug: product.slug,
    details: product.details,
    category_id: String(product.category_id),
    sub_category_id: text(product.sub_category_id),
    brand: product.brand ?? '',
    active: product.active,
    preorder: product.preorder,
    available_soon: product.available_soon,
    is_new: product.is_new,
    top: product.top,
    max_per_order: text(product.max_per_order),
    old_price: text(product.old_price),
    direct_discount: String(product.direct_discount),
    attributes: product.attributes.map((a) => `${a.name}: ${a.values.join(', ')}`).join('\n'),
    long_description: product.long_description,
    seo_title: product.seo_title,
    meta_description: product.meta_description,
    name_ar: product.name_ar,
    details_ar: product.details_ar,
    long_description_ar: product.long_description_ar,
    seo_title_ar: product.seo_title_ar,
    meta_description_ar: product.meta_description_ar,
    variants: product.variants.map((v) => ({
      id: String(v.id),
      sku: v.sku,
      color: v.color ?? '',
      color_code: v.color_code ?? '',
      size: v.size ?? '',
      mac_model: v.mac_model ?? '',
      price: String(v.price),
      discount_price: text(v.discount_price),
      stock: String(v.stock),
      stock_opened: String(v.stock),
    })),
  };
}

/** The values a post carries (a checkbox left unticked is not sent at all). */
export function readForm(form: FormData): ProductValues {
  const get = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' ? value : '';
  };
  const count = Math.min(Math.max(Number.parseInt(get('variant_count'), 10) || 1, 1), MAX_VARIANTS);
  const values = {} as ProductValues;
  for (const key of TEXT_KEYS) values[key] = get(key);
  for (const key of FLAG_KEYS) values[key] = form.get(key) !== null;
  values.variants = Array.from({ length: count }, (_, index) => {
    const variant = {} as VariantValues;
    for (const key of VARIANT_KEYS) variant[key] = get(`variants.${index}.${key}`);
    return variant;
  });
  return values;
}

const WHOLE = /^\s*\d+\s*$/;

/**
 * The API's request from the form, or the fields whose numbers are not numbers (the API has the other rules and
 * answers them per field).
 */
export function requestOf(
  values: ProductValues,
  version: number | undefined,
): { request: SaveProductRequest; fields: Record<string, string> } {
  const fields: Record<string, string> = {};
  const number = (field: string, label: string, value: string, optional: boolean): number | null => {
    if (value.trim() === '') {
      if (!optional) fields[field] = `${label} is required`;
      return null;
    }
    if (!WHOLE.test(value)) {
      fields[field] = `${label} must be a whole number, digits only`;
      return null;
    }
    return Number(value);
  };
  const orNull = (value: string) => (value.trim() === '' ? null : value.trim());
  const request: SaveProductRequest = {
    ...(version === undefined ? {} : { version }),
    name: values.name,
    slug: values.slug.trim(),
    details: values.details,
    category_id: number('category_id', 'Category', values.category_id, false) ?? 0,
    sub_category_id: number('sub_category_id', 'Sub-category', values.sub_category_id, true),
    brand: orNull(values.brand),
    active: values.active,
    preorder: values.preorder,
    available_soon: values.available_soon,
    is_new: values.is_new,
    top: values.top,
    max_per_order: number('max_per_order', 'Max per order', values.max_per_order, true),
    old_price: number('old_price', 'Old price', values.old_price, true),
    direct_discount: number('direct_discount', 'Direct discount', values.direct_discount, true) ?? 0,
    attributes: values.attributes
      .split(/\r?\n/)
      .map((line) => line.trim())
      .filter(Boolean)
      .map((line) => {
        const colon = line.indexOf(':');
        const name = colon >= 0 ? line.slice(0, colon) : line;
        const rest = colon >= 0 ? line.slice(colon + 1) : '';
        return { name: name.trim(), values: rest.split(',').map((v) => v.trim()) };
      }),
    long_description: values.long_description,
    seo_title: values.seo_title,
    meta_description: values.meta_description,
    name_ar: values.name_ar,
    details_ar: values.details_ar,
    long_description_ar: values.long_description_ar,
    seo_title_ar: values.seo_title_ar,
    meta_description_ar: values.meta_description_ar,
    variants: values.variants.map((v, index) => {
      const at = `variants.${index}`;
      return {
        id: WHOLE.test(v.id) ? Number(v.id) : null,
        sku: v.sku.trim(),
        color: orNull(v.color),
        color_code: orNull(v.color_code),
        size: orNull(v.size),
        mac_model: orNull(v.mac_model),
        price: number(`${at}.price`, 'Price', v.price, false) ?? 0,
        discount_price: number(`${at}.discount_price`, 'Discount price', v.discount_price, true),
        stock: number(`${at}.stock`, 'Stock', v.stock, false) ?? 0,
        stock_opened: WHOLE.test(v.stock_opened) ? Number(v.stock_opened) : null,
      };
    }),
  };
  if (values.category_id === '') fields.category_id = 'Choose a category';
  return { request, fields };
}
