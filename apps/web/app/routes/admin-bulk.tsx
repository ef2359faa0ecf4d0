import { data, Form, useNavigation } from 'react-router';
import {
  bulkChangeRequest,
  bulkChangeResult,
  bulkChoices,
  type BulkChangeResult,
} from '@shop/contract/admin-bulk';
import { FormField, SelectField, TextAreaField } from '#web/components/ui/form-field.tsx';
import { FormMessage } from '#web/components/ui/form-message.tsx';
import { adminMeta } from '#web/features/admin/admin-meta.ts';
import { postedCsrf, requireStaff, staffApi } from '#web/features/admin/staff-api.server.ts';
import { formText } from '#web/lib/form-post.server.ts';
import bulkCss from '#web/styles/admin-bulk.css?url';
import type { Route } from './+types/admin-bulk';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: bulkCss }];

export function meta() {
  return adminMeta('Bulk price and stock');
}

export async function loader(args: Route.LoaderArgs) {
  const session = await requireStaff(args);
  const choices = await staffApi(args).request('/api/admin/catalog/bulk/choices', bulkChoices);
  if (!choices.ok) throw data({ message: choices.message }, { status: choices.status });
  return { session, choices: choices.body.data };
}

const FIELDS = [
  'brand',
  'category',
  'sub_category',
  'skus',
  'stock_mode',
  'stock_amount',
  'price_mode',
  'price_value',
] as const;
type Field = (typeof FIELDS)[number];

interface Outcome {
  values: Record<Field, string>;
  fields?: Partial<Record<Field, string>>;
  failure?: string;
  notice?: string;
  result?: BulkChangeResult;
}

const number = (text: string) => (text.trim() === '' ? Number.NaN : Number(text.trim()));

/** The form's fields as the API's request; stock "subtract" is an add of the negative amount. */
function requestOf(v: Record<Field, string>) {
  const skus = v.skus
    .split(/[\s,;]+/)
    .map((s) => s.trim())
    .filter(Boolean);
  const amount = number(v.stock_amount);
  return {
    selection: {
      brand: v.brand,
      category: v.category,
      sub_category: v.sub_category,
      ...(skus.length > 0 ? { skus } : {}),
    },
    ...(v.stock_mode
      ? {
          stock: {
            mode: v.stock_mode === 'set' ? 'set' : 'add',
            amount: v.stock_mode === 'subtract' ? -amount : amount,
          },
        }
      : {}),
    ...(v.price_mode ? { price: { mode: v.price_mode, value: number(v.price_value) } } : {}),
  };
}

/** Which field a refusal belongs beside. */
function fieldOf(path: readonly PropertyKey[]): Field {
  if (path[0] === 'stock') return path.length > 1 ? 'stock_amount' : 'stock_mode';
  if (path[0] === 'price') return path.length > 1 ? 'price_value' : 'price_mode';
  if (path[0] === 'selection' && path[1] === 'skus') return 'skus';
  return 'brand';
}

/** Preview and apply post the same fields; the API computes the change both times, so apply does what was shown. */
export async function action(args: Route.ActionArgs) {
  const form = await args.request.formData();
  const values = formText(form, FIELDS);
  const checked = bulkChangeRequest.safeParse(requestOf(values));
  if (!checked.success) {
    const fields: Partial<Record<Field, string>> = {};
    for (const issue of checked.error.issues) fields[fieldOf(issue.path)] ??= issue.message;
    return data<Outcome>({ values, fields }, { status: 400 });
  }
  const intent = form.get('intent') === 'apply' ? 'apply' : 'preview';
  const api = staffApi(args, { csrf: postedCsrf(form) });
  const result = await api.post(`/api/admin/catalog/bulk/${intent}`, bulkChangeResult, checked.data);
  if (!result.ok) return data<Outcome>({ values, failure: result.message }, { status: result.status });
  return data<Outcome>({
    values,
    result: result.body.data,
    ...(intent === 'apply' ? { notice: result.body.message_en } : {}),
  });
}

const money = (n: number | null) => (n === null ? '–' : n.toLocaleString('en'));

