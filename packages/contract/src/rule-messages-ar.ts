import { errorCatalogue, messages, type ErrorName } from './errors.ts';

/**
 * The API's messages in Arabic, keyed like the English ones in errors.ts, so a message added there without its
 * Arabic does not compile. The API adds `message_ar` beside `message_en` when a request's Accept-Language prefers
 * Arabic (the `lang` header keeps its own meaning: signed in or not).
 */
export const messagesAr: Record<keyof typeof messages, string> = {
  underConstructionPage: 'الموقع تحت الإنشاء',
  underConstructionTitle: 'الموقع تحت الإنشاء',
  tokenInvalid: 'انتهت صلاحية الجلسة أو أنها غير صالحة',
  signInRequired: 'من فضلك سجّل الدخول للمتابعة.',
  noProducts: 'لا توجد منتجات متاحة',
  outOfStock: 'نفد من المخزون',
  exceededMaxPerOrder: 'تخطيت الحد الأقصى المسموح به في الطلب الواحد',
  deactivated: 'غير متاح حاليًا',
  availableSoon: 'متاح قريبًا: لا يمكن طلبه الآن',
  phoneRequired: 'رقم الموبايل مطلوب',
  phoneLength: 'رقم الموبايل لازم يكون 11 رقم',
  phoneInvalid: 'رقم الموبايل غير صحيح',
  codeRequired: 'الكود مطلوب',
  cartEmptyNow: 'السلة فاضية دلوقتي',
  deletedSuccessfully: 'تم الحذف بنجاح',
  thankYouSubscribing: 'شكرًا لاشتراكك',
  codeResent: 'تم إرسال كود التحقق مرة أخرى',
};

export const errorCatalogueAr: Record<ErrorName, string> = {
  bad_request: 'الطلب غير صالح.',
  invalid_json: 'محتوى الطلب ليس JSON صالحًا.',
  validation_failed: 'بعض الخانات غير صحيحة.',
  unauthorized: messagesAr.tokenInvalid,
  forbidden: 'غير مسموح لك بتنفيذ هذا الإجراء.',
  not_found: 'غير موجود.',
  conflict: 'هذا موجود بالفعل.',
  available_soon: 'هذا المنتج متاح قريبًا ولا يمكن طلبه الآن.',
  misdirected: 'المتجر لا يعمل على هذا العنوان. استخدم عنوان المتجر الرسمي.',
  method_not_allowed: 'هذه الطريقة غير مسموح بها هنا.',
  payload_too_large: 'محتوى الطلب كبير جدًا.',
  uri_too_long: 'العنوان طويل جدًا. راجع الرابط وحاول مرة أخرى.',
  unsupported_media_type: 'أرسل محتوى الطلب بصيغة application/json.',
  rate_limited: 'طلبات كثيرة جدًا. استنى لحظة وحاول مرة أخرى.',
  maintenance: messagesAr.underConstructionPage,
  unavailable: 'المتجر غير متاح للحظات. حاول مرة أخرى بعد قليل.',
  internal: 'حصلت مشكلة عندنا. حاول مرة أخرى.',
};

/** The field rules' messages that are not in errors.ts (account.ts, tickets.ts), English first. */
const FIELD_MESSAGES_AR: Record<string, string> = {
  'Code must contain digits only': 'الكود لازم يكون أرقام فقط',
  'Email is required': 'البريد الإلكتروني مطلوب',
  'Email must be at most 254 characters': 'البريد الإلكتروني لازم يكون 254 حرف أو أقل',
  'Enter a valid email address': 'اكتب بريد إلكتروني صحيح',
  'Tracking code is required': 'كود التتبع مطلوب',
  'Password is required': 'كلمة السر مطلوبة',
  'Password must be at least 8 characters': 'كلمة السر لازم تكون 8 حروف على الأقل',
  'Password must be at most 128 characters': 'كلمة السر لازم تكون 128 حرف أو أقل',
  'Current password is required': 'كلمة السر الحالية مطلوبة',
  'The new password must differ from the current one': 'كلمة السر الجديدة لازم تختلف عن الحالية',
  'Name is required': 'الاسم مطلوب',
  'Name must be at least 2 characters': 'الاسم لازم يكون حرفين على الأقل',
  'Name must be at most 100 characters': 'الاسم لازم يكون 100 حرف أو أقل',
  'Name must be one line, without line breaks': 'الاسم لازم يكون في سطر واحد',
  'City is required': 'المدينة مطلوبة',
  'Enter the tracking code from your SMS, such as SRV-7K3Q9P':
    'اكتب كود التتبع اللي وصلك في الرسالة، زي SRV-7K3Q9P',
};

const byEnglish = new Map<string, string>([
  ...Object.entries(FIELD_MESSAGES_AR),
  ...(Object.keys(messages) as Array<keyof typeof messages>).map(
    (key) => [messages[key], messagesAr[key]] as const,
  ),
  ...(Object.keys(errorCatalogue) as ErrorName[]).map(
    (name) => [errorCatalogue[name].message_en, errorCatalogueAr[name]] as const,
  ),
]);

/** Said of a field whose own message has no Arabic yet: the field is named, so the shopper knows where to look. */
const FIELD_NOT_VALID_AR = 'القيمة غير صحيحة';

/** The Arabic of one whole message of the catalogue or of the field rules, else undefined. */
export function catalogueMessageAr(english: string): string | undefined {
  return byEnglish.get(english);
}

/**
 * The Arabic of a rule's or the catalogue's message: a whole message, or a validation answer made of
 * `field: message` parts separated by `; ` (each part's message in Arabic, its field name as the request spells it).
 * Undefined when the message is none of these. This module holds no schema, so the storefront's pages can say their
 * forms' checks in Arabic without carrying the validation library; the API's own messages come from the API already
 * in Arabic (`message_ar`), and the full lookup the API uses is `arabicMessage` (messages-ar.ts).
 */
export function ruleMessageAr(english: string): string | undefined {
  const whole = catalogueMessageAr(english);
  if (whole !== undefined) return whole;
  const parts = english.split('; ');
  const fields = parts.map((part) => /^([\w.[\]-]+): (.+)$/.exec(part));
  if (fields.some((match) => match === null)) return undefined;
  return fields
    .map((match) => `${match?.[1]}: ${byEnglish.get(match?.[2] ?? '') ?? FIELD_NOT_VALID_AR}`)
    .join('؛ ');
}
