/**
 * The API names bad fields in its 400 message as "field: message; other: message". Splits that into the fields a
 * form knows, and the rest, so each message can sit beside its input.
 */
export function fieldErrors<F extends string>(
  message: string,
  fields: readonly F[],
): { byField: Partial<Record<F, string>>; rest: string } {
  const byField: Partial<Record<F, string>> = {};
  const rest: string[] = [];
  for (const part of message.split('; ')) {
    const match = /^([a-z_]+): (.+)$/.exec(part);
    const field = match?.[1] as F | undefined;
    if (match && field && fields.includes(field)) byField[field] = match[2]!;
    else rest.push(part);
  }
  return { byField, rest: rest.join('; ') };
}
