/**
 * Judged searches over the demo catalog: what a shopper typing each query wants to see, graded 3 (what was asked for),
 * 2 (close: the same family, a sibling model), 1 (related: an accessory for it). Products not named are graded 0.
 * Used by the API test of relevance (apps/api/test/search-relevance.test.ts) and by `npm run bench`, which reports
 * nDCG@10 over the set on the 100,000-product catalog, where generated products compete with the demo's.
 */
export interface JudgedQuery {
  query: string;
  grades: Record<string, number>;
}

const grade = (value: number, names: string[]) => Object.fromEntries(names.map((n) => [n, value]));

const IPHONE_17 = ['iPhone 17 Pro Max', 'iPhone 17 Pro', 'iPhone 17'];
const IPHONE_16 = ['iPhone 16 Pro Max', 'iPhone 16 Pro', 'iPhone 16', 'iPhone 16 Plus', 'iPhone 16e'];
const IPHONES = [...IPHONE_17, 'iPhone Air', ...IPHONE_16, 'iPhone 15', 'iPhone 15 Plus'];
const IPHONE_CASES = [
  'iPhone 16 Pro Silicone Case with MagSafe',
  'iPhone 17 Pro Clear Case with MagSafe',
  'Spigen Ultra Hybrid Case for iPhone 16 Pro',
  'Native Union (Re)Classic Case for iPhone 16 Pro',
  'UAG Monarch Pro Case for iPhone 16 Pro Max',
  'OtterBox Defender Series Case for iPhone 16',
];
const GALAXY_PHONES = [
  'Samsung Galaxy S25 Ultra',
  'Samsung Galaxy S25',
  'Samsung Galaxy Z Fold7',
  'Samsung Galaxy Z Flip7',
  'Samsung Galaxy A56 5G',
];
const GALAXY_OTHERS = [
  'Samsung Galaxy Book5 Pro',
  'Samsung Galaxy Tab S10 Ultra',
  'Samsung Galaxy Tab S10 FE',
  'Samsung Galaxy Watch8',
  'Samsung Galaxy Watch Ultra',
  'Samsung Galaxy Buds3 Pro',
];
const GALAXY_CASES = [
  'Spigen Tough Armor Case for Galaxy S25 Ultra',
  'OtterBox Symmetry Series Clear Case for Galaxy S25',
  'Samsung Silicone Case for Galaxy S25 Ultra',
];
const SAMSUNG = [...GALAXY_PHONES, ...GALAXY_OTHERS, 'Samsung 45W Power Adapter (Super Fast Charging 2.0)'];
const MACBOOK_AIR = ['MacBook Air 13-inch (M3)', 'MacBook Air 13-inch (M4)', 'MacBook Air 15-inch (M4)'];
const MACBOOK_PRO = ['MacBook Pro 14-inch (M5)', 'MacBook Pro 16-inch (M4 Pro / M4 Max)'];
const IPAD_PRO = ['iPad Pro 11-inch (M5)', 'iPad Pro 13-inch (M5)'];
const IPAD_AIR = ['iPad Air 11-inch (M3)', 'iPad Air 13-inch (M3)'];
const IPADS = [...IPAD_PRO, ...IPAD_AIR, 'iPad (A16)', 'iPad mini (A17 Pro)'];
const APPLE_WATCH = ['Apple Watch Series 11 (GPS)', 'Apple Watch Ultra 3', 'Apple Watch SE 3 (GPS)'];
const AIRPODS = [
  'AirPods Pro 3',
  'AirPods 4 with Active Noise Cancellation',
  'AirPods 4',
  'AirPods Max (USB-C)',
];
const PLAYSTATION = ['Sony PlayStation 5 Pro', 'Sony PlayStation 5 Slim (Digital Edition)'];
const SONY = [
  'Sony WH-1000XM5',
  ...PLAYSTATION,
  'Sony INZONE H9',
  'Sony Alpha 7 IV (Body Only)',
  'Sony ZV-E10 II with 16-50mm Lens',
];
const CHARGERS = [
  'Apple MagSafe Charger (1 m)',
  'Anker Nano Charger (30W)',
  'Anker 735 Charger (GaNPrime 65W)',
  'mophie 3-in-1 Travel Charger with MagSafe',
];
const ADAPTERS = ['Apple 20W USB-C Power Adapter', 'Samsung 45W Power Adapter (Super Fast Charging 2.0)'];
const CASES = [...IPHONE_CASES, ...GALAXY_CASES, 'UAG Plasma Case for iPad Air 11-inch (M3)'];
const ANKER = [
  'Anker 737 Power Bank (PowerCore 24K)',
  'Anker Nano Charger (30W)',
  'Anker 735 Charger (GaNPrime 65W)',
  'Anker 333 USB-C to USB-C Cable (1.8 m / 2-pack)',
];
const LOGITECH = [
  'Logitech G PRO X SUPERLIGHT 2',
  'Logitech MX Master 3S',
  'Logitech MX Keys S',
  'Logitech Pebble Keys 2 K380s',
];
const CAMERAS = [
  'Sony Alpha 7 IV (Body Only)',
  'Sony ZV-E10 II with 16-50mm Lens',
  'Fujifilm X100VI',
  'Canon EOS R50 with RF-S 18-45mm Lens',
  'DJI Osmo Pocket 3 Creator Combo',
];
const MAGSAFE = [
  'iPhone 16 Pro Silicone Case with MagSafe',
  'iPhone 17 Pro Clear Case with MagSafe',
  'Belkin BoostCharge Pro 3-in-1 Wireless Charging Pad with MagSafe',
  'mophie 3-in-1 Travel Charger with MagSafe',
];
const EARBUDS = [...AIRPODS, 'Samsung Galaxy Buds3 Pro', 'Bose QuietComfort Ultra Earbuds'];

