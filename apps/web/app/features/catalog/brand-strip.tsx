import { Link } from 'react-router';
import type { Brand } from '@shop/contract/catalog';
import { accessoriesPath } from '@shop/contract/urls';
import { Picture } from '#web/components/ui/picture.tsx';
import { useLocalPath, useT } from '#web/i18n/i18n.tsx';

export function BrandStrip({ brands }: { brands: Brand[] }) {
  const t = useT();
  const local = useLocalPath();
  if (brands.length === 0) return null;
  return (
    <section className="home-block" aria-labelledby="brands-title">
      <div className="home-block__head">
        <h2 className="home-block__title" id="brands-title">
          {t('home.brands')}
        </h2>
      </div>
      <ul className="brand-strip">
        {brands.map((brand) => (
          <li key={brand.id}>
            <Link className="brand-strip__link" to={local(accessoriesPath({ slug_brand: brand.slug }))}>
              <Picture
                className="brand-strip__logo"
                src={brand.image}
                sizes="120px"
                alt={brand.name}
                width={120}
                height={60}
                loading="lazy"
              />
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
