import type { MouseEvent } from 'react';
import { Link } from 'react-router';
import { ArrowRightIcon, SearchIcon } from '#web/components/ui/icons.tsx';
import type { PanelProduct } from './panel.ts';
import { formatEGP } from '@shop/contract/money';
import { useLanguage, useLocalPath, useT } from '#web/i18n/i18n.tsx';

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
  const local = useLocalPath();
  const t = useT();
  const language = useLanguage();
  const count = products.length;
  return (
    <div className={`search-panel search-panel--${variant}`} onMouseDown={keepFocus}>
      <p className="visually-hidden" role="status">
        {failed
          ? t('searchPanel.unavailable')
          : count === 0
            ? t('searchPanel.noProducts')
            : t('searchPanel.count', { count })}
      </p>
      {count > 0 ? (
        <div
          className="search-panel__list"
          id={listboxId}
          role="listbox"
          aria-label={t('searchPanel.matching', { text: text.trim() })}
        >
          {products.map((product, index) => (
            <Link
              key={product.id}
              id={optionId(index)}
              role="option"
              aria-selected={index === activeIndex}
              tabIndex={-1}
              className="search-option"
              to={local(product.href)}
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
                {product.price !== null ? (
                  <span className="search-option__price">
                    <bdi>{formatEGP(product.price, language)}</bdi>
                    {product.struckPrice !== null ? (
                      <s className="search-option__was">
                        <span className="visually-hidden">{t('searchPanel.was')}</span>
                        <bdi>{formatEGP(product.struckPrice, language)}</bdi>
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
          {failed ? t('searchPanel.unavailableNow') : t('searchPanel.noProducts')}
        </p>
      )}
      <button type="button" className="search-panel__all" onClick={onSeeAll}>
        {t('searchPanel.seeAll')}
        <ArrowRightIcon size={16} />
      </button>
    </div>
  );
}
