import { Link, useRouteLoaderData } from 'react-router';
import { CONTENT_SLUGS, storesPath } from '@shop/contract/content';
import { PhoneIcon } from '#web/components/ui/icons.tsx';
import { PageProblem } from '#web/components/ui/page-problem.tsx';
import { ContactForm } from '#web/features/content/contact-form.tsx';
import { ClockIcon, PinIcon } from '#web/features/content/content-icons.tsx';
import { ContentHeader, RichText } from '#web/features/content/content-view.tsx';
import { loadContentPage } from '#web/features/content/load-content.server.ts';
import { canonicalUrl, pageMeta, pageTitle } from '#web/lib/meta.ts';
import accountCss from '#web/styles/account.css?url';
import contentCss from '#web/styles/content.css?url';
import type { Route } from './+types/contact-us';
import type { loader as layoutLoader } from './shop-layout.tsx';

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
  return { page, canonical: canonicalUrl(request) };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const shopName = matches[1]?.loaderData?.shopName ?? '';
  if (!loaderData) return pageMeta({ title: pageTitle(shopName, 'Contact us') });
  const { page, canonical } = loaderData;
  return pageMeta({ title: pageTitle(shopName, page.title_en), description: page.summary, url: canonical });
}

/** contact-us: how to reach the shop, and the form that is stored and mailed to the shop. */
export default function ContactUs({ loaderData }: Route.ComponentProps) {
  const { page } = loaderData;
  const layout = useRouteLoaderData<typeof layoutLoader>('routes/shop-layout');
  const hotline = layout?.hotline ?? '';
  return (
    <div className="content-page">
      <ContentHeader title={page.title_en} lead={page.summary} />
      <div className="content-page__inner content-split">
        <div className="content-split__text">
          <ul className="contact-ways" aria-label="Ways to reach us">
            {hotline ? (
              <li className="contact-way">
                <span className="contact-way__icon">
                  <PhoneIcon size={20} />
                </span>
                <span>
                  <span className="contact-way__label">Hotline</span>
                  <a className="contact-way__value" href={`tel:${hotline}`}>
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
                <span className="contact-way__label">Customer care hours</span>
                <span className="contact-way__value">Saturday to Thursday, 10 am to 10 pm</span>
              </span>
            </li>
            <li className="contact-way">
              <span className="contact-way__icon">
                <PinIcon />
              </span>
              <span>
                <span className="contact-way__label">Stores</span>
                <Link className="contact-way__value text-link" to={storesPath()}>
                  Find a store near you
                </Link>
              </span>
            </li>
          </ul>
          <RichText html={page.body_html} />
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
