import { data, Form } from 'react-router';
import {
  installmentPlan,
  installmentPlanInput,
  paymentOffer,
  paymentOfferInput,
  paymentOffersPage,
  type InstallmentPlan,
  type PaymentOffer,
} from '@shop/contract/admin-promotions';
import { formatEGP } from '@shop/contract/money';
import { FormField, TextAreaField } from '#web/components/ui/form-field.tsx';
import { FormMessage } from '#web/components/ui/form-message.tsx';
import { CheckField, ReadOnlyNote } from '#web/features/admin/admin-form.tsx';
import { adminMeta } from '#web/features/admin/admin-meta.ts';
import { postedCsrf, requireStaff, staffApi } from '#web/features/admin/staff-api.server.ts';
import { fieldMessages, formText } from '#web/lib/form-post.server.ts';
import adminFormsCss from '#web/styles/admin-forms.css?url';
import type { Route } from './+types/admin-payment-offers';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: adminFormsCss }];

export function meta() {
  return adminMeta('Payment offers');
}

export async function loader(args: Route.LoaderArgs) {
  const session = await requireStaff(args);
  const page = await staffApi(args).request('/api/admin/payment-offers', paymentOffersPage);
  if (!page.ok) throw data({ message: page.message }, { status: page.status });
  return { session, ...page.body.data };
}

type Values = Record<string, string> & { active?: string };

/** What a post answers: a notice, or the refused form (by its key) with messages beside its fields. */
interface Outcome {
  form?: string;
  notice?: string;
  failure?: string;
  fields?: Partial<Record<string, string>>;
  values?: Values;
}

const PLAN_FIELDS = ['months', 'interest_percent', 'min_amount', 'product_ids'] as const;

/** One action for every form on the page (an offer, a plan, a new plan), named by `intent` and the row's id. */
export async function action(args: Route.ActionArgs) {
  const form = await args.request.formData();
  const api = staffApi(args, { csrf: postedCsrf(form) });
  const intent = String(form.get('intent') ?? '');
  const id = Number(form.get('id'));
  const active = form.get('active') === 'on';

  if (intent === 'offer') {
    const key = `offer-${id}`;
    const values = {
      ...formText(form, ['name_ar', 'percent', 'card_bins'] as const),
      active: active ? 'on' : '',
    };
    const checked = paymentOfferInput.safeParse({ ...values, active });
    if (!checked.success)
      return data<Outcome>({ form: key, fields: fieldMessages(checked.error), values }, { status: 400 });
    const result = await api.post(`/api/admin/payment-offers/${id}`, paymentOffer, checked.data, 'PUT');
    if (!result.ok) {
      const field = result.message.startsWith('Card prefixes:') ? { card_bins: result.message } : undefined;
      return data<Outcome>(
        { form: key, values, ...(field ? { fields: field } : { failure: result.message }) },
        { status: result.status },
      );
    }
    return data<Outcome>({ form: key, notice: result.body.message_en });
  }

  if (intent === 'plan' || intent === 'new-plan') {
    const key = intent === 'plan' ? `plan-${id}` : 'new-plan';
    const values = { ...formText(form, PLAN_FIELDS), active: active ? 'on' : '' };
    const checked = installmentPlanInput.safeParse({ ...values, active });
    if (!checked.success)
      return data<Outcome>({ form: key, fields: fieldMessages(checked.error), values }, { status: 400 });
    const result =
      intent === 'plan'
        ? await api.post(`/api/admin/installment-plans/${id}`, installmentPlan, checked.data, 'PUT')
        : await api.post('/api/admin/installment-plans', installmentPlan, checked.data);
    if (!result.ok)
      return data<Outcome>({ form: key, values, failure: result.message }, { status: result.status });
    return data<Outcome>({ form: key, notice: result.body.message_en });
  }
  return data<Outcome>(
    { failure: 'This form is not complete. Reload the page and try again.' },
    { status: 400 },
  );
}

