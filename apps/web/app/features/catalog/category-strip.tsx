import { Link } from 'react-router';
import { Picture } from '#web/components/ui/picture.tsx';
import type { CategoryTile } from './card-product.ts';
import { categoryLink } from './catalog-links.ts';
import { useLocalPath, useT } from '#web/i18n/i18n.tsx';

export function CategoryStrip({ categories }: { categories: CategoryTile[] }) {
  const t = useT();
  const local = useLocalPath();
  return (
    <section className="home-block" aria-labelledby="categories-title">
      <div className="home-block__head">
        <h2 className="home-block__title" id="categories-title">
          {t('home.byCategory')}
        </h2>
      </div>
      <ul className="category-strip">
        {categories.map((category) => (
          <li key={category.id} className="category-strip__item">
            <Link className="category-tile" to={local(categoryLink(category))}>
              <Picture
                className="category-tile__image"
                src={category.image}
                sizes="160px"
                alt=""
                width={160}
                height={160}
              />
              <span className="category-tile__name">{category.name}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
