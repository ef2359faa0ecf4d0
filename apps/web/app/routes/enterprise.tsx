import type { LeadKind } from '@shop/contract/content';
import { PageProblem } from '#web/components/ui/page-problem.tsx';
import { ContentHeader, RichText } from '#web/features/content/content-view.tsx';
import { LeadForm } from '#web/features/content/lead-form.tsx';
import { loadContentPage } from '#web/features/content/load-content.server.ts';
import { canonicalUrl, pageMeta, pageTitle } from '#web/lib/meta.ts';
import accountCss from '#web/styles/account.css?url';
import contentCss from '#web/styles/content.css?url';
import type { Route } from './+types/enterprise';
import { contentTextLanguage } from '#web/features/content/page-language.ts';
import { titleOf } from '#web/features/content/article-labels.ts';
import { useLanguage, useT, metaTranslate } from '#web/i18n/i18n.tsx';
import { pathWithoutLanguage } from '@shop/contract/languages';
import { pageMessages } from '#web/i18n/messages.server.ts';

export const links: Route.LinksFunction = () => [
  { rel: 'stylesheet', href: accountCss },
  { rel: 'stylesheet', href: contentCss },
];

/** education and business (the header's Enterprise menu): the page's text and the inquiry form of its kind. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const kind: LeadKind = pathWithoutLanguage(new URL(request.url).pathname)
    .toLowerCase()
    .startsWith('/education')
    ? 'education'
    : 'business';
  const page = await loadContentPage({ context, request }, kind, 'This page is not available.');
  return { kind, page, canonical: canonicalUrl(request), messages: pageMessages(request, 'enterprise') };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const layout = matches[1]?.loaderData;
  const shopName = layout?.shopName ?? '';
  const language = layout?.language ?? 'en';
  const t = metaTranslate(matches);
  if (!loaderData) return pageMeta({ title: pageTitle(t, shopName, t('lead.pageTitle')) });
  const { page, canonical } = loaderData;
  return pageMeta({
    title: pageTitle(t, shopName, titleOf(page, language, t)),
    description: page.summary,
    url: canonical,
    language,
  });
}

export default function Enterprise({ loaderData }: Route.ComponentProps) {
  const { kind, page } = loaderData;
  const language = useLanguage();
  const t = useT();
  return (
    <div className="content-page">
      <ContentHeader
        title={titleOf(page, language, t)}
        lead={page.summary}
        leadLang={contentTextLanguage(language, page.summary)}
      />
      <div className="content-page__inner content-split">
        <div className="content-split__text">
          <RichText
            html={page.body_html}
            lang={contentTextLanguage(language, page.body_html)}
            linksIn={language}
          />
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
