import { ad, brand, type adPlacement } from './catalog.ts';
import { oneLine } from './public-forms.ts';
import { z } from './zod.ts';

/**
 * The storefront home's hero slides, promo tiles, custom ads and featured brands, edited in the back office by owners
 * and managers and read by every member. A preview answers the home's blocks with a draft applied and saves nothing.
 */

export type AdPlacement = z.infer<typeof adPlacement>;

/** What each placement is called in the back office, in the order the page lists them. */
export const placementLabel: Record<AdPlacement, { one: string; many: string; where: string }> = {
  hero: { one: 'Hero slide', many: 'Hero slides', where: 'The carousel at the top of the home page' },
  home: { one: 'Promo tile', many: 'Promo tiles', where: 'The "More to explore" tiles on the home page' },
  custom: { one: 'Custom ad', many: 'Custom ads', where: 'The custom ads the apps read (/home/custom-ads)' },
};
export const PLACEMENTS = ['hero', 'home', 'custom'] as const satisfies readonly AdPlacement[];

export const adminHomeAd = ad.extend({
  sort_order: z.number().int(),
  active: z.boolean(),
  /** The Arabic texts; empty ones show the English on Arabic pages. */
  title_ar: z.string(),
  subtitle_ar: z.string(),
  cta_ar: z.string(),
  alt_ar: z.string(),
});
export type AdminHomeAd = z.infer<typeof adminHomeAd>;

export const adminHomeBrand = brand.extend({
  active: z.boolean(),
  /** Its place among the featured brands (1 first), or null when it is not featured. */
  featured_position: z.number().int().nullable(),
});
export type AdminHomeBrand = z.infer<typeof adminHomeBrand>;

/** Everything the home editor lists: every ad (inactive ones too), every brand, and pictures to choose from. */
export const adminHome = z.object({
  ads: z.array(adminHomeAd),
  brands: z.array(adminHomeBrand),
  /** Pictures already in the shop: the ads' own and every upload, newest first. */
  pictures: z.array(z.string()),
});
export type AdminHome = z.infer<typeof adminHome>;

export const adIdParams = z.object({
  id: z.coerce
    .number({ error: 'must be an ad id' })
    .int('must be an ad id')
    .positive('must be an ad id')
    .max(2_147_483_647, 'must be an ad id'),
});

const text = (label: string, max: number, required: boolean) => {
  const base = z.string({ error: `${label} is required` }).trim();
  return oneLine(
    (required ? base.min(1, `${label} is required`) : base).max(
      max,
      `${label} must be at most ${max} characters`,
    ),
    label,
  );
};

/**
 * A link is a page of the shop ("/Accessories?slug_brand=apple") or an https:// address; anything else (javascript:,
 * http:, a protocol-relative "//host") is refused, since every shopper who taps the picture follows it.
 */
export const adLink = z
  .string({ error: 'Link is required' })
  .trim()
  .min(1, 'Link is required')
  .max(500, 'Link must be at most 500 characters')
  .refine(
    (value) =>
      /^\/(?!\/)[^\s"'<>\\`]*$/.test(value) || /^https:\/\/[^\s"'<>\\`/]+[^\s"'<>\\`]*$/i.test(value),
    'Link must be a page of the shop starting with "/" (e.g. /Accessories?slug_brand=apple) or an address starting with https://',
  );

/** Pictures come from the shop's own site: the pages' Content-Security-Policy loads images from nowhere else. */
export const adImage = z
  .string({ error: 'Choose a picture or upload one' })
  .trim()
  .min(1, 'Choose a picture or upload one')
  .max(500, 'Picture must be at most 500 characters')
  .regex(
    /^\/(?!\/)[^\s"'<>\\`]*$/,
    'Picture must be a picture of the shop, starting with "/" (choose one from the list or upload one)',
  );

const boolField = z.preprocess(
  (value) => (value === 'on' || value === 'true' || value === '1' ? true : value === '' ? false : value),
  z.boolean({ error: 'active is true or false' }),
);

export const adInput = z.object({
  placement: z.enum(PLACEMENTS, { error: 'Placement is hero (slide), home (promo tile) or custom' }),
  title: text('Title', 120, true),
  subtitle: text('Subtitle', 200, false).default(''),
  cta: text('Button text', 40, true),
  link: adLink,
  image: adImage,
  alt: text('Picture description', 200, false).default(''),
  active: boolField.default(false),
  title_ar: text('Title (Arabic)', 120, false).default(''),
  subtitle_ar: text('Subtitle (Arabic)', 200, false).default(''),
  cta_ar: text('Button text (Arabic)', 40, false).default(''),
  alt_ar: text('Picture description (Arabic)', 200, false).default(''),
});
export type AdInput = z.input<typeof adInput>;

export const adMoveRequest = z.object({
  direction: z.enum(['up', 'down'], { error: 'direction must be up or down' }),
});

export const FEATURED_MAX = 24;

/** The featured brands, in the order the home page shows them. */
export const featuredBrandsInput = z.object({
  brand_ids: z
    .array(z.number({ error: 'brand_ids holds brand ids' }).int().positive(), {
      error: 'brand_ids is the list of featured brand ids in their order',
    })
    .max(FEATURED_MAX, `At most ${FEATURED_MAX} brands can be featured`)
    .refine((ids) => new Set(ids).size === ids.length, 'A brand can be featured only once'),
});
export type FeaturedBrandsInput = z.infer<typeof featuredBrandsInput>;

/**
 * A draft to preview: an ad's fields (with the id of the ad it changes, or none for a new one) and/or featured brands.
 * What is left out is shown as it is live.
 */
export const homePreviewInput = z.object({
  ad: adInput.extend({ id: z.number().int().positive().nullable().default(null) }).optional(),
  brand_ids: featuredBrandsInput.shape.brand_ids.optional(),
});
export type HomePreviewInput = z.input<typeof homePreviewInput>;

/** The home page's edited blocks as shoppers would see them with the draft. */
export const homePreview = z.object({
  hero: z.array(ad),
  ads: z.array(ad),
  custom: z.array(ad),
  featured_brands: z.array(brand),
});
export type HomePreview = z.infer<typeof homePreview>;

export const homePictureUpload = z.object({ image: z.string() });
export type HomePictureUpload = z.infer<typeof homePictureUpload>;
