import { index, layout, route, type RouteConfig } from '@react-router/dev/routes';

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
  ]),
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
  route('*', 'routes/unknown-path.tsx'),
] satisfies RouteConfig;
