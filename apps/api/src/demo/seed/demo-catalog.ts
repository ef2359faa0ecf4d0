import type { BannerSlug, CategoryKind, DeviceKind } from '#app/demo/device-art';

/**
 * The demo catalog: what a premium Apple reseller in Egypt that also sells Samsung and accessories carries.
 * Only data lives here; seed-catalog.ts turns it into rows (variants, prices, stock, images, descriptions).
 * Prices are whole EGP (ADR 0003). Colours are hex without '#', as the image URLs carry them.
 */

// ---------------------------------------------------------------------------------------------------------------
// Option values

export const DEMO_COLORS = [
  // iPhone 17 family
  { name: 'Cosmic Orange', hex: 'f77e2d' },
  { name: 'Deep Blue', hex: '3b4a63' },
  { name: 'Silver', hex: 'e3e4e5' },
  { name: 'Space Black', hex: '2e2e30' },
  { name: 'Cloud White', hex: 'f4f4f2' },
  { name: 'Light Gold', hex: 'eadbc3' },
  { name: 'Sky Blue', hex: 'c9dcef' },
  { name: 'Mist Blue', hex: 'a9bdd6' },
  { name: 'Sage', hex: 'b9c2a4' },
  { name: 'Lavender', hex: 'd4c4e6' },
  // iPhone 16 and 15 families
  { name: 'Desert Titanium', hex: 'bfa48f' },
  { name: 'Natural Titanium', hex: 'c2bcb2' },
  { name: 'White Titanium', hex: 'f2f1ed' },
  { name: 'Black Titanium', hex: '3c3c3d' },
  { name: 'Ultramarine', hex: '9aadf6' },
  { name: 'Teal', hex: 'b0d4d2' },
  { name: 'Pink', hex: 'f2c6d0' },
  { name: 'White', hex: 'f5f5f0' },
  { name: 'Black', hex: '2b2b2d' },
  { name: 'Blue', hex: 'c5d6e8' },
  { name: 'Yellow', hex: 'efe2a8' },
  { name: 'Green', hex: 'cad8c3' },
  // Samsung
  { name: 'Titanium Silverblue', hex: '8fa3b8' },
  { name: 'Titanium Black', hex: '2f3033' },
  { name: 'Titanium Gray', hex: '8a8884' },
  { name: 'Titanium Whitesilver', hex: 'e6e6e3' },
  { name: 'Titanium Silver', hex: 'c8c9cb' },
  { name: 'Titanium White', hex: 'f0efeb' },
  { name: 'Icyblue', hex: 'bcd3e6' },
  { name: 'Navy', hex: '2c3a58' },
  { name: 'Mint', hex: 'c7e3d4' },
  { name: 'Silver Shadow', hex: 'c0c2c5' },
  { name: 'Blue Shadow', hex: '34465e' },
  { name: 'Jetblack', hex: '1c1c1e' },
  { name: 'Coralred', hex: 'e35d4f' },
  { name: 'Awesome Graphite', hex: '3e3f43' },
  { name: 'Awesome Lightgray', hex: 'd8d8d6' },
  { name: 'Moonstone Gray', hex: '5f6368' },
  { name: 'Platinum Silver', hex: 'd9dadc' },
  { name: 'Gray', hex: '7a7c80' },
  // Mac, iPad, Watch
  { name: 'Midnight', hex: '2e3641' },
  { name: 'Starlight', hex: 'f0e4d3' },
  { name: 'Space Gray', hex: '7d7e80' },
  { name: 'Purple', hex: 'd6cde6' },
  { name: 'Jet Black', hex: '1a1a1c' },
  { name: 'Rose Gold', hex: 'e8cfc0' },
  { name: 'Graphite', hex: '3d3f42' },
  // Audio, gaming, accessories
  { name: 'Orange', hex: 'f2a36b' },
  { name: 'Sandstone', hex: 'd8c7ad' },
  { name: 'Deep Brown', hex: '5a4034' },
  { name: 'Midnight Blue', hex: '27324a' },
  { name: 'Red', hex: 'd23b3b' },
  { name: 'Black & Brass', hex: '2b2722' },
  { name: 'Cream', hex: 'efe7d6' },
  { name: 'White Smoke', hex: 'e9e6df' },
  { name: 'Midnight Black', hex: '1e1f24' },
  { name: 'Cosmic Red', hex: 'b3262f' },
  { name: 'Magenta', hex: 'e0529c' },
  { name: 'Denim', hex: '4a6c8c' },
  { name: 'Lake Green', hex: '3f6b5a' },
  { name: 'Fuchsia', hex: 'c4417b' },
  { name: 'Star Fruit', hex: 'e8e08a' },
  { name: 'Clear', hex: 'e9eef2' },
  { name: 'Crystal Clear', hex: 'eef1f4' },
  { name: 'Matte Black', hex: '2a2a2c' },
  { name: 'Gunmetal', hex: '53565b' },
  { name: 'Pale Gray', hex: 'd3d4d6' },
  { name: 'Tonal Graphite', hex: '44464b' },
  { name: 'Tonal Rose', hex: 'e7c3c0' },
  { name: 'Tonal White', hex: 'f1f0ec' },
  { name: 'Cosmos', hex: '2b2f3a' },
  { name: 'Zebra', hex: 'e8e6e0' },
  { name: 'Rose', hex: 'd9a5a0' },
  { name: 'Carbon Fiber', hex: '2c2c2e' },
  { name: 'Kevlar Black', hex: '232325' },
  { name: 'Ice', hex: 'dfe5ea' },
  { name: 'Blueprint', hex: '2c4c6e' },
] as const;
export type DemoColorName = (typeof DEMO_COLORS)[number]['name'];

/** In display order: storage, then case sizes, then screen sizes. */
export const DEMO_SIZES = [
  '128GB',
  '256GB',
  '512GB',
  '1TB',
  '2TB',
  '40mm',
  '42mm',
  '44mm',
  '46mm',
  '47mm',
  '49mm',
  '11-inch',
  '13-inch',
  '14-inch',
  '15-inch',
  '16-inch',
] as const;
export type DemoSizeName = (typeof DEMO_SIZES)[number];

export const DEMO_MAC_MODELS = [
  'M3 / 16GB / 256GB',
  'M3 / 16GB / 512GB',
  'M4 / 16GB / 256GB',
  'M4 / 16GB / 512GB',
  'M4 / 24GB / 512GB',
  'M5 / 16GB / 512GB',
  'M5 / 16GB / 1TB',
  'M5 / 24GB / 1TB',
  'M4 Pro / 24GB / 512GB',
  'M4 Max / 36GB / 1TB',
] as const;
export type DemoMacModelName = (typeof DEMO_MAC_MODELS)[number];

// ---------------------------------------------------------------------------------------------------------------
// Brands

export interface DemoBrand {
  slug: string;
  name: string;
  featured: boolean;
  /** Wordmark colours for the generated logo. */
  logo: { background: string; foreground: string };
}

/** Order matters: the mega-menu's 'By Brand' list shows the first six, so accessory brands lead. */
export const DEMO_BRANDS: readonly DemoBrand[] = [
  { slug: 'apple', name: 'Apple', featured: true, logo: { background: '1d1d1f', foreground: 'f5f5f7' } },
  { slug: 'samsung', name: 'Samsung', featured: true, logo: { background: '1428a0', foreground: 'ffffff' } },
  { slug: 'anker', name: 'Anker', featured: true, logo: { background: 'e8f6fc', foreground: '00a0dc' } },
  { slug: 'belkin', name: 'Belkin', featured: true, logo: { background: 'f4f4f4', foreground: '1d1d1f' } },
  { slug: 'spigen', name: 'Spigen', featured: false, logo: { background: '1d1d1f', foreground: 'e4002b' } },
  {
    slug: 'logitech',
    name: 'Logitech',
    featured: true,
    logo: { background: 'e9fbf8', foreground: '0a7d6a' },
  },
  {
    slug: 'native-union',
    name: 'Native Union',
    featured: false,
    logo: { background: 'f3efe6', foreground: '3a3128' },
  },
  { slug: 'uag', name: 'UAG', featured: false, logo: { background: '23262b', foreground: 'f2f2f2' } },
  {
    slug: 'otterbox',
    name: 'OtterBox',
    featured: false,
    logo: { background: '0f1115', foreground: 'ffffff' },
  },
  { slug: 'mophie', name: 'mophie', featured: false, logo: { background: 'fafafa', foreground: '222222' } },
  { slug: 'jbl', name: 'JBL', featured: true, logo: { background: 'ff3300', foreground: 'ffffff' } },
  { slug: 'sony', name: 'Sony', featured: true, logo: { background: 'f5f5f5', foreground: '000000' } },
  { slug: 'beats', name: 'Beats', featured: false, logo: { background: 'e01f26', foreground: 'ffffff' } },
  { slug: 'bose', name: 'Bose', featured: false, logo: { background: '111111', foreground: 'ffffff' } },
  {
    slug: 'marshall',
    name: 'Marshall',
    featured: false,
    logo: { background: '1b1b1b', foreground: 'e7d9b5' },
  },
  {
    slug: 'nintendo',
    name: 'Nintendo',
    featured: false,
    logo: { background: 'e60012', foreground: 'ffffff' },
  },
  { slug: 'canon', name: 'Canon', featured: false, logo: { background: 'ffffff', foreground: 'cc0000' } },
  {
    slug: 'fujifilm',
    name: 'Fujifilm',
    featured: false,
    logo: { background: 'f4f4f4', foreground: '1d1d1f' },
  },
  { slug: 'dji', name: 'DJI', featured: false, logo: { background: '1d1d1f', foreground: 'ffffff' } },
];

// ---------------------------------------------------------------------------------------------------------------
// Categories

export interface DemoSubCategory {
  slug: string;
  name: string;
  isNew?: boolean;
  /** The sub-category's picture: a device drawing. */
  art: { kind: DeviceKind; color: DemoColorName };
}

export interface DemoCategoryGroup {
  name: string;
  subCategories: readonly DemoSubCategory[];
}

export interface DemoCategory {
  id: number;
  slug: string;
  name: string;
  kind: CategoryKind;
  /** The closing paragraph of every product description in the category (warranty, service). */
  serviceNote: string;
  groups: readonly DemoCategoryGroup[];
}

export const ACCESSORIES_ID = 7;

