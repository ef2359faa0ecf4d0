import { data, Link } from 'react-router';
import {
  adminContentPageList,
  contentKindLabel,
  storefrontPathOf,
  type AdminContentPageRow,
} from '@shop/contract/admin-content';
import { ReadOnlyNote, utcTime } from '#web/features/admin/admin-form.tsx';
import { adminMeta } from '#web/features/admin/admin-meta.ts';
import { requireStaff, staffApi } from '#web/features/admin/staff-api.server.ts';
import adminContentCss from '#web/styles/admin-content.css?url';
import adminFormsCss from '#web/styles/admin-forms.css?url';
import type { Route } from './+types/admin-content';

export const links: Route.LinksFunction = () => [
  { rel: 'stylesheet', href: adminFormsCss },
  { rel: 'stylesheet', href: adminContentCss },
];

export function meta() {
  return adminMeta('Content');
}

export async function loader(args: Route.LoaderArgs) {
  const session = await requireStaff(args);
  const list = await staffApi(args).request('/api/admin/content/pages', adminContentPageList);
  if (!list.ok) throw data({ message: list.message }, { status: list.status });
  return { editor: session.staff.role !== 'support', pages: list.body.data.pages };
}

function PagesTable({ caption, pages }: { caption: string; pages: AdminContentPageRow[] }) {
  return (
    <section className="admin-content__group" aria-label={caption}>
      <h2 className="admin-content__heading">{caption}</h2>
      <div className="admin-table-wrap">
        <table className="admin-table">
          <caption className="visually-hidden">{caption}</caption>
          <thead>
            <tr>
              <th scope="col">Title</th>
              <th scope="col">Address in the shop</th>
              <th scope="col">Last changed</th>
            </tr>
          </thead>
          <tbody>
            {pages.map((page) => {
              const path = storefrontPathOf(page);
              return (
                <tr key={page.slug}>
                  <th scope="row" className="admin-table__wrap">
                    <Link to={`/admin/content/${encodeURIComponent(page.slug)}`}>{page.title_en}</Link>
                  </th>
                  <td data-label="Address in the shop" className="admin-table__wrap">
                    <a href={path} target="_blank" rel="noreferrer">
                      {path}
                    </a>
                  </td>
                  <td data-label="Last changed">{utcTime(page.updated_at)}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </section>
  );
}

/** The shop's text pages and service articles, each leading to its editor. */
export default function AdminContent({ loaderData }: Route.ComponentProps) {
  const { editor, pages } = loaderData;
  const groups = (['page', 'article', 'faq-group'] as const)
    .map((kind) => ({ kind, pages: pages.filter((p) => p.kind === kind) }))
    .filter((group) => group.pages.length > 0);
  return (
    <section className="admin-page" aria-labelledby="admin-content-title">
      <h1 id="admin-content-title" className="admin-page__title">
        Content
      </h1>
      <p className="admin-note">
        The shop&apos;s pages and service articles. Open one to change its title, summary or text; a saved
        change shows in the shop at once.
      </p>
      <p>
        <Link to="/admin/faqs" className="button button--secondary">
          FAQ questions
        </Link>{' '}
        <Link to="/admin/stores" className="button button--secondary">
          Stores
        </Link>{' '}
        <Link to="/admin/home-page" className="button button--secondary">
          Home page
        </Link>
      </p>
      {!editor ? (
        <ReadOnlyNote>Only an owner or a manager can change the shop&apos;s content.</ReadOnlyNote>
      ) : null}
      {groups.map((group) => (
        <PagesTable key={group.kind} caption={`${contentKindLabel[group.kind]}s`} pages={group.pages} />
      ))}
    </section>
  );
}
