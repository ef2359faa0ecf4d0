import type { Kysely, Migration } from 'kysely';
import { flag } from '../dialect.ts';

/**
 * Messages to an address the sender has not proven (a phone or e-mail typed into a public form) are counted per
 * address and per day, so a form cannot make the shop message a stranger more than a few times a day. Only a digest
 * of the address is kept, and rows of earlier days are deleted as new ones come.
 *
 * Tickets remember whether their phone was the signed-in customer's verified phone, which decides what the status
 * SMS may say (the tracking code and the device only to a proven phone). Tickets opened before count as unproven.
 */
export const messageCapsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('message_caps')
      .addColumn('destination', 'text', (c) => c.notNull())
      .addColumn('day', 'text', (c) => c.notNull())
      .addColumn('sent', 'integer', (c) => c.notNull())
      .addPrimaryKeyConstraint('message_caps_pk', ['destination', 'day'])
      .execute();
    await db.schema.createIndex('message_caps_day').on('message_caps').column('day').execute();
    await db.schema.alterTable('tickets').addColumn('phone_proven', 'integer', flag).execute();
  },
};
