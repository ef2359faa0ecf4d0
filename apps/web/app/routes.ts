import { index, layout, route, type RouteConfig } from '@react-router/dev/routes';

/**
 * Every page sits in the shop layout (header, footer) except under-construction, which stands alone
 * (specification section 2). Redirect-only routes stay outside the layout so they cost no layout data.
 */
export default [
  route('under-construction', 'routes/under-construction.tsx', { id: 'under-construction' }),
  route('under-constructure', 'routes/under-construction.tsx', { id: 'under-constructure' }),
  route('session/signin', 'routes/session-signin.tsx'),
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
    route('profile', 'routes/profile.tsx'),
    route('checkout', 'routes/checkout.tsx'),
    route('online-payment', 'routes/online-payment.tsx'),
  ]),
  route('*', 'routes/unknown-path.tsx'),
] satisfies RouteConfig;
