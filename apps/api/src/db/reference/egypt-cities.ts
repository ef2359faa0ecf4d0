/**
 * Egypt's 27 governorates with their main cities and districts, in English and Arabic. Reference data: written by the
 * accounts migration, so every database (demo or not) can take addresses. The order is the order shown to shoppers.
 */
export const EGYPT_GOVERNORATES: ReadonlyArray<{
  en: string;
  ar: string;
  cities: ReadonlyArray<readonly [en: string, ar: string]>;
}> = [
  {
    en: 'Cairo',
    ar: 'القاهرة',
    cities: [
      ['Nasr City', 'مدينة نصر'],
      ['Heliopolis', 'مصر الجديدة'],
      ['New Cairo', 'القاهرة الجديدة'],
      ['Maadi', 'المعادي'],
      ['Zamalek', 'الزمالك'],
      ['Downtown', 'وسط البلد'],
      ['Shubra', 'شبرا'],
      ['Mokattam', 'المقطم'],
      ['Helwan', 'حلوان'],
      ['El Shorouk', 'الشروق'],
      ['Madinaty', 'مدينتي'],
      ['El Rehab', 'الرحاب'],
    ],
  },
  {
    en: 'Giza',
    ar: 'الجيزة',
    cities: [
      ['Dokki', 'الدقي'],
      ['Mohandessin', 'المهندسين'],
      ['Agouza', 'العجوزة'],
      ['Haram', 'الهرم'],
      ['Faisal', 'فيصل'],
      ['6th of October', 'السادس من أكتوبر'],
      ['Sheikh Zayed', 'الشيخ زايد'],
      ['Imbaba', 'إمبابة'],
      ['Hadayek El Ahram', 'حدائق الأهرام'],
    ],
  },
  {
    en: 'Alexandria',
    ar: 'الإسكندرية',
    cities: [
      ['Smouha', 'سموحة'],
      ['Sidi Gaber', 'سيدي جابر'],
      ['Miami', 'ميامي'],
      ['Stanley', 'ستانلي'],
      ['Gleem', 'جليم'],
      ['Montaza', 'المنتزه'],
      ['Agami', 'العجمي'],
      ['Borg El Arab', 'برج العرب'],
      ['Downtown Alexandria', 'محطة الرمل'],
    ],
  },
  {
    en: 'Qalyubia',
    ar: 'القليوبية',
    cities: [
      ['Banha', 'بنها'],
      ['Shubra El Kheima', 'شبرا الخيمة'],
      ['Obour', 'العبور'],
      ['Qalyub', 'قليوب'],
      ['Khanka', 'الخانكة'],
    ],
  },
  {
    en: 'Dakahlia',
    ar: 'الدقهلية',
    cities: [
      ['Mansoura', 'المنصورة'],
      ['Talkha', 'طلخا'],
      ['Mit Ghamr', 'ميت غمر'],
      ['Aga', 'أجا'],
      ['Dekernes', 'دكرنس'],
    ],
  },
  {
    en: 'Sharqia',
    ar: 'الشرقية',
    cities: [
      ['Zagazig', 'الزقازيق'],
      ['10th of Ramadan', 'العاشر من رمضان'],
      ['Belbeis', 'بلبيس'],
      ['Minya El Qamh', 'منيا القمح'],
      ['Abu Hammad', 'أبو حماد'],
    ],
  },
  {
    en: 'Gharbia',
    ar: 'الغربية',
    cities: [
      ['Tanta', 'طنطا'],
      ['El Mahalla El Kubra', 'المحلة الكبرى'],
      ['Kafr El Zayat', 'كفر الزيات'],
      ['Zefta', 'زفتى'],
    ],
  },
  {
    en: 'Menofia',
    ar: 'المنوفية',
    cities: [
      ['Shibin El Kom', 'شبين الكوم'],
      ['Sadat City', 'مدينة السادات'],
      ['Menouf', 'منوف'],
      ['Ashmoun', 'أشمون'],
    ],
  },
  {
    en: 'Beheira',
    ar: 'البحيرة',
    cities: [
      ['Damanhour', 'دمنهور'],
      ['Kafr El Dawwar', 'كفر الدوار'],
      ['Rashid', 'رشيد'],
      ['Edku', 'إدكو'],
    ],
  },
  {
    en: 'Kafr El Sheikh',
    ar: 'كفر الشيخ',
    cities: [
      ['Kafr El Sheikh', 'كفر الشيخ'],
      ['Desouk', 'دسوق'],
      ['Baltim', 'بلطيم'],
    ],
  },
  {
    en: 'Damietta',
    ar: 'دمياط',
    cities: [
      ['Damietta', 'دمياط'],
      ['New Damietta', 'دمياط الجديدة'],
      ['Ras El Bar', 'رأس البر'],
    ],
  },
  {
    en: 'Port Said',
    ar: 'بورسعيد',
    cities: [
      ['Port Said', 'بورسعيد'],
      ['Port Fouad', 'بورفؤاد'],
    ],
  },
  {
    en: 'Ismailia',
    ar: 'الإسماعيلية',
    cities: [
      ['Ismailia', 'الإسماعيلية'],
      ['Fayed', 'فايد'],
      ['El Qantara', 'القنطرة'],
    ],
  },
  {
    en: 'Suez',
    ar: 'السويس',
    cities: [
      ['Suez', 'السويس'],
      ['Ain Sokhna', 'العين السخنة'],
    ],
  },
  {
    en: 'North Sinai',
    ar: 'شمال سيناء',
    cities: [
      ['Arish', 'العريش'],
      ['Bir al-Abd', 'بئر العبد'],
    ],
  },
  {
    en: 'South Sinai',
    ar: 'جنوب سيناء',
    cities: [
      ['Sharm El Sheikh', 'شرم الشيخ'],
      ['Dahab', 'دهب'],
      ['El Tor', 'الطور'],
      ['Saint Catherine', 'سانت كاترين'],
    ],
  },
  {
    en: 'Red Sea',
    ar: 'البحر الأحمر',
    cities: [
      ['Hurghada', 'الغردقة'],
      ['El Gouna', 'الجونة'],
      ['Safaga', 'سفاجا'],
      ['Marsa Alam', 'مرسى علم'],
      ['El Quseir', 'القصير'],
    ],
  },
  {
    en: 'Matrouh',
    ar: 'مطروح',
    cities: [
      ['Marsa Matrouh', 'مرسى مطروح'],
      ['El Alamein', 'العلمين'],
      ['Sidi Abdel Rahman', 'سيدي عبد الرحمن'],
      ['Siwa', 'سيوة'],
    ],
  },
  {
    en: 'Fayoum',
    ar: 'الفيوم',
    cities: [
      ['Fayoum', 'الفيوم'],
      ['New Fayoum', 'الفيوم الجديدة'],
      ['Sinnuris', 'سنورس'],
    ],
  },
  {
    en: 'Beni Suef',
    ar: 'بني سويف',
    cities: [
      ['Beni Suef', 'بني سويف'],
      ['New Beni Suef', 'بني سويف الجديدة'],
      ['El Wasta', 'الواسطى'],
    ],
  },
  {
    en: 'Minya',
    ar: 'المنيا',
    cities: [
      ['Minya', 'المنيا'],
      ['New Minya', 'المنيا الجديدة'],
      ['Mallawi', 'ملوي'],
      ['Samalut', 'سمالوط'],
    ],
  },
  {
    en: 'Assiut',
    ar: 'أسيوط',
    cities: [
      ['Assiut', 'أسيوط'],
      ['New Assiut', 'أسيوط الجديدة'],
      ['Dairut', 'ديروط'],
      ['Manfalut', 'منفلوط'],
    ],
  },
  {
    en: 'Sohag',
    ar: 'سوهاج',
    cities: [
      ['Sohag', 'سوهاج'],
      ['Akhmim', 'أخميم'],
      ['Girga', 'جرجا'],
      ['Tahta', 'طهطا'],
    ],
  },
  {
    en: 'Qena',
    ar: 'قنا',
    cities: [
      ['Qena', 'قنا'],
      ['Nag Hammadi', 'نجع حمادي'],
      ['Qus', 'قوص'],
    ],
  },
  {
    en: 'Luxor',
    ar: 'الأقصر',
    cities: [
      ['Luxor', 'الأقصر'],
      ['Esna', 'إسنا'],
      ['Armant', 'أرمنت'],
    ],
  },
  {
    en: 'Aswan',
    ar: 'أسوان',
    cities: [
      ['Aswan', 'أسوان'],
      ['Kom Ombo', 'كوم أمبو'],
      ['Edfu', 'إدفو'],
      ['Abu Simbel', 'أبو سمبل'],
    ],
  },
  {
    en: 'New Valley',
    ar: 'الوادي الجديد',
    cities: [
      ['Kharga', 'الخارجة'],
      ['Dakhla', 'الداخلة'],
      ['Farafra', 'الفرافرة'],
    ],
  },
];
