import { data, Form, Link } from 'react-router';
import { promoCode, promoCodeList, type PromoCode } from '@shop/contract/admin-promotions';
import { formatEGP } from '@shop/contract/money';
import { FormMessage } from '#web/components/ui/form-message.tsx';
import { ReadOnlyNote, utcTime } from '#web/features/admin/admin-form.tsx';
import { adminMeta } from '#web/features/admin/admin-meta.ts';
import { postedCsrf, requireStaff, staffApi } from '#web/features/admin/staff-api.server.ts';
import adminFormsCss from '#web/styles/admin-forms.css?url';
import type { Route } from './+types/admin-promotions';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: adminFormsCss }];

export function meta() {
  return adminMeta('Promotions');
}

export async function loader(args: Route.LoaderArgs) {
  const session = await requireStaff(args);
  const list = await staffApi(args).request('/api/admin/promo-codes', promoCodeList);
  if (!list.ok) throw data({ message: list.message }, { status: list.status });
  const saved = new URL(args.request.url).searchParams.get('saved');
  return { session, codes: list.body.data.promo_codes, saved: saved ? `${saved} was saved.` : null };
}

interface Outcome {
  notice?: string;
  failure?: string;
}

/** Turns a code on or off; the API decides who may. */
export async function action(args: Route.ActionArgs) {
  const form = await args.request.formData();
  const id = Number(form.get('id'));
  if (!Number.isInteger(id) || id <= 0)
    return data<Outcome>(
      { failure: 'This form is not complete. Reload the page and try again.' },
      { status: 400 },
    );
  const result = await staffApi(args, { csrf: postedCsrf(form) }).post(
    `/api/admin/promo-codes/${id}`,
    promoCode,
    { active: form.get('active') === 'true' },
    'PATCH',
  );
  if (!result.ok) return data<Outcome>({ failure: result.message }, { status: result.status });
  return data<Outcome>({ notice: result.body.message_en });
}

function discountText(code: Pick<PromoCode, 'kind' | 'value' | 'max_discount'>): string {
  if (code.kind === 'fixed') return `${formatEGP(code.value)} off`;
  return `${code.value}% off${code.max_discount ? `, at most ${formatEGP(code.max_discount)}` : ''}`;
}

function usesText(code: PromoCode): string {
  const total = code.max_uses === null ? `${code.uses}` : `${code.uses} of ${code.max_uses}`;
  return code.max_uses_per_customer === null
    ? total
    : `${total} (${code.max_uses_per_customer} per customer)`;
}

export default function AdminPromotions({ loaderData, actionData }: Route.ComponentProps) {
  const { session, codes, saved } = loaderData;
  const outcome = actionData as Outcome | undefined;
  const editor = session.staff.role !== 'support';

  return (
    <section className="admin-page" aria-labelledby="admin-promotions-title">
      <div className="admin-toolbar">
        <h1 id="admin-promotions-title" className="admin-page__title">
          Promotions
        </h1>
        {editor ? (
          <Link to="/admin/promotions/new" className="button button--primary">
            New promo code
          </Link>
        ) : null}
      </div>
      <FormMessage message={outcome?.notice ?? saved ?? undefined} tone="success" />
      <FormMessage message={outcome?.failure} />
      {!editor ? <ReadOnlyNote>Only an owner or a manager can change promo codes.</ReadOnlyNote> : null}

      <div className="admin-table-wrap">
        <table className="admin-table">
          <caption className="visually-hidden">Promo codes</caption>
          <thead>
            <tr>
              <th scope="col">Code</th>
              <th scope="col">Discount</th>
              <th scope="col">Minimum subtotal</th>
              <th scope="col">Runs</th>
              <th scope="col">Uses</th>
              <th scope="col">Orders</th>
              <th scope="col">Discount given</th>
              <th scope="col">State</th>
            </tr>
          </thead>
          <tbody>
            {codes.map((code) => (
              <tr key={code.id} className={code.active ? undefined : 'admin-table__off'}>
                <th scope="row">
                  <Link to={`/admin/promotions/${code.id}`}>{code.code}</Link>
                </th>
                <td data-label="Discount" className="admin-table__wrap">
                  {discountText(code)}
                </td>
                <td data-label="Minimum subtotal">
                  {code.min_amount > 0 ? formatEGP(code.min_amount) : 'None'}
                </td>
                <td data-label="Runs" className="admin-table__wrap">
                  {code.starts_at || code.ends_at
                    ? `${utcTime(code.starts_at, 'now')} to ${utcTime(code.ends_at, 'no end')}`
                    : 'Always'}
                </td>
                <td data-label="Uses">{usesText(code)}</td>
                <td data-label="Orders">{code.orders}</td>
                <td data-label="Discount given">{formatEGP(code.discount_given)}</td>
                <td data-label="State">
                  {editor ? (
                    <Form method="post" className="admin-inline-form">
                      <input type="hidden" name="csrf" value={session.csrf_token} />
                      <input type="hidden" name="id" value={code.id} />
                      <input type="hidden" name="active" value={code.active ? 'false' : 'true'} />
                      <span>{code.active ? 'On' : 'Off'}</span>
                      <button
                        className="button button--secondary admin-small-button"
                        type="submit"
                        aria-label={`${code.active ? 'Turn off' : 'Turn on'} ${code.code}`}
                      >
                        {code.active ? 'Turn off' : 'Turn on'}
                      </button>
                    </Form>
                  ) : code.active ? (
                    'On'
                  ) : (
                    'Off'
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
