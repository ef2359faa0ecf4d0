import { Link } from 'react-router';
import { useShopLayoutData } from '#web/i18n/layout-data.ts';
import { CONTENT_SLUGS, storesPath } from '@shop/contract/content';
import { PhoneIcon } from '#web/components/ui/icons.tsx';
import { PageProblem } from '#web/components/ui/page-problem.tsx';
import { ContactForm } from '#web/features/content/contact-form.tsx';
import { ClockIcon, PinIcon } from '#web/features/content/content-icons.tsx';
import { ContentHeader, RichText } from '#web/features/content/content-view.tsx';
import { loadContentPage } from '#web/features/content/load-content.server.ts';
import { contentTextLanguage } from '#web/features/content/page-language.ts';
import { titleOf } from '#web/features/content/article-labels.ts';
import { useLanguage, useLocalPath, useT, metaTranslate } from '#web/i18n/i18n.tsx';
import { canonicalUrl, pageMeta, pageTitle } from '#web/lib/meta.ts';
import accountCss from '#web/styles/account.css?url';
import contentCss from '#web/styles/content.css?url';
import type { Route } from './+types/contact-us';
import type { loader as layoutLoader } from './shop-layout.tsx';
import { pageMessages } from '#web/i18n/messages.server.ts';

export const links: Route.LinksFunction = () => [
  { rel: 'stylesheet', href: accountCss },
  { rel: 'stylesheet', href: contentCss },
];

export async function loader({ context, request }: Route.LoaderArgs) {
  const page = await loadContentPage(
    { context, request },
    CONTENT_SLUGS.contact,
    'This page is not available.',
  );
  return { page, canonical: canonicalUrl(request), messages: pageMessages(request, 'contact-us') };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const layout = matches[1]?.loaderData;
  const shopName = layout?.shopName ?? '';
  const language = layout?.language ?? 'en';
  const t = metaTranslate(matches);
  if (!loaderData) return pageMeta({ title: pageTitle(t, shopName, t('contact.pageTitle')) });
  const { page, canonical } = loaderData;
  return pageMeta({
    title: pageTitle(t, shopName, titleOf(page, language, t)),
    description: page.summary,
    url: canonical,
    language,
  });
}

/** contact-us: how to reach the shop, and the form that is stored and mailed to the shop. */
export default function ContactUs({ loaderData }: Route.ComponentProps) {
  const { page } = loaderData;
  const layout = useShopLayoutData<typeof layoutLoader>();
  const hotline = layout?.hotline ?? '';
  const t = useT();
  const language = useLanguage();
  const local = useLocalPath();
  return (
    <div className="content-page">
      <ContentHeader
        title={titleOf(page, language, t)}
        lead={page.summary}
        leadLang={contentTextLanguage(language, page.summary)}
      />
      <div className="content-page__inner content-split">
        <div className="content-split__text">
          <ul className="contact-ways" aria-label={t('contact.ways')}>
            {hotline ? (
              <li className="contact-way">
                <span className="contact-way__icon">
                  <PhoneIcon size={20} />
                </span>
                <span>
                  <span className="contact-way__label">{t('contact.hotline')}</span>
                  <a className="contact-way__value" href={`tel:${hotline}`} dir="ltr">
                    {hotline}
                  </a>
                </span>
              </li>
            ) : null}
            <li className="contact-way">
              <span className="contact-way__icon">
                <ClockIcon />
              </span>
              <span>
                <span className="contact-way__label">{t('contact.hours')}</span>
                <span className="contact-way__value">{t('contact.hoursValue')}</span>
              </span>
            </li>
            <li className="contact-way">
              <span className="contact-way__icon">
                <PinIcon />
              </span>
              <span>
                <span className="contact-way__label">{t('contact.stores')}</span>
                <Link className="contact-way__value text-link" to={local(storesPath())}>
                  {t('contact.findStore')}
                </Link>
              </span>
            </li>
          </ul>
          <RichText
            html={page.body_html}
            lang={contentTextLanguage(language, page.body_html)}
            linksIn={language}
          />
        </div>
        <div className="content-split__form">
          <ContactForm />
        </div>
      </div>
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <PageProblem error={error} />;
}
