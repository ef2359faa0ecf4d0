import { sql, type ExpressionBuilder, type Kysely, type SelectQueryBuilder } from 'kysely';
import type { SearchFilter } from '@shop/contract/search';
import type { DialectName } from '#app/db/dialect';
import type { Database } from '#app/db/schema';
import { textMatches } from './search-text.ts';

type Db = Kysely<Database>;
type Scope = Database & { p: Database['products']; s: { id: number; rank: number } };
type Query = SelectQueryBuilder<Scope, 'p' | 's', object>;

export interface SearchCriteria extends Omit<
  SearchFilter,
  'q' | 'search' | 'page' | 'page_size' | 'attributes_ids'
> {
  terms: string[] | null;
  /** attributes_ids grouped by attribute (see attributeGroups): a product needs one value of every group. */
  attributes?: AttributeGroup[];
}

/** Selected values of one attribute; attributeId is null for ids that name no value (they match nothing). */
export interface AttributeGroup {
  attributeId: number | null;
  valueIds: number[];
}

/** Groups attribute value ids by their attribute, so values of one attribute widen and attributes narrow. */
export async function attributeGroups(db: Db, valueIds: readonly number[]): Promise<AttributeGroup[]> {
  if (!valueIds.length) return [];
  const rows = await db
    .selectFrom('attribute_values')
    .select(['id', 'attribute_id'])
    .where('id', 'in', [...valueIds])
    .execute();
  const byAttribute = new Map<number, number[]>();
  for (const row of rows)
    byAttribute.set(row.attribute_id, [...(byAttribute.get(row.attribute_id) ?? []), row.id]);
  const known = new Set(rows.map((r) => r.id));
  const unknown = valueIds.filter((id) => !known.has(id));
  return [
    ...[...byAttribute]
      .sort(([a], [b]) => a - b)
      .map(([attributeId, ids]) => ({ attributeId, valueIds: ids })),
    ...(unknown.length ? [{ attributeId: null, valueIds: unknown }] : []),
  ];
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
    for (const group of c.attributes ?? []) {
      and.push(
        e.exists(
          e
            .selectFrom('product_attribute_values as pav')
            .select('pav.product_id')
            .whereRef('pav.product_id', '=', 'p.id')
            .where('pav.attribute_value_id', 'in', group.valueIds),
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

/**
 * Attribute values among the matches with their counts. An attribute the shopper already narrowed by is counted
 * without its own selection, so its other values stay visible and their counts say what choosing them would add.
 */
async function attributeFacets(db: Db, dialect: DialectName, c: SearchCriteria) {
  const selected = (c.attributes ?? []).flatMap((g) => (g.attributeId === null ? [] : [g.attributeId]));
  const valueCounts = (criteria: SearchCriteria, attributeIds: { only?: number; except: number[] }) =>
    matching(db, dialect, criteria)
      .innerJoin('product_attribute_values as pav', 'pav.product_id', 'p.id')
      .innerJoin('attribute_values as av', 'av.id', 'pav.attribute_value_id')
      .innerJoin('attributes as a', 'a.id', 'av.attribute_id')
      .$if(attributeIds.only !== undefined, (q) => q.where('a.id', '=', attributeIds.only!))
      .$if(attributeIds.except.length > 0, (q) => q.where('a.id', 'not in', attributeIds.except))
      .select([
        'a.id as attribute_id',
        'a.name as attribute_name',
        'a.sort_order as attribute_order',
        'av.id',
        'av.value as name',
        'av.sort_order',
        (eb) => eb.fn.countAll<number>().as('count'),
      ])
      .groupBy(['a.id', 'a.name', 'a.sort_order', 'av.id', 'av.value', 'av.sort_order'])
      .execute();
  const batches = await Promise.all([
    valueCounts(c, { except: selected }),
    ...selected.map((attributeId) =>
      valueCounts(
        { ...c, attributes: c.attributes!.filter((g) => g.attributeId !== attributeId) },
        { only: attributeId, except: [] },
      ),
    ),
  ]);
  const rows = batches
    .flat()
    .sort((x, y) => x.attribute_order - y.attribute_order || x.sort_order - y.sort_order || x.id - y.id);
  const attributes = new Map<
    number,
    { id: number; name: string; values: { id: number; name: string; count: number }[] }
  >();
  for (const row of rows) {
    const attribute = attributes.get(row.attribute_id) ?? {
      id: row.attribute_id,
      name: row.attribute_name,
      values: [],
    };
    attribute.values.push({ id: row.id, name: row.name, count: Number(row.count) });
    attributes.set(row.attribute_id, attribute);
  }
  return [...attributes.values()];
}

export async function searchFacets(db: Db, dialect: DialectName, c: SearchCriteria) {
  const [brands, categories, subCategories, attributes, price] = await Promise.all([
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
    attributeFacets(db, dialect, c),
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
    attributes,
    price: {
      min: price.min === null ? null : Number(price.min),
      max: price.max === null ? null : Number(price.max),
    },
  };
}
