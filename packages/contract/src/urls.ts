/**
 * Slug name, as the storefront's links spell it: whitespace becomes hyphens everywhere; slashes, parentheses and
 * spaces are also replaced, but only the first of each by the extra replacements.
 */
export function slugName(name: string): string {
  return name.replace(/\s/g, '-').replace('/', '-').replace('(', '-').replace(')', '-');
}

/** The item page link: item/{slug or product id}?name={slug name}. */
export function itemPath(product: { slug?: string | null; id: number; name: string }): string {
  const key = product.slug || String(product.id);
  return `/item/${encodeURIComponent(key)}?name=${encodeURIComponent(slugName(product.name))}`;
}

/**
 * The address an item page names as canonical, and the sitemap lists: the product's slug path, without the ?name=
 * its links carry (every link to one product, by id or by slug, is the same page).
 */
export function itemCanonicalPath(product: { slug: string }): string {
  return `/item/${encodeURIComponent(product.slug)}`;
}

export function searchPath(text: string): string {
  return `/search?search=${encodeURIComponent(text)}`;
}

export function categoryPath(categoryId: number, page = 1): string {
  return `/Categories?page=${page}&category=${categoryId}`;
}

/** A category listing's canonical address: the category, without the page number. */
export function categoryCanonicalPath(categoryId: number): string {
  return `/Categories?category=${categoryId}`;
}

/** A category listing narrowed to one of its sub-categories (the listing's sub_categories filter). */
export function subCategoryPath(categoryId: number, subCategoryId: number): string {
  return `${categoryPath(categoryId)}&sub_categories=${subCategoryId}`;
}

export function accessoriesPath(filter: { slug_subCat?: string; slug_brand?: string } = {}): string {
  const pairs = Object.entries(filter).filter(([, value]) => value);
  const query = pairs.map(([key, value]) => `${key}=${encodeURIComponent(value)}`).join('&');
  return query ? `/Accessories?${query}` : '/Accessories';
}

/** Category id 7 is the accessories-type category, whose page lists brands rather than sub-categories. */
export const ACCESSORIES_CATEGORY_ID = 7;
export const BRAND_MENU_SIZE = 6;

/** The product hero page: overview/{slug}/{category slug}. */
export function overviewPath(product: { slug: string }, category: { slug: string }): string {
  return `/overview/${encodeURIComponent(product.slug)}/${encodeURIComponent(category.slug)}`;
}

/** At most four products side by side. */
export const COMPARE_MAX = 4;

/**
 * The comparison page: compare/{first slug}, the others in ?with=slug,slug. The first product names the page, so a
 * shared link opens the same comparison; duplicates and anything past COMPARE_MAX are dropped.
 */
export function comparePath(slugs: readonly string[]): string {
  const unique = [...new Set(slugs.filter(Boolean))].slice(0, COMPARE_MAX);
  const [first, ...others] = unique;
  if (!first) return '/compare';
  const query = others.length ? `?with=${others.map(encodeURIComponent).join(',')}` : '';
  return `/compare/${encodeURIComponent(first)}${query}`;
}
