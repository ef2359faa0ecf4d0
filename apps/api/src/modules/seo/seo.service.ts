import escapeXml from 'escape-html';
import { storesPath } from '@shop/contract/content';
import { pathInLanguage } from '@shop/contract/languages';
import {
  accessoriesPath,
  ACCESSORIES_CATEGORY_ID,
  categoryCanonicalPath,
  itemCanonicalPath,
} from '@shop/contract/urls';
import { listSitemapProducts } from './seo.repository.ts';
import type { CatalogReads } from '#app/deps';
import { getCategories } from '#app/modules/catalog/catalog.service';
import { articlePaths } from '#app/modules/content/content.service';

/** Pages worth indexing that need no data: content and enterprise pages. */
const STATIC_PATHS = [
  '/',
  '/about',
  '/help',
  '/contact-us',
  '/terms',
  '/policy',
  '/FAQs',
  '/education',
  '/business',
  '/Services',
  '/Maintenance',
  storesPath(),
];

/**
 * The sitemap is XML: escape-html writes XML's own entities for & < > " and writes ' as &#39;, a character reference
 * XML reads the same, so one escaper serves HTML and XML alike.
 */
export async function buildSitemap(catalog: CatalogReads, origin: string): Promise<string> {
  const { db } = catalog;
  const [categories, products, articles] = await Promise.all([
    getCategories(catalog),
    listSitemapProducts(db),
    articlePaths(db),
  ]);
  const entries: Array<{ path: string; lastmod?: string }> = [
    ...STATIC_PATHS.map((path) => ({ path })),
    ...categories.map((c) => ({
      path: c.id === ACCESSORIES_CATEGORY_ID ? accessoriesPath() : categoryCanonicalPath(c.id),
    })),
    ...articles,
    // The pages' canonical addresses, so a crawler meets one address per page in both places.
    ...products.map((p) => ({ path: itemCanonicalPath(p), lastmod: p.updated_at.slice(0, 10) })),
  ];
  // Every page in English and in Arabic (under /ar), each naming both and English as the default, as the pages'
  // own hreflang links do.
  const urls = entries
    .flatMap((e) => {
      const english = escapeXml(origin + pathInLanguage(e.path, 'en'));
      const arabic = escapeXml(origin + pathInLanguage(e.path, 'ar'));
      const alternates =
        `<xhtml:link rel="alternate" hreflang="en" href="${english}"/>` +
        `<xhtml:link rel="alternate" hreflang="ar" href="${arabic}"/>` +
        `<xhtml:link rel="alternate" hreflang="x-default" href="${english}"/>`;
      const lastmod = e.lastmod ? `<lastmod>${e.lastmod}</lastmod>` : '';
      return [english, arabic].map((loc) => `  <url><loc>${loc}</loc>${lastmod}${alternates}</url>`);
    })
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls}\n</urlset>\n`;
}

export function buildRobots(origin: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /api/',
    'Disallow: /profile',
    'Disallow: /checkout',
    'Disallow: /shopping-cart',
    'Disallow: /online-payment',
    'Disallow: /ar/profile',
    'Disallow: /ar/checkout',
    'Disallow: /ar/shopping-cart',
    'Disallow: /ar/online-payment',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}
