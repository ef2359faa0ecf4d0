import { z } from './zod.ts';
import { LANGUAGES } from './languages.ts';

/**
 * The customer's preferred language: every e-mail and SMS the shop sends them is written in it. Set from the
 * language they registered in, changed in the profile (GET and POST /api/customer/profile/language).
 */
export const customerLanguage = z.object({
  language: z.enum(LANGUAGES as ['en', 'ar'], { error: 'Language is en or ar' }),
});
export type CustomerLanguage = z.infer<typeof customerLanguage>;

export const LANGUAGE_SAVED = 'We will write to you in this language from now on.';
