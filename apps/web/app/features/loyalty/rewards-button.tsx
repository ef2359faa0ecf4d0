import { lazy, Suspense, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { LoyaltyLogin } from '@shop/contract/loyalty';
import { showSnackbar } from '#web/components/ui/snackbar.tsx';
import { showToast } from '#web/components/ui/toast.tsx';
import { AFTER_LOGIN_KEY } from '#web/features/cart/checkout-guard.ts';
import { useSession } from '#web/features/session/session.ts';
import { onFirstUse } from '#web/lib/on-first-use.ts';
import { REWARDS_UNAVAILABLE } from './messages.ts';
import { pathWithoutLanguage } from '@shop/contract/languages';
import { useLocalPath, useT } from '#web/i18n/i18n.tsx';

// The button is on every page; what it runs and opens (API client, schemas, forms, widget) is fetched on the first click.
const loadFlow = onFirstUse(() => import('./rewards-flow.ts'));
const loadPhoneDialog = onFirstUse(() => import('#web/features/account/phone-dialog.tsx'));
const PhoneDialog = lazy(() => loadPhoneDialog().then((module) => ({ default: module.PhoneDialog })));
const loadRewardsPanel = onFirstUse(() => import('./rewards-panel.tsx'));
const RewardsPanel = lazy(() => loadRewardsPanel().then((module) => ({ default: module.RewardsPanel })));

/** The buying and sign-in flows, whose own buttons are the point of the page: no Rewards button there. */
const WITHOUT_REWARDS = new Set([
  '/shopping-cart',
  '/checkout',
  '/online-payment',
  '/login',
  '/register',
  '/forget-password',
  '/reset-password',
]);

/**
 * The Rewards button on every other page of the layout: floating in the corner on wider screens, at the end of the
 * page above the footer on phones, where a floating button would sit on the page's own buttons. A click sends the
 * verification-status check: on 200 the user is marked phone_verified=1 and the loyalty login runs (the built-in
 * rewards panel opens with it); otherwise the phone dialog opens; a network error only stops the spinner.
 */
export function RewardsButton({ widgetUrl }: { widgetUrl: string | null }) {
  const session = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const t = useT();
  const local = useLocalPath();
  const [busy, setBusy] = useState(false);
  const [dialog, setDialog] = useState(false);
  const [rewards, setRewards] = useState<LoyaltyLogin | null>(null);

  async function openRewards() {
    const { loginToRewards } = await loadFlow();
    const shown = await loginToRewards(widgetUrl);
    if (shown) setRewards(shown);
  }

  async function onClick() {
    if (!session.user) {
      try {
        window.sessionStorage.setItem(AFTER_LOGIN_KEY, location.pathname + location.search);
      } catch {
        // The shopper signs in and lands home instead.
      }
      showToast(t('rewards.signIn'));
      void navigate(local('/login'));
      return;
    }
    setBusy(true);
    try {
      // A customer signed in by a plain form post is on the page before their token is stored; the calls need it.
      if (!session.token) {
        const { syncSessionCarriers } = await import('#web/features/sign-in/session-sync.ts');
        await syncSessionCarriers(session.user);
      }
      const { checkPhoneVerified } = await loadFlow();
      const status = await checkPhoneVerified();
      if (status === 'verified') await openRewards();
      // The server answered: the phone is missing or not verified yet.
      else if (status === 'unverified') setDialog(true);
      // No answer at all (network error): the spinner stops and nothing else happens.
    } catch {
      showSnackbar(REWARDS_UNAVAILABLE);
    } finally {
      setBusy(false);
    }
  }

  if (WITHOUT_REWARDS.has(pathWithoutLanguage(location.pathname)) && !dialog && !rewards) return null;

  return (
    <>
      <button
        type="button"
        className="rewards-button"
        aria-busy={busy}
        disabled={busy}
        data-needs-js
        onClick={() => void onClick()}
      >
        {busy ? <span className="rewards-button__spinner" aria-hidden="true" /> : <StarIcon />}
        {t('rewards.button')}
      </button>
      {/* The boundary exists only while a dialog is open: nothing in it belongs in the server's HTML, and a boundary
          still hydrating when the stored session re-renders this button would be thrown away and rendered again. */}
      {(dialog && session.user) || rewards ? (
        <Suspense fallback={null}>
          {dialog && session.user ? (
            <PhoneDialog
              user={session.user}
              onClose={(result) => {
                setDialog(false);
                if (result?.ok) void openRewards();
              }}
            />
          ) : null}
          {rewards ? <RewardsPanel rewards={rewards} onClose={() => setRewards(null)} /> : null}
        </Suspense>
      ) : null}
    </>
  );
}

function StarIcon() {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z"
      />
    </svg>
  );
}
