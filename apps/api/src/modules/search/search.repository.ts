import { sql, type ExpressionBuilder, type Kysely, type SelectQueryBuilder } from 'kysely';
import type { SearchFilter } from '@shop/contract/search';
import type { DialectName } from '#app/db/dialect';
import type { Database } from '#app/db/schema';
import { textMatches } from './search-text.ts';

type Db = Kysely<Database>;
type Scope = Database & { p: Database['products']; s: { id: number; rank: number } };
type Query = SelectQueryBuilder<Scope, 'p' | 's', object>;

export interface SearchCriteria extends Omit<SearchFilter, 'q' | 'search' | 'page' | 'page_size'> {
  terms: string[] | null;
}

const effectivePrice = sql<number>`coalesce(p.discount_price, p.price)`;

/** Active products matching every criterion; the text match (when any) is joined as `s` with its rank. */
function matching(db: Db, dialect: DialectName, c: SearchCriteria): Query {
  const base = db.selectFrom('products as p');
  // Without text there is no `s`; the ordering below only reads s.rank when there is text.
  const joined = (c.terms
    ? base.innerJoin(textMatches(dialect, c.terms).as('s'), (join) => join.onRef('s.id', '=', 'p.id'))
    : base) as unknown as Query;
  return joined.where((eb) => {
    const e = eb as unknown as ExpressionBuilder<Scope, 'p'>;
    const and = [e('p.active', '=', 1)];
    const categories = [...(c.categories ?? []), ...(c.category_id ? [c.category_id] : [])];
    if (categories.length) and.push(e('p.category_id', 'in', categories));
    if (c.sub_categories?.length) and.push(e('p.sub_category_id', 'in', c.sub_categories));
    if (c.brand_ids?.length) and.push(e('p.brand_id', 'in', c.brand_ids));
    if (c.group_id !== undefined) {
      and.push(
        e(
          'p.sub_category_id',
          'in',
          e.selectFrom('sub_categories').select('id').where('group_id', '=', c.group_id),
        ),
      );
    }
    if (c.list_ids?.length) {
      and.push(
        e(
          'p.id',
          'in',
          e.selectFrom('home_section_products').select('product_id').where('section_id', 'in', c.list_ids),
        ),
      );
    }
    if (c.price_from !== undefined) and.push(e(effectivePrice, '>=', c.price_from));
    if (c.price_to !== undefined) and.push(e(effectivePrice, '<=', c.price_to));
    if (c.promotions) and.push(e.or([e('p.promo', '=', 1), e('p.discount_price', 'is not', null)]));
    if (c.in_stock !== undefined) {
      const stocked = e.exists(
        e
          .selectFrom('product_variants as v')
          .select('v.id')
          .whereRef('v.product_id', '=', 'p.id')
          .where('v.stock', '>', 0),
      );
      and.push(c.in_stock ? stocked : e.not(stocked));
    }
    if (c.options_values_ids?.length) {
      const ids = c.options_values_ids;
      and.push(
        e.exists(
          e
            .selectFrom('product_variants as v')
            .select('v.id')
            .whereRef('v.product_id', '=', 'p.id')
            .where((v) =>
              v.or([v('v.color_id', 'in', ids), v('v.size_id', 'in', ids), v('v.mac_model_id', 'in', ids)]),
            ),
        ),
      );
    }
    return e.and(and);
  }) as Query;
}

export async function searchPage(
  db: Db,
  dialect: DialectName,
  c: SearchCriteria,
  page: { offset: number; limit: number },
): Promise<number[]> {
  let query = matching(db, dialect, c).select('p.id');
  const sort = c.sort ?? (c.terms ? 'relevance' : 'newest');
  switch (sort) {
    case 'relevance':
      query = c.terms ? query.orderBy('s.rank').orderBy('p.top', 'desc') : query.orderBy('p.top', 'desc');
      break;
    case 'price_asc':
      query = query.orderBy(effectivePrice, 'asc');
      break;
    case 'price_desc':
      query = query.orderBy(effectivePrice, 'desc');
      break;
    case 'name_asc':
      query = query.orderBy('p.name');
      break;
    case 'newest':
      query = query.orderBy('p.created_at', 'desc');
      break;
  }
  // The id is the last tie-breaker so pages never overlap or skip.
  const rows = await query
    .orderBy('p.id', sort === 'newest' ? 'desc' : 'asc')
    .offset(page.offset)
    .limit(page.limit)
    .execute();
  return rows.map((r) => r.id);
}

export async function searchCount(db: Db, dialect: DialectName, c: SearchCriteria): Promise<number> {
  const row = await matching(db, dialect, c)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function searchFacets(db: Db, dialect: DialectName, c: SearchCriteria) {
  const [brands, categories, subCategories, price] = await Promise.all([
    matching(db, dialect, c)
      .innerJoin('brands as b', 'b.id', 'p.brand_id')
      .select(['b.id', 'b.name', (eb) => eb.fn.countAll<number>().as('count')])
      .groupBy(['b.id', 'b.name'])
      .orderBy('b.name')
      .execute(),
    matching(db, dialect, c)
      .innerJoin('categories as c', 'c.id', 'p.category_id')
      .select(['c.id', 'c.name', (eb) => eb.fn.countAll<number>().as('count')])
      .groupBy(['c.id', 'c.name'])
      .orderBy('c.id')
      .execute(),
    matching(db, dialect, c)
      .innerJoin('sub_categories as sc', 'sc.id', 'p.sub_category_id')
      .select(['sc.id', 'sc.name', (eb) => eb.fn.countAll<number>().as('count')])
      .groupBy(['sc.id', 'sc.name'])
      .orderBy('sc.name')
      .execute(),
    matching(db, dialect, c)
      .select([
        sql<number | null>`min(${effectivePrice})`.as('min'),
        sql<number | null>`max(${effectivePrice})`.as('max'),
      ])
      .executeTakeFirstOrThrow(),
  ]);
  const counted = <T extends { count: number }>(rows: T[]) =>
    rows.map((r) => ({ ...r, count: Number(r.count) }));
  return {
    brands: counted(brands),
    categories: counted(categories),
    sub_categories: counted(subCategories),
    price: {
      min: price.min === null ? null : Number(price.min),
      max: price.max === null ? null : Number(price.max),
    },
  };
}