function Preview({ result }: { result: BulkChangeResult }) {
  const notes = [
    result.unknown_skus.length > 0 ? `Unknown SKUs: ${result.unknown_skus.join(', ')}.` : null,
    result.stock_floored > 0 ? `${result.stock_floored} variant(s) would go below 0 and stop at 0.` : null,
    result.old_price_removed > 0
      ? `${result.old_price_removed} product(s) lose their struck-through price (no longer above the price).`
      : null,
  ].filter(Boolean);
  return (
    <section className="admin-card admin-card--form" aria-labelledby="bulk-preview-title">
      <h2 id="bulk-preview-title" className="admin-card__title">
        {result.applied ? 'Changed' : 'Preview'}
      </h2>
      <p className="admin-note" role="status">
        {result.applied
          ? `${result.changed} of ${result.matched} chosen variants changed, in ${result.products} product(s).`
          : `${result.changed} of ${result.matched} chosen variants will change, in ${result.products} product(s).`}
      </p>
      {notes.map((note) => (
        <p key={note} className="admin-note">
          {note}
        </p>
      ))}
      {result.problems.length > 0 ? (
        <div role="alert" className="form-error">
          <p>These variants cannot take the change, so nothing will be changed:</p>
          <ul>
            {result.problems.map((p) => (
              <li key={p}>{p}</li>
            ))}
          </ul>
        </div>
      ) : null}
      {result.sample.length > 0 ? (
        <div className="admin-table-wrap">
          <table className="admin-table admin-bulk-table">
            <caption className="admin-table__caption">
              {result.sample.length < result.changed
                ? `The first ${result.sample.length} of ${result.changed}, before and after`
                : 'Before and after'}
            </caption>
            <thead>
              <tr>
                <th scope="col">SKU</th>
                <th scope="col">Product</th>
                <th scope="col">Price</th>
                <th scope="col">Discount price</th>
                <th scope="col">Stock</th>
              </tr>
            </thead>
            <tbody>
              {result.sample.map((line) => (
                <tr key={line.sku}>
                  <th scope="row">{line.sku}</th>
                  <td data-label="Product">{line.product_name}</td>
                  <td data-label="Price">
                    {money(line.before.price)} → {money(line.after.price)}
                  </td>
                  <td data-label="Discount price">
                    {money(line.before.discount_price)} → {money(line.after.discount_price)}
                  </td>
                  <td data-label="Stock">
                    {line.before.stock} → {line.after.stock}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </section>
  );
}

export default function AdminBulk({ loaderData, actionData }: Route.ComponentProps) {
  const { session, choices } = loaderData;
  const outcome = actionData as Outcome | undefined;
  const busy = useNavigation().state === 'submitting';
  const editor = session.staff.role === 'owner' || session.staff.role === 'manager';
  const v = outcome?.values;
  const result = outcome?.result;
  const canApply = result && !result.applied && result.problems.length === 0 && result.changed > 0;

  if (!editor)
    return (
      <section className="admin-page" aria-labelledby="admin-bulk-title">
        <h1 id="admin-bulk-title" className="admin-page__title">
          Bulk price and stock
        </h1>
        <p className="admin-note">Only an owner or a manager can change prices and stock.</p>
      </section>
    );

  return (
    <section className="admin-page" aria-labelledby="admin-bulk-title">
      <h1 id="admin-bulk-title" className="admin-page__title">
        Bulk price and stock
      </h1>
      <FormMessage message={outcome?.notice} tone="success" />
      <FormMessage message={outcome?.failure} />
      {result ? <Preview result={result} /> : null}

      <section className="admin-card admin-card--form" aria-labelledby="bulk-form-title">
        <h2 id="bulk-form-title" className="admin-card__title">
          Choose variants and the change
        </h2>
        <p className="admin-note">
          Every choice given must hold (a brand and a category: that brand&apos;s variants in the category).
          Prices are rounded to whole pounds; a discount price stays above 0 and below the price. Preview
          first: the change is applied in one go, or not at all.
        </p>
        {/* Remounted after an apply, so the form shows what was posted. */}
        <Form method="post" className="stack-form admin-bulk-form" noValidate key={outcome?.notice ?? 'bulk'}>
          <input type="hidden" name="csrf" value={session.csrf_token} />
          <SelectField
            label="Brand"
            name="brand"
            defaultValue={v?.brand ?? ''}
            error={outcome?.fields?.brand}
          >
            <option value="">Any brand</option>
            {choices.brands.map((b) => (
              <option key={b.slug} value={b.slug}>
                {b.name}
              </option>
            ))}
          </SelectField>
          <SelectField label="Category" name="category" defaultValue={v?.category ?? ''}>
            <option value="">Any category</option>
            {choices.categories.map((c) => (
              <option key={c.slug} value={c.slug}>
                {c.name}
              </option>
            ))}
          </SelectField>
          <SelectField label="Sub-category" name="sub_category" defaultValue={v?.sub_category ?? ''}>
            <option value="">Any sub-category</option>
            {choices.categories
              .filter((c) => c.sub_categories.length > 0)
              .map((c) => (
                <optgroup key={c.slug} label={c.name}>
                  {c.sub_categories.map((s) => (
                    <option key={`${c.slug}/${s.slug}`} value={s.slug}>
                      {s.name}
                    </option>
                  ))}
                </optgroup>
              ))}
          </SelectField>
          <TextAreaField
            label="SKUs"
            name="skus"
            rows={3}
            hint="Variant or product SKUs, separated by spaces, commas or new lines (optional)."
            defaultValue={v?.skus ?? ''}
            error={outcome?.fields?.skus}
          />
          <SelectField
            label="Stock change"
            name="stock_mode"
            defaultValue={v?.stock_mode ?? ''}
            error={outcome?.fields?.stock_mode}
          >
            <option value="">No stock change</option>
            <option value="set">Set stock to</option>
            <option value="add">Add to stock</option>
            <option value="subtract">Subtract from stock</option>
          </SelectField>
          <FormField
            label="Stock amount"
            name="stock_amount"
            inputMode="numeric"
            defaultValue={v?.stock_amount ?? ''}
            error={outcome?.fields?.stock_amount}
          />
          <SelectField
            label="Price change"
            name="price_mode"
            defaultValue={v?.price_mode ?? ''}
            error={outcome?.fields?.price_mode}
          >
            <option value="">No price change</option>
            <option value="percent">By a percentage</option>
            <option value="amount">By an amount in EGP</option>
          </SelectField>
          <FormField
            label="Price change value"
            name="price_value"
            inputMode="decimal"
            hint="E.g. 5 for +5%, -10 for 10% off; or an amount such as 100 or -250."
            defaultValue={v?.price_value ?? ''}
            error={outcome?.fields?.price_value}
          />
          <div className="admin-actions">
            <button
              className={`button ${canApply ? 'button--secondary' : 'button--primary'}`}
              type="submit"
              name="intent"
              value="preview"
              disabled={busy}
            >
              Preview
            </button>
            {canApply ? (
              <button
                className="button button--primary"
                type="submit"
                name="intent"
                value="apply"
                disabled={busy}
              >
                Apply changes
              </button>
            ) : null}
          </div>
        </Form>
      </section>
    </section>
  );
}
