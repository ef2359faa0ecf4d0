import { sql, type Transaction } from 'kysely';
import type { DialectName } from '#app/db/dialect';
import type { Database } from '#app/db/schema';
import { mediaPaths } from '#app/demo/device-art';
import { colorHex, type DemoShop } from './demo-files.ts';

type Trx = Transaction<Database>;

/**
 * What the demo's products hang on, from demo-shop.json: brands, categories and their sub-categories, option values
 * and attributes. Written before the products so each gets the place (and id) the file gives it, where the import
 * would append what it meets. Only what is missing is inserted, by natural key (slug, name); nothing is changed.
 */
export async function seedDemoReferences(trx: Trx, dialect: DialectName, shop: DemoShop): Promise<void> {
  await seedBrands(trx, shop);
  const categoryIds = await seedCategories(trx, dialect, shop);
  await seedCategoryTree(trx, shop, categoryIds);
  await seedOptionValues(trx, shop);
  await seedAttributes(trx, shop);
}

async function seedBrands(trx: Trx, shop: DemoShop): Promise<void> {
  const have = new Set((await trx.selectFrom('brands').select('slug').execute()).map((b) => b.slug));
  for (const [index, brand] of shop.brands.entries()) {
    if (have.has(brand.slug)) continue;
    await trx
      .insertInto('brands')
      .values({
        name: brand.name,
        slug: brand.slug,
        image: mediaPaths.brand(brand.slug),
        featured: brand.featured ? 1 : 0,
        sort_order: index + 1,
      })
      .execute();
  }
}

/** Maps the file's category ids to the database's (equal unless an operator already used that id). */
async function seedCategories(trx: Trx, dialect: DialectName, shop: DemoShop): Promise<Map<number, number>> {
  const existing = await trx.selectFrom('categories').select(['id', 'slug']).execute();
  const bySlug = new Map(existing.map((c) => [c.slug, c.id]));
  const takenIds = new Set(existing.map((c) => c.id));
  const ids = new Map<number, number>();
  let added = 0;
  for (const [index, category] of shop.categories.entries()) {
    const found = bySlug.get(category.slug);
    if (found !== undefined) {
      ids.set(category.id, found);
      continue;
    }
    const row = await trx
      .insertInto('categories')
      .values({
        // The storefront relies on fixed ids (7 is Accessories); fall back to a fresh id rather than fail.
        ...(takenIds.has(category.id) ? {} : { id: category.id }),
        name: category.name,
        slug: category.slug,
        icon: mediaPaths.icon(category.kind),
        active_icon: mediaPaths.icon(category.kind),
        image: mediaPaths.category(category.kind),
        sort_order: index + 1,
        active: 1,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    takenIds.add(row.id);
    ids.set(category.id, row.id);
    added++;
  }
  // Explicit ids do not advance PostgreSQL's serial sequence; without this the next operator insert collides.
  if (dialect === 'postgres' && added > 0) {
    await sql`select setval(pg_get_serial_sequence('categories', 'id'), (select max(id) from categories))`.execute(
      trx,
    );
  }
  return ids;
}

async function seedCategoryTree(trx: Trx, shop: DemoShop, categoryIds: Map<number, number>): Promise<void> {
  const groups = await trx.selectFrom('category_groups').select(['id', 'category_id', 'name']).execute();
  const groupIds = new Map(groups.map((g) => [`${g.category_id}:${g.name}`, g.id]));
  const haveSubs = new Set(
    (await trx.selectFrom('sub_categories').select('slug').execute()).map((s) => s.slug),
  );

  for (const category of shop.categories) {
    const categoryId = categoryIds.get(category.id)!;
    for (const [groupIndex, group] of category.groups.entries()) {
      const key = `${categoryId}:${group.name}`;
      let groupId = groupIds.get(key);
      if (groupId === undefined) {
        const row = await trx
          .insertInto('category_groups')
          .values({ category_id: categoryId, name: group.name, sort_order: groupIndex + 1 })
          .returning('id')
          .executeTakeFirstOrThrow();
        groupId = row.id;
        groupIds.set(key, groupId);
      }
      for (const [subIndex, sub] of group.sub_categories.entries()) {
        if (haveSubs.has(sub.slug)) continue;
        await trx
          .insertInto('sub_categories')
          .values({
            category_id: categoryId,
            group_id: groupId,
            name: sub.name,
            slug: sub.slug,
            image: mediaPaths.device(sub.art.kind, colorHex(shop, sub.art.color)),
            sort_order: groupIndex * 100 + subIndex + 1,
            is_new: sub.is_new ? 1 : 0,
            active: 1,
          })
          .execute();
        haveSubs.add(sub.slug);
      }
    }
  }
}

async function seedOptionValues(trx: Trx, shop: DemoShop): Promise<void> {
  const existing = await trx.selectFrom('option_values').select(['kind', 'name']).execute();
  const have = new Set(existing.map((o) => `${o.kind}:${o.name}`));
  const wanted = [
    ...shop.colors.map((c, i) => ({
      kind: 'Color' as const,
      name: c.name,
      color_code: `#${c.hex}`,
      sort_order: i + 1,
    })),
    ...shop.sizes.map((name, i) => ({ kind: 'size' as const, name, color_code: null, sort_order: i + 1 })),
    ...shop.mac_models.map((name, i) => ({
      kind: 'mac_model' as const,
      name,
      color_code: null,
      sort_order: i + 1,
    })),
  ];
  for (const value of wanted) {
    if (have.has(`${value.kind}:${value.name}`)) continue;
    await trx.insertInto('option_values').values(value).execute();
  }
}

async function seedAttributes(trx: Trx, shop: DemoShop): Promise<void> {
  const attributeIds = new Map(
    (await trx.selectFrom('attributes').select(['id', 'name']).execute()).map((a) => [a.name, a.id]),
  );
  for (const [index, name] of shop.attributes.entries()) {
    if (attributeIds.has(name)) continue;
    const row = await trx
      .insertInto('attributes')
      .values({ name, sort_order: index + 1 })
      .returning('id')
      .executeTakeFirstOrThrow();
    attributeIds.set(name, row.id);
  }
  const existing = await trx.selectFrom('attribute_values').select(['attribute_id', 'value']).execute();
  const have = new Set(existing.map((v) => `${v.attribute_id}:${v.value}`));
  for (const [index, { attribute, value }] of shop.attribute_values.entries()) {
    const attributeId = attributeIds.get(attribute)!;
    if (have.has(`${attributeId}:${value}`)) continue;
    await trx
      .insertInto('attribute_values')
      .values({ attribute_id: attributeId, value, sort_order: index + 1 })
      .execute();
  }
}
