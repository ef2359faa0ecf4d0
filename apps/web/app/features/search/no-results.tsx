import { Link } from 'react-router';
import type { SearchResult } from '@shop/contract/search';
import { categoryPath, searchPath } from '@shop/contract/urls';
import type { CardProduct } from '#web/features/catalog/card-product.ts';
import { ProductCard } from '#web/features/catalog/product-card.tsx';
import { useLanguage, useLocalPath, useT } from '#web/i18n/i18n.tsx';

export type NoResultsSuggestions = Omit<NonNullable<SearchResult['suggestions']>, 'products'> & {
  products: CardProduct[];
};

/**
 * What the search page offers when the words found nothing: the words as the catalog spells them, the categories
 * some of the words lead to, and a few of the shop's top products, so a shopper always has somewhere to go on to.
 */
export function NoResults({ text, suggestions }: { text: string; suggestions: NoResultsSuggestions }) {
  const { did_you_mean, categories, products } = suggestions;
  const t = useT();
  const local = useLocalPath();
  const language = useLanguage();
  return (
    <section className="search-suggestions" aria-labelledby="search-suggestions-title">
      <h2 id="search-suggestions-title" className="search-suggestions__title">
        {t('noResults.title', { text })}
      </h2>
      {did_you_mean.length > 0 ? (
        <p className="search-suggestions__respelled">
          {t('noResults.didYouMean')}{' '}
          {did_you_mean.map((words, i) => (
            <span key={words}>
              {i > 0 ? t('noResults.or') : ''}
              <Link to={local(searchPath(words))}>
                <bdi>{words}</bdi>
              </Link>
            </span>
          ))}
          {language === 'ar' ? '؟' : '?'}
        </p>
      ) : (
        <p className="search-suggestions__respelled">{t('noResults.respell')}</p>
      )}
      {categories.length > 0 ? (
        <nav aria-labelledby="search-suggestions-categories">
          <h3 id="search-suggestions-categories" className="search-suggestions__heading">
            {t('noResults.categories')}
          </h3>
          <ul className="search-suggestions__categories">
            {categories.map((category) => (
              <li key={category.id}>
                <Link className="search-suggestions__category" to={local(categoryPath(category.id))}>
                  {category.name}
                  <span className="search-suggestions__count">
                    {t('noResults.count', { count: category.count })}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      {products.length > 0 ? (
        <>
          <h3 className="search-suggestions__heading">{t('noResults.popular')}</h3>
          <ul className="listing__grid search-suggestions__products">
            {products.map((product) => (
              <li key={product.id}>
                <ProductCard product={product} />
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}
