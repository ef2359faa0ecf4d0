/** A redirect target from a form or a query: a path on this shop only, never another site. */
export function localTarget(value: unknown): string | null {
  return typeof value === 'string' &&
    value.startsWith('/') &&
    !value.startsWith('//') &&
    !value.includes('\\')
    ? value
    : null;
}
