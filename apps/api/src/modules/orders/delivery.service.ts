import type { Kysely } from 'kysely';
import { shopperMessage } from '@shop/contract/shopper-messages';
import type { Address } from '@shop/contract/account';
import type { DeliveryFees } from '@shop/contract/orders';
import type { Database } from '#app/db/schema';
import { AppError } from '#app/errors/app-error';
import { findAddressWithFee } from '#app/modules/accounts/address.service';

type Db = Kysely<Database>;

/** The delivery fee of a city: its governorate's fee (migration 0009). */
export async function feeForCity(db: Db, cityId: number): Promise<DeliveryFees> {
  const row = await db
    .selectFrom('cities as c')
    .innerJoin('governorates as g', 'g.id', 'c.governorate_id')
    .select([
      'c.id as city_id',
      'c.name_en as city_en',
      'c.name_ar as city_ar',
      'g.name_en as governorate_en',
      'g.name_ar as governorate_ar',
      'g.delivery_fee as fee',
    ])
    .where('c.id', '=', cityId)
    .executeTakeFirst();
  if (!row) throw new AppError('not_found', shopperMessage('noDeliveryToCity'));
  return { ...row, fee: Number(row.fee) };
}

/** One of the customer's own addresses with its fee, in one read; another customer's address answers 404. */
export async function feeForAddress(
  db: Db,
  userId: number,
  addressId: number,
): Promise<{ address: Address; delivery: DeliveryFees }> {
  const { address, fee } = await findAddressWithFee(db, userId, addressId);
  const { city_id, city_en, city_ar, governorate_en, governorate_ar } = address;
  return { address, delivery: { city_id, city_en, city_ar, governorate_en, governorate_ar, fee } };
}

/** Every governorate's fee by its id (the FAQ's delivery table is filled from it). */
export async function governorateFees(db: Db): Promise<Map<number, number>> {
  const rows = await db.selectFrom('governorates').select(['id', 'delivery_fee']).execute();
  return new Map(rows.map((r) => [Number(r.id), Number(r.delivery_fee)]));
}

const FEE_TOKEN = /\{delivery_fee ([\d,\s]+)\}/g;

/**
 * Content names delivery fees by governorate rather than writing the amounts (`{delivery_fee 1,2,4}`), so a page
 * always shows what checkout charges: one fee ("60 EGP"), or the lowest and highest when the governorates differ.
 */
export function fillDeliveryFees(html: string, fees: ReadonlyMap<number, number>): string {
  return html.replace(FEE_TOKEN, (token, ids: string) => {
    const amounts = ids
      .split(',')
      .map((id) => fees.get(Number(id.trim())))
      .filter((fee): fee is number => fee !== undefined);
    if (amounts.length === 0) return token;
    const low = Math.min(...amounts);
    const high = Math.max(...amounts);
    return low === high ? `${low} EGP` : `${low} to ${high} EGP`;
  });
}
