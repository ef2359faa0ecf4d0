import { data, useActionData } from 'react-router';
import { adminBrandList } from '@shop/contract/admin-taxonomy';
import { FormMessage } from '#web/components/ui/form-message.tsx';
import { adminMeta } from '#web/features/admin/admin-meta.ts';
import { requireStaff, staffApi } from '#web/features/admin/staff-api.server.ts';
import { taxonomyAction } from '#web/features/admin/taxonomy-action.server.ts';
import { AddEntryForm, TaxonomyRow, type TaxonomyOutcome } from '#web/features/admin/taxonomy-forms.tsx';
import adminPagesCss from '#web/styles/admin-pages.css?url';
import type { Route } from './+types/admin-brands';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: adminPagesCss }];

export function meta() {
  return adminMeta('Brands');
}

export async function loader(args: Route.LoaderArgs) {
  const session = await requireStaff(args);
  const list = await staffApi(args).request('/api/admin/taxonomy/brands', adminBrandList);
  if (!list.ok) throw data({ message: list.message }, { status: list.status });
  return { session, brands: list.body.data.brands };
}

export const action = (args: Route.ActionArgs) => taxonomyAction(args);

export default function AdminBrands({ loaderData }: Route.ComponentProps) {
  const { session, brands } = loaderData;
  const outcome = useActionData<TaxonomyOutcome>();
  const editable = session.staff.role !== 'support';
  return (
    <section className="admin-page" aria-labelledby="admin-brands-title">
      <h1 id="admin-brands-title" className="admin-page__title">
        Brands
      </h1>
      <p className="admin-note">
        In the shop’s order: the accessories menu lists the first six shown here.
        {editable ? null : ' Only an owner or a manager can change them.'}
      </p>
      <FormMessage message={outcome?.notice} tone="success" />
      <FormMessage message={outcome?.failure} />
      {editable ? (
        <div className="admin-card admin-card--form">
          <AddEntryForm
            kind="brand"
            formKey="new-brand"
            legend="New brand"
            csrf={session.csrf_token}
            outcome={outcome}
          />
        </div>
      ) : null}
      <ol className="admin-tax-list" aria-label="Brands">
        {brands.map((brand, i) => (
          <TaxonomyRow
            key={brand.id}
            kind="brand"
            entry={brand}
            csrf={session.csrf_token}
            editable={editable}
            outcome={outcome}
            first={i === 0}
            last={i === brands.length - 1}
          />
        ))}
      </ol>
    </section>
  );
}
