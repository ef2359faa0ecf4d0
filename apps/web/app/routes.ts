import {
  index,
  layout,
  prefix,
  route,
  type RouteConfig,
  type RouteConfigEntry,
} from '@react-router/dev/routes';

/**
 * The shop's pages in English at their own addresses and in Arabic under /ar: the same route modules, each Arabic
 * route with an id of its own (`ar/` before the English one), so one module serves both languages and reads the
 * language from the address.
 */
function inBothLanguages(entry: RouteConfigEntry): RouteConfigEntry[] {
  const withArabicIds = (list: RouteConfigEntry[]): RouteConfigEntry[] =>
    list.map((item) => ({
      ...item,
      id: `ar/${item.id ?? item.file.replace(/\.[jt]sx?$/, '')}`,
      children: item.children ? withArabicIds(item.children) : undefined,
    }));
  return [entry, ...withArabicIds(prefix('ar', [entry]))];
}

/**
 * Every page sits in the shop layout (header, footer) except under-construction, which stands alone: during
 * maintenance the shop around it is closed too, and the back office (/admin), which has its own. Redirect-only routes stay outside the layout so they cost no layout data.
 */
export default [
  route('under-construction', 'routes/under-construction.tsx', { id: 'under-construction' }),
  route('under-constructure', 'routes/under-construction.tsx', { id: 'under-constructure' }),
  route('session/signin', 'routes/session-signin.tsx'),
  route('auth/:provider/start', 'routes/social-start.tsx'),
  route('newsletter', 'routes/newsletter.tsx'),
  route('orders/:id/invoice.pdf', 'routes/order-invoice.tsx'),
  route('admin/orders/:id/return', 'routes/admin-order-return.ts'),
  // The back office has a frame of its own, without the shop's header and footer.
  layout('routes/admin-layout.tsx', [
    route('admin', 'routes/admin-home.tsx'),
    route('admin/login', 'routes/admin-login.tsx'),
    route('admin/set-password', 'routes/admin-set-password.tsx'),
    route('admin/staff', 'routes/admin-staff.tsx'),
    route('admin/orders', 'routes/admin-orders.tsx'),
    route('admin/orders/:id', 'routes/admin-order.tsx'),
    route('admin/import', 'routes/admin-import.tsx'),
    route('admin/bulk', 'routes/admin-bulk.tsx'),
    route('admin/account', 'routes/admin-account.tsx'),
    route('admin/categories', 'routes/admin-categories.tsx'),
    route('admin/brands', 'routes/admin-brands.tsx'),
    route('admin/media', 'routes/admin-media.tsx'),
    route('admin/products/:id/pictures', 'routes/admin-product-pictures.tsx'),
    route('admin/products', 'routes/admin-products.tsx'),
    route('admin/products/new', 'routes/admin-product-edit.tsx', { id: 'admin-product-new' }),
    route('admin/products/:id', 'routes/admin-product-edit.tsx', { id: 'admin-product-edit' }),
    route('admin/promotions', 'routes/admin-promotions.tsx'),
    route('admin/promotions/new', 'routes/admin-promotion-edit.tsx', { id: 'admin-promotion-new' }),
    route('admin/promotions/:id', 'routes/admin-promotion-edit.tsx', { id: 'admin-promotion-edit' }),
    route('admin/payment-offers', 'routes/admin-payment-offers.tsx'),
    route('admin/delivery', 'routes/admin-delivery.tsx'),
    route('admin/settings', 'routes/admin-settings.tsx'),
    route('admin/customers', 'routes/admin-customers.tsx'),
    route('admin/customers/:id', 'routes/admin-customer.tsx'),
    route('admin/tickets', 'routes/admin-tickets.tsx'),
    route('admin/tickets/:id', 'routes/admin-ticket.tsx'),
    route('admin/inbox', 'routes/admin-inbox.tsx'),
    route('admin/subscribers', 'routes/admin-subscribers.tsx'),
    route('admin/messages', 'routes/admin-messages.tsx'),
    route('admin/audit', 'routes/admin-audit.tsx'),
    route('admin/reports', 'routes/admin-reports.tsx'),
    route('admin/content', 'routes/admin-content.tsx'),
    route('admin/content/:slug', 'routes/admin-content-page.tsx'),
    route('admin/faqs', 'routes/admin-faqs.tsx'),
    route('admin/stores', 'routes/admin-stores.tsx'),
    route('admin/search-synonyms', 'routes/admin-search-synonyms.tsx'),
    route('admin/home-page', 'routes/admin-home-page.tsx'),
    route('admin/home-page/ads/:id', 'routes/admin-home-ad.tsx'),
  ]),
  ...inBothLanguages(
    layout('routes/shop-layout.tsx', [
      index('routes/home.tsx'),
      route('compare/:slug', 'routes/compare.tsx'),
      route('item/:idOrSlug', 'routes/item.tsx'),
      route('overview/:slug/:catSlug', 'routes/overview.tsx'),
      route('Categories', 'routes/categories.tsx'),
      route('Accessories', 'routes/accessories.tsx'),
      route('search', 'routes/search.tsx'),
      route('shopping-cart', 'routes/shopping-cart.tsx'),
      route('newsletter/unsubscribe', 'routes/newsletter-unsubscribe.tsx'),
      route('login', 'routes/login.tsx'),
      route('register', 'routes/register.tsx'),
      route('forget-password', 'routes/forget-password.tsx'),
      route('reset-password', 'routes/reset-password.tsx'),
      route('auth/:provider/callback', 'routes/social-callback.tsx'),
      route('profile', 'routes/profile.tsx'),
      route('profile/orders', 'routes/my-orders.tsx'),
      route('profile/orders/:number', 'routes/my-order.tsx'),
      route('checkout', 'routes/checkout.tsx'),
      route('online-payment', 'routes/online-payment.tsx'),
      // Content pages: text pages share one module; education and business share the enterprise page.
      route('Services', 'routes/content-page.tsx', { id: 'content-services' }),
      route('help', 'routes/content-page.tsx', { id: 'content-help' }),
      route('about', 'routes/content-page.tsx', { id: 'content-about' }),
      route('terms', 'routes/content-page.tsx', { id: 'content-terms' }),
      route('policy', 'routes/content-page.tsx', { id: 'content-policy' }),
      route('FAQs', 'routes/faqs.tsx'),
      route('contact-us', 'routes/contact-us.tsx'),
      route('education', 'routes/enterprise.tsx', { id: 'enterprise-education' }),
      route('business', 'routes/enterprise.tsx', { id: 'enterprise-business' }),
      route('blog-detail/:slug', 'routes/blog-detail.tsx'),
      route('map-location', 'routes/map-location.tsx'),
      route('Maintenance', 'routes/service-centre.tsx'),
    ]),
  ),
  route('*', 'routes/unknown-path.tsx'),
] satisfies RouteConfig;