function OfferCard({
  offer,
  csrf,
  outcome,
}: {
  offer: PaymentOffer;
  csrf: string;
  outcome: Outcome | undefined;
}) {
  const mine = outcome?.form === `offer-${offer.id}` ? outcome : undefined;
  const f = mine?.fields ?? {};
  const bank = offer.card_bins.trim() !== '';
  return (
    <section className="admin-card" aria-labelledby={`offer-${offer.id}-title`}>
      <h2 id={`offer-${offer.id}-title`} className="admin-card__title">
        {offer.name_en}
      </h2>
      <p className="admin-note">
        {bank
          ? `Card payments with a card whose number starts with one of the prefixes below earn it, on products marked “${offer.name_en}”.`
          : `Every ${offer.method_code === 'valu' ? 'valU' : offer.method_code} payment earns it, on products marked “${offer.name_en}”.`}
      </p>
      {/* Remounted after each answer, so a saved form shows what was stored. */}
      <Form method="post" noValidate key={`${offer.updated_at}|${mine?.failure ?? ''}`}>
        <input type="hidden" name="csrf" value={csrf} />
        <input type="hidden" name="intent" value="offer" />
        <input type="hidden" name="id" value={offer.id} />
        <div className="admin-form-grid">
          <FormField
            label="Discount name (Arabic)"
            name="name_ar"
            dir="rtl"
            lang="ar"
            autoComplete="off"
            maxLength={120}
            hint="Shown on Arabic pages; write brands as they do (valU, CIB). Empty: Arabic pages show the English name."
            defaultValue={mine?.values?.name_ar ?? offer.name_ar}
            error={f.name_ar}
          />
          <FormField
            label="Percent off"
            name="percent"
            inputMode="numeric"
            defaultValue={mine?.values?.percent ?? String(offer.percent)}
            error={f.percent}
          />
          <CheckField
            label="Active"
            name="active"
            defaultChecked={mine?.values ? mine.values.active === 'on' : offer.active}
          />
          {bank ? (
            <div className="admin-form-grid--wide">
              <TextAreaField
                label="Card prefixes"
                name="card_bins"
                rows={3}
                hint="6 to 8 digit prefixes, or ranges like 50780300-50780399, separated by commas"
                defaultValue={mine?.values?.card_bins ?? offer.card_bins}
                error={f.card_bins}
              />
            </div>
          ) : (
            <input type="hidden" name="card_bins" value="" />
          )}
        </div>
        <FormMessage message={mine?.failure} />
        <FormMessage message={mine?.notice} tone="success" />
        <div className="admin-form-actions">
          <button className="button button--primary" type="submit" aria-label={`Save ${offer.name_en}`}>
            Save
          </button>
        </div>
      </Form>
    </section>
  );
}

function PlanForm({
  plan,
  csrf,
  outcome,
}: {
  plan: InstallmentPlan | null;
  csrf: string;
  outcome: Outcome | undefined;
}) {
  const key = plan ? `plan-${plan.id}` : 'new-plan';
  const mine = outcome?.form === key ? outcome : undefined;
  const f = mine?.fields ?? {};
  const value = (name: (typeof PLAN_FIELDS)[number], stored: string) => mine?.values?.[name] ?? stored;
  const name = plan ? `${plan.months}-month plan` : 'new plan';
  return (
    <Form
      method="post"
      noValidate
      key={`${plan?.updated_at ?? 'new'}|${mine?.notice ?? ''}|${mine?.failure ?? ''}`}
    >
      <input type="hidden" name="csrf" value={csrf} />
      <input type="hidden" name="intent" value={plan ? 'plan' : 'new-plan'} />
      {plan ? <input type="hidden" name="id" value={plan.id} /> : null}
      <div className="admin-form-grid">
        <FormField
          label="Months"
          name="months"
          inputMode="numeric"
          defaultValue={value('months', plan ? String(plan.months) : '')}
          error={f.months}
        />
        <FormField
          label="Fee (%)"
          name="interest_percent"
          inputMode="numeric"
          hint="Interest on the amount financed"
          defaultValue={value('interest_percent', plan ? String(plan.interest_percent) : '0')}
          error={f.interest_percent}
        />
        <FormField
          label="Minimum amount (EGP)"
          name="min_amount"
          inputMode="numeric"
          defaultValue={value('min_amount', plan ? String(plan.min_amount) : '0')}
          error={f.min_amount}
        />
        <FormField
          label="Product ids"
          name="product_ids"
          autoComplete="off"
          hint="Comma-separated; empty for every product"
          defaultValue={value('product_ids', plan ? plan.product_ids.join(', ') : '')}
          error={f.product_ids}
        />
        <CheckField
          label="Active"
          name="active"
          defaultChecked={mine?.values ? mine.values.active === 'on' : (plan?.active ?? true)}
        />
      </div>
      <FormMessage message={mine?.failure} />
      <FormMessage message={mine?.notice} tone="success" />
      <div className="admin-form-actions">
        <button
          className="button button--primary"
          type="submit"
          aria-label={plan ? `Save ${name}` : 'Add plan'}
        >
          {plan ? 'Save' : 'Add plan'}
        </button>
      </div>
    </Form>
  );
}

