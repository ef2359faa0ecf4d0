import { HONEYPOT_FIELD } from './honeypot.ts';
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
