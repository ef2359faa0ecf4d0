import { Fragment } from 'react';
import { data, Form, Link, redirect, useNavigation } from 'react-router';
import {
  PROMO_KINDS,
  promoCode,
  promoCodeInput,
  promoCodeList,
  promoKindLabel,
  type PromoCode,
} from '@shop/contract/admin-promotions';
import { formatEGP } from '@shop/contract/money';
import { FormField, SelectField } from '#web/components/ui/form-field.tsx';
import { FormMessage } from '#web/components/ui/form-message.tsx';
import { SubmitButton } from '#web/components/ui/submit-button.tsx';
import {
  CheckField,
  CheckGroup,
  localInput,
  ReadOnlyNote,
  utcTime,
} from '#web/features/admin/admin-form.tsx';
import { adminMeta } from '#web/features/admin/admin-meta.ts';
import { postedCsrf, requireStaff, staffApi } from '#web/features/admin/staff-api.server.ts';
import { fieldMessages, formText } from '#web/lib/form-post.server.ts';
import adminFormsCss from '#web/styles/admin-forms.css?url';
import type { Route } from './+types/admin-promotion-edit';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: adminFormsCss }];

export function meta({ loaderData }: Route.MetaArgs) {
  return adminMeta(loaderData?.code ? `Promo code ${loaderData.code.code}` : 'New promo code');
}

const METHOD_LABELS: Record<string, string> = { cod: 'Cash on delivery', card: 'Card', valu: 'valU' };

/** The code being edited: none on /admin/promotions/new; an id that is not a number is a page that does not exist. */
function codeIdOf(params: { id?: string | undefined }): number | null {
  if (params.id === undefined) return null;
  const id = Number(params.id);
  if (!Number.isInteger(id) || id <= 0)
    throw data({ message: 'There is no promo code here.' }, { status: 404 });
  return id;
}

export async function loader(args: Route.LoaderArgs) {
  const session = await requireStaff(args);
  const id = codeIdOf(args.params);
  const api = staffApi(args);
  const [list, one] = await Promise.all([
    api.request('/api/admin/promo-codes', promoCodeList),
    id === null ? Promise.resolve(null) : api.request(`/api/admin/promo-codes/${id}`, promoCode),
  ]);
  if (!list.ok) throw data({ message: list.message }, { status: list.status });
  if (one && !one.ok) throw data({ message: one.message }, { status: one.status });
  return {
    session,
    code: one?.body.data ?? null,
    categories: list.body.data.categories,
    brands: list.body.data.brands,
  };
}

const TEXT_FIELDS = [
  'code',
  'kind',
  'value',
  'max_discount',
  'min_amount',
  'payment_method',
  'starts_at',
  'ends_at',
  'max_uses',
  'max_uses_per_customer',
  'product_ids',
] as const;
type Field = (typeof TEXT_FIELDS)[number] | 'active' | 'category_ids' | 'brand_ids';

interface Outcome {
  failure?: string;
  fields?: Partial<Record<Field, string>>;
  values?: Partial<Record<(typeof TEXT_FIELDS)[number], string>> & {
    active?: boolean;
    category_ids?: number[];
    brand_ids?: number[];
  };
}

/**
 * Saves the editor's form: checked here with the contract for messages beside the fields, then sent to the API, which
 * checks it again with the staff member's role. A saved code goes back to the list, which says so.
 */
export async function action(args: Route.ActionArgs) {
  const id = codeIdOf(args.params);
  const form = await args.request.formData();
  const text = formText(form, TEXT_FIELDS);
  const ids = (name: string) => form.getAll(name).map((v) => Number(v));
  const values = {
    ...text,
    active: form.get('active') === 'on',
    category_ids: ids('category_ids'),
    brand_ids: ids('brand_ids'),
  };
  const checked = promoCodeInput.safeParse(values);
  if (!checked.success)
    return data<Outcome>({ fields: fieldMessages<Field>(checked.error), values }, { status: 400 });
  const api = staffApi(args, { csrf: postedCsrf(form) });
  const result =
    id === null
      ? await api.post('/api/admin/promo-codes', promoCode, checked.data)
      : await api.post(`/api/admin/promo-codes/${id}`, promoCode, checked.data, 'PUT');
  if (!result.ok) {
    // A code already taken is the Code field's problem; anything else is said under the form.
    const field = result.status === 409 ? { code: result.message.replace(/^Code: /, '') } : {};
    return data<Outcome>(
      { fields: field, values, failure: result.status === 409 ? undefined : result.message },
      { status: result.status },
    );
  }
  throw redirect(`/admin/promotions?saved=${encodeURIComponent(result.body.data.code)}`);
}

function Facts({ code }: { code: PromoCode }) {
  const rows: Array<[string, string]> = [
    ['Type', promoKindLabel[code.kind]],
    ['Value', code.kind === 'percent' ? `${code.value}%` : formatEGP(code.value)],
    ['Largest discount', code.max_discount === null ? 'No limit' : formatEGP(code.max_discount)],
    ['Minimum subtotal', formatEGP(code.min_amount)],
    [
      'Payment method',
      code.payment_method ? (METHOD_LABELS[code.payment_method] ?? code.payment_method) : 'Any',
    ],
    ['Starts', utcTime(code.starts_at, 'Now')],
    ['Ends', utcTime(code.ends_at, 'No end')],
    ['Total uses', code.max_uses === null ? 'No limit' : String(code.max_uses)],
    [
      'Uses per customer',
      code.max_uses_per_customer === null ? 'No limit' : String(code.max_uses_per_customer),
    ],
    ['Active', code.active ? 'Yes' : 'No'],
    ['Used', `${code.orders} orders, ${formatEGP(code.discount_given)} given`],
  ];
  return (
    <dl className="admin-facts">
      {rows.map(([term, value]) => (
        <Fragment key={term}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </Fragment>
      ))}
    </dl>
  );
}

