import type { Ad } from '@shop/contract/catalog';
import { ArrowRightIcon } from '#web/components/ui/icons.tsx';
import { AdLink } from './hero.tsx';
import { useT } from '#web/i18n/i18n.tsx';

/** The home and custom ads as tiles: the picture on top, the words below where they are always readable. */
export function PromoTiles({ ads }: { ads: Ad[] }) {
  const t = useT();
  if (ads.length === 0) return null;
  return (
    <section className="home-block" aria-labelledby="promos-title">
      <div className="home-block__head">
        <h2 className="home-block__title" id="promos-title">
          {t('home.more')}
        </h2>
      </div>
      <ul className="promo-tiles">
        {ads.map((ad) => (
          <li key={ad.id} className="promo-tile">
            <img
              className="promo-tile__image"
              src={ad.image}
              alt={ad.alt}
              width={1200}
              height={500}
              loading="lazy"
            />
            <div className="promo-tile__copy">
              <h3 className="promo-tile__title">{ad.title}</h3>
              <p className="promo-tile__subtitle">{ad.subtitle}</p>
              <AdLink ad={ad} className="text-link promo-tile__cta">
                {ad.cta}
                <ArrowRightIcon size={16} />
              </AdLink>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
