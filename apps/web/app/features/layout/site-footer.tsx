import { Link } from 'react-router';
import { AppBadges } from '#web/components/ui/app-badges.tsx';
import { PhoneIcon } from '#web/components/ui/icons.tsx';
import { PaymentMethods } from '#web/components/ui/payment-methods.tsx';
import { ShopLogo } from '#web/components/ui/shop-logo.tsx';
import { NewsletterForm } from './newsletter-form.tsx';
import type { NewsletterNotice } from './newsletter-notice.ts';
import { useLocalPath, useT, type MessageKey } from '#web/i18n/i18n.tsx';
import { LanguageSwitch } from '#web/i18n/language-switch.tsx';

interface FooterLink {
  /** The message key of the link's text. */
  label: MessageKey;
  to: string;
}

/** The footer's link groups. A service centre link names its tab in the query (?tab=). */
export const FOOTER_GROUPS: Array<{ title: MessageKey; links: FooterLink[] }> = [
  {
    title: 'footer.general',
    links: [
      { label: 'footer.aboutLink', to: '/about' },
      { label: 'footer.education', to: '/education' },
      { label: 'footer.business', to: '/business' },
      { label: 'footer.stores', to: '/map-location?page=Shopping%20Stores' },
      { label: 'footer.contact', to: '/contact-us' },
    ],
  },
  {
    title: 'footer.maintenance',
    links: [
      { label: 'footer.hardware', to: '/Maintenance?tab=hardware' },
      { label: 'footer.software', to: '/Maintenance?tab=software' },
      { label: 'footer.tracking', to: '/Maintenance?tab=tracking' },
      { label: 'footer.terms', to: '/terms' },
      { label: 'footer.privacy', to: '/policy' },
      { label: 'footer.faq', to: '/FAQs' },
    ],
  },
  {
    title: 'footer.services',
    links: [
      { label: 'footer.btcOffer', to: '/blog-detail/btc-offer' },
      { label: 'footer.tradeIn', to: '/blog-detail/Trade-in' },
      { label: 'footer.easyPayments', to: '/blog-detail/Easy-Payments' },
      { label: 'footer.screenInsurance', to: '/blog-detail/Screen_Insurance' },
      { label: 'footer.wholeUnit', to: '/blog-detail/Whole-unit' },
    ],
  },
];

const SOCIAL = [
  { label: 'Facebook', href: 'https://www.facebook.com/', icon: 'facebook' },
  { label: 'Instagram', href: 'https://www.instagram.com/', icon: 'instagram' },
  { label: 'X', href: 'https://x.com/', icon: 'x' },
  { label: 'YouTube', href: 'https://www.youtube.com/', icon: 'youtube' },
  { label: 'TikTok', href: 'https://www.tiktok.com/', icon: 'tiktok' },
  { label: 'LinkedIn', href: 'https://www.linkedin.com/', icon: 'linkedin' },
];

interface SiteFooterProps {
  shopName: string;
  hotline: string;
  year: number;
  /** How the newsletter form's plain post went, on the page it was sent back to. */
  newsletter: NewsletterNotice | null;
}

export function SiteFooter({ shopName, hotline, year, newsletter }: SiteFooterProps) {
  const t = useT();
  const local = useLocalPath();
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <div className="site-footer__top">
          <div className="site-footer__brand">
            <ShopLogo name={shopName} height={28} />
            <p className="site-footer__about">{t('footer.about')}</p>
            <a className="hotline" href={`tel:${hotline}`}>
              <span className="hotline__icon">
                <PhoneIcon size={20} />
              </span>
              <span className="hotline__text">
                <span className="hotline__label">{t('footer.hotline')}</span>
                <bdi className="hotline__number">{hotline}</bdi>
              </span>
            </a>
          </div>

          <nav className="site-footer__nav" aria-label={t('footer.nav')}>
            {FOOTER_GROUPS.map((group) => (
              <div className="site-footer__group" key={group.title}>
                <h2 className="site-footer__heading">{t(group.title)}</h2>
                <ul className="site-footer__links">
                  {group.links.map((link) => (
                    <li key={link.to}>
                      <Link className="site-footer__link" to={local(link.to)}>
                        {t(link.label)}
                      </Link>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </nav>

          <div className="site-footer__newsletter">
            <NewsletterForm notice={newsletter} />
          </div>
        </div>

        <div className="site-footer__middle">
          <div className="site-footer__block">
            <h2 className="site-footer__heading">{t('footer.follow')}</h2>
            <ul className="social">
              {SOCIAL.map(({ label, href, icon }) => (
                <li key={label}>
                  <a className="social__link" href={href} rel="noopener noreferrer" aria-label={label}>
                    <span className={`social__icon social__icon--${icon}`} aria-hidden="true" />
                  </a>
                </li>
              ))}
            </ul>
          </div>
          <div className="site-footer__block">
            <h2 className="site-footer__heading">{t('footer.payment')}</h2>
            <PaymentMethods />
          </div>
          <div className="site-footer__block">
            <h2 className="site-footer__heading">{t('footer.app')}</h2>
            <AppBadges />
          </div>
        </div>

        <div className="site-footer__bottom">
          <p>{t('footer.rights', { year, shopName })}</p>
          <p>{t('footer.prices')}</p>
          <p className="site-footer__language">
            <span>{t('footer.language')}: </span>
            <LanguageSwitch className="text-link" />
          </p>
        </div>
      </div>
    </footer>
  );
}
