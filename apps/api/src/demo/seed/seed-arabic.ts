import type { Transaction } from 'kysely';
import type { Database } from '#app/db/schema';
import type { DemoShop } from './demo-files.ts';

type Trx = Transaction<Database>;

/**
 * The Arabic names of what the products hang on and of the home page's blocks, from demo-shop.json. Each is written
 * only where the Arabic is still empty (by natural key: slug, name, title), so a shop seeded before the catalog had
 * Arabic gains it on the next seed, and an operator's own Arabic is never overwritten. The products' Arabic comes
 * with them through the catalog import (demo-catalog.json's `*_ar` fields).
 */
export async function seedDemoArabic(trx: Trx, shop: DemoShop): Promise<void> {
  for (const brand of shop.brands) {
    if (brand.name_ar) await fill(trx, 'brands', 'slug', brand.slug, { name_ar: brand.name_ar });
  }
  for (const category of shop.categories) {
    if (category.name_ar) await fill(trx, 'categories', 'slug', category.slug, { name_ar: category.name_ar });
    for (const group of category.groups) {
      if (group.name_ar) {
        await trx
          .updateTable('category_groups')
          .set({ name_ar: group.name_ar })
          .where('name', '=', group.name)
          .where('name_ar', 'is', null)
          .where('category_id', 'in', (eb) =>
            eb.selectFrom('categories').select('id').where('slug', '=', category.slug),
          )
          .execute();
      }
      for (const sub of group.sub_categories) {
        if (sub.name_ar) await fill(trx, 'sub_categories', 'slug', sub.slug, { name_ar: sub.name_ar });
      }
    }
  }
  const options: ReadonlyArray<readonly [Database['option_values']['kind'], string, string]> = [
    ...shop.colors.flatMap((c) => (c.name_ar ? [['Color', c.name, c.name_ar] as const] : [])),
    ...Object.entries(shop.sizes_ar).map(([name, arabic]) => ['size', name, arabic] as const),
  ];
  for (const [kind, name, arabic] of options) {
    await trx
      .updateTable('option_values')
      .set({ name_ar: arabic })
      .where('kind', '=', kind)
      .where('name', '=', name)
      .where('name_ar', 'is', null)
      .execute();
  }
  for (const [name, arabic] of Object.entries(shop.attributes_ar)) {
    await fill(trx, 'attributes', 'name', name, { name_ar: arabic });
  }
  for (const [value, arabic] of Object.entries(shop.attribute_values_ar)) {
    await trx
      .updateTable('attribute_values')
      .set({ value_ar: arabic })
      .where('value', '=', value)
      .where('value_ar', 'is', null)
      .execute();
  }
  for (const section of shop.home_sections) {
    if (section.title_ar)
      await fill(trx, 'home_sections', 'slug', section.slug, { title_ar: section.title_ar });
  }
  for (const ad of shop.ads) {
    await trx
      .updateTable('ads')
      .set({ title_ar: ad.title_ar ?? null, subtitle_ar: ad.subtitle_ar ?? null, cta_ar: ad.cta_ar ?? null })
      .where('placement', '=', ad.placement)
      .where('title', '=', ad.title)
      .where('title_ar', 'is', null)
      .execute();
  }
}

type Named = 'brands' | 'categories' | 'sub_categories' | 'attributes' | 'home_sections';

async function fill(
  trx: Trx,
  table: Named,
  key: 'slug' | 'name',
  value: string,
  arabic: { name_ar: string } | { title_ar: string },
): Promise<void> {
  const column = 'name_ar' in arabic ? 'name_ar' : 'title_ar';
  await trx
    .updateTable(table)
    .set(arabic as never)
    .where(key as never, '=', value as never)
    .where(column as never, 'is', null)
    .execute();
}
