import { data, Form, Link, redirect } from 'react-router';
import { staffRoleLabel } from '@shop/contract/admin';
import { dashboard, dashboardLinks, type PeriodFigures } from '@shop/contract/admin-dashboard';
import { formatEGP } from '@shop/contract/money';
import { orderStatusLabel } from '@shop/contract/orders';
import { z } from 'zod';
import { adminMeta } from '#web/features/admin/admin-meta.ts';
import { RevenueChart } from '#web/features/admin/revenue-chart.tsx';
import { postedCsrf, requireStaff, staffApi } from '#web/features/admin/staff-api.server.ts';
import { withCookies } from '#web/lib/form-post.server.ts';
import adminPagesCss from '#web/styles/admin-pages.css?url';
import type { Route } from './+types/admin-home';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: adminPagesCss }];

export function meta() {
  return adminMeta('Home');
}

export async function loader(args: Route.LoaderArgs) {
  const session = await requireStaff(args);
  const figures = await staffApi(args).request('/api/admin/dashboard', dashboard);
  if (!figures.ok) throw data({ message: figures.message }, { status: figures.status });
  return { ...session, dashboard: figures.body.data };
}

/** Sign out: the session ends and its cookie is cleared, whether or not the page's JavaScript ran. */
export async function action(args: Route.ActionArgs) {
  const form = await args.request.formData();
  const api = staffApi(args, { csrf: postedCsrf(form) });
  await api.post('/api/admin/auth/logout', z.null(), {});
  throw redirect('/admin/login?notice=signed-out', { headers: withCookies(api.cookies) });
}

/** What each waiting status needs from someone. */
const WAITING_LEAD = { paid: 'to prepare', processing: 'to ship', shipped: 'to deliver' } as const;