export const DEMO_CATEGORIES: readonly DemoCategory[] = [
  {
    id: 1,
    slug: 'phones',
    name: 'Phones',
    kind: 'phone',
    serviceNote:
      'Every phone we sell is a sealed, brand-new unit with the official local warranty. Trade in your old phone in any of our stores and pay the difference in easy instalments.',
    groups: [
      {
        name: 'iPhone',
        subCategories: [
          {
            slug: 'iphone-17-series',
            name: 'iPhone 17 series',
            isNew: true,
            art: { kind: 'phone', color: 'Cosmic Orange' },
          },
          {
            slug: 'iphone-16-series',
            name: 'iPhone 16 series',
            art: { kind: 'phone', color: 'Desert Titanium' },
          },
          { slug: 'iphone-15-series', name: 'iPhone 15 series', art: { kind: 'phone', color: 'Blue' } },
        ],
      },
      {
        name: 'Samsung Galaxy',
        subCategories: [
          {
            slug: 'galaxy-s-series',
            name: 'Galaxy S series',
            art: { kind: 'phone', color: 'Titanium Silverblue' },
          },
          {
            slug: 'galaxy-z-foldables',
            name: 'Galaxy Z foldables',
            isNew: true,
            art: { kind: 'phone', color: 'Blue Shadow' },
          },
          {
            slug: 'galaxy-a-series',
            name: 'Galaxy A series',
            art: { kind: 'phone', color: 'Awesome Lightgray' },
          },
        ],
      },
    ],
  },
  {
    id: 2,
    slug: 'mac',
    name: 'Mac',
    kind: 'laptop',
    serviceNote:
      'Our Mac specialists set up your new Mac for free, including data transfer from your old computer. Official Apple warranty, serviced at our authorised centres.',
    groups: [
      {
        name: 'MacBook',
        subCategories: [
          { slug: 'macbook-air', name: 'MacBook Air', art: { kind: 'laptop', color: 'Sky Blue' } },
          {
            slug: 'macbook-pro',
            name: 'MacBook Pro',
            isNew: true,
            art: { kind: 'laptop', color: 'Space Black' },
          },
        ],
      },
      {
        name: 'Windows laptops',
        subCategories: [
          { slug: 'galaxy-book', name: 'Galaxy Book', art: { kind: 'laptop', color: 'Moonstone Gray' } },
        ],
      },
    ],
  },
  {
    id: 3,
    slug: 'ipad-and-tablets',
    name: 'iPad & Tablets',
    kind: 'tablet',
    serviceNote:
      'All tablets come with the official local warranty. Add a case and a screen protector at checkout and we fit them for you in store.',
    groups: [
      {
        name: 'iPad',
        subCategories: [
          { slug: 'ipad-pro', name: 'iPad Pro', isNew: true, art: { kind: 'tablet', color: 'Space Black' } },
          { slug: 'ipad-air', name: 'iPad Air', art: { kind: 'tablet', color: 'Purple' } },
          { slug: 'ipad-and-ipad-mini', name: 'iPad and iPad mini', art: { kind: 'tablet', color: 'Pink' } },
        ],
      },
      {
        name: 'Galaxy Tab',
        subCategories: [
          { slug: 'galaxy-tab', name: 'Galaxy Tab', art: { kind: 'tablet', color: 'Moonstone Gray' } },
        ],
      },
    ],
  },
  {
    id: 4,
    slug: 'watch',
    name: 'Watch',
    kind: 'watch',
    serviceNote:
      'Free band sizing in store. Smartwatches carry the official local warranty and can be paired with your phone by our team on the spot.',
    groups: [
      {
        name: 'Apple Watch',
        subCategories: [
          {
            slug: 'apple-watch-series',
            name: 'Apple Watch Series',
            art: { kind: 'watch', color: 'Jet Black' },
          },
          {
            slug: 'apple-watch-ultra',
            name: 'Apple Watch Ultra',
            isNew: true,
            art: { kind: 'watch', color: 'Natural Titanium' },
          },
          { slug: 'apple-watch-se', name: 'Apple Watch SE', art: { kind: 'watch', color: 'Starlight' } },
        ],
      },
      {
        name: 'Galaxy Watch',
        subCategories: [
          { slug: 'galaxy-watch', name: 'Galaxy Watch', art: { kind: 'watch', color: 'Graphite' } },
        ],
      },
    ],
  },
  {
    id: 5,
    slug: 'audio',
    name: 'Audio',
    kind: 'audio',
    serviceNote:
      'For hygiene reasons in-ear products can be returned only sealed. Everything else may be returned within 14 days in its original packaging.',
    groups: [
      {
        name: 'Earbuds & headphones',
        subCategories: [
          { slug: 'earbuds', name: 'Earbuds', art: { kind: 'earbuds', color: 'White' } },
          { slug: 'headphones', name: 'Headphones', art: { kind: 'headphones', color: 'Midnight' } },
        ],
      },
      {
        name: 'Speakers',
        subCategories: [
          { slug: 'portable-speakers', name: 'Portable speakers', art: { kind: 'speaker', color: 'Red' } },
          {
            slug: 'smart-speakers',
            name: 'Smart speakers',
            isNew: true,
            art: { kind: 'speaker', color: 'White' },
          },
        ],
      },
    ],
  },
  {
    id: 6,
    slug: 'gaming',
    name: 'Gaming',
    kind: 'gaming',
    serviceNote:
      'Consoles and controllers are covered by the official local warranty. Limited quantities per order so that more players get one.',
    groups: [
      {
        name: 'Consoles',
        subCategories: [
          { slug: 'playstation', name: 'PlayStation', art: { kind: 'console', color: 'White' } },
          { slug: 'nintendo-switch', name: 'Nintendo Switch', art: { kind: 'console', color: 'Red' } },
        ],
      },
      {
        name: 'Controllers & gear',
        subCategories: [
          { slug: 'controllers', name: 'Controllers', art: { kind: 'console', color: 'Midnight Black' } },
          {
            slug: 'gaming-mice-and-headsets',
            name: 'Gaming mice & headsets',
            isNew: true,
            art: { kind: 'mouse', color: 'Magenta' },
          },
        ],
      },
    ],
  },
  {
    id: ACCESSORIES_ID,
    slug: 'accessories',
    name: 'Accessories',
    kind: 'accessories',
    serviceNote:
      'Genuine accessories from the brands we trust, with their manufacturer warranty. Not sure it fits your device? Ask us on the hotline before you order.',
    groups: [
      {
        name: 'Protection',
        subCategories: [{ slug: 'cases', name: 'Cases', art: { kind: 'case', color: 'Denim' } }],
      },
      {
        name: 'Power & cables',
        subCategories: [
          { slug: 'chargers', name: 'Chargers', art: { kind: 'charger', color: 'White' } },
          {
            slug: 'wireless-chargers',
            name: 'Wireless chargers',
            isNew: true,
            art: { kind: 'charger', color: 'Black' },
          },
          { slug: 'power-banks', name: 'Power banks', art: { kind: 'powerbank', color: 'Black' } },
          { slug: 'cables', name: 'Cables', art: { kind: 'cable', color: 'Cosmos' } },
        ],
      },
      {
        name: 'Keyboards & mice',
        subCategories: [
          { slug: 'keyboards', name: 'Keyboards', art: { kind: 'keyboard', color: 'Pale Gray' } },
          { slug: 'mice', name: 'Mice', art: { kind: 'mouse', color: 'Graphite' } },
        ],
      },
    ],
  },
  {
    id: 8,
    slug: 'cameras',
    name: 'Cameras',
    kind: 'camera',
    serviceNote:
      'Cameras are sold with the official local warranty and a free memory card clean-up session at our stores.',
    groups: [
      {
        name: 'Cameras',
        subCategories: [
          { slug: 'mirrorless-cameras', name: 'Mirrorless cameras', art: { kind: 'camera', color: 'Black' } },
          {
            slug: 'vlogging-cameras',
            name: 'Vlogging cameras',
            isNew: true,
            art: { kind: 'camera', color: 'White' },
          },
        ],
      },
    ],
  },
];

// ---------------------------------------------------------------------------------------------------------------
// Products

export interface DemoVariantOption {
  size?: DemoSizeName;
  macModel?: DemoMacModelName;
  price: number;
}

/** 'low' leaves 1 to 3 units per variant; 'out' none at all. */
export type DemoStockPlan = 'normal' | 'low' | 'out';

export interface DemoProduct {
  slug: string;
  name: string;
  sku: string;
  categoryId: number;
  subCategory: string;
  brand: string;
  kind: DeviceKind;
  /** Crossed with every option; the first colour is the product's main picture. */
  colors: readonly [DemoColorName, ...DemoColorName[]];
  options: readonly [DemoVariantOption, ...DemoVariantOption[]];
  details: string;
  intro: string;
  highlights: readonly (readonly [label: string, text: string])[];
  stock?: DemoStockPlan;
  soldOutColors?: readonly DemoColorName[];
  /** Percentage off every variant; makes the product a promo. */
  discountPercent?: number;
  /** Struck-through price of the cheapest variant; must exceed it. Makes the product a promo. */
  oldPrice?: number;
  directDiscount?: number;
  paymentDiscount?: string;
  maxPerOrder?: number;
  preorder?: boolean;
  availableSoon?: boolean;
  isNew?: boolean;
  top?: boolean;
  arrivalStatus?: string;
}

const VALU = '5% off with Valu';
const CIB = 'Save 10% with CIB cards';
const NBE = 'Up to 12 months 0% with NBE cards';

