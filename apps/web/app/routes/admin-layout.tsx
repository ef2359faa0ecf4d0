import { Link, Outlet } from 'react-router';
import { PageProblem } from '#web/components/ui/page-problem.tsx';
import accountCss from '#web/styles/account.css?url';
import adminCss from '#web/styles/admin.css?url';
import type { Route } from './+types/admin-layout';

export const links: Route.LinksFunction = () => [
  { rel: 'stylesheet', href: accountCss },
  { rel: 'stylesheet', href: adminCss },
];

/** Staff pages are nobody else's: never kept by a cache, never indexed (the pages' meta says so too). */
export function headers() {
  return { 'Cache-Control': 'private, no-store', 'X-Robots-Tag': 'noindex, nofollow' };
}

/** The back office's own frame: no storefront header, footer or cart, only the way back to its home. */
export default function AdminLayout() {
  return (
    <div className="admin-shell">
      <header className="admin-bar">
        <Link to="/admin" className="admin-bar__brand">
          Back office
        </Link>
      </header>
      <main className="admin-main" id="main">
        <Outlet />
      </main>
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <div className="admin-shell">
      <main className="admin-main">
        <PageProblem error={error} />
      </main>
    </div>
  );
}
