import type { Kysely } from 'kysely';
import type { Database } from '#app/db/schema';
import type { Maintenance, MaintenanceChange, MaintenanceState } from '#app/deps';
import { recordAudit } from '#app/modules/audit/audit.service';
import { putSettings, readSettings } from './site.repository.ts';

// Every API request asks for the maintenance state; a short cache keeps that off the database while an operator's
// change still reaches every instance within a second.
const CACHE_MS = 1_000;

function stateOf(settings: ReadonlyMap<string, string>): MaintenanceState {
  return {
    on: settings.get('maintenance') === 'on',
    message_en: settings.get('maintenance_message_en') || null,
    message_ar: settings.get('maintenance_message_ar') || null,
  };
}

/**
 * The shop's maintenance switch, kept in site settings; one per runtime, read at most once a second. The operator
 * command and the back office's settings page both turn it through `set`, which audits the change (by the staff
 * member, or by nobody for a command on the server).
 */
export class MaintenanceSwitch implements Maintenance {
  private last: { at: number; settings: ReadonlyMap<string, string> } | undefined;

  constructor(private readonly db: Kysely<Database>) {}

  /** The state as last read, while it is fresh enough to trust; undefined when it must be read again. */
  known(): MaintenanceState | undefined {
    return this.last && Date.now() - this.last.at < CACHE_MS ? stateOf(this.last.settings) : undefined;
  }

  /** Every site setting as last read (at most a second old): the storefront's shop name and hotline come from here. */
  async settings(): Promise<ReadonlyMap<string, string>> {
    if (this.last && Date.now() - this.last.at < CACHE_MS) return this.last.settings;
    const settings = await readSettings(this.db);
    this.last = { at: Date.now(), settings };
    return settings;
  }

  async get(): Promise<MaintenanceState> {
    return stateOf(await this.settings());
  }

  async set(
    change: MaintenanceChange,
    by: { staffId: number | null } = { staffId: null },
  ): Promise<MaintenanceState> {
    const values: Record<string, string> = { maintenance: change.on ? 'on' : 'off' };
    if (change.message_en !== undefined) values.maintenance_message_en = change.message_en;
    if (change.message_ar !== undefined) values.maintenance_message_ar = change.message_ar;
    await this.db.transaction().execute(async (trx) => {
      const before = stateOf(await readSettings(trx));
      await putSettings(trx, values);
      const after = stateOf(await readSettings(trx));
      await recordAudit(trx, {
        staffId: by.staffId,
        action: 'site.maintenance',
        entity: { type: 'site_settings', id: 'maintenance' },
        before: { ...before },
        after: { ...after },
      });
    });
    this.forget();
    return this.get();
  }

  /** The next read goes to the database (a setting was written). */
  forget(): void {
    this.last = undefined;
  }
}
