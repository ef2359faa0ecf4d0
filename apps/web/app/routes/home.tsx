import { homePage } from '@shop/contract/catalog';
import { homeShareCard, shareImageAddress, sharePaths } from '@shop/contract/share-image';
import { BrandStrip } from '#web/features/catalog/brand-strip.tsx';
import { toCardProduct, toCategoryTile } from '#web/features/catalog/card-product.ts';
import { CategoryStrip } from '#web/features/catalog/category-strip.tsx';
import { Hero } from '#web/features/catalog/hero.tsx';
import { HomeSection } from '#web/features/catalog/home-section.tsx';
import { PromoTiles } from '#web/features/catalog/promo-tiles.tsx';
import { PageProblem } from '#web/components/ui/page-problem.tsx';
import { serverApi } from '#web/lib/api.server.ts';
import { canonicalUrl, pageMeta, pageTitle } from '#web/lib/meta.ts';
import type { Route } from './+types/home';

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
  };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const shopName = matches[1]?.loaderData?.shopName ?? '';
  return pageMeta({
    title: pageTitle(shopName),
    description: `${shopName}: premium phones, Mac and laptops, iPad and tablets, watches, audio and accessories in Egypt, with prices in EGP, easy payments and delivery nationwide.`,
    url: loaderData?.canonical,
    shareCard: shareImageAddress(sharePaths.home(), homeShareCard(shopName)),
  });
}

export default function Home({ loaderData, matches }: Route.ComponentProps) {
  const { home } = loaderData;
  const { shopName } = matches[1].loaderData;
  const [firstSection, ...otherSections] = home.sections;

  return (
    <div className="home">
      <h1 className="visually-hidden">{`${shopName}: premium devices in Egypt`}</h1>
      <Hero slides={home.hero} />
      <CategoryStrip categories={home.categories} />
      {firstSection ? <HomeSection section={firstSection} eager /> : null}
      <PromoTiles ads={home.ads} />
      {otherSections.map((section) => (
        <HomeSection key={section.id} section={section} />
      ))}
      <BrandStrip brands={home.featured_brands} />
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <PageProblem error={error} />;
}
