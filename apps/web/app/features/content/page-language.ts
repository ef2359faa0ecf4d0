import type { Language } from '@shop/contract/languages';

/**
 * A content page's title in the page's language: on Arabic pages the Arabic title an editor wrote, else the shop's
 * own name for the page (`named`, from the catalog by slug), else the English title.
 */
export function contentTitle(
  page: { title_en: string; title_ar?: string | null },
  language: Language,
  named?: string,
): string {
  if (language === 'en') return page.title_en;
  return page.title_ar?.trim() || named || page.title_en;
}

/** A letter of the Arabic script. */
const ARABIC_LETTER = /[\u0600-\u06FF\u0750-\u077F]/;

/**
 * The language to mark on a piece of the content store's text shown on a page of another language: the store keeps
 * each text in English and, where an editor wrote it, in Arabic, and answers an Arabic page with the English where
 * the Arabic is missing. An Arabic page's text without a single Arabic letter is that English, marked `lang="en"`;
 * everything else is in the page's language and needs no mark.
 */
export function contentTextLanguage(language: Language, text: string): Language | undefined {
  return language === 'ar' && !ARABIC_LETTER.test(text) ? 'en' : undefined;
}
