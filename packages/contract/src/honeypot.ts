/**
 * The name of the honeypot field of public forms (see public-forms.ts). Kept apart from the schemas so the footer's
 * newsletter form can use it without bringing zod into the JavaScript of every page.
 */
export const HONEYPOT_FIELD = 'website';
