import type { Store } from '@shop/contract/content';
import { PhoneIcon } from '#web/components/ui/icons.tsx';
import { useLanguage, useT } from '#web/i18n/i18n.tsx';
import { ClockIcon, ExternalIcon, PinIcon } from './content-icons.tsx';
import { placeLine } from '#web/i18n/place-names.ts';

/** tel: wants the digits only ('02 2480 0345' -> tel:0224800345). */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

export function StoreCard({ store }: { store: Store }) {
  const headingId = `store-${store.id}`;
  const t = useT();
  const language = useLanguage();
  return (
    <article className="store-card" aria-labelledby={headingId}>
      <p className="store-card__city">{placeLine(store, language)}</p>
      <h3 id={headingId} className="store-card__name">
        {store.name}
      </h3>
      <dl className="store-card__facts">
        <div className="store-card__fact">
          <dt>
            <PinIcon />
            <span className="visually-hidden">{t('stores.address')}</span>
          </dt>
          <dd>{store.address}</dd>
        </div>
        <div className="store-card__fact">
          <dt>
            <ClockIcon />
            <span className="visually-hidden">{t('stores.hours')}</span>
          </dt>
          <dd>
            {store.opening_hours.split('\n').map((line) => (
              <span key={line} className="store-card__hours">
                {line}
              </span>
            ))}
          </dd>
        </div>
        <div className="store-card__fact">
          <dt>
            <PhoneIcon size={20} />
            <span className="visually-hidden">{t('stores.phone')}</span>
          </dt>
          <dd>
            <a className="text-link" href={telHref(store.phone)} dir="ltr">
              {store.phone}
            </a>
          </dd>
        </div>
      </dl>
      <a
        className="button button--secondary store-card__map"
        href={store.map_url}
        target="_blank"
        rel="noopener noreferrer"
      >
        {t('stores.map')}
        <ExternalIcon size={16} />
        <span className="visually-hidden">{t('stores.mapOf', { name: store.name })}</span>
      </a>
    </article>
  );
}
