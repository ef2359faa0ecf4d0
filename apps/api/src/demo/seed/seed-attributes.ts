import type { Transaction } from 'kysely';
import type { Database } from '#app/db/schema';
import { DEMO_ATTRIBUTES, DEMO_SPECS, specPairs } from './demo-specs.ts';

type Trx = Transaction<Database>;

/** Throws when the specs name a product the demo catalog does not have. */
export function assertSpecsConsistent(productSlugs: ReadonlySet<string>): void {
  const unknown = Object.keys(DEMO_SPECS).filter((slug) => !productSlugs.has(slug));
  if (unknown.length) throw new Error(`Demo specs: unknown products ${unknown.join(', ')}`);
}

/**
 * Attributes, their values and which products carry them. Like the rest of the seed it only inserts what is
 * missing, so values an operator added or removed by hand stay as they are for products already linked.
 */
export async function seedAttributes(
  trx: Trx,
  productIds: ReadonlyMap<string, number>,
): Promise<{ attributes: number; attribute_values: number; product_attribute_values: number }> {
  const inserted = { attributes: 0, attribute_values: 0, product_attribute_values: 0 };

  const attributeIds = new Map(
    (await trx.selectFrom('attributes').select(['id', 'name']).execute()).map((a) => [a.name, a.id]),
  );
  for (const [index, name] of DEMO_ATTRIBUTES.entries()) {
    if (attributeIds.has(name)) continue;
    const row = await trx
      .insertInto('attributes')
      .values({ name, sort_order: index + 1 })
      .returning('id')
      .executeTakeFirstOrThrow();
    attributeIds.set(name, row.id);
    inserted.attributes++;
  }

  const valueKey = (attributeId: number, value: string) => `${attributeId}\u0000${value}`;
  const valueIds = new Map(
    (await trx.selectFrom('attribute_values').select(['id', 'attribute_id', 'value']).execute()).map((v) => [
      valueKey(v.attribute_id, v.value),
      v.id,
    ]),
  );
  const linked = new Set(
    (
      await trx.selectFrom('product_attribute_values').select(['product_id', 'attribute_value_id']).execute()
    ).map((l) => `${l.product_id}:${l.attribute_value_id}`),
  );

  // Values sort alphabetically within their attribute, which reads well for chips, sizes and platforms alike.
  const allValues = Object.values(DEMO_SPECS).flatMap(specPairs);
  const distinct = [...new Map(allValues.map(([a, v]) => [`${a}\u0000${v}`, [a, v] as const])).values()].sort(
    ([, x], [, y]) => x.localeCompare(y, 'en', { numeric: true }),
  );
  for (const [index, [attribute, value]] of distinct.entries()) {
    const attributeId = attributeIds.get(attribute)!;
    if (valueIds.has(valueKey(attributeId, value))) continue;
    const row = await trx
      .insertInto('attribute_values')
      .values({ attribute_id: attributeId, value, sort_order: index + 1 })
      .returning('id')
      .executeTakeFirstOrThrow();
    valueIds.set(valueKey(attributeId, value), row.id);
    inserted.attribute_values++;
  }

  for (const [slug, specs] of Object.entries(DEMO_SPECS)) {
    const productId = productIds.get(slug);
    if (productId === undefined) continue;
    for (const [attribute, value] of specPairs(specs)) {
      const attributeValueId = valueIds.get(valueKey(attributeIds.get(attribute)!, value))!;
      if (linked.has(`${productId}:${attributeValueId}`)) continue;
      await trx
        .insertInto('product_attribute_values')
        .values({ product_id: productId, attribute_value_id: attributeValueId })
        .execute();
      linked.add(`${productId}:${attributeValueId}`);
      inserted.product_attribute_values++;
    }
  }
  return inserted;
}
