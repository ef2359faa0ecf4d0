import { Link } from 'react-router';
import { formatEGP } from '@shop/contract/money';
import { Picture } from '#web/components/ui/picture.tsx';
import { compareHref } from './compare-links.ts';
import { useLanguage, useLocalPath, useT } from '#web/i18n/i18n.tsx';

export interface Suggestion {
  id: number;
  slug: string;
  name: string;
  image: string;
  final_price: number;
}

interface CompareSuggestionsProps {
  /** The compared products' slugs, in order; a suggestion joins them at the end. */
  slugs: readonly string[];
  suggestions: readonly Suggestion[];
  diffOnly: boolean;
}

/**
 * Products worth comparing with those on the page: the same kind of product (never a case beside phones), the
 * closest match first. Each is a plain link that adds it to the comparison, so it works before scripts run.
 */
export function CompareSuggestions({ slugs, suggestions, diffOnly }: CompareSuggestionsProps) {
  const t = useT();
  const local = useLocalPath();
  const language = useLanguage();
  if (suggestions.length === 0) return null;
  return (
    <section className="compare-suggest" aria-labelledby="compare-suggest-title">
      <h2 id="compare-suggest-title" className="compare-suggest__title">
        {t('compare.suggested')}
      </h2>
      <ul className="compare-suggest__list">
        {suggestions.map((product) => (
          <li key={product.id} className="compare-suggest__item">
            <Link
              className="compare-suggest__link"
              to={local(compareHref([...slugs, product.slug], diffOnly))}
              preventScrollReset
            >
              <Picture
                className="compare-suggest__image"
                src={product.image}
                alt=""
                width={64}
                height={64}
                sizes="64px"
                loading="lazy"
                decoding="async"
              />
              <span className="compare-suggest__text">
                <span className="compare-suggest__name">{product.name}</span>
                <bdi className="compare-suggest__price">{formatEGP(product.final_price, language)}</bdi>
              </span>
              <span className="compare-suggest__add">
                {t('compare.add')}
                <span className="visually-hidden">{t('compare.addNamed', { name: product.name })}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
