import { data, Link, redirect } from 'react-router';
import { articlePath, SERVICE_ARTICLES, storesPath } from '@shop/contract/content';
import { pageShareCard, shareImageAddress, sharePaths } from '@shop/contract/share-image';
import { PageProblem } from '#web/components/ui/page-problem.tsx';
import { ContentAside, ContentHeader, RichText, updatedOn } from '#web/features/content/content-view.tsx';
import { loadContentPage } from '#web/features/content/load-content.server.ts';
import type { LoadFailure } from '#web/lib/api-client.ts';
import { pageMeta, pageTitle } from '#web/lib/meta.ts';
import contentCss from '#web/styles/content.css?url';
import type { Route } from './+types/blog-detail';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: contentCss }];

const NOT_FOUND =
  'There is no service article at this address. Our services are listed on the Services page.';

/** blog-detail/{slug}: a service article (btc-offer, Trade-in, Easy-Payments, Screen_Insurance, Whole-unit, ...). */
export async function loader({ context, request, params }: Route.LoaderArgs) {
  const page = await loadContentPage({ context, request }, params.slug, NOT_FOUND);
  if (page.kind !== 'article') throw data<LoadFailure>({ message: NOT_FOUND }, { status: 404 });
  // A hand-typed /blog-detail/trade-in finds Trade-in; send it to the one address search engines should know.
  if (page.slug !== params.slug) throw redirect(articlePath(page.slug), 301);
  const url = new URL(request.url);
  return { page, canonical: `${url.origin}${articlePath(page.slug)}` };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const shopName = matches[1]?.loaderData?.shopName ?? '';
  if (!loaderData) return pageMeta({ title: pageTitle(shopName, 'Article not found') });
  const { page, canonical } = loaderData;
  return pageMeta({
    title: pageTitle(shopName, page.title_en),
    description: page.summary,
    url: canonical,
    type: 'article',
    shareCard: shareImageAddress(sharePaths.page(page.slug), pageShareCard(shopName, page.title_en)),
    modified: page.updated_at,
  });
}

export default function BlogDetail({ loaderData }: Route.ComponentProps) {
  const { page } = loaderData;
  const others = SERVICE_ARTICLES.filter((a) => a.slug !== page.slug);
  return (
    <div className="content-page">
      <ContentHeader
        title={page.title_en}
        lead={page.summary}
        trail={[{ label: 'Services', to: '/Services' }]}
      />
      <div className="content-page__inner content-page__inner--aside">
        <article className="content-card">
          <RichText html={page.body_html} />
          <p className="content-card__updated">Last updated {updatedOn(page.updated_at)}</p>
        </article>
        <ContentAside
          title="More services"
          links={others.map((a) => ({ label: a.label, to: articlePath(a.slug) }))}
        >
          Questions? <Link to="/contact-us">Contact us</Link> or visit a{' '}
          <Link to={storesPath()}>store near you</Link>.
        </ContentAside>
      </div>
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <PageProblem error={error} />;
}