export const DEMO_PRODUCTS: readonly DemoProduct[] = [
  // ----- Phones: iPhone 17 family
  {
    slug: 'iphone-17-pro-max',
    name: 'iPhone 17 Pro Max',
    sku: 'APL-IP17PM',
    categoryId: 1,
    subCategory: 'iphone-17-series',
    brand: 'apple',
    kind: 'phone',
    colors: ['Cosmic Orange', 'Deep Blue', 'Silver'],
    options: [
      { size: '256GB', price: 89999 },
      { size: '512GB', price: 102999 },
      { size: '1TB', price: 116999 },
      { size: '2TB', price: 144999 },
    ],
    details: 'A19 Pro chip, 6.9-inch ProMotion display and the longest battery life ever in an iPhone.',
    intro:
      'iPhone 17 Pro Max is built around a heat-forged aluminium unibody and a vapour chamber that keeps the A19 Pro chip cool, so it stays fast through long gaming sessions and 4K video shoots.',
    highlights: [
      [
        'Display:',
        '6.9-inch Super Retina XDR with ProMotion up to 120Hz and Ceramic Shield 2 on both sides.',
      ],
      ['Cameras:', 'three 48MP Fusion cameras, including an 8x optical-quality telephoto.'],
      ['Battery:', 'up to 37 hours of video playback, and 50% charge in about 20 minutes.'],
    ],
    isNew: true,
    top: true,
    maxPerOrder: 2,
    arrivalStatus: 'New Arrival',
    paymentDiscount: VALU,
  },
  {
    slug: 'iphone-17-pro',
    name: 'iPhone 17 Pro',
    sku: 'APL-IP17P',
    categoryId: 1,
    subCategory: 'iphone-17-series',
    brand: 'apple',
    kind: 'phone',
    colors: ['Cosmic Orange', 'Deep Blue', 'Silver'],
    options: [
      { size: '256GB', price: 79999 },
      { size: '512GB', price: 92999 },
      { size: '1TB', price: 106999 },
    ],
    details: 'The pro camera system in a 6.3-inch aluminium design with the A19 Pro chip.',
    intro:
      'iPhone 17 Pro brings the full pro camera system, ProRes RAW video and the A19 Pro chip to a size that fits comfortably in one hand.',
    highlights: [
      ['Display:', '6.3-inch Super Retina XDR with ProMotion and Always-On.'],
      ['Cameras:', '48MP Main, Ultra Wide and Telephoto, plus an 18MP Center Stage front camera.'],
      ['Design:', 'heat-forged aluminium unibody in three finishes, with a Ceramic Shield back.'],
    ],
    isNew: true,
    maxPerOrder: 2,
    arrivalStatus: 'New Arrival',
    directDiscount: 1000,
  },
  {
    slug: 'iphone-air',
    name: 'iPhone Air',
    sku: 'APL-IPAIR',
    categoryId: 1,
    subCategory: 'iphone-17-series',
    brand: 'apple',
    kind: 'phone',
    colors: ['Sky Blue', 'Light Gold', 'Cloud White', 'Space Black'],
    options: [
      { size: '256GB', price: 69999 },
      { size: '512GB', price: 82999 },
      { size: '1TB', price: 95999 },
    ],
    details: 'The thinnest iPhone ever, with a titanium frame and a 6.5-inch ProMotion display.',
    intro:
      'At just 5.6 mm, iPhone Air is the thinnest iPhone ever made, yet it is packed with pro performance thanks to the A19 Pro chip and a titanium frame.',
    highlights: [
      ['Display:', '6.5-inch Super Retina XDR with ProMotion.'],
      ['Camera:', '48MP Fusion camera with 2x optical-quality telephoto.'],
      ['Strength:', 'Ceramic Shield 2 on the front and Ceramic Shield on the back.'],
    ],
    isNew: true,
    preorder: true,
    arrivalStatus: 'New Arrival',
    maxPerOrder: 2,
  },
  {
    slug: 'iphone-17',
    name: 'iPhone 17',
    sku: 'APL-IP17',
    categoryId: 1,
    subCategory: 'iphone-17-series',
    brand: 'apple',
    kind: 'phone',
    colors: ['Lavender', 'Sage', 'Mist Blue', 'White', 'Black'],
    options: [
      { size: '256GB', price: 52999 },
      { size: '512GB', price: 64999 },
    ],
    details: 'Now with a 6.3-inch ProMotion display, 256GB to start and a 48MP Dual Fusion camera.',
    intro:
      'iPhone 17 gets the features people asked for: a bigger ProMotion display that is brighter outdoors, twice the starting storage and a new Center Stage front camera.',
    highlights: [
      ['Display:', '6.3-inch ProMotion up to 120Hz with Always-On.'],
      ['Cameras:', '48MP Fusion Main and 48MP Fusion Ultra Wide.'],
      ['Chip:', 'A19 for fast everyday performance and all-day battery life.'],
    ],
    isNew: true,
    top: true,
    arrivalStatus: 'New Arrival',
  },
  // ----- Phones: iPhone 16 family
  {
    slug: 'iphone-16-pro-max',
    name: 'iPhone 16 Pro Max',
    sku: 'APL-IP16PM',
    categoryId: 1,
    subCategory: 'iphone-16-series',
    brand: 'apple',
    kind: 'phone',
    colors: ['Desert Titanium', 'Natural Titanium', 'White Titanium', 'Black Titanium'],
    options: [
      { size: '256GB', price: 79999 },
      { size: '512GB', price: 91999 },
      { size: '1TB', price: 103999 },
    ],
    details: 'Titanium design, 6.9-inch display, Camera Control and the A18 Pro chip.',
    intro:
      'iPhone 16 Pro Max pairs a Grade 5 titanium design with the largest iPhone display of its generation and a 5x Telephoto camera.',
    highlights: [
      ['Display:', '6.9-inch Super Retina XDR with ProMotion and Always-On.'],
      ['Camera Control:', 'a dedicated button to open the camera, zoom and adjust exposure with a slide.'],
      ['Video:', '4K 120 fps Dolby Vision recording and four studio-quality microphones.'],
    ],
    top: true,
    discountPercent: 6,
    maxPerOrder: 2,
    arrivalStatus: 'Best seller',
  },
  {
    slug: 'iphone-16-pro',
    name: 'iPhone 16 Pro',
    sku: 'APL-IP16P',
    categoryId: 1,
    subCategory: 'iphone-16-series',
    brand: 'apple',
    kind: 'phone',
    colors: ['Desert Titanium', 'Natural Titanium', 'White Titanium', 'Black Titanium'],
    options: [
      { size: '128GB', price: 66999 },
      { size: '256GB', price: 72999 },
      { size: '512GB', price: 84999 },
      { size: '1TB', price: 96999 },
    ],
    details: 'A18 Pro, 6.3-inch display, 5x Telephoto and Camera Control in a titanium design.',
    intro:
      'iPhone 16 Pro puts the same pro camera system as the Max into a more compact titanium body, including the 5x Telephoto and 48MP Fusion camera.',
    highlights: [
      ['Display:', '6.3-inch Super Retina XDR with thinner borders.'],
      ['Chip:', 'A18 Pro with a 6-core GPU for console-quality games.'],
      ['Charging:', 'faster MagSafe charging up to 25W with a 30W adapter.'],
    ],
    top: true,
    maxPerOrder: 2,
    paymentDiscount: CIB,
    soldOutColors: ['White Titanium'],
  },
  {
    slug: 'iphone-16',
    name: 'iPhone 16',
    sku: 'APL-IP16',
    categoryId: 1,
    subCategory: 'iphone-16-series',
    brand: 'apple',
    kind: 'phone',
    colors: ['Ultramarine', 'Teal', 'Pink', 'White', 'Black'],
    options: [
      { size: '128GB', price: 47999 },
      { size: '256GB', price: 53999 },
      { size: '512GB', price: 65999 },
    ],
    details: 'A18 chip, Camera Control, Action button and a 48MP Fusion camera.',
    intro:
      'iPhone 16 comes in bold, colour-infused glass and brings the Action button and Camera Control to the standard iPhone for the first time.',
    highlights: [
      ['Camera:', '48MP Fusion camera with 2x optical-quality zoom and spatial photos.'],
      ['Chip:', 'A18, built for Apple Intelligence.'],
      ['Battery:', 'up to 22 hours of video playback.'],
    ],
    oldPrice: 51999,
  },
  {
    slug: 'iphone-16-plus',
    name: 'iPhone 16 Plus',
    sku: 'APL-IP16PL',
    categoryId: 1,
    subCategory: 'iphone-16-series',
    brand: 'apple',
    kind: 'phone',
    colors: ['Ultramarine', 'Teal', 'Black'],
    options: [
      { size: '128GB', price: 53999 },
      { size: '256GB', price: 59999 },
      { size: '512GB', price: 71999 },
    ],
    details: 'The big-screen iPhone 16: 6.7-inch display and up to 27 hours of video playback.',
    intro:
      'iPhone 16 Plus gives you everything in iPhone 16 on a larger 6.7-inch display with an even bigger battery.',
    highlights: [
      ['Display:', '6.7-inch Super Retina XDR, up to 2000 nits outdoors.'],
      ['Battery:', 'up to 27 hours of video playback.'],
      ['Controls:', 'Action button and Camera Control.'],
    ],
    stock: 'low',
    arrivalStatus: 'Limited stock',
  },
  {
    slug: 'iphone-16e',
    name: 'iPhone 16e',
    sku: 'APL-IP16E',
    categoryId: 1,
    subCategory: 'iphone-16-series',
    brand: 'apple',
    kind: 'phone',
    colors: ['White', 'Black'],
    options: [
      { size: '128GB', price: 36999 },
      { size: '256GB', price: 42999 },
      { size: '512GB', price: 54999 },
    ],
    details: 'The most affordable iPhone 16, with the A18 chip and a 48MP Fusion camera.',
    intro:
      'iPhone 16e is the easiest way into the iPhone 16 family: the A18 chip, Apple Intelligence and the Apple-designed C1 modem in a 6.1-inch design.',
    highlights: [
      ['Camera:', '48MP 2-in-1 Fusion camera.'],
      ['Battery:', 'up to 26 hours of video playback.'],
      ['Design:', 'aerospace-grade aluminium with a Ceramic Shield front.'],
    ],
    directDiscount: 500,
  },
  // ----- Phones: iPhone 15 family
  {
    slug: 'iphone-15',
    name: 'iPhone 15',
    sku: 'APL-IP15',
    categoryId: 1,
    subCategory: 'iphone-15-series',
    brand: 'apple',
    kind: 'phone',
    colors: ['Blue', 'Pink', 'Yellow', 'Green', 'Black'],
    options: [
      { size: '128GB', price: 41999 },
      { size: '256GB', price: 47999 },
    ],
    details: 'Dynamic Island, 48MP Main camera and USB-C in colour-infused glass.',
    intro:
      'iPhone 15 remains a favourite: Dynamic Island, a 48MP Main camera and USB-C charging, now at its best price.',
    highlights: [
      ['Camera:', '48MP Main camera with 2x Telephoto option.'],
      ['Connector:', 'USB-C, so one cable charges your Mac, iPad and iPhone.'],
      ['Display:', '6.1-inch Super Retina XDR with Dynamic Island.'],
    ],
    discountPercent: 8,
    arrivalStatus: 'Back in stock',
  },
  {
    slug: 'iphone-15-plus',
    name: 'iPhone 15 Plus',
    sku: 'APL-IP15PL',
    categoryId: 1,
    subCategory: 'iphone-15-series',
    brand: 'apple',
    kind: 'phone',
    colors: ['Blue', 'Pink', 'Black'],
    options: [
      { size: '128GB', price: 46999 },
      { size: '256GB', price: 52999 },
    ],
    details: 'The 6.7-inch iPhone 15 with an all-day battery.',
    intro:
      'iPhone 15 Plus combines the 6.7-inch display with the A16 Bionic chip and a battery that lasts all day and then some.',
    highlights: [
      ['Display:', '6.7-inch Super Retina XDR with Dynamic Island.'],
      ['Chip:', 'A16 Bionic.'],
      ['Battery:', 'up to 26 hours of video playback.'],
    ],
    stock: 'out',
  },
  // ----- Phones: Samsung
  {
    slug: 'samsung-galaxy-s25-ultra',
    name: 'Samsung Galaxy S25 Ultra',
    sku: 'SAM-S25U',
    categoryId: 1,
    subCategory: 'galaxy-s-series',
    brand: 'samsung',
    kind: 'phone',
    colors: ['Titanium Silverblue', 'Titanium Black', 'Titanium Gray', 'Titanium Whitesilver'],
    options: [
      { size: '256GB', price: 67999 },
      { size: '512GB', price: 75999 },
      { size: '1TB', price: 91999 },
    ],
    details: 'Snapdragon 8 Elite for Galaxy, 200MP camera, built-in S Pen and Galaxy AI.',
    intro:
      'Galaxy S25 Ultra is Samsung’s most capable phone: a titanium frame, a 6.9-inch flat display with anti-reflective glass, and a built-in S Pen.',
    highlights: [
      ['Camera:', '200MP wide camera and a new 50MP ultra-wide.'],
      ['Galaxy AI:', 'Now Brief, Audio Eraser and Circle to Search built in.'],
      ['Performance:', 'Snapdragon 8 Elite for Galaxy with 12GB of memory.'],
    ],
    top: true,
    paymentDiscount: CIB,
    directDiscount: 2000,
  },
  {
    slug: 'samsung-galaxy-s25',
    name: 'Samsung Galaxy S25',
    sku: 'SAM-S25',
    categoryId: 1,
    subCategory: 'galaxy-s-series',
    brand: 'samsung',
    kind: 'phone',
    colors: ['Icyblue', 'Navy', 'Mint', 'Silver Shadow'],
    options: [
      { size: '128GB', price: 41999 },
      { size: '256GB', price: 44999 },
    ],
    details: 'A compact 6.2-inch Galaxy with Snapdragon 8 Elite and Galaxy AI.',
    intro:
      'Galaxy S25 brings flagship speed and Galaxy AI to a compact 6.2-inch phone that is easy to use with one hand.',
    highlights: [
      ['Display:', '6.2-inch Dynamic AMOLED 2X at 120Hz.'],
      ['Camera:', '50MP wide, 12MP ultra-wide and 10MP 3x telephoto.'],
      ['Software:', 'seven years of OS and security updates.'],
    ],
    oldPrice: 45999,
    discountPercent: 10,
  },
  {
    slug: 'samsung-galaxy-z-fold7',
    name: 'Samsung Galaxy Z Fold7',
    sku: 'SAM-ZFOLD7',
    categoryId: 1,
    subCategory: 'galaxy-z-foldables',
    brand: 'samsung',
    kind: 'phone',
    colors: ['Blue Shadow', 'Jetblack', 'Silver Shadow'],
    options: [
      { size: '256GB', price: 99999 },
      { size: '512GB', price: 107999 },
      { size: '1TB', price: 123999 },
    ],
    details: 'The thinnest, lightest Galaxy Z Fold yet, with an 8-inch main screen and a 200MP camera.',
    intro:
      'Galaxy Z Fold7 folds to the size of a regular phone and opens to an 8-inch screen for multitasking, reading and editing on the go.',
    highlights: [
      ['Design:', '8.9 mm folded and 215 g, with an armour aluminium frame.'],
      ['Camera:', '200MP wide camera, a first for the Fold.'],
      ['Multitasking:', 'up to three apps side by side.'],
    ],
    isNew: true,
    maxPerOrder: 1,
    arrivalStatus: 'New Arrival',
  },
  {
    slug: 'samsung-galaxy-z-flip7',
    name: 'Samsung Galaxy Z Flip7',
    sku: 'SAM-ZFLIP7',
    categoryId: 1,
    subCategory: 'galaxy-z-foldables',
    brand: 'samsung',
    kind: 'phone',
    colors: ['Blue Shadow', 'Jetblack', 'Coralred', 'Mint'],
    options: [
      { size: '256GB', price: 57999 },
      { size: '512GB', price: 63999 },
    ],
    details: 'A pocket-sized flip phone with an edge-to-edge 4.1-inch FlexWindow.',
    intro:
      'Galaxy Z Flip7 has a cover screen that reaches edge to edge, so you can reply, take selfies and use apps without opening it.',
    highlights: [
      ['FlexWindow:', '4.1-inch edge-to-edge cover screen.'],
      ['Camera:', '50MP main camera with FlexCam hands-free shooting.'],
      ['Battery:', '4300 mAh, the largest in a Flip so far.'],
    ],
    isNew: true,
    arrivalStatus: 'New Arrival',
  },
  {
    slug: 'samsung-galaxy-a56-5g',
    name: 'Samsung Galaxy A56 5G',
    sku: 'SAM-A56',
    categoryId: 1,
    subCategory: 'galaxy-a-series',
    brand: 'samsung',
    kind: 'phone',
    colors: ['Awesome Graphite', 'Awesome Lightgray', 'Pink'],
    options: [
      { size: '128GB', price: 19999 },
      { size: '256GB', price: 22999 },
    ],
    details: 'A 6.7-inch Super AMOLED, 50MP camera and 45W fast charging at a mid-range price.',
    intro:
      'Galaxy A56 5G brings a metal frame, a bright 6.7-inch display and Awesome Intelligence features to the A series.',
    highlights: [
      ['Display:', '6.7-inch Super AMOLED at 120Hz.'],
      ['Charging:', '45W Super Fast Charging 2.0.'],
      ['Durability:', 'IP67 dust and water resistance.'],
    ],
    availableSoon: true,
    arrivalStatus: 'Coming soon',
  },
  // ----- Mac
  {
    slug: 'macbook-air-13-m3',
    name: 'MacBook Air 13-inch (M3)',
    sku: 'APL-MBA13-M3',
    categoryId: 2,
    subCategory: 'macbook-air',
    brand: 'apple',
    kind: 'laptop',
    colors: ['Midnight', 'Starlight', 'Space Gray', 'Silver'],
    options: [
      { size: '13-inch', macModel: 'M3 / 16GB / 256GB', price: 59999 },
      { size: '13-inch', macModel: 'M3 / 16GB / 512GB', price: 69999 },
    ],
    details: 'The M3 MacBook Air with 16GB of memory, now at a lower price.',
    intro:
      'MacBook Air with M3 is thin, silent and fast, with up to 18 hours of battery life and a brilliant Liquid Retina display.',
    highlights: [
      ['Chip:', 'M3 with an 8-core CPU and hardware-accelerated ray tracing.'],
      ['Display:', '13.6-inch Liquid Retina, 500 nits.'],
      [
        'Connectivity:',
        'MagSafe, two Thunderbolt ports and support for two external displays with the lid closed.',
      ],
    ],
    oldPrice: 64999,
    discountPercent: 10,
    arrivalStatus: 'Deal',
  },
  {
    slug: 'macbook-air-13-m4',
    name: 'MacBook Air 13-inch (M4)',
    sku: 'APL-MBA13-M4',
    categoryId: 2,
    subCategory: 'macbook-air',
    brand: 'apple',
    kind: 'laptop',
    colors: ['Sky Blue', 'Silver', 'Starlight', 'Midnight'],
    options: [
      { size: '13-inch', macModel: 'M4 / 16GB / 256GB', price: 64999 },
      { size: '13-inch', macModel: 'M4 / 16GB / 512GB', price: 76999 },
      { size: '13-inch', macModel: 'M4 / 24GB / 512GB', price: 86999 },
    ],
    details: 'M4 chip, a 12MP Center Stage camera and the new Sky Blue finish.',
    intro:
      'The MacBook Air with M4 is faster than ever and drives up to two external displays alongside its own, in a design that is just 1.13 cm thin.',
    highlights: [
      ['Chip:', 'M4 with a 10-core CPU and 16GB of unified memory to start.'],
      ['Camera:', '12MP Center Stage camera with Desk View.'],
      ['Battery:', 'up to 18 hours.'],
    ],
    isNew: true,
    top: true,
    paymentDiscount: VALU,
  },
  {
    slug: 'macbook-air-15-m4',
    name: 'MacBook Air 15-inch (M4)',
    sku: 'APL-MBA15-M4',
    categoryId: 2,
    subCategory: 'macbook-air',
    brand: 'apple',
    kind: 'laptop',
    colors: ['Sky Blue', 'Silver', 'Midnight'],
    options: [
      { size: '15-inch', macModel: 'M4 / 16GB / 256GB', price: 76999 },
      { size: '15-inch', macModel: 'M4 / 16GB / 512GB', price: 88999 },
      { size: '15-inch', macModel: 'M4 / 24GB / 512GB', price: 98999 },
    ],
    details: 'A big 15.3-inch display and a six-speaker sound system in a thin design.',
    intro:
      'MacBook Air 15-inch gives you more room for your work on a 15.3-inch Liquid Retina display, with the same silent fanless design.',
    highlights: [
      ['Display:', '15.3-inch Liquid Retina, one billion colours.'],
      ['Audio:', 'six-speaker system with force-cancelling woofers and Spatial Audio.'],
      ['Chip:', 'M4 with a 10-core GPU.'],
    ],
    paymentDiscount: NBE,
  },
  {
    slug: 'macbook-pro-14-m5',
    name: 'MacBook Pro 14-inch (M5)',
    sku: 'APL-MBP14-M5',
    categoryId: 2,
    subCategory: 'macbook-pro',
    brand: 'apple',
    kind: 'laptop',
    colors: ['Space Black', 'Silver'],
    options: [
      { size: '14-inch', macModel: 'M5 / 16GB / 512GB', price: 104999 },
      { size: '14-inch', macModel: 'M5 / 16GB / 1TB', price: 118999 },
      { size: '14-inch', macModel: 'M5 / 24GB / 1TB', price: 130999 },
    ],
    details: 'The M5 chip, a Liquid Retina XDR display and up to 24 hours of battery life.',
    intro:
      'MacBook Pro 14-inch with M5 brings a big jump in graphics and AI performance to the most popular pro laptop.',
    highlights: [
      ['Display:', '14.2-inch Liquid Retina XDR, up to 1600 nits peak HDR brightness.'],
      ['Chip:', 'M5 with a Neural Accelerator in every GPU core.'],
      ['Ports:', 'three Thunderbolt 4 ports, HDMI, SDXC card slot and MagSafe 3.'],
    ],
    isNew: true,
    arrivalStatus: 'New Arrival',
    paymentDiscount: VALU,
  },
  {
    slug: 'macbook-pro-16-m4-pro',
    name: 'MacBook Pro 16-inch (M4 Pro / M4 Max)',
    sku: 'APL-MBP16-M4P',
    categoryId: 2,
    subCategory: 'macbook-pro',
    brand: 'apple',
    kind: 'laptop',
    colors: ['Space Black', 'Silver'],
    options: [
      { size: '16-inch', macModel: 'M4 Pro / 24GB / 512GB', price: 159999 },
      { size: '16-inch', macModel: 'M4 Max / 36GB / 1TB', price: 219999 },
    ],
    details: 'The most powerful MacBook Pro, with M4 Pro or M4 Max and a 16.2-inch XDR display.',
    intro:
      'For the heaviest workloads: 8K video timelines, large 3D scenes and local AI models run smoothly on MacBook Pro 16-inch.',
    highlights: [
      ['Chip:', 'M4 Pro with up to 14 CPU cores, or M4 Max with up to 40 GPU cores.'],
      ['Display:', '16.2-inch Liquid Retina XDR with optional nano-texture.'],
      ['Battery:', 'up to 24 hours, the longest ever in a Mac.'],
    ],
    stock: 'low',
    maxPerOrder: 1,
  },
  {
    slug: 'samsung-galaxy-book5-pro',
    name: 'Samsung Galaxy Book5 Pro',
    sku: 'SAM-GB5PRO',
    categoryId: 2,
    subCategory: 'galaxy-book',
    brand: 'samsung',
    kind: 'laptop',
    colors: ['Gray'],
    options: [
      { size: '14-inch', price: 72999 },
      { size: '16-inch', price: 79999 },
    ],
    details: 'Intel Core Ultra, a 3K AMOLED touchscreen and Galaxy ecosystem features.',
    intro:
      'Galaxy Book5 Pro is a light Windows laptop with a vivid Dynamic AMOLED 2X touchscreen that works seamlessly with your Galaxy phone.',
    highlights: [
      ['Display:', '3K Dynamic AMOLED 2X touchscreen at 120Hz.'],
      ['Processor:', 'Intel Core Ultra 7 with a 47 TOPS NPU.'],
      ['Battery:', 'up to 25 hours of video playback.'],
    ],
  },
  // ----- iPad & Tablets
  {
    slug: 'ipad-pro-11-m5',
    name: 'iPad Pro 11-inch (M5)',
    sku: 'APL-IPADP11-M5',
    categoryId: 3,
    subCategory: 'ipad-pro',
    brand: 'apple',
    kind: 'tablet',
    colors: ['Space Black', 'Silver'],
    options: [
      { size: '256GB', price: 61999 },
      { size: '512GB', price: 73999 },
      { size: '1TB', price: 97999 },
    ],
    details: 'The M5 chip and an Ultra Retina XDR tandem OLED display in a 5.3 mm design.',
    intro:
      'iPad Pro with M5 is impossibly thin and the most powerful iPad ever, ready for pro apps and Apple Intelligence.',
    highlights: [
      ['Display:', '11-inch Ultra Retina XDR with tandem OLED.'],
      ['Chip:', 'M5 with a Neural Accelerator in each GPU core.'],
      ['Accessories:', 'works with Apple Pencil Pro and Magic Keyboard for iPad Pro.'],
    ],
    isNew: true,
    arrivalStatus: 'New Arrival',
  },
  {
    slug: 'ipad-pro-13-m5',
    name: 'iPad Pro 13-inch (M5)',
    sku: 'APL-IPADP13-M5',
    categoryId: 3,
    subCategory: 'ipad-pro',
    brand: 'apple',
    kind: 'tablet',
    colors: ['Space Black', 'Silver'],
    options: [
      { size: '256GB', price: 79999 },
      { size: '512GB', price: 91999 },
      { size: '1TB', price: 115999 },
    ],
    details: 'The biggest iPad Pro display, 13 inches of tandem OLED, with M5.',
    intro:
      'iPad Pro 13-inch gives artists and editors the largest canvas on iPad, with the M5 chip behind it.',
    highlights: [
      ['Display:', '13-inch Ultra Retina XDR with optional nano-texture glass.'],
      ['Design:', '5.1 mm thin and under 600 g.'],
      ['Connectivity:', 'Thunderbolt / USB 4 and Wi-Fi 7.'],
    ],
    isNew: true,
    availableSoon: true,
    arrivalStatus: 'Coming soon',
  },
  {
    slug: 'ipad-air-11-m3',
    name: 'iPad Air 11-inch (M3)',
    sku: 'APL-IPADA11-M3',
    categoryId: 3,
    subCategory: 'ipad-air',
    brand: 'apple',
    kind: 'tablet',
    colors: ['Space Gray', 'Blue', 'Purple', 'Starlight'],
    options: [
      { size: '128GB', price: 34999 },
      { size: '256GB', price: 40999 },
      { size: '512GB', price: 52999 },
    ],
    details: 'M3 performance in a light 11-inch design, in four finishes.',
    intro:
      'iPad Air with M3 is serious performance in a thin and light design, perfect for study, creativity and work.',
    highlights: [
      ['Chip:', 'M3 with hardware-accelerated ray tracing.'],
      ['Display:', '11-inch Liquid Retina.'],
      ['Accessories:', 'Apple Pencil Pro and the new Magic Keyboard for iPad Air.'],
    ],
    top: true,
    paymentDiscount: VALU,
  },
  {
    slug: 'ipad-air-13-m3',
    name: 'iPad Air 13-inch (M3)',
    sku: 'APL-IPADA13-M3',
    categoryId: 3,
    subCategory: 'ipad-air',
    brand: 'apple',
    kind: 'tablet',
    colors: ['Space Gray', 'Blue', 'Purple', 'Starlight'],
    options: [
      { size: '128GB', price: 45999 },
      { size: '256GB', price: 51999 },
      { size: '512GB', price: 63999 },
    ],
    details: 'A 13-inch Liquid Retina display and the M3 chip.',
    intro:
      'iPad Air 13-inch gives you a big, bright canvas for split-screen work, note taking and streaming.',
    highlights: [
      ['Display:', '13-inch Liquid Retina with 30% more room than the 11-inch.'],
      ['Audio:', 'landscape stereo speakers.'],
      ['Camera:', 'landscape 12MP front camera with Center Stage.'],
    ],
  },
  {
    slug: 'ipad-a16',
    name: 'iPad (A16)',
    sku: 'APL-IPAD-A16',
    categoryId: 3,
    subCategory: 'ipad-and-ipad-mini',
    brand: 'apple',
    kind: 'tablet',
    colors: ['Blue', 'Pink', 'Yellow', 'Silver'],
    options: [
      { size: '128GB', price: 21999 },
      { size: '256GB', price: 27999 },
    ],
    details: 'The colourful everyday iPad, now with the A16 chip and 128GB to start.',
    intro:
      'iPad with the A16 chip is the colourful, capable iPad for the whole family, with twice the starting storage.',
    highlights: [
      ['Display:', '11-inch Liquid Retina.'],
      ['Chip:', 'A16 for smooth apps and games.'],
      ['Connector:', 'USB-C, with Touch ID in the top button.'],
    ],
    discountPercent: 5,
  },
  {
    slug: 'ipad-mini-a17-pro',
    name: 'iPad mini (A17 Pro)',
    sku: 'APL-IPADMINI-A17',
    categoryId: 3,
    subCategory: 'ipad-and-ipad-mini',
    brand: 'apple',
    kind: 'tablet',
    colors: ['Space Gray', 'Blue', 'Purple', 'Starlight'],
    options: [
      { size: '128GB', price: 29999 },
      { size: '256GB', price: 35999 },
    ],
    details: 'Full iPad power in an 8.3-inch design that fits in one hand.',
    intro: 'iPad mini packs the A17 Pro chip and Apple Pencil Pro support into an ultraportable design.',
    highlights: [
      ['Display:', '8.3-inch Liquid Retina.'],
      ['Chip:', 'A17 Pro, built for Apple Intelligence.'],
      ['Pencil:', 'works with Apple Pencil Pro and Apple Pencil (USB-C).'],
    ],
    arrivalStatus: 'Back in stock',
  },
  {
    slug: 'samsung-galaxy-tab-s10-ultra',
    name: 'Samsung Galaxy Tab S10 Ultra',
    sku: 'SAM-TABS10U',
    categoryId: 3,
    subCategory: 'galaxy-tab',
    brand: 'samsung',
    kind: 'tablet',
    colors: ['Moonstone Gray', 'Platinum Silver'],
    options: [
      { size: '256GB', price: 62999 },
      { size: '512GB', price: 69999 },
    ],
    details: 'A 14.6-inch Dynamic AMOLED 2X tablet with S Pen in the box.',
    intro:
      'Galaxy Tab S10 Ultra is a huge, anti-reflective canvas for drawing, notes and movies, with the S Pen included.',
    highlights: [
      ['Display:', '14.6-inch Dynamic AMOLED 2X with anti-reflection.'],
      ['S Pen:', 'included, with low latency for natural writing.'],
      ['Durability:', 'IP68 for the tablet and the S Pen.'],
    ],
    paymentDiscount: CIB,
  },
  {
    slug: 'samsung-galaxy-tab-s10-fe',
    name: 'Samsung Galaxy Tab S10 FE',
    sku: 'SAM-TABS10FE',
    categoryId: 3,
    subCategory: 'galaxy-tab',
    brand: 'samsung',
    kind: 'tablet',
    colors: ['Gray', 'Silver'],
    options: [{ size: '128GB', price: 22999 }],
    details: 'A 10.9-inch tablet with S Pen included and IP68 protection.',
    intro:
      'Galaxy Tab S10 FE is an easy-going tablet for study and entertainment, with the S Pen in the box.',
    highlights: [
      ['Display:', '10.9-inch at 90Hz.'],
      ['S Pen:', 'included.'],
      ['Battery:', '8000 mAh with 45W fast charging.'],
    ],
    stock: 'out',
  },
  // ----- Watch
  {
    slug: 'apple-watch-series-11',
    name: 'Apple Watch Series 11 (GPS)',
    sku: 'APL-AWS11',
    categoryId: 4,
    subCategory: 'apple-watch-series',
    brand: 'apple',
    kind: 'watch',
    colors: ['Jet Black', 'Rose Gold', 'Silver', 'Space Gray'],
    options: [
      { size: '42mm', price: 21999 },
      { size: '46mm', price: 23999 },
    ],
    details: 'Up to 24 hours of battery, sleep score and a more scratch-resistant display.',
    intro:
      'Apple Watch Series 11 is the thinnest Apple Watch yet, with more battery life and new health insights like sleep score.',
    highlights: [
      ['Health:', 'sleep score, heart-rate notifications and blood oxygen.'],
      ['Battery:', 'up to 24 hours.'],
      ['Display:', 'Ion-X glass that is twice as scratch resistant.'],
    ],
    isNew: true,
    arrivalStatus: 'New Arrival',
  },
  {
    slug: 'apple-watch-ultra-3',
    name: 'Apple Watch Ultra 3',
    sku: 'APL-AWU3',
    categoryId: 4,
    subCategory: 'apple-watch-ultra',
    brand: 'apple',
    kind: 'watch',
    colors: ['Natural Titanium', 'Black Titanium'],
    options: [{ size: '49mm', price: 47999 }],
    details: 'The most rugged Apple Watch, with the biggest display and up to 42 hours of battery.',
    intro:
      'Apple Watch Ultra 3 is built for endurance athletes and explorers, with a titanium case, precision dual-frequency GPS and satellite messaging.',
    highlights: [
      ['Display:', 'the largest Apple Watch display, wide-angle OLED.'],
      ['Battery:', 'up to 42 hours, 72 hours in Low Power Mode.'],
      ['Adventure:', 'depth gauge, siren and Emergency SOS via satellite.'],
    ],
    isNew: true,
    top: true,
    maxPerOrder: 2,
  },
  {
    slug: 'apple-watch-se-3',
    name: 'Apple Watch SE 3 (GPS)',
    sku: 'APL-AWSE3',
    categoryId: 4,
    subCategory: 'apple-watch-se',
    brand: 'apple',
    kind: 'watch',
    colors: ['Midnight', 'Starlight'],
    options: [
      { size: '40mm', price: 13499 },
      { size: '44mm', price: 14999 },
    ],
    details: 'The essential Apple Watch, now with an Always-On display and fast charging.',
    intro:
      'Apple Watch SE 3 brings the essentials: activity tracking, crash detection and fall detection, now with an Always-On display.',
    highlights: [
      ['Safety:', 'Crash Detection and Fall Detection.'],
      ['Fitness:', 'workout tracking and Activity rings.'],
      ['Charging:', 'fast charging for 8 hours of use in 15 minutes.'],
    ],
    oldPrice: 14499,
  },
  {
    slug: 'samsung-galaxy-watch8',
    name: 'Samsung Galaxy Watch8',
    sku: 'SAM-GW8',
    categoryId: 4,
    subCategory: 'galaxy-watch',
    brand: 'samsung',
    kind: 'watch',
    colors: ['Graphite', 'Silver'],
    options: [
      { size: '40mm', price: 13999 },
      { size: '44mm', price: 15499 },
    ],
    details: 'A slimmer Galaxy Watch with Bedtime Guidance and Antioxidant Index.',
    intro:
      'Galaxy Watch8 is thinner and brighter, with new health features that help you sleep better and train smarter.',
    highlights: [
      ['Health:', 'Bedtime Guidance, Vascular Load and Antioxidant Index.'],
      ['Display:', 'up to 3000 nits.'],
      ['Assistant:', 'Gemini on your wrist.'],
    ],
  },
  {
    slug: 'samsung-galaxy-watch-ultra',
    name: 'Samsung Galaxy Watch Ultra',
    sku: 'SAM-GWU',
    categoryId: 4,
    subCategory: 'galaxy-watch',
    brand: 'samsung',
    kind: 'watch',
    colors: ['Titanium Gray', 'Titanium Silver', 'Titanium White'],
    options: [{ size: '47mm', price: 25999 }],
    details: 'Titanium, 10ATM water resistance and up to 100 hours of battery.',
    intro:
      'Galaxy Watch Ultra is Samsung’s toughest watch, with a titanium case and a Quick Button for workouts and emergencies.',
    highlights: [
      ['Build:', 'Grade 4 titanium and sapphire glass.'],
      ['Battery:', 'up to 100 hours in power-saving mode.'],
      ['Outdoor:', 'dual-frequency GPS and a 86 dB siren.'],
    ],
    discountPercent: 15,
  },
  // ----- Audio
  {
    slug: 'airpods-pro-3',
    name: 'AirPods Pro 3',
    sku: 'APL-APP3',
    categoryId: 5,
    subCategory: 'earbuds',
    brand: 'apple',
    kind: 'earbuds',
    colors: ['White'],
    options: [{ price: 13499 }],
    details: 'The best Active Noise Cancellation in in-ear headphones, plus heart-rate sensing.',
    intro:
      'AirPods Pro 3 cancel up to twice as much noise as before, and add heart-rate sensing for workouts and Live Translation.',
    highlights: [
      ['Noise control:', 'Active Noise Cancellation and Adaptive Audio.'],
      ['Health:', 'heart-rate sensing during workouts.'],
      ['Battery:', 'up to 8 hours of listening with ANC.'],
    ],
    isNew: true,
    top: true,
    maxPerOrder: 2,
    arrivalStatus: 'New Arrival',
  },
  {
    slug: 'airpods-4-anc',
    name: 'AirPods 4 with Active Noise Cancellation',
    sku: 'APL-AP4ANC',
    categoryId: 5,
    subCategory: 'earbuds',
    brand: 'apple',
    kind: 'earbuds',
    colors: ['White'],
    options: [{ price: 9999 }],
    details: 'Open-ear comfort with Active Noise Cancellation and a wireless case.',
    intro:
      'AirPods 4 with Active Noise Cancellation combine a comfortable open-ear design with ANC and Transparency mode.',
    highlights: [
      ['Noise control:', 'Active Noise Cancellation and Transparency mode.'],
      ['Case:', 'USB-C and wireless charging, with a speaker for Find My.'],
      ['Sound:', 'Personalised Spatial Audio with dynamic head tracking.'],
    ],
    paymentDiscount: CIB,
  },
  {
    slug: 'airpods-4',
    name: 'AirPods 4',
    sku: 'APL-AP4',
    categoryId: 5,
    subCategory: 'earbuds',
    brand: 'apple',
    kind: 'earbuds',
    colors: ['White'],
    options: [{ price: 7499 }],
    details: 'Redesigned for comfort, with the H2 chip and a tiny USB-C case.',
    intro: 'AirPods 4 are redesigned for all-day comfort and deliver rich sound with the H2 chip.',
    highlights: [
      ['Fit:', 'a new shape for more comfort and stability.'],
      ['Voice:', 'Voice Isolation for clear calls.'],
      ['Battery:', 'up to 30 hours with the case.'],
    ],
    stock: 'low',
  },
  {
    slug: 'airpods-max-usb-c',
    name: 'AirPods Max (USB-C)',
    sku: 'APL-APMAX',
    categoryId: 5,
    subCategory: 'headphones',
    brand: 'apple',
    kind: 'headphones',
    colors: ['Midnight', 'Starlight', 'Blue', 'Purple', 'Orange'],
    options: [{ price: 29999 }],
    details: 'High-fidelity over-ear headphones with ANC, now with USB-C.',
    intro:
      'AirPods Max deliver high-fidelity audio with computational audio, Active Noise Cancellation and a knit-mesh canopy for comfort.',
    highlights: [
      ['Sound:', 'Apple-designed dynamic drivers and Personalised Spatial Audio.'],
      ['Lossless:', 'lossless audio over the USB-C cable.'],
      ['Battery:', 'up to 20 hours.'],
    ],
    oldPrice: 32999,
  },
  {
    slug: 'beats-studio-pro',
    name: 'Beats Studio Pro',
    sku: 'BTS-STUDIOPRO',
    categoryId: 5,
    subCategory: 'headphones',
    brand: 'beats',
    kind: 'headphones',
    colors: ['Black', 'Sandstone', 'Deep Brown', 'Navy'],
    options: [{ price: 16999 }],
    details: 'Wireless noise cancelling headphones with lossless USB-C audio.',
    intro:
      'Beats Studio Pro bring custom acoustics, fully adaptive noise cancelling and up to 40 hours of battery life.',
    highlights: [
      ['Noise control:', 'fully adaptive ANC and Transparency.'],
      ['Compatibility:', 'one-touch pairing with both iOS and Android.'],
      ['Battery:', 'up to 40 hours.'],
    ],
    discountPercent: 20,
  },
  {
    slug: 'samsung-galaxy-buds3-pro',
    name: 'Samsung Galaxy Buds3 Pro',
    sku: 'SAM-BUDS3PRO',
    categoryId: 5,
    subCategory: 'earbuds',
    brand: 'samsung',
    kind: 'earbuds',
    colors: ['Silver', 'White'],
    options: [{ price: 10499 }],
    details: 'Galaxy AI interpreter, adaptive ANC and 24-bit Hi-Fi sound.',
    intro:
      'Galaxy Buds3 Pro have a blade design with light effects, two-way speakers and Galaxy AI features like Interpreter.',
    highlights: [
      ['Sound:', 'two-way speakers with 24-bit Hi-Fi.'],
      ['Noise control:', 'Adaptive ANC that adjusts to your surroundings.'],
      ['Durability:', 'IP57.'],
    ],
    paymentDiscount: CIB,
  },
  {
    slug: 'sony-wh-1000xm5',
    name: 'Sony WH-1000XM5',
    sku: 'SNY-WH1000XM5',
    categoryId: 5,
    subCategory: 'headphones',
    brand: 'sony',
    kind: 'headphones',
    colors: ['Black', 'Silver', 'Midnight Blue'],
    options: [{ price: 17999 }],
    details: 'Industry-leading noise cancelling with eight microphones and 30-hour battery.',
    intro:
      'Sony WH-1000XM5 pair two processors and eight microphones for superb noise cancelling and crystal-clear calls.',
    highlights: [
      ['Noise control:', 'Auto NC Optimizer.'],
      ['Battery:', 'up to 30 hours, 3 hours from a 3-minute charge.'],
      ['Comfort:', 'soft-fit leather and a lighter design.'],
    ],
    top: true,
  },
  {
    slug: 'jbl-flip-6',
    name: 'JBL Flip 6',
    sku: 'JBL-FLIP6',
    categoryId: 5,
    subCategory: 'portable-speakers',
    brand: 'jbl',
    kind: 'speaker',
    colors: ['Black', 'Red', 'Teal', 'Pink'],
    options: [{ price: 5999 }],
    details: 'Portable waterproof speaker with bold JBL Pro Sound and 12 hours of play.',
    intro:
      'JBL Flip 6 uses a two-way speaker system for bold sound, and survives the beach and the pool with IP67 protection.',
    highlights: [
      ['Sound:', 'racetrack woofer plus a separate tweeter.'],
      ['Durability:', 'IP67 waterproof and dustproof.'],
      ['Party:', 'PartyBoost pairs multiple speakers.'],
    ],
    discountPercent: 12,
  },
  {
    slug: 'jbl-charge-5',
    name: 'JBL Charge 5',
    sku: 'JBL-CHARGE5',
    categoryId: 5,
    subCategory: 'portable-speakers',
    brand: 'jbl',
    kind: 'speaker',
    colors: ['Black', 'Red', 'Blue'],
    options: [{ price: 7999 }],
    details: 'Powerful portable speaker that also charges your phone, 20 hours of play.',
    intro: 'JBL Charge 5 plays for up to 20 hours and doubles as a power bank for your phone.',
    highlights: [
      ['Battery:', 'up to 20 hours of playtime.'],
      ['Power bank:', 'USB-A out to charge your devices.'],
      ['Durability:', 'IP67.'],
    ],
  },
  {
    slug: 'marshall-emberton-ii',
    name: 'Marshall Emberton II',
    sku: 'MSH-EMBERTON2',
    categoryId: 5,
    subCategory: 'portable-speakers',
    brand: 'marshall',
    kind: 'speaker',
    colors: ['Black & Brass', 'Cream'],
    options: [{ price: 8499 }],
    details: 'Compact speaker with 360° True Stereophonic sound and 30+ hours of playtime.',
    intro: 'Marshall Emberton II has the iconic Marshall look and a big 360° sound that fills the room.',
    highlights: [
      ['Sound:', 'True Stereophonic multi-directional sound.'],
      ['Battery:', '30+ hours of portable playtime.'],
      ['Durability:', 'IP67.'],
    ],
    arrivalStatus: 'Back in stock',
  },
  {
    slug: 'bose-quietcomfort-ultra-earbuds',
    name: 'Bose QuietComfort Ultra Earbuds',
    sku: 'BOS-QCUE',
    categoryId: 5,
    subCategory: 'earbuds',
    brand: 'bose',
    kind: 'earbuds',
    colors: ['Black', 'White Smoke'],
    options: [{ price: 14999 }],
    details: 'World-class noise cancellation with Immersive Audio.',
    intro:
      'Bose QuietComfort Ultra Earbuds combine world-class noise cancellation with spatial Immersive Audio.',
    highlights: [
      ['Noise control:', 'CustomTune technology adapts to your ears.'],
      ['Sound:', 'Bose Immersive Audio.'],
      ['Fit:', 'stability bands and ear tips in three sizes.'],
    ],
    availableSoon: true,
    arrivalStatus: 'Coming soon',
  },
  {
    slug: 'apple-homepod-mini',
    name: 'HomePod mini',
    sku: 'APL-HPMINI',
    categoryId: 5,
    subCategory: 'smart-speakers',
    brand: 'apple',
    kind: 'speaker',
    colors: ['White', 'Midnight', 'Blue', 'Yellow', 'Orange'],
    options: [{ price: 6499 }],
    details: 'Room-filling sound and Siri in a speaker just 8.4 cm tall.',
    intro:
      'HomePod mini delivers surprisingly big sound for its size and is a smart home hub for your accessories.',
    highlights: [
      ['Sound:', '360-degree audio with computational audio.'],
      ['Home:', 'works as a home hub for Matter accessories.'],
      ['Intercom:', 'send messages to every room.'],
    ],
  },
  // ----- Gaming
  {
    slug: 'sony-playstation-5-pro',
    name: 'Sony PlayStation 5 Pro',
    sku: 'SNY-PS5PRO',
    categoryId: 6,
    subCategory: 'playstation',
    brand: 'sony',
    kind: 'console',
    colors: ['White'],
    options: [{ size: '2TB', price: 45999 }],
    details: 'Faster GPU, advanced ray tracing and PlayStation Spectral Super Resolution.',
    intro:
      'PS5 Pro is the most powerful PlayStation, with sharper 4K visuals at higher frame rates and a 2TB SSD.',
    highlights: [
      ['Graphics:', 'upgraded GPU with advanced ray tracing.'],
      ['Storage:', '2TB SSD.'],
      ['Wi-Fi:', 'Wi-Fi 7 for faster downloads.'],
    ],
    top: true,
    maxPerOrder: 1,
  },
  {
    slug: 'sony-playstation-5-slim-digital',
    name: 'Sony PlayStation 5 Slim (Digital Edition)',
    sku: 'SNY-PS5SLIMD',
    categoryId: 6,
    subCategory: 'playstation',
    brand: 'sony',
    kind: 'console',
    colors: ['White'],
    options: [{ size: '1TB', price: 26999 }],
    details: 'The slimmer PS5 with a 1TB SSD, for digital games.',
    intro:
      'The PS5 Slim Digital Edition is smaller and lighter than the original PS5, with the same lightning-fast SSD.',
    highlights: [
      ['Storage:', '1TB SSD.'],
      ['Controller:', 'DualSense with haptic feedback and adaptive triggers.'],
      ['Design:', 'more than 30% smaller in volume.'],
    ],
    oldPrice: 28999,
  },
  {
    slug: 'sony-dualsense-wireless-controller',
    name: 'DualSense Wireless Controller',
    sku: 'SNY-DUALSENSE',
    categoryId: 6,
    subCategory: 'controllers',
    brand: 'sony',
    kind: 'console',
    colors: ['White', 'Midnight Black', 'Cosmic Red'],
    options: [{ price: 4299 }],
    details: 'Haptic feedback, adaptive triggers and a built-in microphone.',
    intro: 'The DualSense controller makes you feel the action with haptic feedback and adaptive triggers.',
    highlights: [
      ['Feel:', 'haptic feedback and adaptive triggers.'],
      ['Audio:', 'built-in microphone and headset jack.'],
      ['Charging:', 'USB-C.'],
    ],
    maxPerOrder: 4,
  },
  {
    slug: 'nintendo-switch-oled',
    name: 'Nintendo Switch (OLED Model)',
    sku: 'NIN-SWOLED',
    categoryId: 6,
    subCategory: 'nintendo-switch',
    brand: 'nintendo',
    kind: 'console',
    colors: ['White', 'Red'],
    options: [{ price: 17499 }],
    details: 'A vibrant 7-inch OLED screen, a wide adjustable stand and 64GB of storage.',
    intro:
      'Nintendo Switch OLED Model plays at home on the TV or on the go with its vivid 7-inch OLED screen.',
    highlights: [
      ['Screen:', '7-inch OLED.'],
      ['Stand:', 'wide adjustable stand for tabletop mode.'],
      ['Dock:', 'with a wired LAN port.'],
    ],
    stock: 'low',
  },
  {
    slug: 'logitech-g-pro-x-superlight-2',
    name: 'Logitech G PRO X SUPERLIGHT 2',
    sku: 'LOG-GPXSL2',
    categoryId: 6,
    subCategory: 'gaming-mice-and-headsets',
    brand: 'logitech',
    kind: 'mouse',
    colors: ['Black', 'White', 'Magenta'],
    options: [{ price: 7499 }],
    details: 'A 60 g wireless esports mouse with HERO 2 sensor.',
    intro:
      'PRO X SUPERLIGHT 2 is designed with esports pros: 60 g, LIGHTSPEED wireless and the HERO 2 sensor.',
    highlights: [
      ['Sensor:', 'HERO 2, up to 32,000 DPI.'],
      ['Weight:', '60 g.'],
      ['Battery:', 'up to 95 hours.'],
    ],
    isNew: true,
  },
  {
    slug: 'sony-inzone-h9',
    name: 'Sony INZONE H9',
    sku: 'SNY-INZONEH9',
    categoryId: 6,
    subCategory: 'gaming-mice-and-headsets',
    brand: 'sony',
    kind: 'headphones',
    colors: ['White'],
    options: [{ price: 12999 }],
    details: 'Wireless noise cancelling gaming headset with 360 Spatial Sound.',
    intro: 'INZONE H9 brings Sony’s noise cancelling to gaming, so you hear every footstep.',
    highlights: [
      ['Sound:', '360 Spatial Sound for gaming.'],
      ['Noise control:', 'dual noise sensor technology.'],
      ['Battery:', 'up to 32 hours.'],
    ],
  },
  // ----- Accessories
  {
    slug: 'apple-20w-usb-c-power-adapter',
    name: 'Apple 20W USB-C Power Adapter',
    sku: 'APL-ACC-20W',
    categoryId: ACCESSORIES_ID,
    subCategory: 'chargers',
    brand: 'apple',
    kind: 'charger',
    colors: ['White'],
    options: [{ price: 1299 }],
    details: 'Fast charging for iPhone and iPad, compact two-pin plug.',
    intro: 'The Apple 20W USB-C Power Adapter charges iPhone up to 50% in around 30 minutes.',
    highlights: [
      ['Fast charge:', 'supports USB Power Delivery.'],
      ['Compatibility:', 'iPhone, iPad, AirPods and Apple Watch.'],
      ['Plug:', 'two-pin Type C plug for Egyptian sockets.'],
    ],
    top: true,
    maxPerOrder: 5,
  },
  {
    slug: 'apple-240w-usb-c-charge-cable-2m',
    name: 'Apple 240W USB-C Charge Cable (2 m)',
    sku: 'APL-ACC-240WC',
    categoryId: ACCESSORIES_ID,
    subCategory: 'cables',
    brand: 'apple',
    kind: 'cable',
    colors: ['White'],
    options: [{ price: 1699 }],
    details: 'A 2-metre woven cable that carries up to 240W.',
    intro:
      'This woven USB-C cable charges everything from iPhone to MacBook Pro 16-inch and syncs data at USB 2 speeds.',
    highlights: [
      ['Power:', 'up to 240W.'],
      ['Length:', '2 metres.'],
      ['Design:', 'woven for durability, coils without tangles.'],
    ],
  },
  {
    slug: 'apple-magsafe-charger-1m',
    name: 'Apple MagSafe Charger (1 m)',
    sku: 'APL-ACC-MAGSAFE',
    categoryId: ACCESSORIES_ID,
    subCategory: 'wireless-chargers',
    brand: 'apple',
    kind: 'charger',
    colors: ['White'],
    options: [{ price: 2699 }],
    details: 'Snap-on wireless charging up to 25W for iPhone 16 and later.',
    intro: 'The MagSafe Charger aligns perfectly with iPhone and charges faster with a 30W adapter.',
    highlights: [
      ['Power:', 'up to 25W with iPhone 16 and later.'],
      ['Compatibility:', 'also charges AirPods with a wireless case.'],
      ['Cable:', '1 metre, USB-C.'],
    ],
  },
  {
    slug: 'iphone-16-pro-silicone-case-with-magsafe',
    name: 'iPhone 16 Pro Silicone Case with MagSafe',
    sku: 'APL-ACC-16PSIL',
    categoryId: ACCESSORIES_ID,
    subCategory: 'cases',
    brand: 'apple',
    kind: 'case',
    colors: ['Denim', 'Lake Green', 'Fuchsia', 'Star Fruit', 'Black'],
    options: [{ price: 2899 }],
    details: 'Silky silicone outside, soft microfibre inside, with MagSafe and Camera Control.',
    intro: 'Designed by Apple for iPhone 16 Pro, this case feels great in the hand and protects your phone.',
    highlights: [
      ['MagSafe:', 'built-in magnets for a perfect fit with MagSafe chargers.'],
      ['Camera Control:', 'sapphire crystal layer that passes your touches through.'],
      ['Feel:', 'soft-touch silicone with a microfibre lining.'],
    ],
    discountPercent: 20,
  },
  {
    slug: 'iphone-17-pro-clear-case-with-magsafe',
    name: 'iPhone 17 Pro Clear Case with MagSafe',
    sku: 'APL-ACC-17PCLR',
    categoryId: ACCESSORIES_ID,
    subCategory: 'cases',
    brand: 'apple',
    kind: 'case',
    colors: ['Clear'],
    options: [{ price: 2899 }],
    details: 'Thin, light and clear, so the colour of your iPhone 17 Pro shows through.',
    intro:
      'The Clear Case is made of optically clear polycarbonate and flexible materials that will not yellow over time.',
    highlights: [
      ['MagSafe:', 'built-in magnets.'],
      ['Clarity:', 'anti-yellowing coating.'],
      ['Camera Control:', 'sapphire crystal layer.'],
    ],
    isNew: true,
    arrivalStatus: 'New Arrival',
  },
  {
    slug: 'apple-magic-keyboard-with-touch-id',
    name: 'Magic Keyboard with Touch ID (USB-C)',
    sku: 'APL-ACC-MKTID',
    categoryId: ACCESSORIES_ID,
    subCategory: 'keyboards',
    brand: 'apple',
    kind: 'keyboard',
    colors: ['White', 'Black'],
    options: [{ price: 8499 }],
    details: 'Wireless keyboard with Touch ID for Mac with Apple silicon.',
    intro:
      'Magic Keyboard with Touch ID gives you fast, easy and secure authentication for logins and purchases on your Mac.',
    highlights: [
      ['Touch ID:', 'for Mac computers with Apple silicon.'],
      ['Battery:', 'about a month between charges.'],
      ['Connector:', 'USB-C.'],
    ],
  },
  {
    slug: 'apple-magic-mouse-usb-c',
    name: 'Magic Mouse (USB-C)',
    sku: 'APL-ACC-MMOUSE',
    categoryId: ACCESSORIES_ID,
    subCategory: 'mice',
    brand: 'apple',
    kind: 'mouse',
    colors: ['White', 'Black'],
    options: [{ price: 4699 }],
    details: 'Wireless and rechargeable, with a Multi-Touch surface.',
    intro: 'Magic Mouse supports simple gestures like swiping between pages and scrolling through documents.',
    highlights: [
      ['Gestures:', 'Multi-Touch surface.'],
      ['Battery:', 'rechargeable over USB-C.'],
      ['Pairing:', 'automatic with your Mac.'],
    ],
  },
  {
    slug: 'anker-737-power-bank-powercore-24k',
    name: 'Anker 737 Power Bank (PowerCore 24K)',
    sku: 'ANK-737PB',
    categoryId: ACCESSORIES_ID,
    subCategory: 'power-banks',
    brand: 'anker',
    kind: 'powerbank',
    colors: ['Black'],
    options: [{ price: 5499 }],
    details: '24,000 mAh and 140W output with a smart digital display.',
    intro:
      'Anker 737 has enough power to charge a laptop, with a display that shows the remaining charge and the output power.',
    highlights: [
      ['Capacity:', '24,000 mAh.'],
      ['Output:', 'up to 140W, enough for a MacBook Pro.'],
      ['Display:', 'smart digital display of power and charging time.'],
    ],
    top: true,
    arrivalStatus: 'Best seller',
  },
  {
    slug: 'anker-nano-charger-30w',
    name: 'Anker Nano Charger (30W)',
    sku: 'ANK-NANO30',
    categoryId: ACCESSORIES_ID,
    subCategory: 'chargers',
    brand: 'anker',
    kind: 'charger',
    colors: ['White', 'Black', 'Blue'],
    options: [{ price: 1099 }],
    details: 'A tiny 30W USB-C charger that fast-charges iPhone and MacBook Air.',
    intro: 'Anker Nano is small enough for any pocket and powerful enough for iPhone and even a MacBook Air.',
    highlights: [
      ['Power:', '30W USB-C.'],
      ['Size:', 'about the size of the 5W cube.'],
      ['Safety:', 'ActiveShield temperature monitoring.'],
    ],
  },
  {
    slug: 'anker-735-charger-ganprime-65w',
    name: 'Anker 735 Charger (GaNPrime 65W)',
    sku: 'ANK-735',
    categoryId: ACCESSORIES_ID,
    subCategory: 'chargers',
    brand: 'anker',
    kind: 'charger',
    colors: ['Black', 'White'],
    options: [{ price: 2399 }],
    details: 'Three ports, 65W, one charger for laptop, tablet and phone.',
    intro: 'Anker 735 uses GaNPrime to charge three devices at once from a compact charger.',
    highlights: [
      ['Ports:', 'two USB-C and one USB-A.'],
      ['Power:', '65W total, distributed automatically.'],
      ['Travel:', 'foldable plug.'],
    ],
    discountPercent: 15,
  },
  {
    slug: 'anker-333-usb-c-cable-2-pack',
    name: 'Anker 333 USB-C to USB-C Cable (1.8 m / 2-pack)',
    sku: 'ANK-333C2',
    categoryId: ACCESSORIES_ID,
    subCategory: 'cables',
    brand: 'anker',
    kind: 'cable',
    colors: ['Black', 'White'],
    options: [{ price: 699 }],
    details: 'Two 1.8-metre 100W USB-C cables.',
    intro: 'A pair of durable USB-C cables, one for home and one for your bag.',
    highlights: [
      ['Power:', 'up to 100W.'],
      ['Length:', '1.8 m each, two in the box.'],
      ['Durability:', 'tested to 10,000 bends.'],
    ],
  },
  {
    slug: 'belkin-boostcharge-pro-3-in-1-magsafe',
    name: 'Belkin BoostCharge Pro 3-in-1 Wireless Charging Pad with MagSafe',
    sku: 'BLK-3IN1PAD',
    categoryId: ACCESSORIES_ID,
    subCategory: 'wireless-chargers',
    brand: 'belkin',
    kind: 'charger',
    colors: ['White', 'Black'],
    options: [{ price: 6999 }],
    details: 'Charge iPhone, Apple Watch and AirPods at once, with official MagSafe.',
    intro:
      'One pad for your nightstand: iPhone snaps on with MagSafe while Apple Watch and AirPods charge beside it.',
    highlights: [
      ['MagSafe:', 'official MagSafe, up to 15W.'],
      ['Watch:', 'fast charging for Apple Watch.'],
      ['In the box:', 'power supply included.'],
    ],
    paymentDiscount: VALU,
  },
  {
    slug: 'belkin-usb-c-to-lightning-cable-1m',
    name: 'Belkin BoostCharge USB-C to Lightning Cable (1 m)',
    sku: 'BLK-C2L1M',
    categoryId: ACCESSORIES_ID,
    subCategory: 'cables',
    brand: 'belkin',
    kind: 'cable',
    colors: ['White', 'Black'],
    options: [{ price: 899 }],
    details: 'MFi-certified cable for fast charging older iPhones.',
    intro: 'A certified USB-C to Lightning cable for fast charging iPhone 14 and earlier.',
    highlights: [
      ['Certified:', 'Apple MFi.'],
      ['Fast charge:', 'with a USB-C PD adapter.'],
      ['Length:', '1 metre.'],
    ],
    stock: 'low',
  },
  {
    slug: 'spigen-ultra-hybrid-case-iphone-16-pro',
    name: 'Spigen Ultra Hybrid Case for iPhone 16 Pro',
    sku: 'SPG-UH-16P',
    categoryId: ACCESSORIES_ID,
    subCategory: 'cases',
    brand: 'spigen',
    kind: 'case',
    colors: ['Crystal Clear', 'Matte Black'],
    options: [{ price: 1499 }],
    details: 'Clear hybrid case with Air Cushion corners.',
    intro: 'Spigen Ultra Hybrid shows off your iPhone while its TPU bumper absorbs drops.',
    highlights: [
      ['Protection:', 'Air Cushion Technology in the corners.'],
      ['Clarity:', 'anti-yellowing back.'],
      ['Grip:', 'raised lips for screen and camera.'],
    ],
  },
  {
    slug: 'spigen-tough-armor-case-galaxy-s25-ultra',
    name: 'Spigen Tough Armor Case for Galaxy S25 Ultra',
    sku: 'SPG-TA-S25U',
    categoryId: ACCESSORIES_ID,
    subCategory: 'cases',
    brand: 'spigen',
    kind: 'case',
    colors: ['Black', 'Gunmetal'],
    options: [{ price: 1799 }],
    details: 'Dual-layer protection with a built-in kickstand.',
    intro:
      'Tough Armor combines a shock-absorbing inner layer and a rigid shell, with a kickstand for videos.',
    highlights: [
      ['Protection:', 'military-grade drop tested.'],
      ['Kickstand:', 'built in.'],
      ['Fit:', 'precise cutouts for the S Pen.'],
    ],
  },
  {
    slug: 'logitech-mx-master-3s',
    name: 'Logitech MX Master 3S',
    sku: 'LOG-MXM3S',
    categoryId: ACCESSORIES_ID,
    subCategory: 'mice',
    brand: 'logitech',
    kind: 'mouse',
    colors: ['Graphite', 'Pale Gray'],
    options: [{ price: 5499 }],
    details: 'Quiet clicks, 8K DPI tracking on glass and MagSpeed scrolling.',
    intro: 'MX Master 3S is the performance mouse for creators and coders, now with quiet clicks.',
    highlights: [
      ['Tracking:', '8,000 DPI, works even on glass.'],
      ['Scroll:', 'MagSpeed electromagnetic wheel.'],
      ['Multi-device:', 'up to three devices.'],
    ],
    top: true,
  },
  {
    slug: 'logitech-mx-keys-s',
    name: 'Logitech MX Keys S',
    sku: 'LOG-MXKS',
    categoryId: ACCESSORIES_ID,
    subCategory: 'keyboards',
    brand: 'logitech',
    kind: 'keyboard',
    colors: ['Graphite', 'Pale Gray'],
    options: [{ price: 6299 }],
    details: 'Low-profile wireless keyboard with smart backlighting.',
    intro:
      'MX Keys S has spherically dished keys for comfortable typing and Smart Actions to automate tasks.',
    highlights: [
      ['Typing:', 'low-profile, spherically dished keys.'],
      ['Backlight:', 'smart illumination that senses your hands.'],
      ['Battery:', 'up to 10 days, 5 months with the backlight off.'],
    ],
  },
  {
    slug: 'logitech-pebble-keys-2-k380s',
    name: 'Logitech Pebble Keys 2 K380s',
    sku: 'LOG-K380S',
    categoryId: ACCESSORIES_ID,
    subCategory: 'keyboards',
    brand: 'logitech',
    kind: 'keyboard',
    colors: ['Tonal Graphite', 'Tonal Rose', 'Tonal White'],
    options: [{ price: 1999 }],
    details: 'Slim, quiet multi-device Bluetooth keyboard.',
    intro:
      'Pebble Keys 2 is a slim, portable keyboard that switches between three devices at the press of a key.',
    highlights: [
      ['Multi-device:', 'Easy-Switch between three devices.'],
      ['Battery:', 'up to 3 years.'],
      ['Materials:', 'made with recycled plastic.'],
    ],
    discountPercent: 10,
  },
  {
    slug: 'native-union-belt-cable-duo',
    name: 'Native Union Belt Cable Duo (USB-C to USB-C / Lightning)',
    sku: 'NU-BELTDUO',
    categoryId: ACCESSORIES_ID,
    subCategory: 'cables',
    brand: 'native-union',
    kind: 'cable',
    colors: ['Cosmos', 'Zebra'],
    options: [{ price: 1599 }],
    details: 'One braided cable with USB-C and Lightning tips, and a leather strap.',
    intro:
      'Belt Cable Duo charges both your USB-C and Lightning devices with one ultra-strong braided cable.',
    highlights: [
      ['Tips:', 'USB-C and Lightning.'],
      ['Durability:', 'reinforced braiding, tested to 10,000 bends.'],
      ['Strap:', 'leather strap to keep it tidy.'],
    ],
  },
  {
    slug: 'native-union-reclassic-case-iphone-16-pro',
    name: 'Native Union (Re)Classic Case for iPhone 16 Pro',
    sku: 'NU-RECLASSIC-16P',
    categoryId: ACCESSORIES_ID,
    subCategory: 'cases',
    brand: 'native-union',
    kind: 'case',
    colors: ['Black', 'Navy', 'Rose'],
    options: [{ price: 2699 }],
    details: 'Vegan leather case made from recycled materials, MagSafe compatible.',
    intro: 'The (Re)Classic Case pairs a premium vegan leather finish with 2-metre drop protection.',
    highlights: [
      ['Materials:', 'recycled and plant-based materials.'],
      ['MagSafe:', 'compatible.'],
      ['Protection:', 'up to 2 m drop protection.'],
    ],
  },
  {
    slug: 'uag-monarch-pro-case-iphone-16-pro-max',
    name: 'UAG Monarch Pro Case for iPhone 16 Pro Max',
    sku: 'UAG-MONPRO-16PM',
    categoryId: ACCESSORIES_ID,
    subCategory: 'cases',
    brand: 'uag',
    kind: 'case',
    colors: ['Carbon Fiber', 'Kevlar Black'],
    options: [{ price: 3499 }],
    details: 'Five layers of protection with a built-in MagSafe module.',
    intro: 'UAG Monarch Pro is the flagship rugged case: five layers of protection with premium materials.',
    highlights: [
      ['Protection:', '25 ft drop tested.'],
      ['MagSafe:', 'built-in magnetic module.'],
      ['Materials:', 'top-grain leather, metal hardware and armour shell.'],
    ],
    stock: 'out',
  },
  {
    slug: 'uag-plasma-case-ipad-air-11-m3',
    name: 'UAG Plasma Case for iPad Air 11-inch (M3)',
    sku: 'UAG-PLASMA-IPA11',
    categoryId: ACCESSORIES_ID,
    subCategory: 'cases',
    brand: 'uag',
    kind: 'case',
    colors: ['Ice', 'Black'],
    options: [{ price: 2999 }],
    details: 'Rugged folio for iPad Air with an Apple Pencil holder.',
    intro: 'The Plasma folio protects your iPad Air on the go and stands it up for video and typing.',
    highlights: [
      ['Protection:', 'drop tested to military standards.'],
      ['Stand:', 'multi-angle folio stand.'],
      ['Pencil:', 'secure holder for Apple Pencil.'],
    ],
  },
  {
    slug: 'mophie-powerstation-plus-10k',
    name: 'mophie powerstation plus (10K)',
    sku: 'MPH-PSPLUS10K',
    categoryId: ACCESSORIES_ID,
    subCategory: 'power-banks',
    brand: 'mophie',
    kind: 'powerbank',
    colors: ['Black'],
    options: [{ price: 2799 }],
    details: '10,000 mAh power bank with a built-in USB-C cable.',
    intro: 'mophie powerstation plus has an integrated cable, so you never leave home without one.',
    highlights: [
      ['Capacity:', '10,000 mAh.'],
      ['Cable:', 'built-in USB-C cable.'],
      ['Output:', '20W USB-C PD.'],
    ],
  },
  {
    slug: 'mophie-3-in-1-travel-charger-magsafe',
    name: 'mophie 3-in-1 Travel Charger with MagSafe',
    sku: 'MPH-3IN1TRAVEL',
    categoryId: ACCESSORIES_ID,
    subCategory: 'wireless-chargers',
    brand: 'mophie',
    kind: 'charger',
    colors: ['Black'],
    options: [{ price: 7499 }],
    details: 'Folds flat to charge iPhone, Apple Watch and AirPods anywhere.',
    intro:
      'Designed for travel, this 3-in-1 charger folds into a compact case and charges three devices at once.',
    highlights: [
      ['MagSafe:', 'up to 15W for iPhone.'],
      ['Travel:', 'folds flat, with a carrying case.'],
      ['Adapter:', 'international plugs included.'],
    ],
    preorder: true,
    arrivalStatus: 'Pre-order',
  },
  {
    slug: 'otterbox-defender-series-iphone-16',
    name: 'OtterBox Defender Series Case for iPhone 16',
    sku: 'OTB-DEF-16',
    categoryId: ACCESSORIES_ID,
    subCategory: 'cases',
    brand: 'otterbox',
    kind: 'case',
    colors: ['Black', 'Blueprint'],
    options: [{ price: 2599 }],
    details: 'Multi-layer rugged protection with port covers and a holster.',
    intro: 'Defender Series is OtterBox’s toughest case, with port covers that keep out dust and lint.',
    highlights: [
      ['Protection:', 'multi-layer, 4x military standard drops.'],
      ['Ports:', 'covers keep dirt out.'],
      ['Holster:', 'belt-clip holster doubles as a kickstand.'],
    ],
    availableSoon: true,
    arrivalStatus: 'Coming soon',
  },
  {
    slug: 'otterbox-symmetry-clear-galaxy-s25',
    name: 'OtterBox Symmetry Series Clear Case for Galaxy S25',
    sku: 'OTB-SYMCLR-S25',
    categoryId: ACCESSORIES_ID,
    subCategory: 'cases',
    brand: 'otterbox',
    kind: 'case',
    colors: ['Clear'],
    options: [{ price: 1899 }],
    details: 'Slim, clear protection for Galaxy S25.',
    intro: 'Symmetry Series Clear shows off your Galaxy S25 in a slim, one-piece design.',
    highlights: [
      ['Protection:', '3x military standard drops.'],
      ['Design:', 'slim and clear.'],
      ['Antimicrobial:', 'treated to resist common bacteria.'],
    ],
    stock: 'low',
  },
  {
    slug: 'samsung-45w-power-adapter',
    name: 'Samsung 45W Power Adapter (Super Fast Charging 2.0)',
    sku: 'SAM-ACC-45W',
    categoryId: ACCESSORIES_ID,
    subCategory: 'chargers',
    brand: 'samsung',
    kind: 'charger',
    colors: ['Black', 'White'],
    options: [{ price: 1499 }],
    details: 'Super Fast Charging 2.0 for Galaxy S Ultra and Tab.',
    intro: 'The Samsung 45W adapter delivers Super Fast Charging 2.0 to supported Galaxy phones and tablets.',
    highlights: [
      ['Power:', '45W USB-C PD PPS.'],
      ['Compatibility:', 'Galaxy S25 Ultra, S25+ and Tab S10.'],
      ['In the box:', '1.8 m USB-C cable.'],
    ],
  },
  {
    slug: 'samsung-silicone-case-galaxy-s25-ultra',
    name: 'Samsung Silicone Case for Galaxy S25 Ultra',
    sku: 'SAM-ACC-S25USIL',
    categoryId: ACCESSORIES_ID,
    subCategory: 'cases',
    brand: 'samsung',
    kind: 'case',
    colors: ['Black', 'Icyblue'],
    options: [{ price: 1499 }],
    details: 'Soft-touch silicone case with magnets for Qi2 accessories.',
    intro: 'The official Silicone Case adds a soft grip and magnets for magnetic wireless chargers.',
    highlights: [
      ['Magnets:', 'works with magnetic chargers.'],
      ['Feel:', 'soft-touch silicone.'],
      ['Fit:', 'made by Samsung for S25 Ultra.'],
    ],
  },
  // ----- Cameras
  {
    slug: 'sony-alpha-7-iv-body',
    name: 'Sony Alpha 7 IV (Body Only)',
    sku: 'SNY-A7IV',
    categoryId: 8,
    subCategory: 'mirrorless-cameras',
    brand: 'sony',
    kind: 'camera',
    colors: ['Black'],
    options: [{ price: 124999 }],
    details: '33MP full-frame hybrid camera with 4K 60p video.',
    intro:
      'Sony Alpha 7 IV is a full-frame all-rounder for stills and video, with real-time tracking autofocus.',
    highlights: [
      ['Sensor:', '33MP full-frame Exmor R.'],
      ['Video:', '4K 60p 10-bit 4:2:2.'],
      ['Autofocus:', 'real-time Eye AF for humans, animals and birds.'],
    ],
    maxPerOrder: 1,
    paymentDiscount: NBE,
  },
  {
    slug: 'sony-zv-e10-ii-with-16-50mm-lens',
    name: 'Sony ZV-E10 II with 16-50mm Lens',
    sku: 'SNY-ZVE10II',
    categoryId: 8,
    subCategory: 'vlogging-cameras',
    brand: 'sony',
    kind: 'camera',
    colors: ['Black', 'White'],
    options: [{ price: 47999 }],
    details: 'Interchangeable-lens vlog camera with a 26MP APS-C sensor.',
    intro: 'ZV-E10 II is made for creators, with a vari-angle screen, great audio and cinematic 4K 60p.',
    highlights: [
      ['Sensor:', '26MP APS-C.'],
      ['Video:', '4K 60p and vertical shooting.'],
      ['Audio:', 'directional 3-capsule microphone.'],
    ],
    top: true,
  },
  {
    slug: 'fujifilm-x100vi',
    name: 'Fujifilm X100VI',
    sku: 'FUJ-X100VI',
    categoryId: 8,
    subCategory: 'mirrorless-cameras',
    brand: 'fujifilm',
    kind: 'camera',
    colors: ['Silver', 'Black'],
    options: [{ price: 94999 }],
    details: '40MP compact with in-body stabilisation and 20 Film Simulations.',
    intro: 'Fujifilm X100VI is the classic rangefinder-style compact, now with a 40MP sensor and IBIS.',
    highlights: [
      ['Sensor:', '40.2MP X-Trans CMOS 5 HR.'],
      ['Stabilisation:', 'six stops of in-body image stabilisation.'],
      ['Lens:', 'fixed 23mm f/2.'],
    ],
    availableSoon: true,
    arrivalStatus: 'Coming soon',
  },
  {
    slug: 'canon-eos-r50-with-rf-s-18-45mm',
    name: 'Canon EOS R50 with RF-S 18-45mm Lens',
    sku: 'CAN-R50KIT',
    categoryId: 8,
    subCategory: 'vlogging-cameras',
    brand: 'canon',
    kind: 'camera',
    colors: ['Black', 'White'],
    options: [{ price: 41999 }],
    details: 'Compact mirrorless camera for creators, with 4K video.',
    intro: 'EOS R50 is a light, easy mirrorless camera that steps up from a phone with real optics.',
    highlights: [
      ['Sensor:', '24.2MP APS-C.'],
      ['Video:', 'uncropped 4K from 6K oversampling.'],
      ['Autofocus:', 'Dual Pixel CMOS AF II.'],
    ],
    discountPercent: 7,
  },
  {
    slug: 'dji-osmo-pocket-3-creator-combo',
    name: 'DJI Osmo Pocket 3 Creator Combo',
    sku: 'DJI-OP3CC',
    categoryId: 8,
    subCategory: 'vlogging-cameras',
    brand: 'dji',
    kind: 'camera',
    colors: ['Black'],
    options: [{ price: 31999 }],
    details: 'Pocket gimbal camera with a 1-inch sensor and wireless mic.',
    intro: 'Osmo Pocket 3 puts a 1-inch sensor on a 3-axis gimbal, with a rotating 2-inch touchscreen.',
    highlights: [
      ['Sensor:', '1-inch CMOS, 4K 120fps.'],
      ['Stabilisation:', '3-axis mechanical gimbal.'],
      ['Combo:', 'DJI Mic 2 transmitter and battery handle included.'],
    ],
    arrivalStatus: 'Back in stock',
  },
];