const plural = (n: number, one: string, many = `${one}s`) =>
  `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;

/** A figure that leads to the list behind it. */
/** A figure, leading to the list behind it when the back office has that list (a count alone otherwise). */
function Tile({
  to,
  label,
  value,
  lead,
}: {
  to: string | null;
  label: string;
  value: string;
  lead?: string;
}) {
  const body = (
    <>
      <span className="admin-tile__label">{label}</span>
      <span className="admin-tile__value">{value}</span>
      {lead ? <span className="admin-tile__lead">{lead}</span> : null}
    </>
  );
  return (
    <li>
      {to === null ? (
        <div className="admin-tile">{body}</div>
      ) : (
        <Link to={to} className="admin-tile">
          {body}
        </Link>
      )}
    </li>
  );
}

function PeriodTiles({ title, figures, to }: { title: string; figures: PeriodFigures; to: string }) {
  return (
    <>
      <Tile to={to} label={`Orders ${title}`} value={figures.orders.toLocaleString('en-US')} />
      <Tile
        to={to}
        label={`Paid online ${title}`}
        value={formatEGP(figures.paid_revenue)}
        lead={plural(figures.paid_orders, 'order')}
      />
      <Tile
        to={to}
        label={`Cash on delivery ${title}`}
        value={formatEGP(figures.cod_revenue)}
        lead={plural(figures.cod_orders, 'order')}
      />
    </>
  );
}

export default function AdminHome({ loaderData }: Route.ComponentProps) {
  const { staff, csrf_token, dashboard: d } = loaderData;
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

      <section className="admin-section" aria-labelledby="dash-sales-title">
        <h2 id="dash-sales-title" className="admin-section__title">
          Sales
        </h2>
        <p className="admin-note">
          Today is {d.today}; the week began on Saturday {d.week_start} (Cairo time). Cancelled, refunded and
          unpaid orders bring no revenue.
        </p>
        <ul className="admin-tiles" aria-label="Today and this week">
          <PeriodTiles title="today" figures={d.today_figures} to={dashboardLinks.ordersPlaced(d.today)} />
          <PeriodTiles
            title="this week"
            figures={d.week_figures}
            to={dashboardLinks.ordersPlaced(d.week_start)}
          />
        </ul>
      </section>

      <section className="admin-section" aria-labelledby="dash-waiting-title">
        <h2 id="dash-waiting-title" className="admin-section__title">
          Waiting for someone
        </h2>
        <ul className="admin-tiles" aria-label="Waiting for someone">
          {d.waiting_orders.map((w) => (
            <Tile
              key={w.status}
              to={dashboardLinks.ordersWithStatus(w.status)}
              label={`${orderStatusLabel[w.status]} orders`}
              value={w.count.toLocaleString('en-US')}
              lead={WAITING_LEAD[w.status]}
            />
          ))}
          <Tile
            to={dashboardLinks.lowStock}
            label="Low stock"
            value={d.low_stock.variants.toLocaleString('en-US')}
            lead={`variants with ${d.low_stock.threshold} or fewer left`}
          />
          <Tile
            to={dashboardLinks.openTickets}
            label="Open service tickets"
            value={d.open_tickets.toLocaleString('en-US')}
          />
          <Tile
            to={dashboardLinks.failedMessages}
            label="Failed messages"
            value={d.failed_messages.toLocaleString('en-US')}
            lead="e-mails and SMS the shop gave up sending"
          />
        </ul>
      </section>

      <section className="admin-section" aria-labelledby="dash-revenue-title">
        <h2 id="dash-revenue-title" className="admin-section__title">
          Revenue, last {d.revenue_days.length} days
        </h2>
        <RevenueChart days={d.revenue_days} titleId="dash-revenue-title" />
      </section>

      <nav aria-label="Back office" className="admin-nav">
        <Link to="/admin/orders" className="admin-nav__link">
          Orders
          <span className="admin-nav__lead">Find orders, move them on, note what the customer asked</span>
        </Link>
        <Link to="/admin/products" className="admin-nav__link">
          Products
          <span className="admin-nav__lead">
            {staff.role === 'support'
              ? 'Find products and read them'
              : 'Find, add and edit products and their prices'}
          </span>
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
        <Link to="/admin/categories" className="admin-nav__link">
          Categories
          <span className="admin-nav__lead">Categories, groups and sub-categories of the shop’s menu</span>
        </Link>
        <Link to="/admin/brands" className="admin-nav__link">
          Brands
          <span className="admin-nav__lead">The brands shoppers filter by</span>
        </Link>
        <Link to="/admin/search-synonyms" className="admin-nav__link">
          Search: Arabic names
          <span className="admin-nav__lead">
            How shoppers write the catalog’s names in Arabic, and what each finds
          </span>
        </Link>
        <Link to="/admin/account" className="admin-nav__link">
          Your account
          <span className="admin-nav__lead">Two-step sign-in</span>
        </Link>
        <Link to="/admin/media" className="admin-nav__link">
          Pictures
          <span className="admin-nav__lead">Product, category and brand pictures</span>
        </Link>
        <Link to="/admin/promotions" className="admin-nav__link">
          Promotions
          <span className="admin-nav__lead">Promo codes, their limits and how often they were used</span>
        </Link>
        <Link to="/admin/payment-offers" className="admin-nav__link">
          Payment offers
          <span className="admin-nav__lead">Card and valU offers, installment plans</span>
        </Link>
        <Link to="/admin/delivery" className="admin-nav__link">
          Delivery fees
          <span className="admin-nav__lead">The fee for each governorate</span>
        </Link>
        <Link to="/admin/settings" className="admin-nav__link">
          Settings
          <span className="admin-nav__lead">Maintenance, shop name, hotline, low-stock threshold</span>
        </Link>
        <Link to="/admin/customers" className="admin-nav__link">
          Customers
          <span className="admin-nav__lead">
            Find a customer by name, phone or e-mail; their orders, addresses and rewards
          </span>
        </Link>
        <Link to="/admin/tickets" className="admin-nav__link">
          Service tickets
          <span className="admin-nav__lead">Find repair requests, move them on, text the customer</span>
        </Link>
        <Link to="/admin/inbox" className="admin-nav__link">
          Inbox
          <span className="admin-nav__lead">Contact-us messages and enterprise inquiries</span>
        </Link>
        <Link to="/admin/subscribers" className="admin-nav__link">
          Newsletter subscribers
          <span className="admin-nav__lead">
            {staff.role === 'support' ? 'Find an address' : 'Find addresses, export the list'}
          </span>
        </Link>
        <Link to="/admin/messages" className="admin-nav__link">
          Messages
          <span className="admin-nav__lead">
            {staff.role === 'support'
              ? 'E-mails and SMS the shop sent, and how delivery went'
              : 'E-mails and SMS the shop sent; send a failed one again'}
          </span>
        </Link>
        {staff.role !== 'support' ? (
          <Link to="/admin/reports" className="admin-nav__link">
            Reports
            <span className="admin-nav__lead">
              Sales by day, week or month, category, brand, payment and promo code
            </span>
          </Link>
        ) : null}
        {staff.role !== 'support' ? (
          <Link to="/admin/audit" className="admin-nav__link">
            Audit trail
            <span className="admin-nav__lead">Every change, who made it and when</span>
          </Link>
        ) : null}
        <Link to="/admin/content" className="admin-nav__link">
          Content
          <span className="admin-nav__lead">About, terms, policy, help and the service articles</span>
        </Link>
      </nav>
    </section>
  );
}
