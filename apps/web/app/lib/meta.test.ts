import { describe, expect, it } from 'vitest';
import { canonicalUrl, pageMeta, pageTitle } from './meta.ts';

describe('page metadata', () => {
  it("titles pages in the shop's style", () => {
    expect(pageTitle('iSpot Egypt')).toBe('iSpot Egypt | premium reseller');
    expect(pageTitle('iSpot Egypt', 'iphone-17-pro')).toBe('iphone-17-pro | iSpot Egypt | premium reseller');
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
    expect(tags).toContainEqual({ tagName: 'link', rel: 'canonical', href: 'https://shop.test/' });
    expect(tags).toContainEqual({ property: 'og:image:width', content: '150' });
    expect(tags).toContainEqual({ property: 'og:image:type', content: 'image/png' });
  });
});
