import { CONTENT_SLUGS, type SERVICE_ARTICLES } from '@shop/contract/content';
import type { Language } from '@shop/contract/languages';
import type { MessageKey, Translate } from '#web/i18n/i18n.tsx';
import { contentTitle } from './page-language.ts';

/** Each service article's name in the page's language (the content store knows them by their English slugs). */
export const ARTICLE_LABEL: Record<(typeof SERVICE_ARTICLES)[number]['slug'], MessageKey> = {
  'btc-offer': 'content.article.btcOffer',
  'Trade-in': 'content.article.tradeIn',
  'Easy-Payments': 'content.article.easyPayments',
  Screen_Insurance: 'content.article.screenInsurance',
  'Whole-unit': 'content.article.wholeUnit',
};

/**
 * The shop's own pages by slug, named in the page's language: an Arabic page without an editor's `title_ar` takes
 * its title from here rather than show the English one.
 */
export const PAGE_TITLE: Record<string, MessageKey> = {
  ...ARTICLE_LABEL,
  [CONTENT_SLUGS.services]: 'article.services',
  [CONTENT_SLUGS.help]: 'content.info.help',
  [CONTENT_SLUGS.about]: 'content.info.about',
  [CONTENT_SLUGS.terms]: 'content.info.terms',
  [CONTENT_SLUGS.policy]: 'content.info.policy',
  [CONTENT_SLUGS.faqs]: 'faqPage.pageTitle',
  [CONTENT_SLUGS.contact]: 'contact.pageTitle',
  [CONTENT_SLUGS.education]: 'lead.education.pageTitle',
  [CONTENT_SLUGS.business]: 'lead.business.pageTitle',
};

/** A content page's title in the page's language (see contentTitle), with the shop's own names for its pages. */
export function titleOf(
  page: { slug: string; title_en: string; title_ar?: string | null },
  language: Language,
  t: Translate,
): string {
  const key = PAGE_TITLE[page.slug];
  return contentTitle(page, language, key ? t(key) : undefined);
}
