import { type Kysely, type Migration } from 'kysely';
import { flag, idColumn, type DialectName } from '../dialect.ts';

/**
 * Product attributes (specifications such as Chip or Compatible with), the search filter's attributes_ids. Unlike
 * variant options they describe the product, not a choice the shopper makes, and one product can carry several
 * values of one attribute (a cable that fits iPhone and iPad).
 */
export function attributesMigration(dialect: DialectName): Migration {
  const withId = idColumn(dialect);
  return {
    async up(db: Kysely<unknown>) {
      await withId(db.schema.createTable('attributes'))
        .addColumn('name', 'text', (c) => c.notNull().unique())
        .addColumn('sort_order', 'integer', flag)
        .execute();

      await withId(db.schema.createTable('attribute_values'))
        .addColumn('attribute_id', 'integer', (c) =>
          c.notNull().references('attributes.id').onDelete('cascade'),
        )
        .addColumn('value', 'text', (c) => c.notNull())
        .addColumn('sort_order', 'integer', flag)
        .addUniqueConstraint('attribute_values_attribute_value', ['attribute_id', 'value'])
        .execute();

      await db.schema
        .createTable('product_attribute_values')
        .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
        .addColumn('attribute_value_id', 'integer', (c) =>
          c.notNull().references('attribute_values.id').onDelete('cascade'),
        )
        .addPrimaryKeyConstraint('product_attribute_values_pk', ['product_id', 'attribute_value_id'])
        .execute();
      // The filter goes from a value to its products; the primary key already serves product to values.
      await db.schema
        .createIndex('product_attribute_values_by_value')
        .on('product_attribute_values')
        .columns(['attribute_value_id', 'product_id'])
        .execute();
    },
  };
}
