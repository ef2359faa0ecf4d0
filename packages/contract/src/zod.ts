import * as z from './zod-strings.ts';

/**
 * The contract's one zod import, for two reasons.
 *
 * zod compiles object parsers with new Function() and decides whether it may, by probing eval, when each object
 * schema is built. The storefront's CSP forbids eval, so in a browser that probe is a CSP violation; this module
 * switches to parsing without the compiled fast path before any schema exists. Servers keep the fast path.
 *
 * And every string the contract parses, in every request and every answer, first loses its control characters and
 * direction overrides (zod-strings.ts; the rule is in text.ts), so no field can forget it: order notes, names,
 * addresses, forms. Fields then add their own rules (one-line fields refuse line breaks).
 */
if (typeof (globalThis as { window?: unknown }).window !== 'undefined') z.config({ jitless: true });

export { z };
