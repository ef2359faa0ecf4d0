import { useSearchParams, type ShouldRevalidateFunctionArgs } from 'react-router';
import { COMPARE_MAX } from '@shop/contract/urls';
import { PageProblem } from '#web/components/ui/page-problem.tsx';
import { AddProductField } from '#web/features/compare/add-product-field.tsx';
import { DIFF_PARAM } from '#web/features/compare/compare-links.ts';
import { compareRows } from '#web/features/compare/compare-rows.ts';
import { CompareSuggestions } from '#web/features/compare/compare-suggestions.tsx';
import { CompareTable } from '#web/features/compare/compare-table.tsx';
import { DifferencesToggle } from '#web/features/compare/differences-toggle.tsx';
import { loadComparison } from '#web/features/compare/load-comparison.server.ts';
import { serverApi } from '#web/lib/api.server.ts';
import { pageMeta } from '#web/lib/meta.ts';
import { isolate, useLanguage, useT, metaTranslate } from '#web/i18n/i18n.tsx';
import compareCss from '#web/styles/compare.css?url';
import type { Route } from './+types/compare';
import { pageMessages } from '#web/i18n/messages.server.ts';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: compareCss }];

export async function loader({ context, request, params }: Route.LoaderArgs) {
  return {
    ...(await loadComparison(serverApi({ context, request }), request, params.slug)),
    messages: pageMessages(request, 'compare'),
  };
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
  const layout = matches[1]?.loaderData;
  const shopName = layout?.shopName ?? '';
  const t = metaTranslate(matches);
  const names = loaderData?.products.map((p) => p.name) ?? [];
  if (names.length === 0) return pageMeta({ title: `${t('compare.pageTitle')} | ${shopName}` });
  return pageMeta({
    title: `${t('compare.pageTitleOf', { names: names.join(t('compare.vs')) })} | ${shopName}`,
    description: t('compare.description', {
      names: names.join(layout?.language === 'ar' ? '، ' : ', '),
      shop: shopName,
    }),
    url: loaderData?.canonical,
    language: layout?.language,
    shareImg: loaderData?.products[0]?.image,
  });
}

export default function Compare({ loaderData }: Route.ComponentProps) {
  const { products, missing, overflow, unmatched, suggestions } = loaderData;
  const [searchParams] = useSearchParams();
  const diffOnly = searchParams.get(DIFF_PARAM) === '1' && products.length > 1;
  const t = useT();
  const language = useLanguage();
  const rows = compareRows(products, language);
  const shownRows = diffOnly ? rows.filter((row) => row.differs) : rows;
  const slugs = products.map((p) => p.slug);

  const notes: string[] = [];
  if (missing.length > 0) {
    const list = missing
      .map((key) => (language === 'ar' ? `«${isolate(key, language)}»` : `“${key}”`))
      .join(language === 'ar' ? '، ' : ', ');
    notes.push(t('compare.missing', { count: missing.length, list }));
  }
  if (overflow) notes.push(t('compare.overflow', { max: COMPARE_MAX }));
  if (unmatched) notes.push(t('compare.unmatched', { text: isolate(unmatched, language) }));

  return (
    <div className="compare">
      <div className="compare__head">
        <h1 className="compare__title">{t('compare.title')}</h1>
        <p className="compare__lead">{products.map((p) => p.name).join(t('compare.vs'))}</p>
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
      {diffOnly && shownRows.length === 0 ? <p className="compare__same">{t('compare.same')}</p> : null}

      <CompareSuggestions slugs={slugs} suggestions={suggestions} diffOnly={diffOnly} />
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <PageProblem error={error} />;
}
