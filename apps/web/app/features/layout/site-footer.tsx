import { Link } from 'react-router';
import { AppBadges } from '#web/components/ui/app-badges.tsx';
import { PhoneIcon } from '#web/components/ui/icons.tsx';
import { PaymentMethods } from '#web/components/ui/payment-methods.tsx';
import { ShopLogo } from '#web/components/ui/shop-logo.tsx';
import { NewsletterForm } from './newsletter-form.tsx';
import type { NewsletterNotice } from './newsletter-notice.ts';

interface FooterLink {
  label: string;
  to: string;
}

/** The footer's link groups. A service centre link names its tab in the query (?tab=). */
export const FOOTER_GROUPS: Array<{ title: string; links: FooterLink[] }> = [
  {
    title: 'General',
    links: [
      { label: 'About', to: '/about' },
      { label: 'Education', to: '/education' },
      { label: 'Business', to: '/business' },
      { label: 'Stores Location', to: '/map-location?page=Shopping%20Stores' },
      { label: 'Contact', to: '/contact-us' },
    ],
  },
  {
    title: 'Maintenance',
    links: [
      { label: 'Hardware Service', to: '/Maintenance?tab=hardware' },
      { label: 'Software Service', to: '/Maintenance?tab=software' },
      { label: 'Track Your Device', to: '/Maintenance?tab=tracking' },
      { label: 'Terms', to: '/terms' },
      { label: 'Privacy Policy', to: '/policy' },
      { label: 'FAQ', to: '/FAQs' },
    ],
  },
  {
    title: 'Services',
    links: [
      { label: 'BTC Offer', to: '/blog-detail/btc-offer' },
      { label: 'Trade-in', to: '/blog-detail/Trade-in' },
      { label: 'Easy Payments', to: '/blog-detail/Easy-Payments' },
      { label: 'Screen Insurance', to: '/blog-detail/Screen_Insurance' },
      { label: 'Whole Unit Insurance', to: '/blog-detail/Whole-unit' },
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
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <div className="site-footer__top">
          <div className="site-footer__brand">
            <ShopLogo name={shopName} height={28} />
            <p className="site-footer__about">
              Premium phones, computers, tablets, watches and accessories, with delivery across Egypt and
              after-sales service you can count on.
            </p>
            <a className="hotline" href={`tel:${hotline}`}>
              <span className="hotline__icon">
                <PhoneIcon size={20} />
              </span>
              <span className="hotline__text">
                <span className="hotline__label">Hotline</span>
                <span className="hotline__number">{hotline}</span>
              </span>
            </a>
          </div>

          <nav className="site-footer__nav" aria-label="Footer">
            {FOOTER_GROUPS.map((group) => (
              <div className="site-footer__group" key={group.title}>
                <h2 className="site-footer__heading">{group.title}</h2>
                <ul className="site-footer__links">
                  {group.links.map((link) => (
                    <li key={link.to}>
                      <Link className="site-footer__link" to={link.to}>
                        {link.label}
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
            <h2 className="site-footer__heading">Follow us</h2>
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
            <h2 className="site-footer__heading">Payment methods</h2>
            <PaymentMethods />
          </div>
          <div className="site-footer__block">
            <h2 className="site-footer__heading">Get the app</h2>
            <AppBadges />
          </div>
        </div>

        <div className="site-footer__bottom">
          <p>
            © {year} {shopName}. All rights reserved.
          </p>
          <p>All prices are in Egyptian pounds (EGP).</p>
        </div>
      </div>
    </footer>
  );
}
