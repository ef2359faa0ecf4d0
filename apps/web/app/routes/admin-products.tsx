import { data, Form, Link } from 'react-router';
import {
  catalogChoices,
  PRODUCT_COUNT_CAP,
  PRODUCT_SORTS,
  productList,
  productSortLabel,
  STOCK_STATES,
  stockStateLabel,
} from '@shop/contract/admin-catalog';
import { formatEGP } from '@shop/contract/money';
import { adminMeta } from '#web/features/admin/admin-meta.ts';
import { requireStaff, staffApi } from '#web/features/admin/staff-api.server.ts';
import adminCatalogCss from '#web/styles/admin-catalog.css?url';
import type { Route } from './+types/admin-products';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: adminCatalogCss }];

export function meta() {
  return adminMeta('Products');
}

const FILTERS = ['q', 'category', 'brand', 'stock', 'active', 'sort', 'dir'] as const;

export async function loader(args: Route.LoaderArgs) {
  const session = await requireStaff(args);
  const url = new URL(args.request.url);
  const query = new URLSearchParams();
  for (const key of [...FILTERS, 'after'] as const) {
    const value = url.searchParams.get(key);
    if (value) query.set(key, value);
  }
  const api = staffApi(args);
  const [list, choices] = await Promise.all([
    api.request(`/api/admin/products?${query}`, productList),
    api.request('/api/admin/products/choices', catalogChoices),
  ]);
  if (!choices.ok) throw data({ message: choices.message }, { status: choices.status });
  const filters = Object.fromEntries(FILTERS.map((key) => [key, url.searchParams.get(key) ?? ''])) as Record<
    (typeof FILTERS)[number],
    string
  >;
  return {
    role: session.staff.role,
    filters,
    paged: url.searchParams.has('after'),
    list: list.ok ? list.body.data : null,
    failure: list.ok ? null : list.message,
    choices: choices.body.data,
  };
}

export default function AdminProducts({ loaderData }: Route.ComponentProps) {
  const { filters, list, failure, choices, role, paged } = loaderData;
  const nextQuery = (cursor: string) => {
    const query = new URLSearchParams();
    for (const [key, value] of Object.entries(filters)) if (value) query.set(key, value);
    query.set('after', cursor);
    return `?${query}`;
  };
  const firstQuery = () => {
    const query = new URLSearchParams();
    for (const [key, value] of Object.entries(filters)) if (value) query.set(key, value);
    return `?${query}`;
  };
  const count = list
    ? list.total_capped
      ? `More than ${PRODUCT_COUNT_CAP.toLocaleString('en')} products`
      : `${list.total.toLocaleString('en')} product${list.total === 1 ? '' : 's'}`
    : '';

  return (
    <section className="admin-page" aria-labelledby="admin-products-title">
      <div className="admin-page__head">
        <h1 id="admin-products-title" className="admin-page__title">
          Products
        </h1>
        {role === 'support' ? null : (
          <Link to="/admin/products/new" className="button button--primary">
            New product
          </Link>
        )}
      </div>

      <Form method="get" className="admin-card admin-filters" role="search" aria-label="Find products">
        <div className="form-field admin-filters__search">
          <label className="form-field__label" htmlFor="product-search">
            Search by name or SKU
          </label>
          <input
            id="product-search"
            className="form-field__input"
            type="search"
            name="q"
            defaultValue={filters.q}
            maxLength={100}
          />
        </div>
        <Select label="Category" name="category" value={filters.category}>
          <option value="">Any</option>
          {choices.categories.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </Select>
        <Select label="Brand" name="brand" value={filters.brand}>
          <option value="">Any</option>
          {choices.brands.map((b) => (
            <option key={b.id} value={b.id}>
              {b.name}
            </option>
          ))}
        </Select>
        <Select label="Stock" name="stock" value={filters.stock}>
          <option value="">Any</option>
          {STOCK_STATES.map((s) => (
            <option key={s} value={s}>
              {stockStateLabel[s]}
            </option>
          ))}
        </Select>
        <Select label="State" name="active" value={filters.active}>
          <option value="">Any</option>
          <option value="1">Active</option>
          <option value="0">Hidden</option>
        </Select>
        <Select label="Sort by" name="sort" value={filters.sort}>
          {PRODUCT_SORTS.map((s) => (
            <option key={s} value={s}>
              {productSortLabel[s]}
            </option>
          ))}
        </Select>
        <Select label="Order" name="dir" value={filters.dir}>
          <option value="">Usual</option>
          <option value="asc">Ascending</option>
          <option value="desc">Descending</option>
        </Select>
        <button className="button button--secondary admin-filters__go" type="submit">
          Show products
        </button>
      </Form>

      {failure ? (
        <p className="form-error" role="alert">
          {failure}
        </p>
      ) : null}
      {list ? (
        <>
          <p className="admin-note" role="status">
            {count}
          </p>
          <div className="admin-table-wrap">
            <table className="admin-table admin-products">
              <caption className="visually-hidden">Products</caption>
              <thead>
                <tr>
                  <th scope="col">Name</th>
                  <th scope="col">SKU</th>
                  <th scope="col">Category</th>
                  <th scope="col">Price</th>
                  <th scope="col">Stock</th>
                  <th scope="col">State</th>
                </tr>
              </thead>
              <tbody>
                {list.products.map((p) => (
                  <tr key={p.id} className={p.active ? undefined : 'admin-table__off'}>
                    <th scope="row" className="admin-products__name">
                      <Link to={`/admin/products/${p.id}`}>{p.name}</Link>
                      {p.brand ? <span className="admin-products__brand">{p.brand}</span> : null}
                    </th>
                    <td data-label="SKU" className="admin-products__sku">
                      {p.sku}
                    </td>
                    <td data-label="Category">{p.category}</td>
                    <td data-label="Price">
                      {p.discount_price !== null ? (
                        <>
                          {formatEGP(p.discount_price)} <s>{formatEGP(p.price)}</s>
                        </>
                      ) : (
                        formatEGP(p.price)
                      )}
                    </td>
                    <td data-label="Stock">{p.stock <= 0 ? 'Out of stock' : p.stock}</td>
                    <td data-label="State">{p.active ? 'Active' : 'Hidden'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {list.products.length === 0 ? <p className="admin-note">No product matches.</p> : null}
          <nav className="admin-pager" aria-label="Pages of the list">
            {paged ? (
              <Link to={firstQuery()} className="button button--secondary admin-small-button">
                First page
              </Link>
            ) : null}
            {list.next_cursor ? (
              <Link to={nextQuery(list.next_cursor)} className="button button--secondary admin-small-button">
                Next page
              </Link>
            ) : null}
          </nav>
        </>
      ) : null}
    </section>
  );
}

function Select({
  label,
  name,
  value,
  children,
}: {
  label: string;
  name: string;
  value: string;
  children: React.ReactNode;
}) {
  const id = `product-filter-${name}`;
  return (
    <div className="form-field">
      <label className="form-field__label" htmlFor={id}>
        {label}
      </label>
      <select id={id} name={name} className="form-select" defaultValue={value}>
        {children}
      </select>
    </div>
  );
}
