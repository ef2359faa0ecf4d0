import { Link } from 'react-router';
import { articlePath, SERVICE_ARTICLES, storesPath } from '@shop/contract/content';
import { pageShareCard, shareImageAddress, sharePaths } from '@shop/contract/share-image';
import { PageProblem } from '#web/components/ui/page-problem.tsx';
import { ContentAside, ContentHeader, RichText, updatedOn } from '#web/features/content/content-view.tsx';
import { loadContentPage } from '#web/features/content/load-content.server.ts';
import { canonicalUrl, pageMeta, pageTitle } from '#web/lib/meta.ts';
import contentCss from '#web/styles/content.css?url';
import type { Route } from './+types/content-page';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: contentCss }];

/** The pages a shopper reads on to from help, about, terms and policy. */
const INFORMATION = [
  { label: 'Help', to: '/help', slug: 'help' },
  { label: 'About us', to: '/about', slug: 'about' },
  { label: 'Frequently asked questions', to: '/FAQs', slug: 'faqs' },
  { label: 'Terms and conditions', to: '/terms', slug: 'terms' },
  { label: 'Privacy policy', to: '/policy', slug: 'policy' },
  { label: 'Our stores', to: storesPath(), slug: 'stores' },
];

/**
 * The static pages that are text only: Services, help, about, terms and policy (one module, several route ids).
 * The page's path names its slug in the content store: /Services -> services, /policy -> policy.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const slug = new URL(request.url).pathname.replace(/^\/+|\/+$/g, '').toLowerCase();
  const page = await loadContentPage({ context, request }, slug, 'This page is not available right now.');
  return { page, canonical: canonicalUrl(request) };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const shopName = matches[1]?.loaderData?.shopName ?? '';
  if (!loaderData) return pageMeta({ title: pageTitle(shopName, 'Page not found') });
  const { page, canonical } = loaderData;
  return pageMeta({
    title: pageTitle(shopName, page.title_en),
    description: page.summary,
    url: canonical,
    shareCard: shareImageAddress(sharePaths.page(page.slug), pageShareCard(shopName, page.title_en)),
    modified: page.updated_at,
  });
}

export default function ContentPage({ loaderData }: Route.ComponentProps) {
  const { page } = loaderData;
  const services = page.slug === 'services';
  return (
    <div className="content-page">
      <ContentHeader title={page.title_en} lead={page.summary} />
      <div className="content-page__inner content-page__inner--aside">
        <article className="content-card">
          <RichText html={page.body_html} />
          <p className="content-card__updated">Last updated {updatedOn(page.updated_at)}</p>
        </article>
        {services ? (
          <ContentAside
            title="Service articles"
            links={SERVICE_ARTICLES.map((a) => ({ label: a.label, to: articlePath(a.slug) }))}
          >
            Questions about a service? <Link to="/contact-us">Contact us</Link>.
          </ContentAside>
        ) : (
          <ContentAside title="Help and information" links={INFORMATION.filter((l) => l.slug !== page.slug)}>
            Still need help? <Link to="/contact-us">Send us a message</Link>.
          </ContentAside>
        )}
      </div>
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <PageProblem error={error} />;
}
