import type { Config } from '#app/env';

/**
 * The shop's public origin, which every link the shop hands out is built on: PUBLIC_ORIGIN, else
 * http://localhost:PORT (the port the server listens on). Never the Host a request names, which the client chooses.
 */
export function publicOrigin(config: Pick<Config, 'PUBLIC_ORIGIN' | 'PORT'>): string {
  return config.PUBLIC_ORIGIN ?? `http://localhost:${config.PORT}`;
}

const LOOPBACK_NAMES = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);

/** The host names the shop answers: PUBLIC_ORIGIN's, ALLOWED_HOSTS, and this machine's own loopback names. */
export function allowedHostNames(
  config: Pick<Config, 'PUBLIC_ORIGIN' | 'ALLOWED_HOSTS'>,
): (name: string) => boolean {
  const names = new Set(config.ALLOWED_HOSTS);
  if (config.PUBLIC_ORIGIN) names.add(new URL(config.PUBLIC_ORIGIN).hostname.toLowerCase());
  return (name) => names.has(name) || LOOPBACK_NAMES.has(name);
}

/** The host name of a Host header value ("shop.example:8080" -> "shop.example", "[::1]:80" -> "[::1]"). */
export function hostNameOf(host: string): string {
  const value = host.trim().toLowerCase();
  if (value.startsWith('[')) return value.slice(0, value.indexOf(']') + 1);
  const colon = value.indexOf(':');
  return colon === -1 ? value : value.slice(0, colon);
}
