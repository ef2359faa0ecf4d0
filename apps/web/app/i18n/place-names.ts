import type { Language } from '@shop/contract/languages';

/** A place with its English and (where the shop keeps one) Arabic names: a delivery address, a store. */
interface Place {
  city_en: string;
  city_ar?: string | undefined;
  governorate_en: string;
  governorate_ar?: string | undefined;
}

/** A city's or a governorate's name in the page's language: the Arabic one on Arabic pages, when there is one. */
export function placeName(language: Language, english: string, arabic: string | undefined): string {
  return language === 'ar' && arabic ? arabic : english;
}

/** "Nasr City, Cairo" or "مدينة نصر، القاهرة": where an address or a store is. */
export function placeLine(place: Place, language: Language): string {
  const city = placeName(language, place.city_en, place.city_ar);
  const governorate = placeName(language, place.governorate_en, place.governorate_ar);
  return language === 'ar' ? `${city}، ${governorate}` : `${city}, ${governorate}`;
}
