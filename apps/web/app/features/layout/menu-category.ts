import type { Category, SubCategory } from '@shop/contract/catalog';

/**
 * A category as the header's Shop menu shows it. The layout's data rides in every page and is decoded while the
 * page hydrates; the contract's category carries each sub-category twice (in its groups and in a flat list) with
 * pictures and ordering fields the menu never reads, close to half of a page's data.
 */
export type MenuCategory = Pick<Category, 'id' | 'name' | 'icon' | 'active_icon' | 'image'> & {
  groups: Array<{
    id: number;
    name: string;
    sub_categories: Array<Pick<SubCategory, 'id' | 'name' | 'slug' | 'is_new'>>;
  }>;
};

export function toMenuCategory({ id, name, icon, active_icon, image, groups }: Category): MenuCategory {
  return {
    id,
    name,
    icon,
    active_icon,
    image,
    groups: groups.map((group) => ({
      id: group.id,
      name: group.name,
      sub_categories: group.sub_categories.map(({ id, name, slug, is_new }) => ({ id, name, slug, is_new })),
    })),
  };
}
