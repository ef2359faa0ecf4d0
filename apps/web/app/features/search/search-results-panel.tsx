import type { MouseEvent } from 'react';
import { Link } from 'react-router';
import { messages } from '@shop/contract/errors';
import { ArrowRightIcon, SearchIcon } from '#web/components/ui/icons.tsx';
import type { PanelProduct } from './panel.ts';
import { plural } from '#web/lib/plural.ts';

interface SearchResultsPanelProps {
  listboxId: string;
  optionId: (index: number) => string;
  /** The text the shopper typed, for the listbox's name. */
  text: string;
  products: PanelProduct[];
  activeIndex: number;
  /** Neither call answered: say so rather than claim nothing matched. */
  failed: boolean;
  onSeeAll: () => void;
  /** 'dropdown' floats under the header search box; 'inline' sits in the mobile dialog. */
  variant: 'dropdown' | 'inline';
}

// Keeps focus in the search input while a pointer picks an option, so the panel does not close under the click.
const keepFocus = (event: MouseEvent) => event.preventDefault();

/**
 * The results panel: a listbox whose options are products, each a link to its item page, and a 'See all products'
 * button that runs the full search.
 */
export function SearchResultsPanel({
  listboxId,
  optionId,
  text,
  products,
  activeIndex,
  failed,
  onSeeAll,
  variant,
}: SearchResultsPanelProps) {
  const count = products.length;
  return (
    <div className={`search-panel search-panel--${variant}`} onMouseDown={keepFocus}>
      <p className="visually-hidden" role="status">
        {failed
          ? 'Suggestions are not available'
          : count === 0
            ? messages.noProducts
            : plural(count, 'product', 'products')}
      </p>
      {count > 0 ? (
        <div
          className="search-panel__list"
          id={listboxId}
          role="listbox"
          aria-label={`Products matching ${text.trim()}`}
        >
          {products.map((product, index) => (
            <Link
              key={product.id}
              id={optionId(index)}
              role="option"
              aria-selected={index === activeIndex}
              tabIndex={-1}
              className="search-option"
              to={product.href}
            >
              {product.image ? (
                <img className="search-option__image" src={product.image} alt="" width={48} height={48} />
              ) : (
                <span className="search-option__icon" aria-hidden="true">
                  <SearchIcon size={16} />
                </span>
              )}
              <span className="search-option__text">
                <span className="search-option__name">{product.name}</span>
                {product.price ? (
                  <span className="search-option__price">
                    {product.price}
                    {product.struckPrice ? (
                      <s className="search-option__was">
                        <span className="visually-hidden">was </span>
                        {product.struckPrice}
                      </s>
                    ) : null}
                  </span>
                ) : null}
              </span>
            </Link>
          ))}
        </div>
      ) : (
        <p className="search-panel__empty">
          {failed ? 'Suggestions are not available right now.' : messages.noProducts}
        </p>
      )}
      <button type="button" className="search-panel__all" onClick={onSeeAll}>
        See all products
        <ArrowRightIcon size={16} />
      </button>
    </div>
  );
}
