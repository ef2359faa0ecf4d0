import { useEffect } from 'react';
import { data, Form, redirect, useNavigation, useRevalidator } from 'react-router';
import {
  bulkMessages,
  IMPORT_MAX_BYTES,
  IMPORT_MAX_MB,
  importJob,
  type ImportJob,
} from '@shop/contract/admin-bulk';
import { FormField } from '#web/components/ui/form-field.tsx';
import { FormMessage } from '#web/components/ui/form-message.tsx';
import { SubmitButton } from '#web/components/ui/submit-button.tsx';
import { adminMeta } from '#web/features/admin/admin-meta.ts';
import { postedCsrf, requireStaff, staffApi } from '#web/features/admin/staff-api.server.ts';
import bulkCss from '#web/styles/admin-bulk.css?url';
import type { Route } from './+types/admin-import';

/** While an import runs, the page asks again this often: by itself with JavaScript, by a meta refresh without. */
const POLL_SECONDS = 2;

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: bulkCss }];

export function meta() {
  return adminMeta('Import and export');
}

const editor = (role: string) => role === 'owner' || role === 'manager';

export async function loader(args: Route.LoaderArgs) {
  const session = await requireStaff(args);
  const id = Number(new URL(args.request.url).searchParams.get('job'));
  if (!editor(session.staff.role) || !Number.isInteger(id) || id <= 0)
    return { session, job: null, jobFailure: null };
  const job = await staffApi(args).request(`/api/admin/catalog/imports/${id}`, importJob);
  return job.ok
    ? { session, job: job.body.data, jobFailure: null }
    : { session, job: null, jobFailure: job.message };
}

interface Outcome {
  fileError?: string;
  failure?: string;
}

/** The upload: checked here for what the member can fix at once, then handed to the API as the file itself. */
export async function action(args: Route.ActionArgs) {
  const length = Number(args.request.headers.get('content-length') ?? 0);
  // A body far past the limit is refused before it is read into memory.
  if (length > IMPORT_MAX_BYTES + 64 * 1024)
    return data<Outcome>({ fileError: bulkMessages.tooLarge }, { status: 413 });
  const form = await args.request.formData();
  const file = form.get('file');
  if (!(file instanceof File) || file.size === 0 || !file.name)
    return data<Outcome>({ fileError: bulkMessages.noFile }, { status: 400 });
  if (file.size > IMPORT_MAX_BYTES)
    return data<Outcome>({ fileError: bulkMessages.tooLarge }, { status: 413 });
  if (!/\.(csv|json)$/i.test(file.name))
    return data<Outcome>({ fileError: bulkMessages.fileType }, { status: 400 });

  const api = staffApi(args, { csrf: postedCsrf(form) });
  const started = await api.request(
    `/api/admin/catalog/imports?file_name=${encodeURIComponent(file.name)}`,
    importJob,
    {
      method: 'POST',
      body: await file.text(),
      headers: {
        'content-type': file.name.toLowerCase().endsWith('.json') ? 'application/json' : 'text/csv',
      },
    },
  );
  if (!started.ok) {
    const beside = started.status === 400 || started.status === 413;
    return data<Outcome>(beside ? { fileError: started.message } : { failure: started.message }, {
      status: started.status,
    });
  }
  throw redirect(`/admin/import?job=${started.body.data.id}`);
}

const products = (n: number) => `${n.toLocaleString('en')} product${n === 1 ? '' : 's'}`;

