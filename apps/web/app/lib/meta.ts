import type { MetaDescriptor } from 'react-router';

export interface PageMeta {
  title: string;
  description?: string | undefined;
  /** Absolute URL of the page: the shop's origin plus the path (specification, page metadata). */
  url?: string | undefined;
  shareImg?: string | undefined;
  type?: string | undefined;
  keywords?: string | undefined;
}

/** A page title in the shop's style: '{page} | {shop name} | premium reseller', or the shop's own for home. */
export function pageTitle(shopName: string, page?: string): string {
  return page ? `${page} | ${shopName} | premium reseller` : `${shopName} | premium reseller`;
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

/** Each tag is present only when its value is (specification, page metadata fields). */
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
    tags.push(
      { property: 'og:url', content: meta.url },
      { tagName: 'link', rel: 'canonical', href: meta.url },
    );
  }
  if (meta.shareImg) {
    tags.push(
      { property: 'og:image', content: meta.shareImg },
      { property: 'og:image:width', content: '150' },
      { property: 'og:image:height', content: '150' },
      { name: 'twitter:image', content: meta.shareImg },
    );
    const type = imageType(meta.shareImg);
    if (type) tags.push({ property: 'og:image:type', content: type });
  }
  return tags;
}
