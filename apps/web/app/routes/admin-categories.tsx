import { data, useActionData } from 'react-router';
import { adminCategoryTree } from '@shop/contract/admin-taxonomy';
import { FormMessage } from '#web/components/ui/form-message.tsx';
import { adminMeta } from '#web/features/admin/admin-meta.ts';
import { requireStaff, staffApi } from '#web/features/admin/staff-api.server.ts';
import { taxonomyAction } from '#web/features/admin/taxonomy-action.server.ts';
import { AddEntryForm, TaxonomyRow, type TaxonomyOutcome } from '#web/features/admin/taxonomy-forms.tsx';
import adminPagesCss from '#web/styles/admin-pages.css?url';
import type { Route } from './+types/admin-categories';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: adminPagesCss }];

export function meta() {
  return adminMeta('Categories');
}

export async function loader(args: Route.LoaderArgs) {
  const session = await requireStaff(args);
  const tree = await staffApi(args).request('/api/admin/taxonomy/categories', adminCategoryTree);
  if (!tree.ok) throw data({ message: tree.message }, { status: tree.status });
  return { session, categories: tree.body.data.categories };
}

export const action = (args: Route.ActionArgs) => taxonomyAction(args);

export default function AdminCategories({ loaderData }: Route.ComponentProps) {
  const { session, categories } = loaderData;
  const outcome = useActionData<TaxonomyOutcome>();
  const editable = session.staff.role !== 'support';
  const csrf = session.csrf_token;
  const place = <T,>(list: T[], i: number) => ({ first: i === 0, last: i === list.length - 1 });

  return (
    <section className="admin-page" aria-labelledby="admin-categories-title">
      <h1 id="admin-categories-title" className="admin-page__title">
        Categories
      </h1>
      <p className="admin-note">
        The shop’s menu, in this order. A hidden entry stays here and leaves the shop at once; so does a new
        name.
        {editable ? null : ' Only an owner or a manager can change them.'}
      </p>
      <FormMessage message={outcome?.notice} tone="success" />
      <FormMessage message={outcome?.failure} />
      {editable ? (
        <div className="admin-card admin-card--form">
          <AddEntryForm
            kind="category"
            formKey="new-category"
            legend="New category"
            csrf={csrf}
            outcome={outcome}
          />
        </div>
      ) : null}

      <ol className="admin-tax-list" aria-label="Categories">
        {categories.map((category, ci) => {
          const loose = category.sub_categories.filter((s) => s.group_id === null);
          return (
            <TaxonomyRow
              key={category.id}
              kind="category"
              entry={category}
              csrf={csrf}
              editable={editable}
              outcome={outcome}
              {...place(categories, ci)}
            >
              <div className="admin-tax-children">
                {category.groups.length > 0 ? (
                  <>
                    <h3 className="admin-tax-children__title">Groups</h3>
                    <ol
                      className="admin-tax-list admin-tax-list--nested"
                      aria-label={`Groups of ${category.name}`}
                    >
                      {category.groups.map((group, gi) => {
                        const subs = category.sub_categories.filter((s) => s.group_id === group.id);
                        return (
                          <TaxonomyRow
                            key={group.id}
                            kind="group"
                            entry={group}
                            csrf={csrf}
                            editable={editable}
                            outcome={outcome}
                            {...place(category.groups, gi)}
                          >
                            {subs.length > 0 ? (
                              <p className="admin-note admin-tax-children__names">
                                {subs.map((s) => s.name).join(', ')}
                              </p>
                            ) : null}
                          </TaxonomyRow>
                        );
                      })}
                    </ol>
                  </>
                ) : null}
                {category.sub_categories.length > 0 ? (
                  <>
                    <h3 className="admin-tax-children__title">Sub-categories</h3>
                    <ol
                      className="admin-tax-list admin-tax-list--nested"
                      aria-label={`Sub-categories of ${category.name}`}
                    >
                      {category.sub_categories.map((sub, si) => (
                        <TaxonomyRow
                          key={sub.id}
                          kind="sub_category"
                          entry={sub}
                          csrf={csrf}
                          editable={editable}
                          outcome={outcome}
                          {...place(category.sub_categories, si)}
                        />
                      ))}
                    </ol>
                  </>
                ) : null}
                {loose.length > 0 && category.groups.length > 0 ? (
                  <p className="admin-note">{`${loose.length} sub-categories are in no group.`}</p>
                ) : null}
                {editable ? (
                  <div className="admin-tax-adds">
                    <AddEntryForm
                      kind="group"
                      formKey={`new-group-${category.id}`}
                      legend={`New group in ${category.name}`}
                      csrf={csrf}
                      outcome={outcome}
                      extra={{ category_id: category.id }}
                    />
                    <AddEntryForm
                      kind="sub_category"
                      formKey={`new-sub-${category.id}`}
                      legend={`New sub-category in ${category.name}`}
                      csrf={csrf}
                      outcome={outcome}
                      extra={{ category_id: category.id }}
                    >
                      {category.groups.length > 0 ? (
                        <div className="form-field admin-tax-add__field">
                          <label className="form-field__label" htmlFor={`group-of-new-sub-${category.id}`}>
                            Group
                          </label>
                          <select
                            id={`group-of-new-sub-${category.id}`}
                            name="group_id"
                            className="form-select"
                          >
                            <option value="">No group</option>
                            {category.groups.map((g) => (
                              <option key={g.id} value={g.id}>
                                {g.name}
                              </option>
                            ))}
                          </select>
                        </div>
                      ) : null}
                    </AddEntryForm>
                  </div>
                ) : null}
              </div>
            </TaxonomyRow>
          );
        })}
      </ol>
    </section>
  );
}
