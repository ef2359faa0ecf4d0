import { checkbox } from './admin-promotions.ts';
import { z } from './zod.ts';
import { DEFAULT_RETURN_WINDOW_DAYS, returnWindowDays } from './order-returns.ts';

/**
 * The shop's settings an owner changes in the back office: the maintenance switch and its messages (the same switch
 * as `npm run shop -- maintenance`), the shop's name and hotline as the storefront shows them, and the stock level
 * under which a product counts as running low.
 */

export const DEFAULT_LOW_STOCK_THRESHOLD = 5;

export const shopSettings = z.object({
  maintenance: z.boolean(),
  message_en: z.string().nullable(),
  message_ar: z.string().nullable(),
  shop_name: z.string(),
  hotline: z.string(),
  low_stock_threshold: z.number().int(),
  /** Days after delivery a customer may ask to return an order. */
  return_window_days: z.number().int(),
});
export type ShopSettings = z.infer<typeof shopSettings>;

const message = (label: string) =>
  z
    .string()
    .trim()
    .max(300, `${label} must be at most 300 characters`)
    .regex(/^[^\n\r]*$/, `${label} must be one line`)
    .default('');

export const shopSettingsInput = z.object({
  maintenance: checkbox,
  message_en: message('English message'),
  message_ar: message('Arabic message'),
  shop_name: z
    .string({ error: 'Shop name is required' })
    .trim()
    .min(1, 'Shop name is required')
    .max(80, 'Shop name must be at most 80 characters')
    .regex(/^[^\n\r]*$/, 'Shop name must be one line'),
  hotline: z
    .string({ error: 'Hotline is required' })
    .trim()
    .regex(/^\d{5}$/, 'Hotline must be five digits, like 19123'),
  low_stock_threshold: z.coerce
    .number({ error: 'Low-stock threshold must be a number' })
    .int('Low-stock threshold must be a whole number')
    .min(0, 'Low-stock threshold must be 0 or more')
    .max(10_000, 'Low-stock threshold must be at most 10,000'),
  return_window_days: returnWindowDays.default(DEFAULT_RETURN_WINDOW_DAYS),
});
export type ShopSettingsInput = z.infer<typeof shopSettingsInput>;
