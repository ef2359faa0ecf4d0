import { Fragment } from 'react';
import { data, Form, redirect, useNavigation } from 'react-router';
import { shopSettings, shopSettingsInput } from '@shop/contract/admin-settings';
import { FormField } from '#web/components/ui/form-field.tsx';
import { FormMessage } from '#web/components/ui/form-message.tsx';
import { SubmitButton } from '#web/components/ui/submit-button.tsx';
import { CheckField, ReadOnlyNote } from '#web/features/admin/admin-form.tsx';
import { adminMeta } from '#web/features/admin/admin-meta.ts';
import { postedCsrf, requireStaff, staffApi } from '#web/features/admin/staff-api.server.ts';
import { fieldMessages, formText } from '#web/lib/form-post.server.ts';
import adminFormsCss from '#web/styles/admin-forms.css?url';
import type { Route } from './+types/admin-settings';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: adminFormsCss }];

export function meta() {
  return adminMeta('Settings');
}

export async function loader(args: Route.LoaderArgs) {
  const session = await requireStaff(args);
  const settings = await staffApi(args).request('/api/admin/settings', shopSettings);
  if (!settings.ok) throw data({ message: settings.message }, { status: settings.status });
  const saved = new URL(args.request.url).searchParams.get('saved');
  return {
    session,
    settings: settings.body.data,
    saved: saved === 'closed' || saved === 'open' ? saved : null,
  };
}

const TEXT_FIELDS = [
  'message_en',
  'message_ar',
  'shop_name',
  'hotline',
  'low_stock_threshold',
  'return_window_days',
] as const;
type Field = (typeof TEXT_FIELDS)[number] | 'maintenance';

interface Outcome {
  failure?: string;
  fields?: Partial<Record<Field, string>>;
  values?: Partial<Record<(typeof TEXT_FIELDS)[number], string>> & { maintenance?: boolean };
}

export async function action(args: Route.ActionArgs) {
  const form = await args.request.formData();
  const values = { ...formText(form, TEXT_FIELDS), maintenance: form.get('maintenance') === 'on' };
  const checked = shopSettingsInput.safeParse(values);
  if (!checked.success)
    return data<Outcome>({ fields: fieldMessages<Field>(checked.error), values }, { status: 400 });
  const result = await staffApi(args, { csrf: postedCsrf(form) }).post(
    '/api/admin/settings',
    shopSettings,
    checked.data,
    'PUT',
  );
  if (!result.ok) return data<Outcome>({ failure: result.message, values }, { status: result.status });
  // A fresh page of what was stored, which a reload does not post again.
  throw redirect(`/admin/settings?saved=${result.body.data.maintenance ? 'closed' : 'open'}`);
}

export default function AdminSettings({ loaderData, actionData }: Route.ComponentProps) {
  const { session, settings, saved } = loaderData;
  const notice = saved
    ? saved === 'closed'
      ? 'Saved. The shop is closed for maintenance.'
      : 'Saved. The shop is open.'
    : undefined;
  const outcome = actionData as Outcome | undefined;
  const owner = session.staff.role === 'owner';
  const busy = useNavigation().state === 'submitting';
  const v = outcome?.values;
  const f = outcome?.fields ?? {};

  return (
    <section className="admin-page" aria-labelledby="admin-settings-title">
      <h1 id="admin-settings-title" className="admin-page__title">
        Settings
      </h1>
      <p className="admin-note">
        {settings.maintenance
          ? 'The shop is closed for maintenance: shoppers see the message below.'
          : 'The shop is open.'}
      </p>
      {!owner ? (
        <>
          <ReadOnlyNote>Only an owner can change the shop&apos;s settings.</ReadOnlyNote>
          <div className="admin-card">
            <dl className="admin-facts">
              {(
                [
                  ['Maintenance', settings.maintenance ? 'On' : 'Off'],
                  ['English message', settings.message_en ?? '—'],
                  ['Arabic message', settings.message_ar ?? '—'],
                  ['Shop name', settings.shop_name],
                  ['Hotline', settings.hotline],
                  ['Low-stock threshold', String(settings.low_stock_threshold)],
                  ['Return window', `${settings.return_window_days} days after delivery`],
                ] as const
              ).map(([term, value]) => (
                <Fragment key={term}>
                  <dt>{term}</dt>
                  <dd>{value}</dd>
                </Fragment>
              ))}
            </dl>
          </div>
        </>
      ) : (
        <div className="admin-card admin-card--form">
          {/* Remounted when what is stored changes, so the fields show it. */}
          <Form method="post" noValidate key={JSON.stringify(settings)}>
            <input type="hidden" name="csrf" value={session.csrf_token} />
            <h2 className="admin-card__title">Maintenance</h2>
            <CheckField
              label="Closed for maintenance"
              name="maintenance"
              defaultChecked={v?.maintenance ?? settings.maintenance}
              error={f.maintenance}
            />
            <div className="admin-form-grid">
              <FormField
                label="English message"
                name="message_en"
                hint="Empty: “Website is Under Construction”"
                defaultValue={v?.message_en ?? settings.message_en ?? ''}
                error={f.message_en}
              />
              <FormField
                label="Arabic message"
                name="message_ar"
                lang="ar"
                dir="rtl"
                hint="Empty: the English message"
                defaultValue={v?.message_ar ?? settings.message_ar ?? ''}
                error={f.message_ar}
              />
            </div>
            <h2 className="admin-card__title">Shop</h2>
            <div className="admin-form-grid">
              <FormField
                label="Shop name"
                name="shop_name"
                defaultValue={v?.shop_name ?? settings.shop_name}
                error={f.shop_name}
              />
              <FormField
                label="Hotline"
                name="hotline"
                inputMode="numeric"
                defaultValue={v?.hotline ?? settings.hotline}
                error={f.hotline}
              />
              <FormField
                label="Low-stock threshold"
                name="low_stock_threshold"
                inputMode="numeric"
                hint="A product with this many or fewer in stock counts as running low"
                defaultValue={v?.low_stock_threshold ?? String(settings.low_stock_threshold)}
                error={f.low_stock_threshold}
              />
              <FormField
                label="Return window (days)"
                name="return_window_days"
                inputMode="numeric"
                hint="How many days after delivery a customer may ask to return an order"
                defaultValue={v?.return_window_days ?? String(settings.return_window_days)}
                error={f.return_window_days}
              />
            </div>
            <FormMessage message={outcome?.failure} />
            <FormMessage message={outcome ? undefined : notice} tone="success" />
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
