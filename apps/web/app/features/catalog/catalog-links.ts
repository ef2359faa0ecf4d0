import type { Category, SubCategory } from '@shop/contract/catalog';
import { ACCESSORIES_CATEGORY_ID, accessoriesPath, categoryPath, subCategoryPath } from '@shop/contract/urls';

/** Category id 7 has its own listing (Accessories); every other category the paged category listing. */
export function categoryLink(category: Pick<Category, 'id'>): string {
  return category.id === ACCESSORIES_CATEGORY_ID ? accessoriesPath() : categoryPath(category.id);
}

/**
 * Sub-categories of category 7 lead to Accessories by slug, as the header menu links them. Others open their category's
 * listing narrowed to that sub-category.
 */
export function subCategoryLink(
  category: Pick<Category, 'id'>,
  sub: Pick<SubCategory, 'id' | 'slug'>,
): string {
  if (category.id === ACCESSORIES_CATEGORY_ID) return accessoriesPath({ slug_subCat: sub.slug });
  return subCategoryPath(category.id, sub.id);
}
