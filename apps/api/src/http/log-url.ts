/**
 * A request's address as the log keeps it: the value of a `token` query parameter (a staff member's set-password
 * link, /admin/set-password?token=...) is replaced, so whoever reads the log cannot use the link.
 */
export function logUrl(url: string): string {
  return url.replace(/([?&]token=)[^&#]*/gi, '$1[redacted]');
}

/** Fastify's request serializer with the address passed through logUrl. */
export function logRequest(req: {
  method: string;
  url: string;
  host: string;
  ip: string;
  socket?: { remotePort?: number | undefined } | undefined;
}) {
  return {
    method: req.method,
    url: logUrl(req.url),
    host: req.host,
    remoteAddress: req.ip,
    remotePort: req.socket?.remotePort,
  };
}
