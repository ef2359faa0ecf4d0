import { describe, expect, it } from 'vitest';
import type { MetaDescriptor } from 'react-router';
import { createTranslate } from '#web/i18n/i18n.tsx';
import { messagesFor } from '#web/i18n/messages.server.ts';
import { absoluteImage, canonicalUrl, pageMeta, pageTitle, type PageMeta } from './meta.ts';

/** The content of the tag with this property or name, or undefined when the tag is left out. */
function content(tags: MetaDescriptor[], key: string): unknown {
  const tag = tags.find((t) => ('property' in t && t.property === key) || ('name' in t && t.name === key)) as
    { content?: unknown } | undefined;
  return tag?.content;
}

describe('page metadata', () => {
  it("titles pages in the shop's style, the tagline in the page's language", () => {
    const english = createTranslate('en', messagesFor('en'));
    expect(pageTitle(english, 'iSpot Egypt')).toBe('iSpot Egypt | premium reseller');
    expect(pageTitle(english, 'iSpot Egypt', 'iphone-17-pro')).toBe(
      'iphone-17-pro | iSpot Egypt | premium reseller',
    );
    const arabic = createTranslate('ar', messagesFor('ar'));
    expect(pageTitle(arabic, 'iSpot Egypt', 'السلة')).toBe(
      'السلة | iSpot Egypt | موزّع معتمد للأجهزة الفاخرة',
    );
  });

  it('uses origin plus path, without the query, as the canonical address', () => {
    expect(canonicalUrl(new Request('https://shop.test/Categories?page=1&category=2'))).toBe(
      'https://shop.test/Categories',
    );
  });

  it('leaves out the tags whose value is absent', () => {
    const tags = pageMeta({ title: 'T' });
    expect(tags).toContainEqual({ title: 'T' });
    expect(tags).toContainEqual({ name: 'twitter:card', content: 'summary_large_image' });
    expect(tags.some((tag) => 'name' in tag && tag.name === 'description')).toBe(false);
    expect(tags.some((tag) => 'rel' in tag && tag.rel === 'canonical')).toBe(false);
  });

  it('adds description, canonical link and a typed 150 x 150 share image when given', () => {
    const tags = pageMeta({ title: 'T', description: 'D', url: 'https://shop.test/', shareImg: '/s.png' });
    expect(tags).toContainEqual({ name: 'description', content: 'D' });
    expect(tags).toContainEqual({ property: 'og:image', content: 'https://shop.test/s.png' });
    expect(tags).toContainEqual({ name: 'twitter:image', content: 'https://shop.test/s.png' });
    expect(tags).toContainEqual({ tagName: 'link', rel: 'canonical', href: 'https://shop.test/' });
    expect(tags).toContainEqual({ property: 'og:image:width', content: '150' });
    expect(tags).toContainEqual({ property: 'og:image:type', content: 'image/png' });
  });

  it('names the 1200 x 630 PNG share image first, then the page picture as the 150 x 150 one', () => {
    const tags = pageMeta({
      title: 'T',
      url: 'https://shop.test/item/a',
      shareCard: '/share/products/a.png?v=1x',
      shareImg: '/media/device/phone/aaaaaa.svg',
    });
    const images = tags.filter((t) => 'property' in t && String(t.property).startsWith('og:image'));
    expect(images).toEqual([
      { property: 'og:image', content: 'https://shop.test/share/products/a.png?v=1x' },
      { property: 'og:image:width', content: '1200' },
      { property: 'og:image:height', content: '630' },
      { property: 'og:image:type', content: 'image/png' },
      { property: 'og:image:alt', content: 'T' },
      { property: 'og:image', content: 'https://shop.test/media/device/phone/aaaaaa.svg' },
      { property: 'og:image:width', content: '150' },
      { property: 'og:image:height', content: '150' },
    ]);
    expect(tags.filter((t) => 'name' in t && t.name === 'twitter:image')).toEqual([
      { name: 'twitter:image', content: 'https://shop.test/share/products/a.png?v=1x' },
    ]);
  });

  it.each([
    ['section', 'article:section', 'Phones'],
    ['published', 'article:published_time', '2025-01-02T03:04:05.000Z'],
    ['modified', 'article:modified_time', '2025-06-07T08:09:10.000Z'],
    ['author', 'article:author', 'iSpot Egypt'],
  ] as const)('sets %s as %s only when it has a value', (field, property, value) => {
    const set = pageMeta({ title: 'T', [field]: value } satisfies PageMeta);
    expect(set).toContainEqual({ property, content: value });
    expect(set.filter((t) => 'property' in t && t.property === property)).toHaveLength(1);
    for (const absent of [undefined, '']) {
      expect(content(pageMeta({ title: 'T', [field]: absent } satisfies PageMeta), property)).toBeUndefined();
    }
  });

  it('makes the share image absolute on the page host, whatever form the route gives it in', () => {
    const url = 'https://shop.test/Categories?category=1';
    // A path (Categories, Compare), an absolute address (item pages) and a protocol-relative one.
    expect(absoluteImage('/media/phones.svg', url)).toBe('https://shop.test/media/phones.svg');
    expect(absoluteImage('media/phones.png', url)).toBe('https://shop.test/media/phones.png');
    expect(absoluteImage('https://cdn.test/a.jpg', url)).toBe('https://cdn.test/a.jpg');
    expect(absoluteImage('//cdn.test/a.jpg', url)).toBe('https://cdn.test/a.jpg');
    // Nothing to share, or nothing absolute to share: the image tags are left out.
    expect(absoluteImage(undefined, url)).toBeUndefined();
    expect(absoluteImage('', url)).toBeUndefined();
    expect(absoluteImage('/a.png', undefined)).toBeUndefined();
    expect(absoluteImage('javascript:alert(1)', url)).toBeUndefined();

    const tags = pageMeta({ title: 'T', url, shareImg: '/media/phones.jpeg' });
    expect(content(tags, 'og:image')).toBe('https://shop.test/media/phones.jpeg');
    expect(content(tags, 'twitter:image')).toBe('https://shop.test/media/phones.jpeg');
    expect(content(tags, 'og:image:type')).toBe('image/jpeg');
    const noUrl = pageMeta({ title: 'T', shareImg: '/media/phones.png' });
    expect(content(noUrl, 'og:image')).toBeUndefined();
    expect(content(noUrl, 'twitter:image')).toBeUndefined();
    expect(content(noUrl, 'og:image:width')).toBeUndefined();
  });

  it('links each page to its English and Arabic twins, English as the default, canonical in its own language', () => {
    const links = (language?: 'en' | 'ar') =>
      pageMeta({ title: 'X', url: 'https://shop.test/item/x?name=X', language }).filter(
        (tag) => 'tagName' in tag && tag.tagName === 'link',
      );
    expect(links('ar')).toEqual([
      { tagName: 'link', rel: 'canonical', href: 'https://shop.test/ar/item/x?name=X' },
      { tagName: 'link', rel: 'alternate', hrefLang: 'en', href: 'https://shop.test/item/x?name=X' },
      { tagName: 'link', rel: 'alternate', hrefLang: 'ar', href: 'https://shop.test/ar/item/x?name=X' },
      { tagName: 'link', rel: 'alternate', hrefLang: 'x-default', href: 'https://shop.test/item/x?name=X' },
    ]);
    expect(links()[0]).toEqual({
      tagName: 'link',
      rel: 'canonical',
      href: 'https://shop.test/item/x?name=X',
    });
  });
});
