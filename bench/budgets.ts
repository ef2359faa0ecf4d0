/**
 * Byte budgets the storefront keeps. Bytes do not depend on how busy the machine is, so unlike the timing targets
 * these are checked in the tests as well as reported by the Lighthouse bench.
 */

/** Every script the home page loads, each gzipped at zlib's default level, in KB of 1024 bytes. */
export const HOME_JS_BUDGET_KB = 130;
