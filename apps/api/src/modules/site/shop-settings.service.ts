import type { Kysely } from 'kysely';
import {
  DEFAULT_LOW_STOCK_THRESHOLD,
  type ShopSettings,
  type ShopSettingsInput,
} from '@shop/contract/admin-settings';
import { DEFAULT_RETURN_WINDOW_DAYS, MAX_RETURN_WINDOW_DAYS } from '@shop/contract/order-returns';
import type { Database } from '#app/db/schema';
import type { Deps } from '#app/deps';
import { recordAudit } from '#app/modules/audit/audit.service';
import { putSettings, readSettings } from './site.repository.ts';

type Db = Kysely<Database>;

/** The stored threshold, or the default when none was saved or the stored text is not a whole number from 0. */
function thresholdOf(settings: ReadonlyMap<string, string>): number {
  const stored = Number(settings.get('low_stock_threshold'));
  return Number.isInteger(stored) && stored >= 0 && settings.has('low_stock_threshold')
    ? stored
    : DEFAULT_LOW_STOCK_THRESHOLD;
}

/** The stored return window in days, or the default when none was saved or the stored text is not a valid count. */
function returnWindowOf(settings: ReadonlyMap<string, string>): number {
  const stored = Number(settings.get('return_window_days'));
  return settings.has('return_window_days') &&
    Number.isInteger(stored) &&
    stored >= 0 &&
    stored <= MAX_RETURN_WINDOW_DAYS
    ? stored
    : DEFAULT_RETURN_WINDOW_DAYS;
}

/** Days after delivery a customer may ask to return an order, as the owner set it (14 until then). */
export async function returnWindowDays(db: Db): Promise<number> {
  const row = await db
    .selectFrom('site_settings')
    .select('value')
    .where('key', '=', 'return_window_days')
    .executeTakeFirst();
  return returnWindowOf(new Map(row ? [['return_window_days', row.value]] : []));
}

/**
 * The stock level at or under which a product counts as running low, as the owner set it on the settings page (5 until
 * then). Read it here rather than from site_settings so the default and the parsing stay in one place.
 */
export async function lowStockThreshold(db: Db): Promise<number> {
  const row = await db
    .selectFrom('site_settings')
    .select('value')
    .where('key', '=', 'low_stock_threshold')
    .executeTakeFirst();
  return thresholdOf(new Map(row ? [['low_stock_threshold', row.value]] : []));
}

/** The shop's name and hotline as the storefront shows them: the saved ones, else the environment's. */
export function shopIdentity(
  settings: ReadonlyMap<string, string>,
  config: Pick<Deps['config'], 'SHOP_NAME' | 'HOTLINE'>,
): { shop_name: string; hotline: string } {
  return {
    shop_name: settings.get('shop_name') || config.SHOP_NAME,
    hotline: settings.get('hotline') || config.HOTLINE,
  };
}

/**
 * The shop's name and hotline as a message written now should give them: what the owner saved on the settings page,
 * else the environment's. Every e-mail, SMS and answer that names the shop reads them here (two rows by key; messages
 * are rare next to page reads, which take them from the settings cache instead).
 */
export async function shopNow(deps: {
  db: Db;
  config: Pick<Deps['config'], 'SHOP_NAME' | 'HOTLINE'>;
}): Promise<{ shop_name: string; hotline: string }> {
  const rows = await deps.db
    .selectFrom('site_settings')
    .select(['key', 'value'])
    .where('key', 'in', ['shop_name', 'hotline'])
    .execute();
  return shopIdentity(new Map(rows.map((r) => [r.key, r.value])), deps.config);
}

/** The same, as the account messages take them. */
export async function shopContact(
  deps: Parameters<typeof shopNow>[0],
): Promise<{ shopName: string; hotline: string }> {
  const shop = await shopNow(deps);
  return { shopName: shop.shop_name, hotline: shop.hotline };
}

function shopSettingsOf(settings: ReadonlyMap<string, string>, config: Deps['config']): ShopSettings {
  return {
    maintenance: settings.get('maintenance') === 'on',
    message_en: settings.get('maintenance_message_en') || null,
    message_ar: settings.get('maintenance_message_ar') || null,
    ...shopIdentity(settings, config),
    low_stock_threshold: thresholdOf(settings),
    return_window_days: returnWindowOf(settings),
  };
}

export async function readShopSettings(deps: Pick<Deps, 'db' | 'config'>): Promise<ShopSettings> {
  return shopSettingsOf(await readSettings(deps.db), deps.config);
}

/**
 * Saves the settings page. The maintenance switch and its messages go through the same switch as the operator command
 * (its own audit row); the shop's name, hotline, threshold and return window are written with one audit row of what changed.
 */
export async function updateShopSettings(
  deps: Pick<Deps, 'db' | 'config' | 'maintenance'>,
  input: ShopSettingsInput,
  staffId: number,
): Promise<ShopSettings> {
  const before = await readShopSettings(deps);
  if (
    before.maintenance !== input.maintenance ||
    (before.message_en ?? '') !== input.message_en ||
    (before.message_ar ?? '') !== input.message_ar
  ) {
    await deps.maintenance.set(
      { on: input.maintenance, message_en: input.message_en, message_ar: input.message_ar },
      { staffId },
    );
  }
  const shop = {
    shop_name: input.shop_name,
    hotline: input.hotline,
    low_stock_threshold: input.low_stock_threshold,
    return_window_days: input.return_window_days,
  };
  const was = {
    shop_name: before.shop_name,
    hotline: before.hotline,
    low_stock_threshold: before.low_stock_threshold,
    return_window_days: before.return_window_days,
  };
  if (JSON.stringify(shop) !== JSON.stringify(was)) {
    await deps.db.transaction().execute(async (trx) => {
      await putSettings(trx, {
        shop_name: shop.shop_name,
        hotline: shop.hotline,
        low_stock_threshold: String(shop.low_stock_threshold),
        return_window_days: String(shop.return_window_days),
      });
      await recordAudit(trx, {
        staffId,
        action: 'site.settings',
        entity: { type: 'site_settings', id: 'shop' },
        before: was,
        after: shop,
      });
    });
    deps.maintenance.forget();
  }
  return readShopSettings(deps);
}
