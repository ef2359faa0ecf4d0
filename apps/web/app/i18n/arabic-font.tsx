import type { Language } from '@shop/contract/languages';
import arabicRegular from '#web/assets/fonts/shop-arabic-400.woff2?url';

/** The Arabic web font's regular weight, for the preload link (the stylesheet names the same file). */
export const ARABIC_FONT_URL = arabicRegular;

/**
 * Arabic pages ask for their font with the document instead of after the stylesheet, so it usually arrives before
 * the first paint; English pages never name it (styles/arabic-font.css applies it under lang="ar" only).
 */
export function ArabicFontPreload({ language }: { language: Language }) {
  if (language !== 'ar') return null;
  return <link rel="preload" href={ARABIC_FONT_URL} as="font" type="font/woff2" crossOrigin="anonymous" />;
}
