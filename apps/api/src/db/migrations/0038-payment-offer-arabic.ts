import type { Kysely, Migration } from 'kysely';

/**
 * The payment offers' Arabic names, as migration 0034 gave the catalog its Arabic: `payment_offers.name_ar` beside
 * `name_en`, empty until it is written, and Arabic pages fall back to the English name while it is. Products still
 * name their offer in English (`payment_methods_discount_name_en`), which is what links them to it; the Arabic name
 * is only shown. The demo's two offers get theirs, with the brands' names (valU, CIB) kept in Latin as they write them.
 */
export const DEMO_OFFER_NAMES_AR: Readonly<Record<string, string>> = {
  'Save 10% with CIB cards': 'خصم 10% بكروت CIB',
  '5% off with Valu': 'خصم 5% مع valU',
};

export const paymentOfferArabicMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('payment_offers').addColumn('name_ar', 'text').execute();
    for (const [english, arabic] of Object.entries(DEMO_OFFER_NAMES_AR)) {
      await db
        .updateTable('payment_offers' as never)
        .set({ name_ar: arabic } as never)
        .where('name_en' as never, '=', english as never)
        .execute();
    }
  },
};
