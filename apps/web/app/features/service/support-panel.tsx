import { Link } from 'react-router';
import { ChevronRightIcon, PhoneIcon } from '#web/components/ui/icons.tsx';
import { tabSearch, type ServiceTab } from './service-tabs.tsx';
import { useLocalPath, useT, type MessageKey } from '#web/i18n/i18n.tsx';

/** When the hotline and the service centre answer (Cairo time). */
export const SERVICE_HOURS: ReadonlyArray<{ days: MessageKey; hours: MessageKey }> = [
  { days: 'service.hoursWeek', hours: 'service.hoursWeekTime' },
  { days: 'service.hoursFriday', hours: 'service.hoursFridayTime' },
];

const SERVICES: Array<{ tab: ServiceTab; title: MessageKey; text: MessageKey }> = [
  { tab: 'hardware', title: 'service.tab.hardware', text: 'service.hardwareText' },
  { tab: 'software', title: 'service.tab.software', text: 'service.softwareText' },
  { tab: 'tracking', title: 'service.tab.tracking', text: 'service.trackingText' },
];

/** The Support tab: the hotline, opening hours, and the ways on (the other tabs, FAQ and contact). */
export function SupportPanel({
  hotline,
  onSelect,
}: {
  hotline: string;
  onSelect: (tab: ServiceTab) => void;
}) {
  const t = useT();
  const local = useLocalPath();
  return (
    <div className="support">
      <section className="support__card support__card--call" aria-labelledby="support-call">
        <h2 id="support-call" className="support__title">
          {t('service.talk')}
        </h2>
        <p className="support__text">{t('service.talkText')}</p>
        <a className="hotline" href={`tel:${hotline}`}>
          <span className="hotline__icon">
            <PhoneIcon size={20} />
          </span>
          <span className="hotline__text">
            <span className="hotline__label">{t('service.hotline')}</span>
            <span className="hotline__number" dir="ltr">
              {hotline}
            </span>
          </span>
        </a>
        <h3 className="support__subtitle">{t('service.hours')}</h3>
        <dl className="support__hours">
          {SERVICE_HOURS.map((row) => (
            <div key={row.days} className="support__hours-row">
              <dt>{t(row.days)}</dt>
              <dd>{t(row.hours)}</dd>
            </div>
          ))}
        </dl>
        <p className="support__links">
          <Link className="text-link" to={local('/FAQs')}>
            {t('service.readFaq')}
          </Link>
          <Link className="text-link" to={local('/contact-us')}>
            {t('service.contact')}
          </Link>
        </p>
      </section>

      <section className="support__card" aria-labelledby="support-services">
        <h2 id="support-services" className="support__title">
          {t('service.help')}
        </h2>
        <ul className="support__services">
          {SERVICES.map((service) => (
            <li key={service.tab}>
              <Link
                className="support__service"
                to={tabSearch(service.tab)}
                replace
                preventScrollReset
                onClick={(event) => {
                  if (event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
                  event.preventDefault();
                  onSelect(service.tab);
                }}
              >
                <span className="support__service-text">
                  <span className="support__service-title">{t(service.title)}</span>
                  <span className="support__service-hint">{t(service.text)}</span>
                </span>
                <ChevronRightIcon size={18} />
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
