import { nameField } from './account.ts';
import { HONEYPOT_FIELD } from './honeypot.ts';
import { isOneLine } from './text.ts';
import { z } from './zod.ts';

/**
 * Public forms (contact, business and education inquiries, service requests) carry a honeypot: a field named
 * `website`, hidden from people (visually and from assistive technology) and left empty by them. Bots fill it in;
 * the server then answers as if it had accepted the form and keeps nothing (see apps/api/src/http/public-form.ts).
 */
export { HONEYPOT_FIELD };

const honeypot = z.string().max(500).optional();

/** The fields every public form adds to its own. */
export const publicFormFields = { [HONEYPOT_FIELD]: honeypot };

/**
 * A one-line field (a name, a device, an organisation) refuses line breaks with a message naming it. Control
 * characters and direction overrides never get this far: every contract string drops them first (text.ts).
 */
export const oneLine = <T extends z.ZodType<string, string>>(schema: T, label: string): T =>
  schema.refine(isOneLine, `${label} must be one line, without line breaks`);

/** The sender's name on a public form: the account rules for names (which keep a name on one line). */
export const formNameField = nameField;
