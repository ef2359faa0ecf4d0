import type { Kysely } from 'kysely';
import type { Database } from '#app/db/schema';

/**
 * Counts one message to `destination` on `day` unless `cap` were sent already; true when it was counted. One
 * statement, so two instances (or two requests) racing for the last message of the day never both get it: the row is
 * locked while its count is raised, and the raise happens only below the cap.
 */
export async function takeDailySlot(
  db: Kysely<Database>,
  slot: { destination: string; day: string; cap: number; forgetBefore: string },
): Promise<boolean> {
  if (slot.cap <= 0) return false;
  // Rows of days long gone (well clear of today on any instance's clock); the index on day keeps this a short look.
  await db.deleteFrom('message_caps').where('day', '<', slot.forgetBefore).execute();
  const row = await db
    .insertInto('message_caps')
    .values({ destination: slot.destination, day: slot.day, sent: 1 })
    .onConflict((oc) =>
      oc
        .columns(['destination', 'day'])
        .doUpdateSet((eb) => ({ sent: eb('message_caps.sent', '+', 1) }))
        .where('message_caps.sent', '<', slot.cap),
    )
    .returning('sent')
    .executeTakeFirst();
  return row !== undefined;
}
