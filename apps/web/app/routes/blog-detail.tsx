import { data, Link, redirect } from 'react-router';
import { articlePath, SERVICE_ARTICLES, storesPath } from '@shop/contract/content';
import { pageShareCard, shareImageAddress, sharePaths } from '@shop/contract/share-image';
import { PageProblem } from '#web/components/ui/page-problem.tsx';
import { ContentAside, ContentHeader, RichText } from '#web/features/content/content-view.tsx';
import { formatDay } from '#web/i18n/dates.ts';
import { loadContentPage } from '#web/features/content/load-content.server.ts';
import type { LoadFailure } from '#web/lib/api-client.ts';
import { pageMeta, pageTitle } from '#web/lib/meta.ts';
import contentCss from '#web/styles/content.css?url';
import { contentTextLanguage } from '#web/features/content/page-language.ts';
import { ARTICLE_LABEL, titleOf } from '#web/features/content/article-labels.ts';
import { useLanguage, useLocalPath, useT, metaTranslate } from '#web/i18n/i18n.tsx';
import { languageOfPath, pathInLanguage } from '@shop/contract/languages';
import type { Route } from './+types/blog-detail';
import { pageMessages } from '#web/i18n/messages.server.ts';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: contentCss }];

const NOT_FOUND =
  'There is no service article at this address. Our services are listed on the Services page.';

/** blog-detail/{slug}: a service article (btc-offer, Trade-in, Easy-Payments, Screen_Insurance, Whole-unit, ...). */
export async function loader({ context, request, params }: Route.LoaderArgs) {
  const page = await loadContentPage({ context, request }, params.slug, NOT_FOUND);
  if (page.kind !== 'article') throw data<LoadFailure>({ message: NOT_FOUND }, { status: 404 });
  // A hand-typed /blog-detail/trade-in finds Trade-in; send it to the one address search engines should know.
  const url = new URL(request.url);
  if (page.slug !== params.slug) {
    throw redirect(pathInLanguage(articlePath(page.slug), languageOfPath(url.pathname)), 301);
  }
  return {
    page,
    canonical: `${url.origin}${articlePath(page.slug)}`,
    messages: pageMessages(request, 'blog-detail'),
  };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const layout = matches[1]?.loaderData;
  const shopName = layout?.shopName ?? '';
  const language = layout?.language ?? 'en';
  const t = metaTranslate(matches);
  if (!loaderData) return pageMeta({ title: pageTitle(t, shopName, t('article.notFoundTitle')) });
  const { page, canonical } = loaderData;
  return pageMeta({
    title: pageTitle(t, shopName, titleOf(page, language, t)),
    description: page.summary,
    url: canonical,
    language,
    type: 'article',
    shareCard: shareImageAddress(sharePaths.page(page.slug), pageShareCard(shopName, page.title_en)),
    modified: page.updated_at,
  });
}

export default function BlogDetail({ loaderData }: Route.ComponentProps) {
  const { page } = loaderData;
  const others = SERVICE_ARTICLES.filter((a) => a.slug !== page.slug);
  const t = useT();
  const language = useLanguage();
  const local = useLocalPath();
  const textLanguage = contentTextLanguage(language, page.body_html);
  return (
    <div className="content-page">
      <ContentHeader
        title={titleOf(page, language, t)}
        lead={page.summary}
        leadLang={contentTextLanguage(language, page.summary)}
        trail={[{ label: t('article.services'), to: '/Services' }]}
      />
      <div className="content-page__inner content-page__inner--aside">
        <article className="content-card">
          {textLanguage ? <p className="content-card__language">{t('content.englishOnly')}</p> : null}
          <RichText html={page.body_html} lang={textLanguage} linksIn={language} />
          <p className="content-card__updated">
            {t('content.updated', { date: formatDay(page.updated_at, language) })}
          </p>
        </article>
        <ContentAside
          title={t('article.more')}
          links={others.map((a) => ({ label: t(ARTICLE_LABEL[a.slug]), to: articlePath(a.slug) }))}
        >
          {t('article.questions')} <Link to={local('/contact-us')}>{t('article.contact')}</Link>
          {t('article.orVisit')}
          <Link to={local(storesPath())}>{t('article.storeNear')}</Link>
          {t('content.period')}
        </ContentAside>
      </div>
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <PageProblem error={error} />;
}
