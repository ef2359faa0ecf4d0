import { z } from './zod.ts';

/** Product status texts, shown on cards as they are. */
const productStatus = z.enum(['Available soon', 'In stock', 'Out of stock']);
export type ProductStatus = z.infer<typeof productStatus>;

export const brand = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  image: z.string(),
});
export type Brand = z.infer<typeof brand>;

const subCategory = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  image: z.string(),
  picture: z.string(),
  parent_id: z.number().int(),
  order: z.number().int(),
  is_new: z.boolean(),
  product_id: z.number().int().nullable(),
  status: z.boolean(),
});
export type SubCategory = z.infer<typeof subCategory>;

const categoryGroup = z.object({
  id: z.number().int(),
  name: z.string(),
  sub_categories: z.array(subCategory),
});

export const category = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  icon: z.string(),
  active_icon: z.string(),
  image: z.string(),
  picture: z.string(),
  product_id: z.number().int().nullable(),
  groups: z.array(categoryGroup),
  sub_categories: z.array(subCategory),
});
export type Category = z.infer<typeof category>;

const colorSwatch = z.object({ id: z.number().int(), name: z.string(), color: z.string() });

/** A product as a card shows it: listings, sections, search results. */
export const productCard = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  sku: z.string(),
  image: z.string(),
  price: z.number().int(),
  final_price: z.number().int(),
  old_price: z.number().int().nullable(),
  discount_price: z.number().int().nullable(),
  variant_max_price: z.number().int().nullable(),
  direct_discount: z.number().int(),
  /** The payment offer the product takes part in, by the offer's English name (which links them). */
  payment_methods_discount_name_en: z.string().nullable(),
  /** The same offer's name for Arabic pages: its Arabic name, or the English one while it has none; null without. */
  payment_methods_discount_name_ar: z.string().nullable(),
  max_per_order: z.number().int().nullable(),
  status: productStatus,
  preorder: z.boolean(),
  available_soon: z.boolean(),
  new: z.boolean(),
  promo: z.boolean(),
  top: z.boolean(),
  arrival_status: z.string().nullable(),
  in_stock: z.boolean(),
  stock: z.number().int(),
  amount: z.number().int().nullable(),
  /** The variant the card's Add to cart adds: the cheapest in stock, else the cheapest; null without variants. */
  default_variant_id: z.number().int().nullable(),
  category: z.object({ id: z.number().int(), name: z.string(), slug: z.string() }),
  brand: brand.nullable(),
  productproperty_set: z.array(z.object({ id: z.number().int(), color: colorSwatch })),
});
export type ProductCard = z.infer<typeof productCard>;

export const homeSection = z.object({
  id: z.number().int(),
  title: z.string(),
  slug: z.string(),
  products: z.array(productCard),
});
export type HomeSection = z.infer<typeof homeSection>;

export const adPlacement = z.enum(['hero', 'home', 'custom']);
export const ad = z.object({
  id: z.number().int(),
  placement: adPlacement,
  title: z.string(),
  subtitle: z.string(),
  image: z.string(),
  link: z.string(),
  cta: z.string(),
  /** What the picture shows, for people who cannot see it; empty when it only decorates the words beside it. */
  alt: z.string(),
});
export type Ad = z.infer<typeof ad>;

/** GET /home2: everything the home page shows, in one answer so the page renders on the server in one call. */
export const homePage = z.object({
  hero: z.array(ad),
  categories: z.array(category),
  sections: z.array(homeSection),
  ads: z.array(ad),
  featured_brands: z.array(brand),
});
export type HomePage = z.infer<typeof homePage>;

export const brandsQuery = z.object({ featured: z.enum(['0', '1']).optional() });

const optionRef = z.object({ id: z.number().int(), name: z.string() });

const productVariant = z.object({
  id: z.number().int(),
  sku: z.string(),
  price: z.number().int(),
  discount_price: z.number().int().nullable(),
  stock: z.number().int(),
  in_stock: z.boolean(),
  image: z.string(),
  images: z.array(z.string()),
  Color: z
    .object({ id: z.number().int(), name: z.string(), color_code: z.string(), image: z.string() })
    .nullable(),
  size: optionRef.nullable(),
  mac_model: optionRef.nullable(),
  max_per_order: z.number().int().nullable(),
});
export type ProductVariant = z.infer<typeof productVariant>;

const variantOptionName = z.enum(['Color', 'size', 'mac_model']);
export const productVariantsOption = z.object({
  option: z.object({ name: variantOptionName }),
  values: z.array(z.object({ id: z.number().int(), name: z.string(), color_code: z.string().nullable() })),
});

/** GET /products/{id}: everything the item page shows. long_description is sanitised HTML. */
export const productDetail = productCard.extend({
  details: z.string(),
  long_description: z.string(),
  meta_description: z.string(),
  /** The page title an editor chose for search engines; null: the usual title. */
  seo_title: z.string().nullable().optional(),
  productimages: z.array(z.object({ image: z.string() })),
  category: z.object({
    id: z.number().int(),
    name: z.string(),
    slug: z.string(),
    sub_categories: z.array(subCategory),
  }),
  sub_category: z.object({ id: z.number().int(), name: z.string(), slug: z.string() }).nullable(),
  product_variants: z.array(productVariant),
  product_variants_options: z.array(productVariantsOption),
  /** Attributes such as Chip or Compatible with (the search filter's attributes_ids), each with its values. */
  attributes: z.array(z.object({ name: z.string(), values: z.array(z.string()) })),
});
export type ProductDetail = z.infer<typeof productDetail>;

/** A product is addressed by its numeric id or its slug. */
export const productKey = z.object({
  id: z.string().regex(/^(\d{1,9}|[a-z0-9][a-z0-9-]{0,119})$/i, 'must be a product id or slug'),
});

/** POST /products/notify/{id}: a signed-in customer needs no body; anyone else gives an e-mail. */
export const notifyRequest = z.object({ email: z.email('must be an e-mail address').max(254).optional() });
export const notifyResult = z.object({
  product_id: z.number().int(),
  email: z.string(),
  already_registered: z.boolean(),
});
