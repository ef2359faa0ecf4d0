import { Form, Link, redirect } from 'react-router';
import { staffRoleLabel } from '@shop/contract/admin';
import { z } from 'zod';
import { adminMeta } from '#web/features/admin/admin-meta.ts';
import { postedCsrf, requireStaff, staffApi } from '#web/features/admin/staff-api.server.ts';
import { withCookies } from '#web/lib/form-post.server.ts';
import type { Route } from './+types/admin-home';

export function meta() {
  return adminMeta('Home');
}

export async function loader(args: Route.LoaderArgs) {
  return requireStaff(args);
}

/** Sign out: the session ends and its cookie is cleared, whether or not the page's JavaScript ran. */
export async function action(args: Route.ActionArgs) {
  const form = await args.request.formData();
  const api = staffApi(args, { csrf: postedCsrf(form) });
  await api.post('/api/admin/auth/logout', z.null(), {});
  throw redirect('/admin/login?notice=signed-out', { headers: withCookies(api.cookies) });
}

export default function AdminHome({ loaderData }: Route.ComponentProps) {
  const { staff, csrf_token } = loaderData;
  return (
    <section className="admin-page" aria-labelledby="admin-home-title">
      <h1 id="admin-home-title" className="admin-page__title">
        Back office
      </h1>
      <div className="admin-card">
        <p className="admin-whoami">
          Signed in as <strong>{staff.name}</strong> ({staff.email}), {staffRoleLabel[staff.role]}.
        </p>
        <Form method="post">
          <input type="hidden" name="csrf" value={csrf_token} />
          <button className="button button--secondary" type="submit">
            Sign out
          </button>
        </Form>
      </div>
      <nav aria-label="Back office" className="admin-nav">
        <Link to="/admin/orders" className="admin-nav__link">
          Orders
          <span className="admin-nav__lead">Find orders, move them on, note what the customer asked</span>
        </Link>
        <Link to="/admin/staff" className="admin-nav__link">
          Staff
          <span className="admin-nav__lead">
            {staff.role === 'owner'
              ? 'Invite people, change their roles, turn accounts off'
              : 'Who works in the back office'}
          </span>
        </Link>
        <Link to="/admin/import" className="admin-nav__link">
          Import and export
          <span className="admin-nav__lead">The catalog as a CSV or JSON file, in and out</span>
        </Link>
        <Link to="/admin/bulk" className="admin-nav__link">
          Bulk price and stock
          <span className="admin-nav__lead">Change many variants at once, with a preview</span>
        </Link>
      </nav>
    </section>
  );
}
