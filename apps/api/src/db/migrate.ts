import { Migrator, type Kysely, type Migration, type MigrationProvider } from 'kysely';
import type { DialectName } from './dialect.ts';
import type { Database } from './schema.ts';
import { catalogMigration } from './migrations/0001-catalog.ts';
import { searchIndexMigration } from './migrations/0002-search-index.ts';
import { stockNotificationsMigration } from './migrations/0003-stock-notifications.ts';
import { attributesMigration } from './migrations/0004-attributes.ts';
import { cartsMigration } from './migrations/0005-carts.ts';
import { newsletterMigration } from './migrations/0006-newsletter.ts';
import { accountsMigration } from './migrations/0007-accounts.ts';
import { outboxDeliveryMigration } from './migrations/0008-outbox-delivery.ts';
import { ordersMigration } from './migrations/0009-orders.ts';
import { ticketsMigration } from './migrations/0010-tickets.ts';
import { contentMigration } from './migrations/0011-content.ts';
import { loyaltyMigration } from './migrations/0012-loyalty.ts';
import { searchRowsMigration } from './migrations/0013-search-rows.ts';
import { categoryPriceMigration } from './migrations/0014-category-price.ts';
import { accountSafetyMigration } from './migrations/0015-account-safety.ts';
import { checkoutLimitsMigration } from './migrations/0016-checkout-limits.ts';
import { messageCapsMigration } from './migrations/0017-message-caps.ts';
import { directDiscountMigration } from './migrations/0018-direct-discount.ts';
import { staffMigration } from './migrations/0019-staff.ts';
import { adminCatalogMigration } from './migrations/0020-admin-catalog.ts';
import { backOfficeDashboardMigration } from './migrations/0023-back-office-dashboard.ts';
import { catalogImportsMigration } from './migrations/0024-catalog-imports.ts';
import { mediaUploadsMigration } from './migrations/0022-media-uploads.ts';
import { orderDeskMigration } from './migrations/0025-order-desk.ts';
import { orderReturnsMigration } from './migrations/0029-order-returns.ts';
import { catalogChangesMigration } from './migrations/0031-catalog-changes.ts';
import { orderRefundsMigration } from './migrations/0026-order-refunds.ts';
import { promotionsMigration } from './migrations/0021-promotions.ts';
import { customerDeskMigration } from './migrations/0027-customer-desk.ts';
import { serviceDeskMigration } from './migrations/0028-service-desk.ts';
import { homeContentMigration } from './migrations/0030-home-content.ts';
import { relatedProductsMigration } from './migrations/0032-related-products.ts';
import { orderDeskPhoneMigration } from './migrations/0033-order-desk-phone.ts';
import { arabicCatalogMigration } from './migrations/0034-arabic-catalog.ts';
import { customerLanguageMigration } from './migrations/0035-customer-language.ts';
import { searchSynonymsMigration } from './migrations/0036-search-synonyms.ts';
import { productNameWordsMigration } from './migrations/0037-product-name-words.ts';
import { paymentOfferArabicMigration } from './migrations/0038-payment-offer-arabic.ts';
import { noticeLanguageMigration } from './migrations/0039-notice-language.ts';

/** The one ordered list of migrations, shared by both dialects. */
function migrationsFor(dialect: DialectName): Record<string, Migration> {
  return {
    '0001-catalog': catalogMigration(dialect),
    '0002-search-index': searchIndexMigration(dialect),
    '0003-stock-notifications': stockNotificationsMigration(dialect),
    '0004-attributes': attributesMigration(dialect),
    '0005-carts': cartsMigration(dialect),
    '0006-newsletter': newsletterMigration(dialect),
    '0007-accounts': accountsMigration(dialect),
    '0008-outbox-delivery': outboxDeliveryMigration(),
    '0009-orders': ordersMigration(dialect),
    '0010-tickets': ticketsMigration(dialect),
    '0011-content': contentMigration(dialect),
    '0012-loyalty': loyaltyMigration(dialect),
    '0013-search-rows': searchRowsMigration,
    '0014-category-price': categoryPriceMigration(dialect),
    '0015-account-safety': accountSafetyMigration(dialect),
    '0016-checkout-limits': checkoutLimitsMigration(dialect),
    '0017-message-caps': messageCapsMigration,
    '0018-direct-discount': directDiscountMigration,
    '0019-staff': staffMigration(dialect),
    '0020-admin-catalog': adminCatalogMigration(dialect),
    '0021-promotions': promotionsMigration,
    '0022-media-uploads': mediaUploadsMigration(dialect),
    '0023-back-office-dashboard': backOfficeDashboardMigration(dialect),
    '0024-catalog-imports': catalogImportsMigration(dialect),
    '0025-order-desk': orderDeskMigration(dialect),
    '0026-order-refunds': orderRefundsMigration(dialect),
    '0027-customer-desk': customerDeskMigration(dialect),
    '0028-service-desk': serviceDeskMigration(dialect),
    '0029-order-returns': orderReturnsMigration(dialect),
    '0030-home-content': homeContentMigration(),
    '0031-catalog-changes': catalogChangesMigration(dialect),
    '0032-related-products': relatedProductsMigration(dialect),
    '0033-order-desk-phone': orderDeskPhoneMigration(dialect),
    '0034-arabic-catalog': arabicCatalogMigration(dialect),
    '0035-customer-language': customerLanguageMigration(dialect),
    '0036-search-synonyms': searchSynonymsMigration(dialect),
    '0037-product-name-words': productNameWordsMigration(dialect),
    '0038-payment-offer-arabic': paymentOfferArabicMigration,
    '0039-notice-language': noticeLanguageMigration(dialect),
  };
}

export async function migrateToLatest(
  db: Kysely<Database>,
  dialect: DialectName,
  schema?: string,
): Promise<void> {
  const provider: MigrationProvider = { getMigrations: async () => migrationsFor(dialect) };
  // Kysely looks its bookkeeping tables up by schema; name it so several schemas in one database stay apart.
  const migrator = new Migrator({
    db,
    provider,
    ...(schema && dialect === 'postgres' ? { migrationTableSchema: schema } : {}),
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    const reason = error instanceof Error ? error.message : String(error ?? 'unknown error');
    throw new Error(`Database migration ${failed?.migrationName ?? ''} failed: ${reason}`);
  }
}
