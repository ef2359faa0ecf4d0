import type { LeadKind } from '@shop/contract/content';
import { PageProblem } from '#web/components/ui/page-problem.tsx';
import { ContentHeader, RichText } from '#web/features/content/content-view.tsx';
import { LeadForm } from '#web/features/content/lead-form.tsx';
import { loadContentPage } from '#web/features/content/load-content.server.ts';
import { canonicalUrl, pageMeta, pageTitle } from '#web/lib/meta.ts';
import accountCss from '#web/styles/account.css?url';
import contentCss from '#web/styles/content.css?url';
import type { Route } from './+types/enterprise';

export const links: Route.LinksFunction = () => [
  { rel: 'stylesheet', href: accountCss },
  { rel: 'stylesheet', href: contentCss },
];

/** education and business (the header's Enterprise menu): the page's text and the inquiry form of its kind. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const kind: LeadKind = new URL(request.url).pathname.toLowerCase().startsWith('/education')
    ? 'education'
    : 'business';
  const page = await loadContentPage({ context, request }, kind, 'This page is not available.');
  return { kind, page, canonical: canonicalUrl(request) };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const shopName = matches[1]?.loaderData?.shopName ?? '';
  if (!loaderData) return pageMeta({ title: pageTitle(shopName, 'Enterprise') });
  const { page, canonical } = loaderData;
  return pageMeta({ title: pageTitle(shopName, page.title_en), description: page.summary, url: canonical });
}

export default function Enterprise({ loaderData }: Route.ComponentProps) {
  const { kind, page } = loaderData;
  return (
    <div className="content-page">
      <ContentHeader title={page.title_en} lead={page.summary} />
      <div className="content-page__inner content-split">
        <div className="content-split__text">
          <RichText html={page.body_html} />
        </div>
        <div className="content-split__form">
          {/* A key per kind: moving from Education to Business starts an empty form of the other kind. */}
          <LeadForm key={kind} kind={kind} />
        </div>
      </div>
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <PageProblem error={error} />;
}
