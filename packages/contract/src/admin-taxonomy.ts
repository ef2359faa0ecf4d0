import { z } from './zod.ts';

/**
 * The shop's taxonomy as the back office edits it (/api/admin/taxonomy): categories, their groups and sub-categories,
 * and brands. The storefront's mega-menu and accessories-by-brand list read the same rows; a change shows there at
 * once. Owners and managers change them; support reads.
 */

export const TAXONOMY_KINDS = ['category', 'group', 'sub_category', 'brand'] as const;
export const taxonomyKind = z.enum(TAXONOMY_KINDS, {
  error: 'Kind is one of: category, group, sub_category, brand',
});
export type TaxonomyKind = z.infer<typeof taxonomyKind>;

export const taxonomyKindLabel: Record<TaxonomyKind, string> = {
  category: 'Category',
  group: 'Group',
  sub_category: 'Sub-category',
  brand: 'Brand',
};

const id = (what: string) =>
  z.coerce
    .number({ error: `${what} is a whole number` })
    .int(`${what} is a whole number`)
    .positive(`${what} is a whole number`)
    .max(2 ** 31 - 1, `${what} is not known`);

export const taxonomyName = z
  .string({ error: 'Name is required' })
  .trim()
  .min(1, 'Name is required')
  .max(80, 'Name is at most 80 characters');

/** The Arabic name, shown on Arabic pages; empty shows the English name there. */
export const taxonomyNameAr = z
  .string({ error: 'Name (Arabic) is text' })
  .trim()
  .max(80, 'Name (Arabic) is at most 80 characters');

/** Lower-case letters, digits and single hyphens: the part of a storefront address that names the entry. */
export const taxonomySlug = z
  .string()
  .trim()
  .toLowerCase()
  .max(80, 'Slug is at most 80 characters')
  .regex(/^([a-z0-9]+(-[a-z0-9]+)*)?$/, 'Slug may hold lower-case letters, digits and single hyphens only');

/** A picture's path or address; empty until one is chosen. */
const imageField = z.string().trim().max(500, 'Image is at most 500 characters');

/** A slug made from a name: "Apple Watch" becomes "apple-watch". */
export function slugFromName(name: string): string {
  return name
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80);
}

const entryBase = {
  id: z.number().int(),
  name: z.string(),
  /** Empty when the entry has no Arabic name yet. */
  name_ar: z.string(),
  sort_order: z.number().int(),
  active: z.boolean(),
};

export const adminSubCategory = z.object({
  ...entryBase,
  slug: z.string(),
  image: z.string(),
  category_id: z.number().int(),
  group_id: z.number().int().nullable(),
});
export type AdminSubCategory = z.infer<typeof adminSubCategory>;

export const adminGroup = z.object({ ...entryBase, category_id: z.number().int() });
export type AdminGroup = z.infer<typeof adminGroup>;

export const adminCategory = z.object({
  ...entryBase,
  slug: z.string(),
  image: z.string(),
  groups: z.array(adminGroup),
  sub_categories: z.array(adminSubCategory),
});
export type AdminCategory = z.infer<typeof adminCategory>;

export const adminBrand = z.object({
  ...entryBase,
  slug: z.string(),
  image: z.string(),
  featured: z.boolean(),
});
export type AdminBrand = z.infer<typeof adminBrand>;

/** Every category with its groups and sub-categories, in the storefront's order, inactive ones too. */
export const adminCategoryTree = z.object({ categories: z.array(adminCategory) });
export const adminBrandList = z.object({ brands: z.array(adminBrand) });

/** One entry after a change, whatever its kind. */
export const taxonomyEntry = z.object({
  kind: taxonomyKind,
  id: z.number().int(),
  name: z.string(),
  name_ar: z.string(),
  active: z.boolean(),
  sort_order: z.number().int(),
});
export type TaxonomyEntry = z.infer<typeof taxonomyEntry>;

export const taxonomyParams = z.object({ kind: taxonomyKind, id: id('The id') });

/**
 * A new entry. A slug left empty is made from the name. A group and a sub-category belong to a category
 * (category_id); a sub-category may sit in one of that category's groups.
 */
export const createTaxonomyRequest = z
  .object({
    kind: taxonomyKind,
    name: taxonomyName,
    name_ar: taxonomyNameAr.optional(),
    slug: taxonomySlug.optional(),
    image: imageField.optional(),
    category_id: id('Category').optional(),
    group_id: id('Group').nullable().optional(),
  })
  .superRefine((v, ctx) => {
    if ((v.kind === 'group' || v.kind === 'sub_category') && v.category_id === undefined)
      ctx.addIssue({ code: 'custom', path: ['category_id'], message: 'Choose the category it belongs to' });
  });
export type CreateTaxonomyRequest = z.infer<typeof createTaxonomyRequest>;

/** A change to one entry: a new name, on or off, or one place up or down among its siblings. */
export const updateTaxonomyRequest = z
  .object({
    name: taxonomyName.optional(),
    name_ar: taxonomyNameAr.optional(),
    active: z.boolean({ error: 'Active is true or false' }).optional(),
    move: z.enum(['up', 'down'], { error: 'Move is up or down' }).optional(),
  })
  .refine(
    (v) => v.name !== undefined || v.name_ar !== undefined || v.active !== undefined || v.move !== undefined,
    { error: 'Send a name, active or move' },
  );
export type UpdateTaxonomyRequest = z.infer<typeof updateTaxonomyRequest>;
