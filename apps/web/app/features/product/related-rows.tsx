import type { CardProduct } from '#web/features/catalog/card-product.ts';
import { StaticIsland } from '#web/components/ui/static-island.tsx';
import { HomeSection } from '#web/features/catalog/home-section.tsx';
import { useLanguage, useT } from '#web/i18n/i18n.tsx';

/**
 * The item page's two rows under the description: products like this one at a similar price, and accessories made
 * for it or compatible with it. Rendered on the server with the page; their pictures load as they near the viewport,
 * into boxes already sized, so nothing moves when they arrive. An empty row is left out. Each card's add button
 * names its product, so none is mistaken for the page's own Add to cart. Below the first screen, both rows are kept
 * as the server drew them until they near it (StaticIsland), and drawn afresh when the page moves to another product.
 */
export function RelatedRows({
  productId,
  similar,
  accessories,
}: {
  productId: number;
  similar: CardProduct[];
  accessories: CardProduct[];
}) {
  const t = useT();
  const version = `${useLanguage()}:${productId}`;
  return (
    <div className="item__related">
      <StaticIsland version={version}>
        <HomeSection
          section={{ id: 1, title: t('item.similar'), slug: 'similar-products', products: similar }}
          nameInButton
        />
      </StaticIsland>
      <StaticIsland version={version}>
        <HomeSection
          section={{
            id: 2,
            title: t('item.fitting'),
            slug: 'accessories-that-fit',
            products: accessories,
          }}
          nameInButton
        />
      </StaticIsland>
    </div>
  );
}
