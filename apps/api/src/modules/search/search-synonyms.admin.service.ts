import type { Kysely, Transaction } from 'kysely';
import type { z } from 'zod';
import type {
  AdminSearchSynonym,
  AdminSearchSynonymList,
  searchSynonymInput,
} from '@shop/contract/admin-search';
import type { Database } from '#app/db/schema';
import type { Deps } from '#app/deps';
import { AppError } from '#app/errors/app-error';
import { recordAudit } from '#app/modules/audit/audit.service';
import { listItems } from './search-engine.ts';
import { wordsOf } from './search-words.ts';

/**
 * The Arabic names search understands (migration 0036), edited by owners and managers. A change is written to the
 * catalog's change log by the table's triggers, so every server's index swaps the new list in at its next poll; this
 * server reads it at once.
 */
type Db = Kysely<Database> | Transaction<Database>;
type SynonymDeps = Pick<Deps, 'db' | 'reads'> & Partial<Pick<Deps, 'search'>>;
type Fields = z.output<typeof searchSynonymInput>;

interface Row {
  id: number;
  spellings: string;
  words: string;
  updated_at: string;
}

const shape = (row: Row): AdminSearchSynonym => ({
  id: row.id,
  spellings: listItems(row.spellings),
  words: listItems(row.words),
  updated_at: row.updated_at,
});

const shown = (s: AdminSearchSynonym) => ({ spellings: s.spellings, words: s.words });

const columns = ['id', 'spellings', 'words', 'updated_at'] as const;

export async function listSynonyms(db: Db): Promise<AdminSearchSynonymList> {
  const rows = await db.selectFrom('search_synonyms').select(columns).orderBy('id').execute();
  return { synonyms: rows.map(shape) };
}

async function synonymOf(db: Db, id: number): Promise<AdminSearchSynonym> {
  const row = await db.selectFrom('search_synonyms').select(columns).where('id', '=', id).executeTakeFirst();
  if (!row) throw new AppError('not_found', `There is no Arabic name with id ${id}.`);
  return shape(row);
}

/** A spelling is one entry's only: the same letters (once folded as search folds them) in two entries is refused. */
async function refuseTaken(db: Db, fields: Fields, exceptId: number | null): Promise<void> {
  const others = await db.selectFrom('search_synonyms').select(columns).orderBy('id').execute();
  const taken = new Map<string, AdminSearchSynonym>();
  for (const row of others) {
    if (row.id === exceptId) continue;
    const entry = shape(row);
    for (const spelling of entry.spellings) taken.set(wordsOf(spelling).join(' '), entry);
  }
  for (const spelling of fields.spellings) {
    const other = taken.get(wordsOf(spelling).join(' '));
    if (other)
      throw new AppError(
        'conflict',
        `${spelling} is already a spelling of ${other.words.join(', ')}: change that entry instead.`,
      );
  }
}

/** The servers' indexes read the new list from the change log; this one at once, and its cached answers go. */
async function applied({ reads, search }: SynonymDeps): Promise<void> {
  await search?.catchUp();
  reads.invalidate();
}

export async function addSynonym(
  deps: SynonymDeps,
  fields: Fields,
  staffId: number,
): Promise<AdminSearchSynonym> {
  const at = new Date().toISOString();
  const id = await deps.db.transaction().execute(async (trx) => {
    await refuseTaken(trx, fields, null);
    const row = await trx
      .insertInto('search_synonyms')
      .values({ spellings: fields.spellings.join(', '), words: fields.words.join(', '), updated_at: at })
      .returning('id')
      .executeTakeFirstOrThrow();
    await recordAudit(
      trx,
      {
        staffId,
        action: 'search_synonym.created',
        entity: { type: 'search_synonym', id: row.id },
        before: null,
        after: shown(fields as AdminSearchSynonym),
      },
      at,
    );
    return row.id;
  });
  await applied(deps);
  return synonymOf(deps.db, id);
}

export async function saveSynonym(
  deps: SynonymDeps,
  id: number,
  fields: Fields,
  staffId: number,
): Promise<{ synonym: AdminSearchSynonym; changed: boolean }> {
  const at = new Date().toISOString();
  const changed = await deps.db.transaction().execute(async (trx) => {
    const before = await synonymOf(trx, id);
    if (JSON.stringify(shown(before)) === JSON.stringify(shown(fields as AdminSearchSynonym))) return false;
    await refuseTaken(trx, fields, id);
    await trx
      .updateTable('search_synonyms')
      .set({ spellings: fields.spellings.join(', '), words: fields.words.join(', '), updated_at: at })
      .where('id', '=', id)
      .execute();
    await recordAudit(
      trx,
      {
        staffId,
        action: 'search_synonym.updated',
        entity: { type: 'search_synonym', id },
        before: shown(before),
        after: shown(fields as AdminSearchSynonym),
      },
      at,
    );
    return true;
  });
  if (changed) await applied(deps);
  return { synonym: await synonymOf(deps.db, id), changed };
}

export async function removeSynonym(
  deps: SynonymDeps,
  id: number,
  staffId: number,
): Promise<AdminSearchSynonym> {
  const at = new Date().toISOString();
  const removed = await deps.db.transaction().execute(async (trx) => {
    const before = await synonymOf(trx, id);
    await trx.deleteFrom('search_synonyms').where('id', '=', id).execute();
    await recordAudit(
      trx,
      {
        staffId,
        action: 'search_synonym.deleted',
        entity: { type: 'search_synonym', id },
        before: shown(before),
        after: null,
      },
      at,
    );
    return before;
  });
  await applied(deps);
  return removed;
}
