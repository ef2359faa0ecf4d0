import type { Kysely } from 'kysely';
import { shopperMessage } from '@shop/contract/shopper-messages';
import type { Language } from '@shop/contract/languages';
import type {
  Ad,
  Brand,
  Category,
  HomePage,
  HomeSection,
  ProductCard,
  SubCategory,
} from '@shop/contract/catalog';
import { inLanguage } from '#app/db/localized';
import type { Database } from '#app/db/schema';
import { AppError } from '#app/errors/app-error';
import type { CatalogReads } from '#app/deps';
import * as repo from './catalog.repository.ts';
import { toProductCard } from './product-card.ts';

type Db = Kysely<Database>;

/**
 * Product cards in the order of `ids`; inactive or unknown ids are left out. Names (product, category, brand, colour)
 * in `language`, each falling back to English (migration 0034).
 */
export async function getProductCards(
  db: Db,
  ids: number[],
  language: Language = 'en',
): Promise<ProductCard[]> {
  const unique = [...new Set(ids)];
  const [rows, variants] = await Promise.all([
    repo.loadProductRows(db, unique, language),
    repo.loadVariantRows(db, unique, language),
  ]);
  const variantsByProduct = new Map<number, typeof variants>();
  for (const v of variants) {
    const list = variantsByProduct.get(v.product_id);
    if (list) list.push(v);
    else variantsByProduct.set(v.product_id, [v]);
  }
  const cards = new Map(rows.map((row) => [row.id, toProductCard(row, variantsByProduct.get(row.id) ?? [])]));
  return unique.flatMap((id) => cards.get(id) ?? []);
}

/**
 * Every read below answers in one language and keys its cache entry on it (`en:` or `ar:` first), so an Arabic answer
 * is never handed to an English shopper nor the other way round.
 */
export function getCategories({ db, reads }: CatalogReads, language: Language = 'en'): Promise<Category[]> {
  return reads.read(`${language}:categories`, () => loadCategories(db, language));
}

async function loadCategories(db: Db, language: Language): Promise<Category[]> {
  const [categories, groups, subs, firstIds] = await Promise.all([
    repo.listCategories(db),
    repo.listGroups(db),
    repo.listSubCategories(db),
    repo.firstProductIds(db),
  ]);
  const toSub = (s: (typeof subs)[number]): SubCategory => ({
    id: s.id,
    name: inLanguage(language, s.name, s.name_ar),
    slug: s.slug,
    image: s.image,
    picture: s.image,
    parent_id: s.category_id,
    order: s.sort_order,
    is_new: s.is_new === 1,
    product_id: firstIds.subCategory.get(s.id) ?? null,
    status: s.active === 1,
  });
  return categories.map((c) => {
    const ownRows = subs.filter((s) => s.category_id === c.id);
    return {
      id: c.id,
      name: inLanguage(language, c.name, c.name_ar),
      slug: c.slug,
      icon: c.icon,
      active_icon: c.active_icon,
      image: c.image,
      picture: c.image,
      product_id: firstIds.category.get(c.id) ?? null,
      groups: groups
        .filter((g) => g.category_id === c.id)
        .map((g) => ({
          id: g.id,
          name: inLanguage(language, g.name, g.name_ar),
          sub_categories: ownRows.filter((s) => s.group_id === g.id).map(toSub),
        })),
      sub_categories: ownRows.map(toSub),
    };
  });
}

export function getBrands(
  { db, reads }: CatalogReads,
  featuredOnly: boolean,
  language: Language = 'en',
): Promise<Brand[]> {
  return reads.read(`${language}:brands:${featuredOnly}`, () => repo.listBrands(db, featuredOnly, language));
}

export function getAds(
  { db, reads }: CatalogReads,
  placements: Ad['placement'][],
  language: Language = 'en',
): Promise<Ad[]> {
  return reads.read(`${language}:ads:${placements.join(',')}`, () => repo.listAds(db, placements, language));
}

export function getSections({ db, reads }: CatalogReads, language: Language = 'en'): Promise<HomeSection[]> {
  return reads.read(`${language}:sections`, () => loadSections(db, language));
}

async function loadSections(db: Db, language: Language): Promise<HomeSection[]> {
  const sections = await repo.listSections(db, language);
  const links = await repo.listSectionProductIds(
    db,
    sections.map((s) => s.id),
  );
  const cards = new Map(
    (
      await getProductCards(
        db,
        links.map((l) => l.product_id),
        language,
      )
    ).map((c) => [c.id, c]),
  );
  return sections.map((s) => ({
    ...s,
    products: links.filter((l) => l.section_id === s.id).flatMap((l) => cards.get(l.product_id) ?? []),
  }));
}

export async function getHomePage(catalog: CatalogReads, language: Language = 'en'): Promise<HomePage> {
  const [hero, categories, sections, ads, featured_brands] = await Promise.all([
    getAds(catalog, ['hero'], language),
    getCategories(catalog, language),
    getSections(catalog, language),
    getAds(catalog, ['home'], language),
    getBrands(catalog, true, language),
  ]);
  return { hero, categories, sections, ads, featured_brands };
}

export async function getCategory(db: Db, id: number, language: Language = 'en') {
  const category = await repo.findCategory(db, id, language);
  if (!category) throw new AppError('not_found', shopperMessage('noCategory', { id }));
  return category;
}

export function getSubCategories(db: Db, ref: { ids?: number[]; slug?: string }, language: Language = 'en') {
  return repo.findSubCategories(db, ref, language);
}

const refNames = { categories: 'category', sub_categories: 'sub-category', brands: 'brand' } as const;

/** Resolves an id-or-slug reference, or answers 404 naming what was not found. */
export async function resolveRef(db: Db, table: keyof typeof refNames, ref: string): Promise<number> {
  const id = await repo.findIdByRef(db, table, ref);
  if (id === undefined) throw new AppError('not_found', `There is no ${refNames[table]} "${ref}".`);
  return id;
}
