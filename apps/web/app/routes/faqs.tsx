import { Link } from 'react-router';
import { CONTENT_SLUGS, faqsResult } from '@shop/contract/content';
import { PageProblem } from '#web/components/ui/page-problem.tsx';
import { ContentHeader } from '#web/features/content/content-view.tsx';
import { FaqList } from '#web/features/content/faq-list.tsx';
import { serverApi } from '#web/lib/api.server.ts';
import { canonicalUrl, pageMeta, pageTitle } from '#web/lib/meta.ts';
import contentCss from '#web/styles/content.css?url';
import { contentTextLanguage } from '#web/features/content/page-language.ts';
import { useLanguage, useLocalPath, useT, metaTranslate } from '#web/i18n/i18n.tsx';
import type { Route } from './+types/faqs';
import { pageMessages } from '#web/i18n/messages.server.ts';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: contentCss }];

export async function loader({ context, request }: Route.LoaderArgs) {
  const faq = await serverApi({ context, request }).load('/api/customer/content/faqs', faqsResult);
  return { faq, canonical: canonicalUrl(request), messages: pageMessages(request, 'faqs') };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const layout = matches[1]?.loaderData;
  const shopName = layout?.shopName ?? '';
  const language = layout?.language ?? 'en';
  const t = metaTranslate(matches);
  if (!loaderData) return pageMeta({ title: pageTitle(t, shopName, t('faqPage.pageTitle')) });
  const { faq, canonical } = loaderData;
  return pageMeta({
    title: pageTitle(t, shopName, language === 'en' ? faq.title_en : t('faqPage.pageTitle')),
    description: faq.summary,
    url: canonical,
    language,
  });
}

/** FAQs: the accordion of questions by topic (the 'FAQs' faq-group page gives the heading and lead). */
export default function Faqs({ loaderData }: Route.ComponentProps) {
  const { faq } = loaderData;
  const t = useT();
  const language = useLanguage();
  const local = useLocalPath();
  return (
    <div className="content-page">
      <ContentHeader
        title={language === 'en' ? faq.title_en : t('faqPage.pageTitle')}
        lead={faq.summary}
        leadLang={contentTextLanguage(language, faq.summary)}
      />
      <div className="content-page__inner content-page__inner--narrow">
        <FaqList faqs={faq.faqs} />
        <p className="faq__more">
          {t('faqPage.more')}
          <Link to={local('/help')}>{t('faqPage.help')}</Link>
          {t('faqPage.or')}
          <Link to={local(`/${CONTENT_SLUGS.contact}`)}>{t('faqPage.message')}</Link>
          {t('content.period')}
        </p>
      </div>
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <PageProblem error={error} />;
}
