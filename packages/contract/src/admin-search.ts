import { oneLine } from './public-forms.ts';
import { z } from './zod.ts';

/**
 * The Arabic names search understands, edited in the back office: each entry lists how shoppers write a name in
 * Arabic script (ايفون, آيفون, اي فون) and the catalog words it stands for (iphone). Owners and managers change them,
 * every member reads them; every server searches with a change within about a second.
 */

export const adminSearchSynonym = z.object({
  id: z.number().int(),
  /** The Arabic spellings, as typed by the staff. */
  spellings: z.array(z.string()),
  /** The catalog words (or phrases) any of the spellings finds. */
  words: z.array(z.string()),
  updated_at: z.string(),
});
export type AdminSearchSynonym = z.infer<typeof adminSearchSynonym>;

export const adminSearchSynonymList = z.object({ synonyms: z.array(adminSearchSynonym) });
export type AdminSearchSynonymList = z.infer<typeof adminSearchSynonymList>;

export const searchSynonymIdParams = z.object({
  id: z.coerce
    .number({ error: 'must be a synonym id' })
    .int('must be a synonym id')
    .positive('must be a synonym id')
    .max(2_147_483_647, 'must be a synonym id'),
});

/** At most this many spellings or words in one entry, each at most ITEM_MAX characters. */
export const SYNONYM_ITEMS_MAX = 20;
export const SYNONYM_ITEM_MAX = 60;

/** A comma-separated list (Latin or Arabic commas), trimmed, empty items dropped. */
export function synonymItems(text: string): string[] {
  return text
    .split(/[,\u060c]/u)
    .map((item) => item.trim().replace(/\s+/gu, ' '))
    .filter((item) => item.length > 0);
}

const ARABIC_LETTER = /[\u0621-\u064a\u066e-\u06d3]/u;
const LATIN_OR_DIGIT = /[\p{L}\p{N}]/u;

function listField(label: string, each: (item: string) => string | null) {
  return oneLine(
    z
      .string({ error: `${label} are required` })
      .trim()
      .max(1_000, `${label} must be at most 1,000 characters`),
    label,
  ).transform((text, ctx) => {
    const items = [...new Set(synonymItems(text))];
    if (items.length === 0) {
      ctx.addIssue({ code: 'custom', message: `${label} are required: separate them with commas` });
      return z.NEVER;
    }
    if (items.length > SYNONYM_ITEMS_MAX) {
      ctx.addIssue({
        code: 'custom',
        message: `${label}: at most ${SYNONYM_ITEMS_MAX}, separated by commas`,
      });
      return z.NEVER;
    }
    for (const item of items) {
      const problem =
        item.length > SYNONYM_ITEM_MAX
          ? `"${item}" is longer than ${SYNONYM_ITEM_MAX} characters`
          : each(item);
      if (problem) {
        ctx.addIssue({ code: 'custom', message: problem });
        return z.NEVER;
      }
    }
    return items;
  });
}

/** An entry as the staff write it: both lists comma-separated. */
export const searchSynonymInput = z.object({
  spellings: listField('Arabic spellings', (item) =>
    ARABIC_LETTER.test(item)
      ? null
      : `"${item}" has no Arabic letter: write the name as shoppers type it in Arabic`,
  ),
  words: listField('Catalog words', (item) =>
    LATIN_OR_DIGIT.test(item) ? null : `"${item}" has no letter or digit to search for`,
  ),
});
export type SearchSynonymInput = z.input<typeof searchSynonymInput>;
