import { describe, expect, it } from 'vitest';
import type { LoyaltyLogin } from '@shop/contract/loyalty';
import { loadWidgetScript, openWidget, type LoyaltyWidget } from './widget-adapter.ts';

const rewards: LoyaltyLogin = {
  platform: 'ispot-web',
  language: 'en',
  player_id: '+201012345678',
  name: 'Mona Adel',
  balance: 12,
  entries: [],
};

/** Just enough of a document: scripts appended to the head "load" or "fail" when the test says so. */
function fakeDocument() {
  const appended: Array<{ src: string; nonce: string; fire: (type: 'load' | 'error') => void }> = [];
  const doc = {
    createElement: () => {
      const listeners: Record<string, () => void> = {};
      const el = {
        src: '',
        async: false,
        nonce: '',
        addEventListener: (type: string, fn: () => void) => void (listeners[type] = fn),
        remove: () => undefined,
      };
      appended.push({
        get src() {
          return el.src;
        },
        get nonce() {
          return el.nonce;
        },
        fire: (type) => listeners[type]?.(),
      });
      return el;
    },
    head: { append: () => undefined },
  };
  return { doc: doc as unknown as Document, appended };
}

describe('the third-party rewards widget adapter', () => {
  it('logs in with platform, language and player id, and opens the widget', async () => {
    const calls: unknown[] = [];
    const widget: LoyaltyWidget = {
      login: (settings) => void calls.push(['login', settings]),
      open: () => void calls.push(['open']),
    };
    await openWidget({ LoyaltyWidget: widget }, rewards);
    expect(calls).toEqual([
      ['login', { platform: 'ispot-web', language: 'en', playerId: '+201012345678', name: 'Mona Adel' }],
      ['open'],
    ]);
  });

  it('fails clearly when the script did not define the widget', async () => {
    await expect(openWidget({}, rewards)).rejects.toThrow('The rewards widget is not available.');
  });

  it('adds the script once with the page nonce, and tries again after a failed load', async () => {
    const { doc, appended } = fakeDocument();
    const first = loadWidgetScript('https://widget.example/a.js', 'n0nce', doc);
    const again = loadWidgetScript('https://widget.example/a.js', 'n0nce', doc);
    expect(appended).toHaveLength(1);
    expect(appended[0]).toMatchObject({ src: 'https://widget.example/a.js', nonce: 'n0nce' });
    appended[0]!.fire('load');
    await Promise.all([first, again]);

    const failing = loadWidgetScript('https://widget.example/b.js', 'n0nce', doc);
    appended[1]!.fire('error');
    await expect(failing).rejects.toThrow('could not be loaded');
    void loadWidgetScript('https://widget.example/b.js', 'n0nce', doc);
    expect(appended).toHaveLength(3);
  });
});
