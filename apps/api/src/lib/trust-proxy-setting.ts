import proxyAddr from '@fastify/proxy-addr';

/**
 * Which proxies in front of the shop are believed about the client (X-Forwarded-For) and the scheme
 * (X-Forwarded-Proto): none (false), every hop (true), or the listed addresses, CIDR ranges and proxy-addr's names
 * (`loopback`, `linklocal`, `uniquelocal`). With a list, the client is the last address in the chain that is not a
 * listed proxy, so a client cannot pick its own address (and rate-limit key) by sending X-Forwarded-For itself;
 * with `true` it is the first entry of the header, which only a proxy that overwrites the header makes safe.
 */
export type TrustProxy = boolean | string[];

const NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** TRUST_PROXY as written: unset, false/0, true/1, or a comma-separated list. Throws a readable error otherwise. */
export function parseTrustProxy(value: string | undefined): TrustProxy {
  const text = (value ?? '').trim();
  if (text === '' || text === 'false' || text === '0') return false;
  if (text === 'true' || text === '1') return true;
  const entries = text.split(',').map((entry) => entry.trim());
  for (const entry of entries) {
    if (NAMES.has(entry)) continue;
    try {
      proxyAddr.compile(entry);
    } catch {
      throw new Error(
        `"${entry}" is not an IP address, a CIDR range, or one of loopback, linklocal, uniquelocal`,
      );
    }
  }
  return entries;
}
