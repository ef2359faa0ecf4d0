import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { repoRoot } from './shop-server.ts';

interface DemoProduct {
  sku: string;
  name: string;
  brand?: string | null;
  attributes?: Record<string, string | string[]>;
  variants?: Array<{ sku: string; color?: string; size?: string; mac_model?: string }>;
}
interface DemoShop {
  brands: Array<{ name: string }>;
  colors?: Array<{ name: string } | string>;
  sizes?: Array<{ name: string } | string>;
  mac_models?: Array<{ name: string } | string>;
  attribute_values?: Array<{ value?: string; name?: string } | string>;
}

/** A word in Latin letters, not glued to digits ("01xxxxxxxxx" is a phone number's pattern, "64GB" a size). */
const LATIN_WORD = /(?<![\dA-Za-z])[A-Za-z][A-Za-z'’]*/g;

/**
 * The Latin words an Arabic page may show: what the catalog itself calls its products (names, model names, SKUs,
 * brands, colours, sizes, Mac models, specification values such as "A19 Pro" or "USB-C"), the shop's own name and
 * the names of the services it links to and the payment networks and banks it names.
 * Everything else in Latin letters on an Arabic page is interface text left in English.
 */
function catalogWords(): Set<string> {
  const seed = join(repoRoot, 'apps/api/src/demo/seed');
  const products = JSON.parse(readFileSync(join(seed, 'demo-catalog.json'), 'utf8')) as DemoProduct[];
  const shop = JSON.parse(readFileSync(join(seed, 'demo-shop.json'), 'utf8')) as DemoShop;
  // The shop's name, and the services it links to by their own names.
  const texts: string[] = [
    'iSpot Egypt',
    'Facebook Instagram YouTube TikTok LinkedIn WhatsApp App Store Google Play',
    'Visa Mastercard Meeza valU CIB',
  ];
  const named = (list: Array<{ name?: string; value?: string } | string> | undefined) =>
    (list ?? []).map((item) => (typeof item === 'string' ? item : (item.name ?? item.value ?? '')));
  for (const product of products) {
    texts.push(product.sku, product.name, product.brand ?? '');
    for (const value of Object.values(product.attributes ?? {})) texts.push(...[value].flat());
    for (const variant of product.variants ?? [])
      texts.push(variant.sku, variant.color ?? '', variant.size ?? '', variant.mac_model ?? '');
  }
  texts.push(
    ...named(shop.brands),
    ...named(shop.colors),
    ...named(shop.sizes),
    ...named(shop.mac_models),
    ...named(shop.attribute_values),
  );
  return new Set(texts.flatMap((text) => text.match(LATIN_WORD) ?? []).map((word) => word.toLowerCase()));
}

let allowed: Set<string> | undefined;

/**
 * The interface text of an Arabic page still in English: each Latin word of its visible text, its accessible labels
 * (aria-label, placeholder, alt, title) and its document title that is not one of the catalog's own words, with the
 * text it was found in. E-mail addresses, web addresses, text marked with another `lang` and text hidden from
 * everyone (aria-hidden, such as a form's trap for bots) are left out. `alsoAllowed` names more words, and phrases
 * (with a space) allowed whole.
 */
export async function englishLeft(page: Page, alsoAllowed: readonly string[] = []): Promise<string[]> {
  allowed ??= catalogWords();
  const texts = await page.evaluate(() => {
    const found: string[] = [document.title];
    const visible = (element: Element) =>
      (element as HTMLElement).checkVisibility?.({ checkOpacity: true, checkVisibilityCSS: true }) ?? true;
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || ['SCRIPT', 'STYLE', 'NOSCRIPT', 'TEMPLATE'].includes(parent.tagName)) continue;
      const text = node.textContent?.trim();
      if (!text || !visible(parent) || parent.closest('[aria-hidden="true"]')) continue;
      // Text marked as another language on purpose (the switch to English) is not left over.
      if (parent.closest('[lang]')?.getAttribute('lang') === 'ar') found.push(text);
    }
    for (const element of document.body.querySelectorAll('[aria-label], [placeholder], [alt], [title]')) {
      if (!visible(element) || element.closest('[lang]')?.getAttribute('lang') !== 'ar') continue;
      for (const name of ['aria-label', 'placeholder', 'alt', 'title']) {
        const value = element.getAttribute(name)?.trim();
        if (value) found.push(value);
      }
    }
    return found;
  });
  const phrases = alsoAllowed.filter((entry) => entry.includes(' '));
  const extra = new Set(
    alsoAllowed.filter((entry) => !entry.includes(' ')).map((word) => word.toLowerCase()),
  );
  const left = new Set<string>();
  for (const text of texts) {
    let kept = text.replace(/\S+@\S+|https?:\/\/\S+|\b[\w-]+\.(com|eg|net|org)\b\S*/g, ' ');
    for (const phrase of phrases) kept = kept.split(phrase).join(' ');
    const words = kept.match(LATIN_WORD);
    for (const word of words ?? []) {
      const lower = word.toLowerCase();
      if (!allowed.has(lower) && !extra.has(lower)) left.add(`${word} in “${text.slice(0, 80)}”`);
    }
  }
  return [...left];
}
