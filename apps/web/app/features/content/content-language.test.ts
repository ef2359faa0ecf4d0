import { describe, expect, it } from 'vitest';
import { formatDay } from '#web/i18n/dates.ts';
import { withLinksIn } from './content-view.tsx';
import { contentTextLanguage, contentTitle } from './page-language.ts';

describe('content pages in Arabic', () => {
  it("moves the text's shop links under /ar, and leaves other links and English pages alone", () => {
    const html =
      '<p><a href="/Maintenance?tab=hardware">repair</a>, <a href="/">home</a>, <a href="/ar/FAQs">faq</a>, ' +
      '<a href="https://example.com/x">out</a>, <a href="//cdn.example.com/y">cdn</a>, <a href="#top">top</a></p>';
    expect(withLinksIn(html, 'ar')).toBe(
      '<p><a href="/ar/Maintenance?tab=hardware">repair</a>, <a href="/ar">home</a>, <a href="/ar/FAQs">faq</a>, ' +
        '<a href="https://example.com/x">out</a>, <a href="//cdn.example.com/y">cdn</a>, <a href="#top">top</a></p>',
    );
    expect(withLinksIn(html, 'en')).toBe(html);
  });

  it("dates a page's update by its Cairo day, with the month in the page's language", () => {
    // 22:30 UTC on 31 January is already 1 February in Cairo.
    expect(formatDay('2026-01-31T22:30:00Z', 'ar')).toBe('1 فبراير 2026');
    expect(formatDay('2026-01-31T22:30:00Z', 'en')).toBe('1 February 2026');
    expect(formatDay('not a date', 'ar')).toBe('');
  });

  it("titles a page with its Arabic title when an editor wrote one, and marks the store's English text", () => {
    expect(contentTitle({ title_en: 'Help', title_ar: 'المساعدة' }, 'ar')).toBe('المساعدة');
    expect(contentTitle({ title_en: 'Help', title_ar: ' ' }, 'ar')).toBe('Help');
    expect(contentTitle({ title_en: 'Help', title_ar: null }, 'ar', 'المساعدة')).toBe('المساعدة');
    expect(contentTitle({ title_en: 'Help', title_ar: 'مساعدة' }, 'ar', 'المساعدة')).toBe('مساعدة');
    expect(contentTitle({ title_en: 'Help', title_ar: 'المساعدة' }, 'en')).toBe('Help');
    expect(contentTextLanguage('ar', '<p>Delivery takes 2 days.</p>')).toBe('en');
    expect(contentTextLanguage('ar', '<p>التوصيل خلال يومين.</p>')).toBeUndefined();
    expect(contentTextLanguage('en', '<p>Delivery takes 2 days.</p>')).toBeUndefined();
  });
});
