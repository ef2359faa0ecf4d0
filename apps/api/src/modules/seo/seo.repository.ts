import type { Kysely } from 'kysely';
import type { Database } from '#app/db/schema';

export function listSitemapProducts(db: Kysely<Database>) {
  return db
    .selectFrom('products')
    .select(['id', 'slug', 'name', 'updated_at'])
    .where('active', '=', 1)
    .orderBy('id')
    .limit(50_000)
    .execute();
}
