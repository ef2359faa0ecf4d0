import type { Category, ProductCard } from '@shop/contract/catalog';

/**
 * What a product card shows and adds, and no more. Loaders send lists of products to the browser in this shape: the
 * page's data is decoded in one piece while it hydrates, and the contract's card carries a dozen fields no card
 * reads (sku, stock, brand, category, flags), a quarter of a listing's bytes.
 */
export type CardProduct = Pick<
  ProductCard,
  | 'id'
  | 'slug'
  | 'name'
  | 'image'
  | 'price'
  | 'final_price'
  | 'old_price'
  | 'discount_price'
  | 'variant_max_price'
  | 'payment_methods_discount_name_en'
  | 'payment_methods_discount_name_ar'
  | 'status'
  | 'preorder'
  | 'available_soon'
  | 'arrival_status'
  | 'in_stock'
  | 'default_variant_id'
> & { productproperty_set: Array<{ color: ProductCard['productproperty_set'][number]['color'] }> };

export function toCardProduct(product: ProductCard): CardProduct {
  return {
    id: product.id,
    slug: product.slug,
    name: product.name,
    image: product.image,
    price: product.price,
    final_price: product.final_price,
    old_price: product.old_price,
    discount_price: product.discount_price,
    variant_max_price: product.variant_max_price,
    payment_methods_discount_name_en: product.payment_methods_discount_name_en,
    payment_methods_discount_name_ar: product.payment_methods_discount_name_ar,
    status: product.status,
    preorder: product.preorder,
    available_soon: product.available_soon,
    arrival_status: product.arrival_status,
    in_stock: product.in_stock,
    default_variant_id: product.default_variant_id,
    productproperty_set: product.productproperty_set.map(({ color }) => ({ color })),
  };
}

/** A listing's answer with its products as cards. */
export function withCardProducts<T extends { products: ProductCard[] }>(
  result: T,
): Omit<T, 'products'> & { products: CardProduct[] } {
  return { ...result, products: result.products.map(toCardProduct) };
}

/** The home page's category tiles: a picture, a name and the link (the header's menu has the groups). */
export type CategoryTile = Pick<Category, 'id' | 'name' | 'image'>;

export function toCategoryTile({ id, name, image }: Category): CategoryTile {
  return { id, name, image };
}
