import type { LoyaltyLogin } from '@shop/contract/loyalty';

/**
 * The third-party rewards widget (the real adapter). When LOYALTY_WIDGET_URL is set the storefront loads that script
 * once, with the page's CSP nonce, and logs the customer in with the settings the vendor expects: the platform name, the language en and the player id '+2' + phone. The script is expected to define
 * `window.LoyaltyWidget` with `login(settings)` and, optionally, `open()`; a vendor with another interface gets its
 * own adapter here, and nothing else changes.
 */
export interface LoyaltyWidget {
  login(settings: { platform: string; language: string; playerId: string; name: string }): unknown;
  open?(): unknown;
}

type WidgetWindow = { LoyaltyWidget?: LoyaltyWidget };

const loads = new Map<string, Promise<void>>();

/** Adds the widget's script to the page once; resolves when it has run. */
export function loadWidgetScript(url: string, nonce: string, doc: Document = document): Promise<void> {
  let loading = loads.get(url);
  if (!loading) {
    loading = new Promise<void>((resolve, reject) => {
      const script = doc.createElement('script');
      script.src = url;
      script.async = true;
      if (nonce) script.nonce = nonce;
      script.addEventListener('load', () => resolve());
      script.addEventListener('error', () => {
        loads.delete(url);
        script.remove();
        reject(new Error('The rewards widget could not be loaded.'));
      });
      doc.head.append(script);
    });
    loads.set(url, loading);
  }
  return loading;
}

/** Logs the customer into the loaded widget and opens it; throws when the script did not define the widget. */
export async function openWidget(win: WidgetWindow, rewards: LoyaltyLogin): Promise<void> {
  const widget = win.LoyaltyWidget;
  if (!widget || typeof widget.login !== 'function') throw new Error('The rewards widget is not available.');
  await widget.login({
    platform: rewards.platform,
    language: rewards.language,
    playerId: rewards.player_id,
    name: rewards.name,
  });
  await widget.open?.();
}
