import { data, Form, redirect, useNavigation } from 'react-router';
import { deliveryFeeList } from '@shop/contract/admin-promotions';
import { formatEGP } from '@shop/contract/money';
import { FormMessage } from '#web/components/ui/form-message.tsx';
import { SubmitButton } from '#web/components/ui/submit-button.tsx';
import { ReadOnlyNote } from '#web/features/admin/admin-form.tsx';
import { adminMeta } from '#web/features/admin/admin-meta.ts';
import { postedCsrf, requireStaff, staffApi } from '#web/features/admin/staff-api.server.ts';
import adminFormsCss from '#web/styles/admin-forms.css?url';
import type { Route } from './+types/admin-delivery';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: adminFormsCss }];

export function meta() {
  return adminMeta('Delivery fees');
}

export async function loader(args: Route.LoaderArgs) {
  const session = await requireStaff(args);
  const list = await staffApi(args).request('/api/admin/delivery-fees', deliveryFeeList);
  if (!list.ok) throw data({ message: list.message }, { status: list.status });
  const notice = new URL(args.request.url).searchParams.has('saved') ? 'The delivery fees were saved.' : null;
  return { session, governorates: list.body.data.governorates, notice };
}

interface Outcome {
  notice?: string;
  failure?: string;
  /** Messages by governorate id, and what was typed. */
  fields?: Record<string, string>;
  values?: Record<string, string>;
}

/** Every fee in one form (`fee-<governorate id>`); each is checked here so its message sits beside its field. */
export async function action(args: Route.ActionArgs) {
  const form = await args.request.formData();
  const fees: Array<{ id: number; fee: number }> = [];
  const fields: Record<string, string> = {};
  const values: Record<string, string> = {};
  for (const [name, raw] of form.entries()) {
    const match = /^fee-(\d+)$/.exec(name);
    if (!match || typeof raw !== 'string') continue;
    const id = match[1]!;
    values[id] = raw;
    const text = raw.trim();
    if (!/^\d+$/.test(text) || Number(text) > 100_000) {
      fields[id] = 'Write the fee as a whole number of EGP from 0 to 100,000';
      continue;
    }
    fees.push({ id: Number(id), fee: Number(text) });
  }
  if (Object.keys(fields).length > 0) return data<Outcome>({ fields, values }, { status: 400 });
  const result = await staffApi(args, { csrf: postedCsrf(form) }).post(
    '/api/admin/delivery-fees',
    deliveryFeeList,
    { fees },
    'PUT',
  );
  if (!result.ok) return data<Outcome>({ failure: result.message, values }, { status: result.status });
  // A fresh page of the stored fees, which a reload does not post again.
  throw redirect('/admin/delivery?saved=1');
}

export default function AdminDelivery({ loaderData, actionData }: Route.ComponentProps) {
  const { session, governorates, notice } = loaderData;
  const outcome = actionData as Outcome | undefined;
  const editor = session.staff.role !== 'support';
  const busy = useNavigation().state === 'submitting';

  const table = (
    <div className="admin-table-wrap">
      <table className="admin-table">
        <caption className="visually-hidden">Delivery fee per governorate</caption>
        <thead>
          <tr>
            <th scope="col">Governorate</th>
            <th scope="col">Delivery fee (EGP)</th>
          </tr>
        </thead>
        <tbody>
          {governorates.map((g) => {
            const error = outcome?.fields?.[g.id];
            return (
              <tr key={g.id}>
                <th scope="row">{editor ? <label htmlFor={`fee-${g.id}`}>{g.name_en}</label> : g.name_en}</th>
                <td data-label="Fee">
                  {editor ? (
                    <>
                      <input
                        id={`fee-${g.id}`}
                        name={`fee-${g.id}`}
                        className="form-field__input admin-fee-input"
                        inputMode="numeric"
                        defaultValue={outcome?.values?.[g.id] ?? String(g.delivery_fee)}
                        aria-invalid={error ? true : undefined}
                        aria-describedby={error ? `fee-${g.id}-error` : undefined}
                      />
                      {error ? (
                        <p id={`fee-${g.id}-error`} className="form-field__error">
                          {error}
                        </p>
                      ) : null}
                    </>
                  ) : (
                    formatEGP(g.delivery_fee)
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );

  return (
    <section className="admin-page" aria-labelledby="admin-delivery-title">
      <h1 id="admin-delivery-title" className="admin-page__title">
        Delivery fees
      </h1>
      <p className="admin-note">
        One fee per order, by the governorate of the address. Checkout and the FAQ&apos;s delivery table use
        these fees as soon as they are saved.
      </p>
      {!editor ? (
        <>
          <ReadOnlyNote>Only an owner or a manager can change delivery fees.</ReadOnlyNote>
          {table}
        </>
      ) : (
        // Remounted after a save, so the fields show what was stored.
        <Form
          method="post"
          noValidate
          className="admin-cards"
          key={governorates.map((g) => g.delivery_fee).join(',')}
        >
          <input type="hidden" name="csrf" value={session.csrf_token} />
          {table}
          <FormMessage message={outcome?.failure} />
          <FormMessage message={outcome ? outcome.notice : (notice ?? undefined)} tone="success" />
          <div className="admin-form-actions">
            <SubmitButton busy={busy} busyLabel="Saving…">
              Save fees
            </SubmitButton>
          </div>
        </Form>
      )}
    </section>
  );
}
