import { userInfo } from '@shop/contract/account';
import { loyaltyLogin, type LoyaltyLogin } from '@shop/contract/loyalty';
import { showSnackbar } from '#web/components/ui/snackbar.tsx';
import { storeUser } from '#web/lib/stored-session.ts';
import { browserFetch, requestApi } from '#web/lib/api-client.ts';
import { documentNonce } from '#web/lib/nonce.ts';
import { REWARDS_UNAVAILABLE } from './messages.ts';
import { loadWidgetScript, openWidget } from './widget-adapter.ts';

/**
 * What the Rewards button does once a signed-in shopper clicks it. The button is on
 * every page; this module, the API client, the schemas and the widget adapter are fetched on the first click.
 */

/**
 * The verification-status check. On 200 the stored user is marked phone_verified=1; 'unverified' means the server
 * answered that the phone is missing or not verified yet; 'no-answer' is a network error.
 */
export async function checkPhoneVerified(): Promise<'verified' | 'unverified' | 'no-answer'> {
  const check = await requestApi(browserFetch, '/api/customer/profile/check-phone-verified', userInfo, {
    method: 'POST',
    body: '{}',
  });
  if (check.ok) {
    storeUser({ ...check.body.data, phone_verified: 1 });
    return 'verified';
  }
  return check.body ? 'unverified' : 'no-answer';
}

/**
 * The loyalty login. With a third-party widget configured, the widget shows the rewards, logged in with the same
 * settings, and this resolves to null; otherwise it resolves to what the built-in rewards panel shows. A refusal
 * or a widget that fails to load is told in the snackbar (null).
 */
export async function loginToRewards(widgetUrl: string | null): Promise<LoyaltyLogin | null> {
  const result = await requestApi(browserFetch, '/api/customer/loyalty/login', loyaltyLogin, {
    method: 'POST',
    body: '{}',
  });
  if (!result.ok) {
    showSnackbar(result.message);
    return null;
  }
  if (!widgetUrl) return result.body.data;
  try {
    await loadWidgetScript(widgetUrl, documentNonce());
    await openWidget(window as never, result.body.data);
  } catch {
    showSnackbar(REWARDS_UNAVAILABLE);
  }
  return null;
}
