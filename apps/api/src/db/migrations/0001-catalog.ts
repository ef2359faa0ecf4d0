import { sql, type Kysely, type Migration } from 'kysely';
import { flag, idColumn, type DialectName } from '../dialect.ts';

/** The catalog (categories, brands, products, variants, pictures, home sections, ads), site settings, sessions and the outbox. */
export function catalogMigration(dialect: DialectName): Migration {
  const withId = idColumn(dialect);
  return {
    async up(db: Kysely<unknown>) {
      await withId(db.schema.createTable('brands'))
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('slug', 'text', (c) => c.notNull().unique())
        .addColumn('image', 'text', (c) => c.notNull())
        .addColumn('featured', 'integer', flag)
        .addColumn('sort_order', 'integer', flag)
        .execute();

      await withId(db.schema.createTable('categories'))
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('slug', 'text', (c) => c.notNull().unique())
        .addColumn('icon', 'text', (c) => c.notNull())
        .addColumn('active_icon', 'text', (c) => c.notNull())
        .addColumn('image', 'text', (c) => c.notNull())
        .addColumn('sort_order', 'integer', flag)
        .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
        .execute();

      await withId(db.schema.createTable('category_groups'))
        .addColumn('category_id', 'integer', (c) =>
          c.notNull().references('categories.id').onDelete('cascade'),
        )
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('sort_order', 'integer', flag)
        .execute();

      await withId(db.schema.createTable('sub_categories'))
        .addColumn('category_id', 'integer', (c) =>
          c.notNull().references('categories.id').onDelete('cascade'),
        )
        .addColumn('group_id', 'integer', (c) => c.references('category_groups.id').onDelete('set null'))
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('slug', 'text', (c) => c.notNull().unique())
        .addColumn('image', 'text', (c) => c.notNull())
        .addColumn('sort_order', 'integer', flag)
        .addColumn('is_new', 'integer', flag)
        .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
        .execute();
      await db.schema
        .createIndex('sub_categories_category')
        .on('sub_categories')
        .column('category_id')
        .execute();

      await withId(db.schema.createTable('products'))
        .addColumn('slug', 'text', (c) => c.notNull().unique())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('sku', 'text', (c) => c.notNull().unique())
        .addColumn('category_id', 'integer', (c) => c.notNull().references('categories.id'))
        .addColumn('sub_category_id', 'integer', (c) =>
          c.references('sub_categories.id').onDelete('set null'),
        )
        .addColumn('brand_id', 'integer', (c) => c.references('brands.id').onDelete('set null'))
        .addColumn('details', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('long_description', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('meta_description', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('image', 'text', (c) => c.notNull())
        .addColumn('price', 'integer', (c) => c.notNull().check(sql`price >= 0`))
        .addColumn('old_price', 'integer')
        .addColumn('discount_price', 'integer')
        .addColumn('direct_discount', 'integer', flag)
        .addColumn('payment_methods_discount_name_en', 'text')
        .addColumn('max_per_order', 'integer')
        .addColumn('preorder', 'integer', flag)
        .addColumn('available_soon', 'integer', flag)
        .addColumn('is_new', 'integer', flag)
        .addColumn('promo', 'integer', flag)
        .addColumn('top', 'integer', flag)
        .addColumn('arrival_status', 'text')
        .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('products_category')
        .on('products')
        .columns(['category_id', 'active'])
        .execute();
      await db.schema.createIndex('products_sub_category').on('products').column('sub_category_id').execute();
      await db.schema.createIndex('products_brand').on('products').column('brand_id').execute();

      await withId(db.schema.createTable('option_values'))
        .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('Color', 'size', 'mac_model')`))
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('color_code', 'text')
        .addColumn('sort_order', 'integer', flag)
        .addUniqueConstraint('option_values_kind_name', ['kind', 'name'])
        .execute();

      await withId(db.schema.createTable('product_variants'))
        .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
        .addColumn('sku', 'text', (c) => c.notNull().unique())
        .addColumn('color_id', 'integer', (c) => c.references('option_values.id'))
        .addColumn('size_id', 'integer', (c) => c.references('option_values.id'))
        .addColumn('mac_model_id', 'integer', (c) => c.references('option_values.id'))
        .addColumn('price', 'integer', (c) => c.notNull().check(sql`price >= 0`))
        .addColumn('discount_price', 'integer')
        // Stock can never go below zero, whatever the code above it does.
        .addColumn('stock', 'integer', (c) =>
          c
            .notNull()
            .defaultTo(0)
            .check(sql`stock >= 0`),
        )
        .addColumn('max_per_order', 'integer')
        .addColumn('image', 'text', (c) => c.notNull())
        .addColumn('sort_order', 'integer', flag)
        .execute();
      await db.schema
        .createIndex('product_variants_product')
        .on('product_variants')
        .column('product_id')
        .execute();

      await withId(db.schema.createTable('product_images'))
        .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
        .addColumn('variant_id', 'integer', (c) => c.references('product_variants.id').onDelete('cascade'))
        .addColumn('image', 'text', (c) => c.notNull())
        .addColumn('sort_order', 'integer', flag)
        .execute();
      await db.schema
        .createIndex('product_images_product')
        .on('product_images')
        .column('product_id')
        .execute();

      await withId(db.schema.createTable('home_sections'))
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('slug', 'text', (c) => c.notNull().unique())
        .addColumn('sort_order', 'integer', flag)
        .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
        .execute();

      await db.schema
        .createTable('home_section_products')
        .addColumn('section_id', 'integer', (c) =>
          c.notNull().references('home_sections.id').onDelete('cascade'),
        )
        .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
        .addColumn('sort_order', 'integer', flag)
        .addPrimaryKeyConstraint('home_section_products_pk', ['section_id', 'product_id'])
        .execute();

      await withId(db.schema.createTable('ads'))
        .addColumn('placement', 'text', (c) =>
          c.notNull().check(sql`placement in ('hero', 'home', 'custom')`),
        )
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('subtitle', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('image', 'text', (c) => c.notNull())
        .addColumn('link', 'text', (c) => c.notNull())
        .addColumn('cta', 'text', (c) => c.notNull().defaultTo('Shop now'))
        .addColumn('sort_order', 'integer', flag)
        .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
        .execute();

      await db.schema
        .createTable('site_settings')
        .addColumn('key', 'text', (c) => c.primaryKey())
        .addColumn('value', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();

      await withId(db.schema.createTable('users'))
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('email', 'text', (c) => c.notNull().unique())
        .addColumn('phone', 'text')
        .addColumn('phone_verified', 'integer', flag)
        .addColumn('password_hash', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();

      await withId(db.schema.createTable('sessions'))
        .addColumn('token_hash', 'text', (c) => c.notNull().unique())
        .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('guest', 'customer')`))
        .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('cascade'))
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();

      await withId(db.schema.createTable('outbox'))
        .addColumn('channel', 'text', (c) => c.notNull().check(sql`channel in ('sms', 'email')`))
        .addColumn('recipient', 'text', (c) => c.notNull())
        .addColumn('subject', 'text')
        .addColumn('body', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('sent_at', 'text')
        .execute();
      await db.schema.createIndex('outbox_recipient').on('outbox').column('recipient').execute();
    },
  };
}
