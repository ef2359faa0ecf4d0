// zod.ts's namespace: zod itself, with `string` replaced. Only zod.ts imports this module.
// eslint-disable-next-line no-restricted-imports -- this module and zod.ts are where the contract meets zod
import { z as zod } from 'zod';
import { withoutControlCharacters } from './text.ts';

// eslint-disable-next-line no-restricted-syntax, no-restricted-imports -- not a barrel: z is all of zod but `string`
export * from 'zod';

/** zod's string, which first drops control characters and direction overrides (text.ts has the rule and why). */
export const string = ((params?: Parameters<typeof zod.string>[0]) =>
  zod.string(params).overwrite(withoutControlCharacters)) as typeof zod.string;
