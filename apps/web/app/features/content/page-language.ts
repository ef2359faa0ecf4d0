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

/**
 * The language the content store's own text (lead and body) is written in, to mark it on pages in another language:
 * the store keeps it in English, so an Arabic page marks it `lang="en"`; English pages need no mark.
 */
export function contentTextLanguage(language: Language): Language | undefined {
  return language === 'en' ? undefined : 'en';
}
