import { Suspense } from 'react';
import { homePage } from '@shop/contract/catalog';
import { homeShareCard, shareImageAddress, sharePaths } from '@shop/contract/share-image';
import { BrandStrip } from '#web/features/catalog/brand-strip.tsx';
import { toCardProduct, toCategoryTile } from '#web/features/catalog/card-product.ts';
import { CategoryStrip } from '#web/features/catalog/category-strip.tsx';
import { Hero } from '#web/features/catalog/hero.tsx';
import { HomeSection } from '#web/features/catalog/home-section.tsx';
import { PromoTiles } from '#web/features/catalog/promo-tiles.tsx';
import { PageProblem } from '#web/components/ui/page-problem.tsx';
import { StaticIsland } from '#web/components/ui/static-island.tsx';
import { serverApi } from '#web/lib/api.server.ts';
import { canonicalUrl, pageMeta, pageTitle } from '#web/lib/meta.ts';
import type { Route } from './+types/home';
import { useLanguage, useT, metaTranslate } from '#web/i18n/i18n.tsx';
import { pageMessages } from '#web/i18n/messages.server.ts';

export async function loader({ context, request }: Route.LoaderArgs) {
  const home = await serverApi({ context, request }).load('/api/customer/home2', homePage);
  // Only what the page shows travels to the browser: it decodes all of it while hydrating.
  return {
    home: {
      ...home,
      categories: home.categories.map(toCategoryTile),
      sections: home.sections.map((section) => ({
        ...section,
        products: section.products.map(toCardProduct),
      })),
    },
    canonical: canonicalUrl(request),
    messages: pageMessages(request, 'home'),
  };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const layout = matches[1]?.loaderData;
  const shopName = layout?.shopName ?? '';
  const t = metaTranslate(matches);
  return pageMeta({
    title: pageTitle(t, shopName),
    description: layout ? t('home.description', { shopName }) : undefined,
    url: loaderData?.canonical,
    language: layout?.language,
    shareCard: shareImageAddress(sharePaths.home(), homeShareCard(shopName)),
  });
}

export default function Home({ loaderData, matches }: Route.ComponentProps) {
  const { home } = loaderData;
  const { shopName } = matches[1].loaderData;
  const t = useT();
  const language = useLanguage();
  const [firstSection, ...otherSections] = home.sections;

  // Each block below the categories is its own Suspense boundary, which React hydrates and commits on its own: the
  // page's hydration becomes a row of short tasks, between which the browser answers a tap, instead of one long one.
  // The blocks after the first row of products are kept as the server drew them until they near the screen (or are
  // touched), and laid out and painted only then (app.css): on a phone they are most of the page's cards.
  return (
    <div className="home">
      <h1 className="visually-hidden">{t('home.heading', { shopName })}</h1>
      <Hero slides={home.hero} />
      <CategoryStrip categories={home.categories} />
      {firstSection ? (
        <Suspense>
          <HomeSection section={firstSection} eager />
        </Suspense>
      ) : null}
      <div className="home__later">
        <Suspense>
          <StaticIsland version={language}>
            <PromoTiles ads={home.ads} />
          </StaticIsland>
        </Suspense>
        {otherSections.map((section) => (
          <Suspense key={section.id}>
            <StaticIsland version={language}>
              <HomeSection section={section} />
            </StaticIsland>
          </Suspense>
        ))}
        <Suspense>
          <StaticIsland version={language}>
            <BrandStrip brands={home.featured_brands} />
          </StaticIsland>
        </Suspense>
      </div>
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <PageProblem error={error} />;
}
