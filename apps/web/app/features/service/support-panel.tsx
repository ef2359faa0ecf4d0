import { Link } from 'react-router';
import { ChevronRightIcon, PhoneIcon } from '#web/components/ui/icons.tsx';
import { tabSearch, type ServiceTab } from './service-tabs.tsx';

/** When the hotline and the service centre answer (Cairo time). */
export const SERVICE_HOURS = [
  { days: 'Saturday to Thursday', hours: '10:00 to 22:00' },
  { days: 'Friday', hours: '14:00 to 22:00' },
] as const;

const SERVICES: Array<{ tab: ServiceTab; title: string; text: string }> = [
  {
    tab: 'hardware',
    title: 'Hardware Service',
    text: 'Screens, batteries, cameras, buttons, charging ports and water damage, repaired with genuine parts.',
  },
  {
    tab: 'software',
    title: 'Software Service',
    text: 'Updates that went wrong, a forgotten passcode, a device stuck on the logo, data transfer and setup.',
  },
  {
    tab: 'tracking',
    title: 'Track Your Device',
    text: 'Already sent us a device? Follow every step with your tracking code and phone number.',
  },
];

/** The Support tab: the hotline, opening hours, and the ways on (the other tabs, FAQ and contact). */
export function SupportPanel({
  hotline,
  onSelect,
}: {
  hotline: string;
  onSelect: (tab: ServiceTab) => void;
}) {
  return (
    <div className="support">
      <section className="support__card support__card--call" aria-labelledby="support-call">
        <h2 id="support-call" className="support__title">
          Talk to us
        </h2>
        <p className="support__text">Our specialists answer questions about orders, devices and repairs.</p>
        <a className="hotline" href={`tel:${hotline}`}>
          <span className="hotline__icon">
            <PhoneIcon size={20} />
          </span>
          <span className="hotline__text">
            <span className="hotline__label">Hotline</span>
            <span className="hotline__number">{hotline}</span>
          </span>
        </a>
        <h3 className="support__subtitle">Opening hours</h3>
        <dl className="support__hours">
          {SERVICE_HOURS.map((row) => (
            <div key={row.days} className="support__hours-row">
              <dt>{row.days}</dt>
              <dd>{row.hours}</dd>
            </div>
          ))}
        </dl>
        <p className="support__links">
          <Link className="text-link" to="/FAQs">
            Read the FAQ
          </Link>
          <Link className="text-link" to="/contact-us">
            Contact us
          </Link>
        </p>
      </section>

      <section className="support__card" aria-labelledby="support-services">
        <h2 id="support-services" className="support__title">
          How can we help?
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
                  <span className="support__service-title">{service.title}</span>
                  <span className="support__service-hint">{service.text}</span>
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
