import { useSearchParams } from 'react-router';
import { useShopLayoutData } from '#web/i18n/layout-data.ts';
import { useT } from '#web/i18n/i18n.tsx';
import { localTarget } from '#web/lib/local-target.ts';
import { providerName, SOCIAL_PROVIDERS, startPath, type SocialProvidersOn } from './social-sign-in.ts';

/**
 * "Continue with Facebook" and "Continue with Google" under the sign-in and sign-up forms, for the providers the
 * shop has keys for (nothing at all without them). Plain links to our start address: no script of the providers'
 * is loaded, and they work before the page's JavaScript has run.
 */
export function SocialButtons() {
  // The shop layout's loader says which providers are on, for every page.
  const layout = useShopLayoutData<{ socialSignIn: SocialProvidersOn }>();
  const [search] = useSearchParams();
  const t = useT();
  const providers = SOCIAL_PROVIDERS.filter((provider) => layout?.socialSignIn[provider]);
  if (providers.length === 0) return null;
  const next = localTarget(search.get('next'));
  return (
    <div className="social-sign-in">
      <p className="social-sign-in__or">{t('social.or')}</p>
      <ul className="social-sign-in__list" aria-label={t('social.otherWays')}>
        {providers.map((provider) => (
          <li key={provider}>
            <a className={`social-button social-button--${provider}`} href={startPath(provider, next)}>
              <span className="social-button__mark" aria-hidden="true" />
              {t('social.continueWith', { provider: providerName[provider] })}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
