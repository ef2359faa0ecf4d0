import appStoreBadge from '#web/assets/app-store-badge.svg?url&no-inline';
import googlePlayBadge from '#web/assets/google-play-badge.svg?url&no-inline';
import { useT } from '#web/i18n/i18n.tsx';

/**
 * Store badges in the usual black style, drawn here (app/assets) so the page loads nothing from elsewhere. They are
 * images rather than inline SVG: nothing in them changes, so they need no script and nothing to hydrate; the link
 * carries the name.
 */
const BADGES = [
  { name: 'footer.appStore', href: 'https://apps.apple.com/', src: appStoreBadge },
  { name: 'footer.googlePlay', href: 'https://play.google.com/store', src: googlePlayBadge },
] as const;

export function AppBadges() {
  const t = useT();
  return (
    <ul className="app-badges" aria-label={t('footer.app')}>
      {BADGES.map(({ name, href, src }) => (
        <li key={name}>
          <a className="app-badges__link" href={href} rel="noopener noreferrer" aria-label={t(name)}>
            <img src={src} alt="" width={136} height={40} loading="lazy" decoding="async" />
          </a>
        </li>
      ))}
    </ul>
  );
}
