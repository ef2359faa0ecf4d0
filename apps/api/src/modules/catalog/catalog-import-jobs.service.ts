import { Worker } from 'node:worker_threads';
import { bulkMessages, IMPORT_MAX_BYTES, type ImportJob } from '@shop/contract/admin-bulk';
import type { CatalogDeps } from '#app/deps';
import { AppError } from '#app/errors/app-error';
import { recordAudit } from '#app/modules/audit/audit.service';
import { formatOf, type CatalogFile, type ImportFormat } from './catalog-import-file.ts';
import { describeImport, rejectedRowParts } from './catalog-import-report.ts';
import { importCatalog, type CatalogImportSummary } from './catalog-import.service.ts';
import * as repo from './catalog-bulk.repository.ts';

/**
 * Catalog imports from the back office. The upload is answered at once with a job; the file is then read and
 * imported in the background by the operator command's own reader and import (catalog-import-file.ts,
 * catalog-import.service.ts), so a rule and its message exist once. The job row carries the progress the page polls
 * and, at the end, the command's report and its rejected rows.
 */

/** A running import whose progress has not moved for this long belongs to an instance that stopped. */
const STALE_MS = 5 * 60_000;
/**
 * Products per batch. Between batches the import gives the event loop back; on SQLite a batch runs as one stretch,
 * and ten products (about 30 ms) keep the shop's other requests from waiting long behind it.
 */
const BATCH = 10;
/** Progress is saved at most this often (each save is a write the shop's own writes queue behind). */
const PROGRESS_EVERY_MS = 250;

interface StoredResult {
  summary: Omit<CatalogImportSummary, 'rejected'>;
  rejected: ImportJob['rejected'];
  report: string;
}

type Row = NonNullable<Awaited<ReturnType<typeof repo.importJobById>>>;

function jobOf(row: Row, now = Date.now()): ImportJob {
  const result = row.result === null ? null : (JSON.parse(row.result) as StoredResult);
  const stale = row.state === 'running' && now - Date.parse(row.updated_at) > STALE_MS;
  return {
    id: row.id,
    file_name: row.file_name,
    state: stale ? 'failed' : row.state,
    rows: row.rows,
    done: row.done,
    total: row.total,
    started_at: row.started_at,
    finished_at: row.finished_at,
    error: stale
      ? 'This import stopped before the end (the server was restarted). The products written so far are kept: import the file again to finish (nothing is done twice).'
      : row.error,
    summary: result?.summary ?? null,
    rejected: result?.rejected ?? [],
    report: result?.report ?? null,
  };
}

export async function importJob(db: CatalogDeps['db'], id: number): Promise<ImportJob> {
  const row = await repo.importJobById(db, id);
  if (!row) throw new AppError('not_found', `There is no import ${id}. Start the import again.`);
  return jobOf(row);
}

/** Reads the file in a worker thread, with the same reader as the command; a file it cannot read at all is an error. */
function readOffThread(name: string, format: ImportFormat, text: string): Promise<CatalogFile> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./catalog-import-read.worker.mjs', import.meta.url), {
      workerData: { name, format, text },
    });
    let file: CatalogFile | null = null;
    // Each part arrives as its own message, so the server answers others between them.
    worker.on('message', (message: { head?: string; products?: string; end?: true; fileError?: string }) => {
      if (message.fileError !== undefined) reject(new AppError('validation_failed', message.fileError));
      else if (message.head !== undefined) file = { ...JSON.parse(message.head), products: [] };
      else if (message.products !== undefined) file?.products.push(...JSON.parse(message.products));
      else if (message.end && file) resolve(file);
    });
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`the file reader stopped (exit ${code})`)));
  });
}

/** Starts an import of an uploaded file; the answer is the job, running. */
export async function startImport(
  deps: CatalogDeps,
  upload: { staffId: number; fileName: string; text: string },
): Promise<ImportJob> {
  const format = formatOf(upload.fileName);
  if (!format) throw new AppError('bad_request', bulkMessages.fileType);
  if (Buffer.byteLength(upload.text) > IMPORT_MAX_BYTES)
    throw new AppError('payload_too_large', bulkMessages.tooLarge);
  if (upload.text.trim() === '')
    throw new AppError('bad_request', `${upload.fileName} is empty. Nothing was imported.`);
  const now = new Date().toISOString();
  const id = await repo.insertImportJob(deps.db, {
    staff_id: upload.staffId,
    file_name: upload.fileName,
    now,
  });
  // The import goes on after this answer; whatever happens to it ends in the job row, never in an unhandled error.
  void runImport(deps, id, { ...upload, format }).catch(async (error: unknown) => {
    const message = error instanceof Error ? error.message : String(error);
    await finishFailed(deps, id, upload, `The import stopped: ${message}`).catch(() => undefined);
  });
  return importJob(deps.db, id);
}

async function finishFailed(
  deps: CatalogDeps,
  id: number,
  upload: { staffId: number; fileName: string },
  error: string,
) {
  const now = new Date().toISOString();
  await deps.db.transaction().execute(async (trx) => {
    await repo.updateImportJob(trx, id, { state: 'failed', error, updated_at: now, finished_at: now });
    await recordAudit(trx, {
      staffId: upload.staffId,
      action: 'catalog.import',
      entity: { type: 'catalog_import', id },
      before: null,
      after: { file_name: upload.fileName, state: 'failed', error },
    });
  });
}

async function runImport(
  deps: CatalogDeps,
  id: number,
  upload: { staffId: number; fileName: string; text: string; format: ImportFormat },
): Promise<void> {
  let file: CatalogFile;
  try {
    file = await readOffThread(upload.fileName, upload.format, upload.text);
  } catch (error) {
    if (error instanceof AppError) return finishFailed(deps, id, upload, error.message);
    throw error;
  }
  await repo.updateImportJob(deps.db, id, {
    rows: file.rows,
    total: file.products.length,
    updated_at: new Date().toISOString(),
  });

  let savedAt = 0;
  const summary = await importCatalog(deps, file, {
    batchSize: BATCH,
    onProgress: async (done, total) => {
      if (done < total && Date.now() - savedAt < PROGRESS_EVERY_MS) return;
      savedAt = Date.now();
      await repo.updateImportJob(deps.db, id, { done, updated_at: new Date().toISOString() });
    },
  });

  const { rejected, ...counts } = summary;
  const result: StoredResult = {
    summary: counts,
    rejected: rejected.map(rejectedRowParts),
    report: describeImport(upload.fileName, file, summary),
  };
  const now = new Date().toISOString();
  await deps.db.transaction().execute(async (trx) => {
    await repo.updateImportJob(trx, id, {
      state: 'done',
      done: file.products.length,
      result: JSON.stringify(result),
      updated_at: now,
      finished_at: now,
    });
    await recordAudit(trx, {
      staffId: upload.staffId,
      action: 'catalog.import',
      entity: { type: 'catalog_import', id },
      before: null,
      after: {
        file_name: upload.fileName,
        rows: file.rows,
        products: counts.products,
        variants: counts.variants,
        rejected: rejected.length,
      },
    });
  });
}
