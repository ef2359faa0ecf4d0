import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '#app/db/schema';

type Db = Kysely<Database>;

/** An account remembers this many of the devices that signed in to it, the most recent ones. */
const DEVICES_KEPT = 20;

/** Only a digest of the device id is stored, as with tokens. */
const hashDevice = (deviceId: string) => createHash('sha256').update(deviceId).digest('hex');

/** The device signed in to the account: remember it (or note that it came back). */
export async function rememberDevice(db: Db, userId: number, deviceId: string): Promise<void> {
  const now = new Date().toISOString();
  await db
    .insertInto('account_devices')
    .values({ user_id: userId, device_hash: hashDevice(deviceId), created_at: now, last_seen_at: now })
    .onConflict((oc) => oc.columns(['user_id', 'device_hash']).doUpdateSet({ last_seen_at: now }))
    .execute();
  const stale = await db
    .selectFrom('account_devices')
    .select('id')
    .where('user_id', '=', userId)
    .orderBy('last_seen_at', 'desc')
    .orderBy('id', 'desc')
    .offset(DEVICES_KEPT)
    .limit(100)
    .execute();
  if (stale.length > 0) {
    await db
      .deleteFrom('account_devices')
      .where(
        'id',
        'in',
        stale.map((row) => row.id),
      )
      .execute();
  }
}

export async function isKnownDevice(db: Db, userId: number, deviceId: string): Promise<boolean> {
  const row = await db
    .selectFrom('account_devices')
    .select('id')
    .where('user_id', '=', userId)
    .where('device_hash', '=', hashDevice(deviceId))
    .executeTakeFirst();
  return row !== undefined;
}

/** The account forgets the devices that signed in to it (all, or all but `keep`): they were signed out. */
export async function forgetDevices(db: Db, userId: number, keep?: string | null): Promise<void> {
  let query = db.deleteFrom('account_devices').where('user_id', '=', userId);
  if (keep) query = query.where('device_hash', '<>', hashDevice(keep));
  await query.execute();
}
