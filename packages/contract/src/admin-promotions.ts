import { oneLine } from './public-forms.ts';
import { z } from './zod.ts';

/**
 * Prices and promotions in the back office: promo codes, the payment methods' offers, installment plans and delivery
 * fees. Owners and managers change them, support reads them. Inputs accept what a JSON client sends and what a plain
 * form posts (numbers as text, empty text for "none", a checkbox's "on", ids as a comma list), so the pages and the API
 * check one schema.
 */

const MAX_EGP = 10_000_000;
const blank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

/** A whole amount of EGP (or a count) from 0 to max; `label` names the field in its message. */
const wholeNumber = (label: string, min = 0, max = MAX_EGP) =>
  z.coerce
    .number({ error: `${label} must be a number` })
    .int(`${label} must be a whole number`)
    .min(min, `${label} must be ${min} or more`)
    .max(max, `${label} must be at most ${max.toLocaleString('en-US')}`);

/** The same, or null when left empty (no limit). */
const optionalNumber = (label: string, min = 0, max = MAX_EGP) =>
  z.preprocess((v) => (blank(v) ? null : v), wholeNumber(label, min, max).nullable());

/** A checkbox: true for a JSON true or a posted "on" / "true" / "1"; anything else (an unticked box sends nothing) is false. */
export const checkbox = z.preprocess(
  (v) => v === true || v === 'on' || v === 'true' || v === '1',
  z.boolean(),
);

/** Ids as a JSON array or as the text a person types ("3, 7, 12"); empty means none. */
const idList = (label: string) =>
  z.preprocess(
    (v) =>
      typeof v === 'string'
        ? v
            .split(/[\s,]+/)
            .filter(Boolean)
            .map((s) => (/^\d+$/.test(s) ? Number(s) : s))
        : blank(v)
          ? []
          : v,
    z
      .array(
        z
          .number({ error: `${label}: write ids as whole numbers separated by commas` })
          .int()
          .positive(),
        {
          error: `${label}: write ids as whole numbers separated by commas`,
        },
      )
      .max(500, `${label}: at most 500 ids`),
  );

/**
 * A moment in UTC: an ISO time, or what a datetime-local field posts ("2026-12-01T09:00", read as UTC); empty is
 * null (no limit).
 */
const moment = (label: string) =>
  z.preprocess(
    (v) => {
      if (blank(v)) return null;
      if (typeof v !== 'string') return v;
      const text = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(v.trim()) ? `${v.trim()}:00Z` : v.trim();
      const at = new Date(text);
      return Number.isNaN(at.getTime()) ? v : at.toISOString();
    },
    z
      .string({ error: `${label} must be a date and time` })
      .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/, `${label} must be a date and time`)
      .nullable(),
  );

export const PROMO_KINDS = ['percent', 'fixed'] as const;
export const promoKindLabel: Record<(typeof PROMO_KINDS)[number], string> = {
  percent: 'Percentage',
  fixed: 'Fixed amount (EGP)',
};

/** The payment methods a code may be limited to. */
export const PROMO_METHODS = ['cod', 'card', 'valu'] as const;

/** A promo code as the back office writes it; every field checkout's promo rule reads. */
export const promoCodeInput = z
  .object({
    code: z
      .string({ error: 'Code is required' })
      .trim()
      .toUpperCase()
      .min(3, 'Code must be 3 to 32 letters, digits, - or _')
      .max(32, 'Code must be 3 to 32 letters, digits, - or _')
      .regex(/^[A-Z0-9_-]+$/, 'Code must be 3 to 32 letters, digits, - or _'),
    kind: z.enum(PROMO_KINDS, { error: 'Type is percentage or fixed amount' }),
    value: wholeNumber('Value', 1),
    max_discount: optionalNumber('Largest discount', 1),
    min_amount: z.preprocess((v) => (blank(v) ? 0 : v), wholeNumber('Minimum subtotal')),
    payment_method: z.preprocess(
      (v) => (blank(v) ? null : v),
      z.enum(PROMO_METHODS, { error: 'Payment method is cod, card or valu, or empty for any' }).nullable(),
    ),
    starts_at: moment('Starts'),
    ends_at: moment('Ends'),
    max_uses: optionalNumber('Total uses', 1, 10_000_000),
    max_uses_per_customer: optionalNumber('Uses per customer', 1, 1_000),
    active: checkbox,
    category_ids: idList('Categories'),
    brand_ids: idList('Brands'),
    product_ids: idList('Product ids'),
  })
  .superRefine((v, ctx) => {
    if (v.kind === 'percent' && v.value > 100) {
      ctx.addIssue({ code: 'custom', path: ['value'], message: 'A percentage is at most 100' });
    }
    if (v.starts_at && v.ends_at && v.ends_at <= v.starts_at) {
      ctx.addIssue({ code: 'custom', path: ['ends_at'], message: 'Ends must be after Starts' });
    }
  });
