/**
 * Which accessories fit a product (ADR 0039). Pure text rules over names, so they can be tested without a database;
 * the repository only narrows the catalogue down to candidates these rules then judge.
 */

/** The product attribute whose values name the devices an accessory works with. */
export const COMPATIBILITY_ATTRIBUTE = 'Compatible with';

/**
 * Words that turn one model's name into another's: "iPhone 16" followed by "Pro" names the iPhone 16 Pro, so a case
 * "for iPhone 16 Pro" does not fit an iPhone 16.
 */
const MODEL_WORDS = new Set([
  'pro',
  'max',
  'plus',
  'ultra',
  'mini',
  'air',
  'fe',
  'lite',
  'e',
  'se',
  'edge',
  'slim',
  'fold',
  'flip',
  'oled',
  'xl',
]);

/** Lower case, accents and punctuation gone, single spaces: "iPad Air 11-inch (M3)" is "ipad air 11 inch m3". */
export function normalise(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

const words = (text: string) => (text === '' ? [] : text.split(' '));

/** Where `phrase` occurs in `text` as whole words, as word positions (both already normalised). */
function phraseAt(text: string[], phrase: string[]): number[] {
  if (phrase.length === 0) return [];
  const found: number[] = [];
  for (let i = 0; i + phrase.length <= text.length; i += 1) {
    if (phrase.every((word, j) => text[i + j] === word)) found.push(i);
  }
  return found;
}

/** The product as the fit rules see it. */
export interface FitTarget {
  name: string;
  brand: string | null;
  category: string;
  subCategory: string | null;
  /**
   * Families known to include the product although nothing in its names says so: the compatibility values of the
   * accessories made for it ("Case for Galaxy S25", compatible with Android, makes the Galaxy S25 an Android phone).
   */
  families?: readonly string[];
}

/** An accessory as the fit rules see it: its name and its compatibility values. */
export interface FitCandidate {
  name: string;
  compatible: readonly string[];
}

/**
 * The words that name this model: the product's name without its brand in front, since accessories say "for Galaxy
 * S25" of the "Samsung Galaxy S25".
 */
export function modelPhrase(target: Pick<FitTarget, 'name' | 'brand'>): string {
  const name = words(normalise(target.name));
  const brand = words(normalise(target.brand ?? ''));
  const hasBrand = brand.length > 0 && brand.length < name.length && brand.every((w, i) => name[i] === w);
  return (hasBrand ? name.slice(brand.length) : name).join(' ');
}

/** The series a sub-category names ("iPhone 17 Series" names "iphone 17"), or null when it names none. */
export function seriesPhrase(subCategory: string | null): string | null {
  const sub = words(normalise(subCategory ?? ''));
  if (sub.length < 2 || sub[sub.length - 1] !== 'series') return null;
  return sub.slice(0, -1).join(' ');
}

/**
 * Whether `text` names exactly the model `phrase`: the phrase as whole words, not followed by a word that makes it
 * another model ("iphone 16" in "case for iphone 16 pro" names the Pro, not the iPhone 16).
 */
export function namesModel(text: string, phrase: string): boolean {
  const t = words(normalise(text));
  const p = words(phrase);
  return phraseAt(t, p).some((at) => {
    const next = t[at + p.length];
    return next === undefined || !MODEL_WORDS.has(next);
  });
}

/** Whether `text` names the series `phrase` for all its models: "for iPhone 17 series". */
function namesSeries(text: string, phrase: string): boolean {
  const t = words(normalise(text));
  const p = words(phrase);
  return phraseAt(t, p).some((at) => t[at + p.length] === 'series');
}

/**
 * Whether a name is made for one particular model: a device family word (one of its compatibility values, or the
 * first word of the product's model) followed by a model number or model word, as in "iPhone 16 Pro Silicone Case",
 * "Case for Galaxy S25" or "Case for iPad Air". Such an accessory fits that model only, never the whole family.
 */
export function namesSomeModel(name: string, families: readonly string[]): boolean {
  const t = words(normalise(name));
  return families.some((family) =>
    phraseAt(t, words(normalise(family))).some((at) => {
      const next = t[at + words(normalise(family)).length];
      return next !== undefined && (/\d/.test(next) || MODEL_WORDS.has(next));
    }),
  );
}

/**
 * Whether a compatibility value ("iPhone", "Mac") names the product by its name, category or sub-category, or is one
 * of the families the product is known to belong to.
 */
export function compatibilityNames(value: string, target: FitTarget): boolean {
  const phrase = words(normalise(value));
  if (phrase.length === 0) return false;
  if ((target.families ?? []).some((family) => normalise(family) === phrase.join(' '))) return true;
  return [target.name, target.category, target.subCategory ?? ''].some(
    (text) => phraseAt(words(normalise(text)), phrase).length > 0,
  );
}

/** How well an accessory fits, best first; 0 when it does not. */
export const FIT = { none: 0, family: 1, series: 2, model: 3 } as const;
export type Fit = (typeof FIT)[keyof typeof FIT];

/**
 * The fit rule:
 * - made for this model: its name names the model exactly ("Case for iPhone 17 Pro" on the iPhone 17 Pro);
 * - made for its series: its name names the series ("Screen protector for iPhone 17 series");
 * - made for some other model: it does not fit, whatever its compatibility says (an iPhone 16 case is "Compatible
 *   with iPhone" but does not fit an iPhone 17);
 * - otherwise it fits when one of its compatibility values names the product (a USB-C charger "Compatible with
 *   iPhone, iPad" on any iPhone or iPad) or is a family it belongs to (target.families).
 */
export function fitOf(target: FitTarget, candidate: FitCandidate): Fit {
  const model = modelPhrase(target);
  if (model !== '' && namesModel(candidate.name, model)) return FIT.model;
  const series = seriesPhrase(target.subCategory);
  if (series !== null && namesSeries(candidate.name, series)) return FIT.series;
  const family = words(model)[0];
  if (namesSomeModel(candidate.name, [...candidate.compatible, ...(family ? [family] : [])])) return FIT.none;
  return candidate.compatible.some((value) => compatibilityNames(value, target)) ? FIT.family : FIT.none;
}

/**
 * The word sets to look accessories up by, for the repository's word index: the model's words and the series'
 * words, dropping a set that holds another (any name with "iphone 17 pro" also has "iphone" and "17").
 */
export function lookupWords(target: FitTarget): string[][] {
  const sets = [words(modelPhrase(target)), words(seriesPhrase(target.subCategory) ?? '')].filter(
    (set) => set.length > 0,
  );
  return sets.filter(
    (set, i) =>
      !sets.some(
        (other, j) => j !== i && other.every((w) => set.includes(w)) && (other.length < set.length || j < i),
      ),
  );
}

/**
 * The families a product belongs to by what is made for it: the compatibility values of the accessories that fit
 * it as its model or series, less those its names already say.
 */
export function inferredFamilies(target: FitTarget, candidates: readonly FitCandidate[]): string[] {
  const found = new Set<string>();
  for (const candidate of candidates) {
    if (fitOf(target, candidate) < FIT.series) continue;
    for (const value of candidate.compatible) if (!compatibilityNames(value, target)) found.add(value);
  }
  return [...found];
}