function Progress({ job }: { job: ImportJob }) {
  const revalidator = useRevalidator();
  const running = job.state === 'running';
  // With JavaScript the page asks for the progress itself (the meta refresh reloads it otherwise).
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => {
      if (revalidator.state === 'idle') void revalidator.revalidate();
    }, 1_000);
    return () => clearInterval(timer);
  }, [running, revalidator]);

  const reading = running && job.total === 0;
  const status = reading
    ? 'Reading the file…'
    : running
      ? `Importing: ${job.done} of ${products(job.total)}`
      : job.state === 'done'
        ? `Finished: ${products(job.total)}`
        : 'The import failed';
  return (
    <section className="admin-card admin-card--form" aria-labelledby="import-job-title">
      {running ? (
        // Without JavaScript a refresh asks again. Inside <noscript> so that a browser running the page's script
        // never schedules it: a refresh put in the head was kept by the browser after the import finished and
        // reloaded the whole page under the staff member.
        <noscript>
          <meta httpEquiv="refresh" content={String(POLL_SECONDS)} />
        </noscript>
      ) : null}
      <h2 id="import-job-title" className="admin-card__title">
        Import of {job.file_name}
      </h2>
      <p className="admin-note" role="status">
        {status}
      </p>
      <label className="admin-progress">
        <span className="visually-hidden">Import progress</span>
        <progress
          max={Math.max(job.total, 1)}
          value={reading ? undefined : job.state === 'failed' ? 0 : job.done}
        />
      </label>
      {running ? (
        <Form method="get">
          <input type="hidden" name="job" value={job.id} />
          <button className="button button--secondary" type="submit">
            Check progress
          </button>
        </Form>
      ) : null}
      {job.state === 'failed' ? <FormMessage message={job.error ?? 'The import failed.'} /> : null}
      {job.report ? <pre className="admin-report">{job.report}</pre> : null}
      {job.rejected.length > 0 ? (
        <div className="admin-table-wrap">
          <table className="admin-table admin-bulk-table">
            <caption className="admin-table__caption">Rows not imported</caption>
            <thead>
              <tr>
                <th scope="col">Row</th>
                <th scope="col">SKU</th>
                <th scope="col">Field</th>
                <th scope="col">Message</th>
              </tr>
            </thead>
            <tbody>
              {job.rejected.map((row, index) => (
                <tr key={`${row.where}-${index}`}>
                  <th scope="row">{row.where}</th>
                  <td data-label="SKU">{row.sku || '–'}</td>
                  <td data-label="Field">{row.field ?? '–'}</td>
                  <td data-label="Message">{row.message}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </section>
  );
}

export default function AdminImport({ loaderData, actionData }: Route.ComponentProps) {
  const { session, job, jobFailure } = loaderData;
  const outcome = actionData as Outcome | undefined;
  const busy = useNavigation().state === 'submitting';
  const canImport = editor(session.staff.role);

  return (
    <section className="admin-page" aria-labelledby="admin-import-title">
      <h1 id="admin-import-title" className="admin-page__title">
        Import and export
      </h1>
      <FormMessage message={jobFailure ?? outcome?.failure} />
      {job ? <Progress job={job} /> : null}

      <section className="admin-card" aria-labelledby="export-title">
        <h2 id="export-title" className="admin-card__title">
          Export
        </h2>
        <p className="admin-note">
          The whole catalog as a CSV file, one row per variant, in the import&apos;s format: edit it in a
          spreadsheet and import it back.
        </p>
        {/* A file download, not a page: the browser's own request with the staff cookie. */}
        <a className="button button--secondary" href="/api/admin/catalog/export.csv" download>
          Export catalog (CSV)
        </a>
      </section>

      {canImport ? (
        <section className="admin-card admin-card--form" aria-labelledby="import-title">
          <h2 id="import-title" className="admin-card__title">
            Import
          </h2>
          <p className="admin-note">
            Adds or updates products and variants by SKU; nothing is deleted, and the same file imported twice
            changes nothing. Rows that cannot be imported are listed with their line and the reason; the
            others are imported. The formats are those of the operator&apos;s import command.
          </p>
          <Form method="post" encType="multipart/form-data" className="stack-form admin-bulk-form" noValidate>
            <input type="hidden" name="csrf" value={session.csrf_token} />
            <FormField
              label="Catalog file"
              name="file"
              type="file"
              accept=".csv,.json,text/csv,application/json"
              hint={`CSV (UTF-8) or JSON, at most ${IMPORT_MAX_MB} MB.`}
              error={outcome?.fileError}
            />
            <SubmitButton busy={busy} busyLabel="Uploading…">
              Import
            </SubmitButton>
          </Form>
        </section>
      ) : (
        <p className="admin-note">Only an owner or a manager can import a catalog file.</p>
      )}
    </section>
  );
}
