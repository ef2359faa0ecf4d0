import { describe, expect, it } from 'vitest';
import { hydrated, setupShop } from './support/browser.ts';
import { holdScripts } from './support/slow-phone.ts';

const shop = setupShop();

/**
 * Each form a shopper may start typing into before the page is interactive: the field, found by its accessible name
 * (inside `within` when the name is not unique on the page), and the page it is on.
 */
const FIELDS = [
  { path: '/login', label: 'Email', exact: true },
  { path: '/register', label: 'Full name' },
  { path: '/forget-password', label: 'Email', exact: true },
  { path: '/contact-us', label: 'Your name' },
  { path: '/business', label: 'Your name' },
  { path: '/', label: 'Search', exact: true },
  { path: '/', label: 'Email address' },
] as const;

describe('nothing typed before the page is ready is lost', () => {
  for (const field of FIELDS) {
    it(`keeps "${field.label}" typed on ${field.path} before hydration`, { timeout: 150_000 }, async () => {
      const { page, problems } = await shop.shopper({ width: 1280, height: 900 });
      const release = await holdScripts(page, `${shop.url}${field.path}`);
      const input = page.getByLabel(field.label, { exact: 'exact' in field }).first();
      await input.waitFor();
      const typed = field.label.includes('mail') ? 'typed.early@example.com' : 'typed early';
      await input.pressSequentially(typed);
      expect(await page.evaluate(() => document.documentElement.dataset.hydrated ?? null)).toBeNull();

      await release();
      await hydrated(page);
      // The page settles: its effects and first data have run. Leaving the field makes the page render it again
      // (the search box collapses when its text is empty, a form checks the field): the text must be its text.
      await page.waitForLoadState('networkidle');
      await input.blur();
      await page.waitForTimeout(300);
      expect(await input.inputValue()).toBe(typed);
      expect(await input.getAttribute('aria-invalid')).toBeNull();
      await input.focus();
      // Typing goes on from there once the page is interactive.
      await input.press('End');
      await input.pressSequentially('x');
      expect(await input.inputValue()).toBe(`${typed}x`);
      expect(problems).toEqual([]);
    });
  }
});
