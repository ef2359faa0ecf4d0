import { Link } from 'react-router';
import { CONTENT_SLUGS, faqsResult } from '@shop/contract/content';
import { PageProblem } from '#web/components/ui/page-problem.tsx';
import { ContentHeader } from '#web/features/content/content-view.tsx';
import { FaqList } from '#web/features/content/faq-list.tsx';
import { serverApi } from '#web/lib/api.server.ts';
import { canonicalUrl, pageMeta, pageTitle } from '#web/lib/meta.ts';
import contentCss from '#web/styles/content.css?url';
import type { Route } from './+types/faqs';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: contentCss }];

export async function loader({ context, request }: Route.LoaderArgs) {
  const faq = await serverApi({ context, request }).load('/api/customer/content/faqs', faqsResult);
  return { faq, canonical: canonicalUrl(request) };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const shopName = matches[1]?.loaderData?.shopName ?? '';
  if (!loaderData) return pageMeta({ title: pageTitle(shopName, 'FAQ') });
  const { faq, canonical } = loaderData;
  return pageMeta({ title: pageTitle(shopName, faq.title_en), description: faq.summary, url: canonical });
}

/** FAQs: the accordion of questions by topic (the 'FAQs' faq-group page gives the heading and lead). */
export default function Faqs({ loaderData }: Route.ComponentProps) {
  const { faq } = loaderData;
  return (
    <div className="content-page">
      <ContentHeader title={faq.title_en} lead={faq.summary} />
      <div className="content-page__inner content-page__inner--narrow">
        <FaqList faqs={faq.faqs} />
        <p className="faq__more">
          Cannot find your answer? Read the <Link to="/help">help page</Link> or{' '}
          <Link to={`/${CONTENT_SLUGS.contact}`}>send us a message</Link>.
        </p>
      </div>
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <PageProblem error={error} />;
}
