import { z } from 'zod';

/**
 * The contract's one zod import. zod compiles object parsers with new Function() and decides whether it may, by
 * probing eval, when each object schema is built. The storefront's CSP forbids eval, so in a browser that probe is
 * a CSP violation; this module switches to parsing without the compiled fast path before any schema exists. Servers
 * keep the fast path.
 */
if (typeof (globalThis as { window?: unknown }).window !== 'undefined') z.config({ jitless: true });

export { z };
