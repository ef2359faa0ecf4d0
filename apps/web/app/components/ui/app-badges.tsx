import appStoreBadge from '#web/assets/app-store-badge.svg?url&no-inline';
import googlePlayBadge from '#web/assets/google-play-badge.svg?url&no-inline';

/**
 * Store badges in the usual black style, drawn here (app/assets) so the page loads nothing from elsewhere. They are
 * images rather than inline SVG: nothing in them changes, so they need no script and nothing to hydrate; the link
 * carries the name.
 */
const BADGES = [
  { label: 'Download on the App Store', href: 'https://apps.apple.com/', src: appStoreBadge },
  { label: 'Get it on Google Play', href: 'https://play.google.com/store', src: googlePlayBadge },
];

export function AppBadges() {
  return (
    <ul className="app-badges" aria-label="Get the app">
      {BADGES.map(({ label, href, src }) => (
        <li key={label}>
          <a className="app-badges__link" href={href} rel="noopener noreferrer" aria-label={label}>
            <img src={src} alt="" width={136} height={40} loading="lazy" decoding="async" />
          </a>
        </li>
      ))}
    </ul>
  );
}
