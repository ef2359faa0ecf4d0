import { Link, redirect } from 'react-router';
import { productDetail } from '@shop/contract/catalog';
import { formatEGP } from '@shop/contract/money';
import { searchResult } from '@shop/contract/search';
import { comparePath, itemPath, overviewPath } from '@shop/contract/urls';
import { productShareCard, shareImageAddress, sharePaths } from '@shop/contract/share-image';
import { PageProblem } from '#web/components/ui/page-problem.tsx';
import { HomeSection } from '#web/features/catalog/home-section.tsx';
import { serverApi } from '#web/lib/api.server.ts';
import { pageMeta, pageTitle } from '#web/lib/meta.ts';
import { isolate, useLanguage, useLocalPath, useT, metaTranslate } from '#web/i18n/i18n.tsx';
import { languageOfPath, pathInLanguage } from '@shop/contract/languages';
import { withLinksIn } from '#web/features/content/content-view.tsx';
import type { Route } from './+types/overview';
import { pageMessages } from '#web/i18n/messages.server.ts';

const RELATED = 8;

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const api = serverApi({ context, request });
  const product = await api.load(`/api/customer/products/${encodeURIComponent(params.slug)}`, productDetail);
  // A link with an old or wrong category slug still names the product: send it to the one true address rather than
  // show a dead end (a wrong product slug is a 404 above).
  if (params.slug !== product.slug || params.catSlug !== product.category.slug) {
    const language = languageOfPath(new URL(request.url).pathname);
    throw redirect(pathInLanguage(overviewPath(product, product.category), language), 301);
  }
  const related = await api.request('/api/customer/products/search', searchResult, {
    method: 'POST',
    body: JSON.stringify({ category_id: product.category.id, page_size: RELATED + 1, sort: 'relevance' }),
  });
  const others = related.ok
    ? related.body.data.products.filter((p) => p.id !== product.id).slice(0, RELATED)
    : [];
  const url = new URL(request.url);
  return {
    product,
    others,
    canonical: `${url.origin}${url.pathname}`,
    messages: pageMessages(request, 'overview'),
  };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const layout = matches[1]?.loaderData;
  const shopName = layout?.shopName ?? '';
  const t = metaTranslate(matches);
  if (!loaderData) return pageMeta({ title: pageTitle(t, shopName, t('overview.notFound')) });
  const { product, canonical } = loaderData;
  return pageMeta({
    title: pageTitle(t, shopName, product.name),
    description: product.meta_description || product.details,
    url: canonical,
    language: layout?.language,
    type: 'product',
    shareCard: shareImageAddress(sharePaths.product(product.slug), productShareCard(shopName, product)),
    shareImg: product.image,
    section: product.category.name,
  });
}

export default function Overview({ loaderData }: Route.ComponentProps) {
  const { product, others } = loaderData;
  const t = useT();
  const language = useLanguage();
  const local = useLocalPath();
  const colours = product.product_variants_options.find((o) => o.option.name === 'Color')?.values ?? [];
  const from = Math.min(
    ...product.product_variants.map((v) => v.discount_price ?? v.price),
    product.final_price,
  );

  return (
    <div className="overview">
      <section className="overview-hero" aria-labelledby="overview-name">
        <div className="overview-hero__inner">
          <div>
            <p className="overview-hero__eyebrow">{product.arrival_status ?? product.category.name}</p>
            <h1 id="overview-name" className="overview-hero__name">
              {product.name}
            </h1>
            <p className="overview-hero__pitch">{product.details}</p>
            <p className="overview-hero__price">
              {t('overview.from', { price: isolate(formatEGP(from, language), language) })}
            </p>
            <div className="overview-hero__actions">
              <Link className="button button--primary" to={local(itemPath(product))}>
                {t('overview.buy', { name: isolate(product.name, language) })}
              </Link>
              <Link className="button button--secondary" to={local(comparePath([product.slug]))}>
                {t('overview.compare')}
              </Link>
            </div>
            {colours.length > 0 ? (
              <ul className="overview__swatches" aria-label={t('overview.colours')}>
                {colours.map((colour) => (
                  <li key={colour.id} className="overview__swatch">
                    <span style={{ backgroundColor: colour.color_code ?? undefined }} aria-hidden="true" />
                    {colour.name}
                  </li>
                ))}
              </ul>
            ) : null}
          </div>
          <img
            className="overview-hero__image"
            src={product.image}
            alt={product.name}
            width={520}
            height={520}
            fetchPriority="high"
          />
        </div>
      </section>

      <div className="overview__inner">
        <section className="item__section" aria-labelledby="overview-about">
          <h2 id="overview-about" className="item__section-title">
            {t('overview.why', { name: isolate(product.name, language) })}
          </h2>
          <div
            className="rich-text"
            dangerouslySetInnerHTML={{ __html: withLinksIn(product.long_description, language) }}
          />
        </section>

        <HomeSection
          section={{
            id: product.category.id,
            title: t('overview.more', { category: isolate(product.category.name, language) }),
            slug: `more-${product.category.slug}`,
            products: others,
          }}
        />
      </div>
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <PageProblem error={error} />;
}