const iphone17 = {
  ...grade(3, ['iPhone 17']),
  ...grade(2, ['iPhone 17 Pro', 'iPhone 17 Pro Max']),
  ...grade(1, ['iPhone 17 Pro Clear Case with MagSafe']),
};
const galaxy = { ...grade(3, GALAXY_PHONES), ...grade(2, GALAXY_OTHERS), ...grade(1, GALAXY_CASES) };

export const JUDGED_QUERIES: JudgedQuery[] = [
  { query: 'iphone 17', grades: iphone17 },
  {
    query: 'iphone 17 pro',
    grades: {
      ...grade(3, ['iPhone 17 Pro']),
      ...grade(2, ['iPhone 17 Pro Max']),
      ...grade(1, ['iPhone 17 Pro Clear Case with MagSafe']),
    },
  },
  { query: 'iphone 17 pro max', grades: grade(3, ['iPhone 17 Pro Max']) },
  { query: 'iphone air', grades: grade(3, ['iPhone Air']) },
  {
    query: 'iphone 16',
    grades: {
      ...grade(3, ['iPhone 16']),
      ...grade(2, ['iPhone 16 Plus', 'iPhone 16 Pro', 'iPhone 16 Pro Max', 'iPhone 16e']),
      ...grade(
        1,
        IPHONE_CASES.filter((n) => n.includes('16')),
      ),
    },
  },
  {
    query: 'iphone 16 pro max',
    grades: {
      ...grade(3, ['iPhone 16 Pro Max']),
      ...grade(1, ['UAG Monarch Pro Case for iPhone 16 Pro Max']),
    },
  },
  { query: 'iphone 15', grades: { ...grade(3, ['iPhone 15']), ...grade(2, ['iPhone 15 Plus']) } },
  { query: 'iphone', grades: { ...grade(3, IPHONES), ...grade(1, IPHONE_CASES) } },
  { query: 'iph', grades: { ...grade(3, IPHONES), ...grade(1, IPHONE_CASES) } },
  { query: 'galaxy', grades: galaxy },
  { query: 'samsung', grades: { ...grade(3, SAMSUNG), ...grade(1, GALAXY_CASES) } },
  {
    query: 'galaxy s25',
    grades: {
      ...grade(3, ['Samsung Galaxy S25']),
      ...grade(2, ['Samsung Galaxy S25 Ultra']),
      ...grade(1, GALAXY_CASES),
    },
  },
  {
    query: 'galaxy s25 ultra',
    grades: {
      ...grade(3, ['Samsung Galaxy S25 Ultra']),
      ...grade(1, [
        'Spigen Tough Armor Case for Galaxy S25 Ultra',
        'Samsung Silicone Case for Galaxy S25 Ultra',
      ]),
    },
  },
  { query: 'galaxy watch', grades: grade(3, ['Samsung Galaxy Watch8', 'Samsung Galaxy Watch Ultra']) },
  { query: 'galaxy tab', grades: grade(3, ['Samsung Galaxy Tab S10 Ultra', 'Samsung Galaxy Tab S10 FE']) },
  { query: 'galaxy buds', grades: grade(3, ['Samsung Galaxy Buds3 Pro']) },
  { query: 'z fold', grades: grade(3, ['Samsung Galaxy Z Fold7']) },
  { query: 'flip', grades: { ...grade(3, ['Samsung Galaxy Z Flip7']), ...grade(1, ['JBL Flip 6']) } },
  { query: 'macbook air', grades: grade(3, MACBOOK_AIR) },
  { query: 'macbook pro', grades: grade(3, MACBOOK_PRO) },
  { query: 'macbook', grades: grade(3, [...MACBOOK_AIR, ...MACBOOK_PRO]) },
  { query: 'ipad pro', grades: grade(3, IPAD_PRO) },
  {
    query: 'ipad air',
    grades: { ...grade(3, IPAD_AIR), ...grade(1, ['UAG Plasma Case for iPad Air 11-inch (M3)']) },
  },
  { query: 'ipad mini', grades: grade(3, ['iPad mini (A17 Pro)']) },
  {
    query: 'ipad',
    grades: { ...grade(3, IPADS), ...grade(1, ['UAG Plasma Case for iPad Air 11-inch (M3)']) },
  },
  { query: 'apple watch', grades: grade(3, APPLE_WATCH) },
  { query: 'watch ultra', grades: grade(3, ['Apple Watch Ultra 3', 'Samsung Galaxy Watch Ultra']) },
  { query: 'airpods', grades: grade(3, AIRPODS) },
  { query: 'airpods pro', grades: grade(3, ['AirPods Pro 3']) },
  { query: 'airpods max', grades: grade(3, ['AirPods Max (USB-C)']) },
  { query: 'sony', grades: grade(3, SONY) },
  {
    query: 'playstation',
    grades: { ...grade(3, PLAYSTATION), ...grade(1, ['DualSense Wireless Controller']) },
  },
  { query: 'playstation 5 pro', grades: grade(3, ['Sony PlayStation 5 Pro']) },
  { query: 'dualsense', grades: grade(3, ['DualSense Wireless Controller']) },
  { query: 'nintendo switch', grades: grade(3, ['Nintendo Switch (OLED Model)']) },
  { query: 'jbl', grades: grade(3, ['JBL Flip 6', 'JBL Charge 5']) },
  { query: 'bose', grades: grade(3, ['Bose QuietComfort Ultra Earbuds']) },
  { query: 'marshall', grades: grade(3, ['Marshall Emberton II']) },
  { query: 'beats', grades: grade(3, ['Beats Studio Pro']) },
  { query: 'case', grades: grade(3, CASES) },
  { query: 'iphone case', grades: grade(3, IPHONE_CASES) },
  { query: 'galaxy case', grades: grade(3, GALAXY_CASES) },
  { query: 'charger', grades: { ...grade(3, CHARGERS), ...grade(1, ADAPTERS) } },
  { query: 'magsafe', grades: { ...grade(3, ['Apple MagSafe Charger (1 m)']), ...grade(2, MAGSAFE) } },
  {
    query: 'power bank',
    grades: {
      ...grade(3, ['Anker 737 Power Bank (PowerCore 24K)']),
      ...grade(1, ['mophie powerstation plus (10K)']),
    },
  },
  {
    query: 'usb-c cable',
    grades: {
      ...grade(3, [
        'Apple 240W USB-C Charge Cable (2 m)',
        'Anker 333 USB-C to USB-C Cable (1.8 m / 2-pack)',
        'Native Union Belt Cable Duo (USB-C to USB-C / Lightning)',
      ]),
      ...grade(2, ['Belkin BoostCharge USB-C to Lightning Cable (1 m)']),
    },
  },
  {
    query: 'lightning cable',
    grades: {
      ...grade(3, ['Belkin BoostCharge USB-C to Lightning Cable (1 m)']),
      ...grade(2, ['Native Union Belt Cable Duo (USB-C to USB-C / Lightning)']),
    },
  },
  { query: 'anker', grades: grade(3, ANKER) },
  { query: 'logitech', grades: grade(3, LOGITECH) },
  { query: 'mx master', grades: grade(3, ['Logitech MX Master 3S']) },
  { query: 'magic keyboard', grades: grade(3, ['Magic Keyboard with Touch ID (USB-C)']) },
  { query: 'magic mouse', grades: grade(3, ['Magic Mouse (USB-C)']) },
  { query: 'camera', grades: grade(3, CAMERAS) },
  { query: 'canon', grades: grade(3, ['Canon EOS R50 with RF-S 18-45mm Lens']) },
  { query: 'fujifilm', grades: grade(3, ['Fujifilm X100VI']) },
  { query: 'osmo pocket', grades: grade(3, ['DJI Osmo Pocket 3 Creator Combo']) },
  { query: 'homepod', grades: grade(3, ['HomePod mini']) },
  // Typos: one edit from five letters, two from nine.
  { query: 'iphnoe 17', grades: iphone17 },
  { query: 'galxy', grades: galaxy },
  { query: 'macbok air', grades: grade(3, MACBOOK_AIR) },
  { query: 'samsnug', grades: { ...grade(3, SAMSUNG), ...grade(1, GALAXY_CASES) } },
  {
    query: 'playstaton',
    grades: { ...grade(3, PLAYSTATION), ...grade(1, ['DualSense Wireless Controller']) },
  },
  { query: 'logitehc', grades: grade(3, LOGITECH) },
  { query: 'airpdos pro', grades: grade(3, ['AirPods Pro 3']) },
  // Arabic script for the main names.
  { query: 'ايفون 17', grades: iphone17 },
  { query: 'آيفون', grades: { ...grade(3, IPHONES), ...grade(1, IPHONE_CASES) } },
  { query: 'سامسونج', grades: { ...grade(3, SAMSUNG), ...grade(1, GALAXY_CASES) } },
  { query: 'جالكسي', grades: galaxy },
  { query: 'ماك بوك اير', grades: grade(3, MACBOOK_AIR) },
  { query: 'ايربودز', grades: grade(3, AIRPODS) },
  { query: 'ساعة ابل', grades: grade(3, APPLE_WATCH) },
  { query: 'جراب ايفون', grades: grade(3, IPHONE_CASES) },
  { query: 'شاحن', grades: { ...grade(3, CHARGERS), ...grade(1, ADAPTERS) } },
  {
    query: 'بلايستيشن',
    grades: { ...grade(3, PLAYSTATION), ...grade(1, ['DualSense Wireless Controller']) },
  },
  { query: 'سماعة', grades: grade(3, EARBUDS) },
];

/** The judged queries spelled with a typo. */
export const TYPO_QUERIES = new Set([
  'iphnoe 17',
  'galxy',
  'macbok air',
  'samsnug',
  'playstaton',
  'logitehc',
  'airpdos pro',
]);

/** nDCG@10 of the names a search returned, against the query's grades (1 when everything is where it belongs). */
export function ndcgAt10(judged: JudgedQuery, names: string[]): number {
  const gain = (g: number) => 2 ** g - 1;
  const dcg = (grades: number[]) =>
    grades.slice(0, 10).reduce((sum, g, i) => sum + gain(g) / Math.log2(i + 2), 0);
  const ideal = dcg(Object.values(judged.grades).sort((a, b) => b - a));
  return ideal === 0 ? 0 : dcg(names.map((n) => judged.grades[n] ?? 0)) / ideal;
}