// ---------------------------------------------------------------------------------------------------------------
// Home sections and ads

export interface DemoHomeSection {
  slug: string;
  title: string;
  products: readonly string[];
}

export const DEMO_HOME_SECTIONS: readonly DemoHomeSection[] = [
  {
    slug: 'new-arrivals',
    title: 'New arrivals',
    products: [
      'iphone-17-pro-max',
      'iphone-17-pro',
      'iphone-air',
      'iphone-17',
      'macbook-pro-14-m5',
      'ipad-pro-11-m5',
      'apple-watch-series-11',
      'airpods-pro-3',
      'samsung-galaxy-z-fold7',
      'samsung-galaxy-z-flip7',
    ],
  },
  {
    slug: 'best-sellers',
    title: 'Best sellers',
    products: [
      'iphone-16-pro',
      'iphone-16-pro-max',
      'samsung-galaxy-s25-ultra',
      'macbook-air-13-m4',
      'airpods-pro-3',
      'apple-watch-ultra-3',
      'ipad-air-11-m3',
      'anker-737-power-bank-powercore-24k',
      'sony-wh-1000xm5',
      'sony-playstation-5-pro',
    ],
  },
  {
    slug: 'deals-of-the-week',
    title: 'Deals of the week',
    products: [
      'iphone-16-pro-max',
      'iphone-16',
      'iphone-15',
      'samsung-galaxy-s25',
      'macbook-air-13-m3',
      'airpods-max-usb-c',
      'beats-studio-pro',
      'jbl-flip-6',
      'samsung-galaxy-watch-ultra',
      'iphone-16-pro-silicone-case-with-magsafe',
    ],
  },
  {
    slug: 'accessories-picks',
    title: 'Accessories picks',
    products: [
      'apple-20w-usb-c-power-adapter',
      'apple-magsafe-charger-1m',
      'anker-nano-charger-30w',
      'belkin-boostcharge-pro-3-in-1-magsafe',
      'spigen-ultra-hybrid-case-iphone-16-pro',
      'logitech-mx-master-3s',
      'native-union-belt-cable-duo',
      'mophie-powerstation-plus-10k',
      'samsung-45w-power-adapter',
      'uag-plasma-case-ipad-air-11-m3',
    ],
  },
  {
    slug: 'galaxy-picks',
    title: 'Samsung Galaxy',
    products: [
      'samsung-galaxy-s25-ultra',
      'samsung-galaxy-s25',
      'samsung-galaxy-z-fold7',
      'samsung-galaxy-z-flip7',
      'samsung-galaxy-tab-s10-ultra',
      'samsung-galaxy-watch8',
      'samsung-galaxy-buds3-pro',
      'samsung-galaxy-book5-pro',
    ],
  },
];

