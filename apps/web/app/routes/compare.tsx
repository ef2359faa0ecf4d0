import { useSearchParams, type ShouldRevalidateFunctionArgs } from 'react-router';
import { COMPARE_MAX } from '@shop/contract/urls';
import { PageProblem } from '#web/components/ui/page-problem.tsx';
import { AddProductField } from '#web/features/compare/add-product-field.tsx';
import { DIFF_PARAM } from '#web/features/compare/compare-links.ts';
import { compareRows } from '#web/features/compare/compare-rows.ts';
import { CompareTable } from '#web/features/compare/compare-table.tsx';
import { DifferencesToggle } from '#web/features/compare/differences-toggle.tsx';
import { loadComparison } from '#web/features/compare/load-comparison.server.ts';
import { serverApi } from '#web/lib/api.server.ts';
import { pageMeta } from '#web/lib/meta.ts';
import compareCss from '#web/styles/compare.css?url';
import type { Route } from './+types/compare';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: compareCss }];

export async function loader({ context, request, params }: Route.LoaderArgs) {
  return loadComparison(serverApi({ context, request }), request, params.slug);
}

/** Ticking "Show only differences" changes only what is shown: the same products need no new fetch. */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (formMethod && formMethod !== 'GET') return defaultShouldRevalidate;
  const sameProducts =
    currentUrl.pathname === nextUrl.pathname &&
    currentUrl.searchParams.get('with') === nextUrl.searchParams.get('with') &&
    !nextUrl.searchParams.has('add');
  if (sameProducts && currentUrl.href !== nextUrl.href) return false;
  return defaultShouldRevalidate;
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const shopName = matches[1]?.loaderData?.shopName ?? '';
  const names = loaderData?.products.map((p) => p.name) ?? [];
  if (names.length === 0) return pageMeta({ title: `Compare | ${shopName}` });
  return pageMeta({
    title: `Compare: ${names.join(' vs ')} | ${shopName}`,
    description: `${names.join(', ')} side by side at ${shopName}: prices in EGP, availability, colours, sizes and key details.`,
    url: loaderData?.canonical,
    shareImg: loaderData?.products[0]?.image,
  });
}

export default function Compare({ loaderData }: Route.ComponentProps) {
  const { products, missing, overflow, unmatched } = loaderData;
  const [searchParams] = useSearchParams();
  const diffOnly = searchParams.get(DIFF_PARAM) === '1' && products.length > 1;
  const rows = compareRows(products);
  const shownRows = diffOnly ? rows.filter((row) => row.differs) : rows;
  const slugs = products.map((p) => p.slug);

  const notes: string[] = [];
  if (missing.length > 0) {
    const list = missing.map((key) => `“${key}”`).join(', ');
    notes.push(
      `We could not find ${list}, so ${missing.length === 1 ? 'it is' : 'they are'} not in this comparison.`,
    );
  }
  if (overflow) notes.push(`Only ${COMPARE_MAX} products can be compared at once; the rest were left out.`);
  if (unmatched) notes.push(`No product matched “${unmatched}”. Try another name.`);

  return (
    <div className="compare">
      <div className="compare__head">
        <h1 className="compare__title">Compare products</h1>
        <p className="compare__lead">{products.map((p) => p.name).join(' vs ')}</p>
      </div>

      {notes.length > 0 ? (
        <div className="compare__notes" role="status">
          {notes.map((note) => (
            <p key={note} className="compare__note">
              {note}
            </p>
          ))}
        </div>
      ) : null}

      <div className="compare__tools">
        <AddProductField products={products} diffOnly={diffOnly} />
        {products.length > 1 ? <DifferencesToggle slugs={slugs} diffOnly={diffOnly} /> : null}
      </div>

      <CompareTable products={products} rows={shownRows} diffOnly={diffOnly} />
      {diffOnly && shownRows.length === 0 ? (
        <p className="compare__same">These products are the same on every row we compare.</p>
      ) : null}
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <PageProblem error={error} />;
}
