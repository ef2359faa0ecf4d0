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
  /**
   * The providers a shopper may sign in with, null when the shop has not their keys: only what the provider's
   * authorization page is given in its address anyway (the public app or client id) and where that page is.
   */
  social_sign_in: z.object({
    facebook: z.object({ app_id: z.string(), dialog_url: z.string() }).nullable(),
    google: z.object({ client_id: z.string(), auth_url: z.string() }).nullable(),
  }),
});

export type SiteSettings = z.infer<typeof siteSettings>;

export const health = z.object({ status: z.literal('ok'), database: z.enum(['sqlite', 'postgres']) });
