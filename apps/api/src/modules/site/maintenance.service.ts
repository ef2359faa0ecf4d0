import type { Kysely } from 'kysely';
import type { Database } from '#app/db/schema';
import type { Maintenance, MaintenanceChange, MaintenanceState } from '#app/deps';
import { readSettings, writeSettings } from './site.repository.ts';

// Every API request asks for the maintenance state; a short cache keeps that off the database while an operator's
// change still reaches every instance within a second.
const CACHE_MS = 1_000;

/** The shop's maintenance switch, kept in site settings; one per runtime, read at most once a second. */
export class MaintenanceSwitch implements Maintenance {
  private last: { at: number; state: MaintenanceState } | undefined;

  constructor(private readonly db: Kysely<Database>) {}

  /** The state as last read, while it is fresh enough to trust; undefined when it must be read again. */
  known(): MaintenanceState | undefined {
    return this.last && Date.now() - this.last.at < CACHE_MS ? this.last.state : undefined;
  }

  async get(): Promise<MaintenanceState> {
    const known = this.known();
    if (known) return known;
    const settings = await readSettings(this.db);
    const state: MaintenanceState = {
      on: settings.get('maintenance') === 'on',
      message_en: settings.get('maintenance_message_en') || null,
      message_ar: settings.get('maintenance_message_ar') || null,
    };
    this.last = { at: Date.now(), state };
    return state;
  }

  async set(change: MaintenanceChange): Promise<MaintenanceState> {
    const values: Record<string, string> = { maintenance: change.on ? 'on' : 'off' };
    if (change.message_en !== undefined) values.maintenance_message_en = change.message_en;
    if (change.message_ar !== undefined) values.maintenance_message_ar = change.message_ar;
    await writeSettings(this.db, values);
    this.last = undefined;
    return this.get();
  }
}
