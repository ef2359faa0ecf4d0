import type { MetaDescriptor } from 'react-router';
import { SHARE_IMAGE } from '@shop/contract/share-image';
import { languageOfPath, pathInLanguage, type Language } from '@shop/contract/languages';

export interface PageMeta {
  title: string;
  description?: string | undefined;
  /** Absolute URL of the page: the shop's origin plus the path. */
  url?: string | undefined;
  /** The page's language: the canonical address is the one in it (the Arabic twin under /ar); by default, url's. */
  language?: Language | undefined;
  /**
   * The page's 1200 x 630 PNG share image (shareImageAddress), named first: the picture link previews show. A path
   * is resolved against `url`, as crawlers only read absolute addresses.
   */
  shareCard?: string | undefined;
  /** The page's own picture, named after the share image as a 150 x 150 one; resolved like shareCard. */
  shareImg?: string | undefined;
  type?: string | undefined;
  keywords?: string | undefined;
  /** The page's section, such as a product's category (article:section). */
  section?: string | undefined;
  /** ISO 8601 date-time the page was first published (article:published_time). */
  published?: string | undefined;
  /** ISO 8601 date-time the page was last changed (article:modified_time). */
  modified?: string | undefined;
  /** Who wrote the page (article:author). */
  author?: string | undefined;
}

/**
 * A page title in the shop's style: '{page} | {shop name} | premium reseller', or the shop's own for home; the last
 * part in the page's language.
 */
export function pageTitle(t: (key: 'layout.tagline') => string, shopName: string, page?: string): string {
  const tagline = t('layout.tagline');
  return page ? `${page} | ${shopName} | ${tagline}` : `${shopName} | ${tagline}`;
}

/** origin + path of a request, the canonical address of the page without its query. */
export function canonicalUrl(request: Request): string {
  const url = new URL(request.url);
  return `${url.origin}${url.pathname}`;
}

function imageType(src: string): string | undefined {
  const ext = /\.([a-z]+)(?:$|\?)/i.exec(src)?.[1]?.toLowerCase();
  if (ext === 'png') return 'image/png';
  if (ext === 'jpg' || ext === 'jpeg') return 'image/jpeg';
  return undefined;
}

/**
 * The share image as an absolute http(s) address: a path is resolved against the page's own address, so every page
 * shares from the shop's host. Undefined when it cannot be made absolute (a path on a page without a URL).
 */
export function absoluteImage(src: string | undefined, pageUrl: string | undefined): string | undefined {
  if (!src) return undefined;
  try {
    const url = new URL(src, pageUrl);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

/** Each tag is present only when its value is. */
export function pageMeta(meta: PageMeta): MetaDescriptor[] {
  const tags: MetaDescriptor[] = [
    { title: meta.title },
    { property: 'og:title', content: meta.title },
    { name: 'twitter:title', content: meta.title },
    { name: 'twitter:card', content: 'summary_large_image' },
    { property: 'og:type', content: meta.type ?? 'website' },
  ];
  if (meta.description) {
    tags.push(
      { name: 'description', content: meta.description },
      { property: 'og:description', content: meta.description },
      { name: 'twitter:description', content: meta.description },
    );
  }
  if (meta.keywords) tags.push({ name: 'keywords', content: meta.keywords });
  if (meta.url) {
    const inLanguage = (language: Language) => {
      const url = new URL(meta.url ?? '');
      return `${url.origin}${pathInLanguage(`${url.pathname}${url.search}`, language)}`;
    };
    const canonical = inLanguage(meta.language ?? languageOfPath(new URL(meta.url).pathname));
    tags.push(
      { property: 'og:url', content: canonical },
      { tagName: 'link', rel: 'canonical', href: canonical },
      // Every shop page exists in both languages; English is the one for languages the shop has not.
      { tagName: 'link', rel: 'alternate', hrefLang: 'en', href: inLanguage('en') },
      { tagName: 'link', rel: 'alternate', hrefLang: 'ar', href: inLanguage('ar') },
      { tagName: 'link', rel: 'alternate', hrefLang: 'x-default', href: inLanguage('en') },
    );
  }
  const shareCard = absoluteImage(meta.shareCard, meta.url);
  if (shareCard) {
    tags.push(
      { property: 'og:image', content: shareCard },
      { property: 'og:image:width', content: String(SHARE_IMAGE.width) },
      { property: 'og:image:height', content: String(SHARE_IMAGE.height) },
      { property: 'og:image:type', content: SHARE_IMAGE.type },
      { property: 'og:image:alt', content: meta.title },
      { name: 'twitter:image', content: shareCard },
    );
  }
  const shareImg = absoluteImage(meta.shareImg, meta.url);
  if (shareImg) {
    tags.push(
      { property: 'og:image', content: shareImg },
      { property: 'og:image:width', content: '150' },
      { property: 'og:image:height', content: '150' },
    );
    if (!shareCard) tags.push({ name: 'twitter:image', content: shareImg });
    const type = imageType(shareImg);
    if (type) tags.push({ property: 'og:image:type', content: type });
  }
  if (meta.section) tags.push({ property: 'article:section', content: meta.section });
  if (meta.published) tags.push({ property: 'article:published_time', content: meta.published });
  if (meta.modified) tags.push({ property: 'article:modified_time', content: meta.modified });
  if (meta.author) tags.push({ property: 'article:author', content: meta.author });
  return tags;
}
