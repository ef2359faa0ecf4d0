import type { Kysely } from 'kysely';
import { shopperMessage } from '@shop/contract/shopper-messages';
import type { Address } from '@shop/contract/account';
import type { Database } from '#app/db/schema';
import { AppError } from '#app/errors/app-error';
import * as repo from './address.repository.ts';

type Db = Kysely<Database>;

const MAX_ADDRESSES = 20;
const NOT_YOURS = shopperMessage('addressNotYours');

async function assertCity(db: Db, cityId: number): Promise<void> {
  if (!(await repo.cityExists(db, cityId))) {
    throw new AppError('bad_request', shopperMessage('chooseCity'));
  }
}

async function one(db: Db, userId: number, id: number): Promise<Address> {
  const [address] = await repo.listAddresses(db, userId, id);
  if (!address) throw new AppError('not_found', NOT_YOURS);
  return address;
}

export const listAddresses = (db: Db, userId: number) => repo.listAddresses(db, userId);

/** One of the customer's own addresses with its delivery fee (checkout); another customer's answers 404. */
export async function findAddressWithFee(
  db: Db,
  userId: number,
  id: number,
): Promise<{ address: Address; fee: number }> {
  const found = await repo.findAddressWithFee(db, userId, id);
  if (!found) throw new AppError('not_found', NOT_YOURS);
  return found;
}

/** The first address a customer adds becomes the primary one. */
export async function createAddress(db: Db, userId: number, fields: repo.AddressFields): Promise<Address> {
  await assertCity(db, fields.city_id);
  const id = await db.transaction().execute(async (trx) => {
    await repo.lockAddressBook(trx, userId);
    const count = await repo.countAddresses(trx, userId);
    if (count >= MAX_ADDRESSES) {
      throw new AppError('bad_request', shopperMessage('addressBookFull', { max: MAX_ADDRESSES }));
    }
    return repo.insertAddress(trx, userId, fields, !(await repo.hasPrimary(trx, userId)));
  });
  return one(db, userId, id);
}

export async function updateAddress(
  db: Db,
  userId: number,
  id: number,
  fields: repo.AddressFields,
): Promise<Address> {
  await assertCity(db, fields.city_id);
  if (!(await repo.updateAddress(db, userId, id, fields))) throw new AppError('not_found', NOT_YOURS);
  return one(db, userId, id);
}

/** Removing the primary address makes the newest remaining one primary, so checkout always has a default. */
export async function removeAddress(db: Db, userId: number, id: number): Promise<Address[]> {
  await db.transaction().execute(async (trx) => {
    await repo.lockAddressBook(trx, userId);
    if (!(await repo.deleteAddress(trx, userId, id))) throw new AppError('not_found', NOT_YOURS);
    if (!(await repo.hasPrimary(trx, userId))) {
      const newest = await repo.newestAddressId(trx, userId);
      if (newest !== undefined) await repo.setPrimary(trx, userId, newest);
    }
  });
  return repo.listAddresses(db, userId);
}

export async function makePrimary(db: Db, userId: number, id: number): Promise<Address[]> {
  await one(db, userId, id);
  await db.transaction().execute(async (trx) => {
    await repo.lockAddressBook(trx, userId);
    await repo.setPrimary(trx, userId, id);
  });
  return repo.listAddresses(db, userId);
}

export const listGovernorates = (db: Db) => repo.listGovernorates(db);