export default function AdminPaymentOffers({ loaderData, actionData }: Route.ComponentProps) {
  const { session, offers, plans } = loaderData;
  const outcome = actionData as Outcome | undefined;
  const editor = session.staff.role !== 'support';
  const csrf = session.csrf_token;

  return (
    <section className="admin-page" aria-labelledby="admin-offers-title">
      <h1 id="admin-offers-title" className="admin-page__title">
        Payment offers
      </h1>
      {outcome && !outcome.form ? <FormMessage message={outcome.failure} /> : null}
      {!editor ? (
        <>
          <ReadOnlyNote>
            Only an owner or a manager can change payment offers and installment plans.
          </ReadOnlyNote>
          <div className="admin-table-wrap">
            <table className="admin-table">
              <caption className="visually-hidden">Payment offers</caption>
              <thead>
                <tr>
                  <th scope="col">Offer</th>
                  <th scope="col">Arabic name</th>
                  <th scope="col">Percent off</th>
                  <th scope="col">State</th>
                </tr>
              </thead>
              <tbody>
                {offers.map((offer) => (
                  <tr key={offer.id}>
                    <th scope="row">{offer.name_en}</th>
                    <td data-label="Arabic name">
                      {offer.name_ar ? (
                        <span lang="ar" dir="rtl">
                          {offer.name_ar}
                        </span>
                      ) : (
                        'None: Arabic pages show the English name'
                      )}
                    </td>
                    <td data-label="Percent off">{offer.percent}%</td>
                    <td data-label="State">{offer.active ? 'On' : 'Off'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <h2 className="admin-card__title">Installment plans</h2>
          <div className="admin-table-wrap">
            <table className="admin-table">
              <caption className="visually-hidden">Installment plans</caption>
              <thead>
                <tr>
                  <th scope="col">Plan</th>
                  <th scope="col">Fee</th>
                  <th scope="col">Minimum amount</th>
                  <th scope="col">Products</th>
                  <th scope="col">State</th>
                </tr>
              </thead>
              <tbody>
                {plans.map((plan) => (
                  <tr key={plan.id}>
                    <th scope="row">{`${plan.months} months`}</th>
                    <td data-label="Fee">{plan.interest_percent}%</td>
                    <td data-label="Minimum amount">{formatEGP(plan.min_amount)}</td>
                    <td data-label="Products">
                      {plan.product_ids.length ? plan.product_ids.join(', ') : 'All'}
                    </td>
                    <td data-label="State">{plan.active ? 'On' : 'Off'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      ) : (
        <>
          <div className="admin-cards">
            {offers.map((offer) => (
              <OfferCard key={offer.id} offer={offer} csrf={csrf} outcome={outcome} />
            ))}
          </div>
          <h2 className="admin-card__title">Installment plans (valU)</h2>
          <div className="admin-cards">
            {plans.map((plan) => (
              <section key={plan.id} className="admin-card" aria-labelledby={`plan-${plan.id}-title`}>
                <h3 id={`plan-${plan.id}-title`} className="admin-card__title">
                  {`${plan.months} months`}
                </h3>
                <PlanForm plan={plan} csrf={csrf} outcome={outcome} />
              </section>
            ))}
            <section className="admin-card" aria-labelledby="new-plan-title">
              <h3 id="new-plan-title" className="admin-card__title">
                Add a plan
              </h3>
              <PlanForm plan={null} csrf={csrf} outcome={outcome} />
            </section>
          </div>
        </>
      )}
    </section>
  );
}