export interface DemoAd {
  placement: 'hero' | 'home' | 'custom';
  title: string;
  subtitle: string;
  banner: BannerSlug;
  /** A storefront route, or a product whose item page the seed links to. */
  link: string | { product: string };
  cta: string;
}

export const DEMO_ADS: readonly DemoAd[] = [
  {
    placement: 'hero',
    title: 'iPhone 17 Pro',
    subtitle: 'All out Pro. Now in Cosmic Orange, Deep Blue and Silver.',
    banner: 'iphone-17-pro',
    link: { product: 'iphone-17-pro' },
    cta: 'Buy now',
  },
  {
    placement: 'hero',
    title: 'MacBook Air with M4',
    subtitle: 'Sky blue. Up to 18 hours of battery. From 64,999 EGP.',
    banner: 'macbook-air-m4',
    link: '/Categories?page=1&category=2',
    cta: 'Shop Mac',
  },
  {
    placement: 'hero',
    title: 'Galaxy S25 Ultra',
    subtitle: 'Save 10% with CIB cards, plus 2,000 EGP off instantly.',
    banner: 'galaxy-s25-ultra',
    link: { product: 'samsung-galaxy-s25-ultra' },
    cta: 'Shop now',
  },
  {
    placement: 'home',
    title: 'AirPods',
    subtitle: 'Find the AirPods that fit you best.',
    banner: 'airpods-pro',
    link: '/search?search=airpods',
    cta: 'Compare AirPods',
  },
  {
    placement: 'home',
    title: 'Accessories for every device',
    subtitle: 'Cases, chargers and cables from Apple, Anker, Belkin and more.',
    banner: 'accessories',
    link: '/Accessories',
    cta: 'Shop accessories',
  },
  {
    placement: 'home',
    title: 'Apple Watch',
    subtitle: 'Series 11, Ultra 3 and SE 3. Free band sizing in store.',
    banner: 'apple-watch',
    link: '/Categories?page=1&category=4',
    cta: 'Shop Watch',
  },
  {
    placement: 'custom',
    title: 'Easy payments',
    subtitle: 'Pay in instalments up to 24 months with Valu and bank cards.',
    banner: 'valu-installments',
    link: '/blog-detail/Easy-Payments',
    cta: 'Learn more',
  },
  {
    placement: 'custom',
    title: 'Trade in your old phone',
    subtitle: 'Get credit towards a new iPhone or Galaxy in any of our stores.',
    banner: 'trade-in',
    link: '/blog-detail/Trade-in',
    cta: 'See how it works',
  },
];