export type PromoCodeInput = z.infer<typeof promoCodeInput>;

export const promoCode = z.object({
  id: z.number().int(),
  code: z.string(),
  kind: z.enum(PROMO_KINDS),
  value: z.number().int(),
  max_discount: z.number().int().nullable(),
  min_amount: z.number().int(),
  payment_method: z.string().nullable(),
  starts_at: z.string().nullable(),
  ends_at: z.string().nullable(),
  max_uses: z.number().int().nullable(),
  max_uses_per_customer: z.number().int().nullable(),
  active: z.boolean(),
  category_ids: z.array(z.number().int()),
  brand_ids: z.array(z.number().int()),
  product_ids: z.array(z.number().int()),
  /** Orders holding the code now (the counter checkout guards). */
  uses: z.number().int(),
  /** Orders placed with the code that still count (not cancelled or failed), and the discount they were given. */
  orders: z.number().int(),
  discount_given: z.number().int(),
  created_at: z.string().nullable(),
  updated_at: z.string().nullable(),
});
export type PromoCode = z.infer<typeof promoCode>;

const named = z.object({ id: z.number().int(), name: z.string() });

export const promoCodeList = z.object({
  promo_codes: z.array(promoCode),
  /** What a code can be limited to, for the editor. */
  categories: z.array(named),
  brands: z.array(named),
});
export type PromoCodeList = z.infer<typeof promoCodeList>;

export const activeRequest = z.object({ active: checkbox });

export const idParams = z.object({
  id: z.coerce
    .number({ error: 'The id is a whole number' })
    .int('The id is a whole number')
    .positive('The id is a whole number')
    .max(2 ** 31 - 1),
});

// --- payment offers and installment plans ---------------------------------------------------------------------------

export const paymentOffer = z.object({
  id: z.number().int(),
  /** As products name it (payment_methods_discount_name_en). */
  name_en: z.string(),
  /** Its name on Arabic pages; empty: Arabic pages show name_en. */
  name_ar: z.string(),
  method_code: z.string(),
  percent: z.number().int(),
  /** Card number prefixes of the bank whose cards earn it; empty: any payment of the method. */
  card_bins: z.string(),
  active: z.boolean(),
  updated_at: z.string(),
});
export type PaymentOffer = z.infer<typeof paymentOffer>;

export const paymentOfferInput = z.object({
  /** Left out: the Arabic name stays as it is; empty: Arabic pages show the English name. */
  name_ar: oneLine(
    z.string().trim().max(120, 'Arabic name must be at most 120 characters'),
    'Arabic name',
  ).optional(),
  percent: wholeNumber('Percent', 0, 90),
  card_bins: z
    .string()
    .trim()
    .max(4_000, 'Card prefixes: at most 4,000 characters')
    .regex(
      /^[\d\s,;-]*$/,
      'Card prefixes: 6 to 8 digit prefixes or ranges (51293700-51293799), separated by commas',
    )
    .default(''),
  active: checkbox,
});

export const installmentPlan = z.object({
  id: z.number().int(),
  method_code: z.string(),
  months: z.number().int(),
  interest_percent: z.number().int(),
  min_amount: z.number().int(),
  product_ids: z.array(z.number().int()),
  active: z.boolean(),
  updated_at: z.string(),
});
export type InstallmentPlan = z.infer<typeof installmentPlan>;

export const installmentPlanInput = z.object({
  method_code: z.enum(['valu'], { error: 'Installments are offered through valu' }).default('valu'),
  months: wholeNumber('Months', 1, 60),
  interest_percent: z.preprocess((v) => (blank(v) ? 0 : v), wholeNumber('Fee (%)', 0, 100)),
  min_amount: z.preprocess((v) => (blank(v) ? 0 : v), wholeNumber('Minimum amount')),
  product_ids: idList('Product ids'),
  active: checkbox,
});

export const paymentOffersPage = z.object({
  offers: z.array(paymentOffer),
  plans: z.array(installmentPlan),
});
export type PaymentOffersPage = z.infer<typeof paymentOffersPage>;

// --- delivery fees --------------------------------------------------------------------------------------------------

export const governorateFee = z.object({
  id: z.number().int(),
  name_en: z.string(),
  name_ar: z.string(),
  delivery_fee: z.number().int(),
});
export type GovernorateFee = z.infer<typeof governorateFee>;

export const deliveryFeeList = z.object({ governorates: z.array(governorateFee) });

export const deliveryFeesInput = z.object({
  fees: z
    .array(z.object({ id: z.number().int().positive(), fee: wholeNumber('Fee', 0, 100_000) }))
    .min(1, 'Send at least one fee')
    .max(100),
});
