import { Link } from 'react-router';
import { articlePath, SERVICE_ARTICLES, storesPath } from '@shop/contract/content';
import { pageShareCard, shareImageAddress, sharePaths } from '@shop/contract/share-image';
import { PageProblem } from '#web/components/ui/page-problem.tsx';
import { ContentAside, ContentHeader, RichText } from '#web/features/content/content-view.tsx';
import { formatDay } from '#web/i18n/dates.ts';
import { loadContentPage } from '#web/features/content/load-content.server.ts';
import { canonicalUrl, pageMeta, pageTitle } from '#web/lib/meta.ts';
import contentCss from '#web/styles/content.css?url';
import type { Route } from './+types/content-page';
import { contentTextLanguage } from '#web/features/content/page-language.ts';
import { ARTICLE_LABEL, titleOf } from '#web/features/content/article-labels.ts';
import { useLanguage, useLocalPath, useT, type MessageKey, metaTranslate } from '#web/i18n/i18n.tsx';
import { pathWithoutLanguage } from '@shop/contract/languages';
import { pageMessages } from '#web/i18n/messages.server.ts';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: contentCss }];

/** The pages a shopper reads on to from help, about, terms and policy. */
const INFORMATION: ReadonlyArray<{ label: MessageKey; to: string; slug: string }> = [
  { label: 'content.info.help', to: '/help', slug: 'help' },
  { label: 'content.info.about', to: '/about', slug: 'about' },
  { label: 'content.info.faqs', to: '/FAQs', slug: 'faqs' },
  { label: 'content.info.terms', to: '/terms', slug: 'terms' },
  { label: 'content.info.policy', to: '/policy', slug: 'policy' },
  { label: 'content.info.stores', to: storesPath(), slug: 'stores' },
];

/**
 * The static pages that are text only: Services, help, about, terms and policy (one module, several route ids).
 * The page's path names its slug in the content store: /Services -> services, /policy -> policy.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const slug = pathWithoutLanguage(new URL(request.url).pathname)
    .replace(/^\/+|\/+$/g, '')
    .toLowerCase();
  const page = await loadContentPage({ context, request }, slug, 'This page is not available right now.');
  return { page, canonical: canonicalUrl(request), messages: pageMessages(request, 'content-page') };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const layout = matches[1]?.loaderData;
  const shopName = layout?.shopName ?? '';
  const language = layout?.language ?? 'en';
  const t = metaTranslate(matches);
  if (!loaderData) return pageMeta({ title: pageTitle(t, shopName, t('content.pageNotFound')) });
  const { page, canonical } = loaderData;
  return pageMeta({
    title: pageTitle(t, shopName, titleOf(page, language, t)),
    description: page.summary,
    url: canonical,
    language,
    shareCard: shareImageAddress(sharePaths.page(page.slug), pageShareCard(shopName, page.title_en)),
    modified: page.updated_at,
  });
}

export default function ContentPage({ loaderData }: Route.ComponentProps) {
  const { page } = loaderData;
  const t = useT();
  const language = useLanguage();
  const local = useLocalPath();
  const textLanguage = contentTextLanguage(language, page.body_html);
  const services = page.slug === 'services';
  return (
    <div className="content-page">
      <ContentHeader
        title={titleOf(page, language, t)}
        lead={page.summary}
        leadLang={contentTextLanguage(language, page.summary)}
      />
      <div className="content-page__inner content-page__inner--aside">
        <article className="content-card">
          {textLanguage ? <p className="content-card__language">{t('content.englishOnly')}</p> : null}
          <RichText html={page.body_html} lang={textLanguage} linksIn={language} />
          <p className="content-card__updated">
            {t('content.updated', { date: formatDay(page.updated_at, language) })}
          </p>
        </article>
        {services ? (
          <ContentAside
            title={t('content.serviceArticles')}
            links={SERVICE_ARTICLES.map((a) => ({
              label: t(ARTICLE_LABEL[a.slug]),
              to: articlePath(a.slug),
            }))}
          >
            {t('content.serviceQuestions')} <Link to={local('/contact-us')}>{t('content.contactUs')}</Link>
            {t('content.period')}
          </ContentAside>
        ) : (
          <ContentAside
            title={t('content.helpAndInfo')}
            links={INFORMATION.filter((l) => l.slug !== page.slug).map((l) => ({ ...l, label: t(l.label) }))}
          >
            {t('content.stillNeedHelp')} <Link to={local('/contact-us')}>{t('content.sendMessage')}</Link>
            {t('content.period')}
          </ContentAside>
        )}
      </div>
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <PageProblem error={error} />;
}
