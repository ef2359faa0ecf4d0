import { useRef } from 'react';
import type { HomeSection } from '@shop/contract/catalog';
import { ChevronLeftIcon, ChevronRightIcon } from '#web/components/ui/icons.tsx';
import type { CardProduct } from './card-product.ts';
import { ProductCard } from './product-card.tsx';
import { useT } from '#web/i18n/i18n.tsx';

type Section = Omit<HomeSection, 'products'> & { products: CardProduct[] };

/** A titled row of product cards that scrolls sideways; the arrows move it by one screenful. */
export function HomeSection({
  section,
  eager = false,
  nameInButton = false,
}: {
  section: Section;
  eager?: boolean;
  /** Each card's add button names its product (ProductCard). */
  nameInButton?: boolean;
}) {
  const t = useT();
  const rowRef = useRef<HTMLUListElement>(null);
  const titleId = `section-${section.slug}`;
  if (section.products.length === 0) return null;

  function scroll(direction: 1 | -1) {
    const row = rowRef.current;
    if (!row) return;
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    // scrollLeft counts leftwards from 0 in a right-to-left row: back and forward swap sides with the reading order.
    const sideways = getComputedStyle(row).direction === 'rtl' ? -1 : 1;
    row.scrollBy({
      left: sideways * direction * row.clientWidth * 0.9,
      behavior: reduce ? 'auto' : 'smooth',
    });
  }

  return (
    <section className="home-block" aria-labelledby={titleId}>
      <div className="home-block__head">
        <h2 className="home-block__title" id={titleId}>
          {section.title}
        </h2>
        <div className="home-block__arrows">
          <button
            type="button"
            className="round-button"
            aria-label={t('home.scrollBack', { title: section.title })}
            onClick={() => scroll(-1)}
          >
            <ChevronLeftIcon size={18} />
          </button>
          <button
            type="button"
            className="round-button"
            aria-label={t('home.scrollForward', { title: section.title })}
            onClick={() => scroll(1)}
          >
            <ChevronRightIcon size={18} />
          </button>
        </div>
      </div>
      <ul className="product-row" ref={rowRef} data-keeps-scroll>
        {section.products.map((product, index) => (
          <li key={product.id} className="product-row__item">
            <ProductCard product={product} eager={eager && index < 4} nameInButton={nameInButton} />
          </li>
        ))}
      </ul>
    </section>
  );
}
