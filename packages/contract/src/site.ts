import { z } from './zod.ts';

/** The environment configuration the storefront reads for the maintenance state. */
export const siteSettings = z.object({
  maintenance: z.boolean(),
  message_en: z.string().nullable(),
  message_ar: z.string().nullable(),
  shop_name: z.string(),
  hotline: z.string().regex(/^\d{5}$/),
  /** The third-party rewards widget's script, when one is configured; null means the built-in rewards panel. */
  loyalty_widget_url: z.string().nullable(),
});

export const health = z.object({ status: z.literal('ok'), database: z.enum(['sqlite', 'postgres']) });