export default function AdminPromotionEdit({ loaderData, actionData }: Route.ComponentProps) {
  const { session, code, categories, brands } = loaderData;
  const outcome = actionData as Outcome | undefined;
  const editor = session.staff.role !== 'support';
  const busy = useNavigation().state === 'submitting';
  const title = code ? `Promo code ${code.code}` : 'New promo code';
  const v = outcome?.values;
  const f = outcome?.fields ?? {};
  const initial = (name: (typeof TEXT_FIELDS)[number], stored: string) => v?.[name] ?? stored;
  const num = (n: number | null | undefined) => (n === null || n === undefined ? '' : String(n));

  return (
    <section className="admin-page" aria-labelledby="admin-promo-title">
      <p>
        <Link to="/admin/promotions">All promo codes</Link>
      </p>
      <h1 id="admin-promo-title" className="admin-page__title">
        {title}
      </h1>
      {!editor ? (
        <>
          <ReadOnlyNote>Only an owner or a manager can change promo codes.</ReadOnlyNote>
          {code ? (
            <div className="admin-card">
              <Facts code={code} />
            </div>
          ) : null}
        </>
      ) : (
        <div className="admin-card admin-card--form">
          {code ? (
            <p className="admin-note">
              Used by {code.orders} {code.orders === 1 ? 'order' : 'orders'}, {formatEGP(code.discount_given)}{' '}
              given.
            </p>
          ) : null}
          <Form method="post" noValidate>
            <input type="hidden" name="csrf" value={session.csrf_token} />
            <div className="admin-form-grid">
              <FormField
                label="Code"
                name="code"
                autoComplete="off"
                defaultValue={initial('code', code?.code ?? '')}
                error={f.code}
              />
              <SelectField
                label="Type"
                name="kind"
                defaultValue={initial('kind', code?.kind ?? 'percent')}
                error={f.kind}
              >
                {PROMO_KINDS.map((kind) => (
                  <option key={kind} value={kind}>
                    {promoKindLabel[kind]}
                  </option>
                ))}
              </SelectField>
              <FormField
                label="Value"
                name="value"
                inputMode="numeric"
                hint="Percent, or EGP for a fixed amount"
                defaultValue={initial('value', num(code?.value))}
                error={f.value}
              />
              <FormField
                label="Largest discount (EGP)"
                name="max_discount"
                inputMode="numeric"
                hint="Percentages only; empty for no limit"
                defaultValue={initial('max_discount', num(code?.max_discount))}
                error={f.max_discount}
              />
              <FormField
                label="Minimum subtotal (EGP)"
                name="min_amount"
                inputMode="numeric"
                defaultValue={initial('min_amount', num(code?.min_amount ?? 0))}
                error={f.min_amount}
              />
              <SelectField
                label="Payment method"
                name="payment_method"
                defaultValue={initial('payment_method', code?.payment_method ?? '')}
                error={f.payment_method}
              >
                <option value="">Any</option>
                {Object.entries(METHOD_LABELS).map(([value, label]) => (
                  <option key={value} value={value}>
                    {label}
                  </option>
                ))}
              </SelectField>
              <FormField
                label="Starts (UTC)"
                name="starts_at"
                type="datetime-local"
                defaultValue={initial('starts_at', localInput(code?.starts_at))}
                error={f.starts_at}
              />
              <FormField
                label="Ends (UTC)"
                name="ends_at"
                type="datetime-local"
                defaultValue={initial('ends_at', localInput(code?.ends_at))}
                error={f.ends_at}
              />
              <FormField
                label="Total uses"
                name="max_uses"
                inputMode="numeric"
                hint="Empty for no limit"
                defaultValue={initial('max_uses', num(code?.max_uses))}
                error={f.max_uses}
              />
              <FormField
                label="Uses per customer"
                name="max_uses_per_customer"
                inputMode="numeric"
                hint="Empty for no limit"
                defaultValue={initial('max_uses_per_customer', num(code?.max_uses_per_customer))}
                error={f.max_uses_per_customer}
              />
              <CheckField
                label="Active"
                name="active"
                defaultChecked={v?.active ?? code?.active ?? true}
                error={f.active}
              />
            </div>
            <CheckGroup
              legend="Categories"
              name="category_ids"
              options={categories}
              checked={new Set(v?.category_ids ?? code?.category_ids ?? [])}
              error={f.category_ids}
            />
            <CheckGroup
              legend="Brands"
              name="brand_ids"
              options={brands}
              checked={new Set(v?.brand_ids ?? code?.brand_ids ?? [])}
              error={f.brand_ids}
            />
            <FormField
              label="Product ids"
              name="product_ids"
              autoComplete="off"
              hint="Comma-separated. With no category, brand or product chosen, the code covers every product."
              defaultValue={initial('product_ids', (code?.product_ids ?? []).join(', '))}
              error={f.product_ids}
            />
            <FormMessage message={outcome?.failure} />
            <div className="admin-form-actions">
              <SubmitButton busy={busy} busyLabel="Saving…">
                Save
              </SubmitButton>
            </div>
          </Form>
        </div>
      )}
    </section>
  );
}
