/**
 * The API names each refused field in its message ('email: Enter a valid email address; phone: Invalid phone
 * number'), so a form can show the server's words beside the fields too, and the rest as a general message.
 * The fields come back in the order the form lists them, so the last one a form focuses is the same every time.
 */
export function serverFieldErrors<F extends string>(
  message: string,
  fields: readonly F[],
): { fields: Array<[F, string]>; rest: string } {
  const found: Array<[F, string]> = [];
  const rest: string[] = [];
  for (const part of message.split('; ')) {
    const match = /^([a-z_]+): (.+)$/.exec(part);
    const field = match?.[1] as F | undefined;
    if (match && field && fields.includes(field)) found.push([field, match[2]!]);
    else rest.push(part);
  }
  found.sort(([a], [b]) => fields.indexOf(a) - fields.indexOf(b));
  return { fields: found, rest: rest.join('; ') };
}
