import type { MessageKey } from './i18n.tsx';

/** The first part of a message key: `card` in `card.addToCart`. */
export type Namespace = MessageKey extends `${infer Name}.${string}` ? Name : never;

/**
 * Which messages travel with which page. A page's first HTML and its data carry the layout's messages and the page's
 * own, never the whole catalog: a product page does not ship the checkout's or the service centre's words to a phone.
 *
 * The layout's set is what the header, footer, mini-cart, menus, the phone dialog, the rewards panel and problem
 * pages say, plus every page title and description (a page's meta falls back to them when its own data is missing,
 * as on a 404). Each page adds the namespaces of its own components. page-messages.test.ts reads every route's
 * imports and fails, naming the namespace, when a page or the layout uses a message it does not carry here.
 */
export const LAYOUT_MESSAGES = {
  namespaces: [
    'address',
    'cartLine',
    'common',
    'fieldRule',
    'footer',
    'header',
    'layout',
    'mega',
    'miniCart',
    'newsletter',
    'phoneDialog',
    'problem',
    'rewards',
    'search',
    'searchPanel',
    'social',
  ],
  /** Page titles and descriptions (each page's `meta`). */
  keys: [
    'accessories.description',
    'accessories.notFound',
    'article.notFoundTitle',
    'cart.title',
    'category.description',
    'category.notFound',
    'checkout.onlinePayment',
    'checkout.title',
    'compare.description',
    'compare.pageTitle',
    'compare.pageTitleOf',
    'compare.vs',
    'contact.pageTitle',
    'content.pageNotFound',
    'faqPage.pageTitle',
    'forgot.pageTitle',
    'home.description',
    'item.notFound',
    'lead.pageTitle',
    'login.title',
    'orders.order',
    'orders.title',
    'overview.notFound',
    'profile.title',
    'register.title',
    'reset.title',
    'service.description',
    'service.pageTitle',
    'stores.description',
    'stores.descriptionIn',
    'stores.pageTitle',
    'stores.pageTitleIn',
    'unsubscribe.title',
  ],
} as const satisfies { namespaces: readonly Namespace[]; keys: readonly MessageKey[] };

/** Each shop page's own namespaces, by its route file's name. */
export const PAGE_MESSAGES = {
  accessories: ['accessories', 'card', 'listing'],
  'blog-detail': ['article', 'content'],
  categories: ['card', 'listing'],
  checkout: ['checkout', 'orders'],
  compare: ['card', 'compare'],
  'contact-us': ['article', 'contact', 'content'],
  'content-page': ['article', 'content'],
  enterprise: ['article', 'content', 'lead'],
  faqs: ['content', 'faqPage'],
  'forget-password': ['forgot', 'login'],
  home: ['card', 'hero', 'home'],
  item: ['buy', 'card', 'home', 'item', 'listing', 'plans', 'variant'],
  login: ['login'],
  'map-location': ['content', 'stores'],
  'my-order': ['orders'],
  'my-orders': ['orders'],
  'newsletter-unsubscribe': ['unsubscribe'],
  'online-payment': ['checkout'],
  overview: ['card', 'content', 'home', 'overview'],
  profile: ['orders', 'profile'],
  register: ['register'],
  'reset-password': ['reset'],
  search: ['card', 'listing', 'noResults'],
  'service-centre': ['service', 'ticket', 'tracking'],
  'shopping-cart': ['cart'],
} as const satisfies Record<string, readonly Namespace[]>;

export type PageName = keyof typeof PAGE_MESSAGES;
