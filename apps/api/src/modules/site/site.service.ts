import type { Kysely } from 'kysely';
import type { Database } from '#app/db/schema';
import { readSettings, writeSettings } from './site.repository.ts';

export interface MaintenanceState {
  on: boolean;
  message_en: string | null;
  message_ar: string | null;
}

// Every API request asks for the maintenance state; a short cache keeps that off the database while an operator's
// change still reaches every instance within a second.
const CACHE_MS = 1_000;
const cache = new WeakMap<Kysely<Database>, { at: number; state: MaintenanceState }>();

/** The state as last read, while it is fresh enough to trust; undefined when it must be read again. */
export function knownMaintenance(db: Kysely<Database>): MaintenanceState | undefined {
  const hit = cache.get(db);
  return hit && Date.now() - hit.at < CACHE_MS ? hit.state : undefined;
}

export async function getMaintenance(db: Kysely<Database>): Promise<MaintenanceState> {
  const known = knownMaintenance(db);
  if (known) return known;
  const settings = await readSettings(db);
  const state: MaintenanceState = {
    on: settings.get('maintenance') === 'on',
    message_en: settings.get('maintenance_message_en') || null,
    message_ar: settings.get('maintenance_message_ar') || null,
  };
  cache.set(db, { at: Date.now(), state });
  return state;
}

export async function setMaintenance(
  db: Kysely<Database>,
  change: { on: boolean; message_en?: string | undefined; message_ar?: string | undefined },
): Promise<MaintenanceState> {
  const values: Record<string, string> = { maintenance: change.on ? 'on' : 'off' };
  if (change.message_en !== undefined) values.maintenance_message_en = change.message_en;
  if (change.message_ar !== undefined) values.maintenance_message_ar = change.message_ar;
  await writeSettings(db, values);
  cache.delete(db);
  return getMaintenance(db);
}
