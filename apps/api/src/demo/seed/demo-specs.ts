/**
 * Specifications of the demo products: the attributes the search filters on (attributes_ids) and the comparison
 * lists. Attribute order here is the order shoppers see; a product may hold several values of one attribute.
 */

export const DEMO_ATTRIBUTES = [
  'Chip',
  'Display size',
  'Connectivity',
  'Compatible with',
  'Noise cancellation',
] as const;
export type DemoAttribute = (typeof DEMO_ATTRIBUTES)[number];

export type DemoSpecs = Partial<Record<DemoAttribute, string | readonly string[]>>;

const ANC = { 'Noise cancellation': 'Active' } as const;
const iPhoneFit = { 'Compatible with': 'iPhone' } as const;

export const DEMO_SPECS: Readonly<Record<string, DemoSpecs>> = {
  // Phones
  'iphone-17-pro-max': { Chip: 'A19 Pro', 'Display size': '6.9-inch', Connectivity: ['5G', 'USB-C'] },
  'iphone-17-pro': { Chip: 'A19 Pro', 'Display size': '6.3-inch', Connectivity: ['5G', 'USB-C'] },
  'iphone-air': { Chip: 'A19 Pro', 'Display size': '6.5-inch', Connectivity: ['5G', 'USB-C'] },
  'iphone-17': { Chip: 'A19', 'Display size': '6.3-inch', Connectivity: ['5G', 'USB-C'] },
  'iphone-16-pro-max': { Chip: 'A18 Pro', 'Display size': '6.9-inch', Connectivity: ['5G', 'USB-C'] },
  'iphone-16-pro': { Chip: 'A18 Pro', 'Display size': '6.3-inch', Connectivity: ['5G', 'USB-C'] },
  'iphone-16': { Chip: 'A18', 'Display size': '6.1-inch', Connectivity: ['5G', 'USB-C'] },
  'iphone-16-plus': { Chip: 'A18', 'Display size': '6.7-inch', Connectivity: ['5G', 'USB-C'] },
  'iphone-16e': { Chip: 'A18', 'Display size': '6.1-inch', Connectivity: ['5G', 'USB-C'] },
  'iphone-15': { Chip: 'A16 Bionic', 'Display size': '6.1-inch', Connectivity: ['5G', 'USB-C'] },
  'iphone-15-plus': { Chip: 'A16 Bionic', 'Display size': '6.7-inch', Connectivity: ['5G', 'USB-C'] },
  'samsung-galaxy-s25-ultra': {
    Chip: 'Snapdragon 8 Elite',
    'Display size': '6.9-inch',
    Connectivity: ['5G', 'USB-C'],
  },
  'samsung-galaxy-s25': {
    Chip: 'Snapdragon 8 Elite',
    'Display size': '6.2-inch',
    Connectivity: ['5G', 'USB-C'],
  },
  'samsung-galaxy-z-fold7': {
    Chip: 'Snapdragon 8 Elite',
    'Display size': '8-inch',
    Connectivity: ['5G', 'USB-C'],
  },
  'samsung-galaxy-z-flip7': {
    Chip: 'Exynos 2500',
    'Display size': '6.9-inch',
    Connectivity: ['5G', 'USB-C'],
  },
  'samsung-galaxy-a56-5g': { Chip: 'Exynos 1580', 'Display size': '6.7-inch', Connectivity: ['5G', 'USB-C'] },
  // Mac and laptops
  'macbook-air-13-m3': { Chip: 'M3', 'Display size': '13.6-inch', Connectivity: ['Wi-Fi', 'USB-C'] },
  'macbook-air-13-m4': { Chip: 'M4', 'Display size': '13.6-inch', Connectivity: ['Wi-Fi', 'USB-C'] },
  'macbook-air-15-m4': { Chip: 'M4', 'Display size': '15.3-inch', Connectivity: ['Wi-Fi', 'USB-C'] },
  'macbook-pro-14-m5': { Chip: 'M5', 'Display size': '14.2-inch', Connectivity: ['Wi-Fi', 'USB-C'] },
  'macbook-pro-16-m4-pro': {
    Chip: ['M4 Pro', 'M4 Max'],
    'Display size': '16.2-inch',
    Connectivity: ['Wi-Fi', 'USB-C'],
  },
  'samsung-galaxy-book5-pro': {
    Chip: 'Intel Core Ultra',
    'Display size': '14-inch',
    Connectivity: ['Wi-Fi', 'USB-C'],
  },
  // iPad and tablets
  'ipad-pro-11-m5': { Chip: 'M5', 'Display size': '11-inch', Connectivity: ['Wi-Fi', 'USB-C'] },
  'ipad-pro-13-m5': { Chip: 'M5', 'Display size': '13-inch', Connectivity: ['Wi-Fi', 'USB-C'] },
  'ipad-air-11-m3': { Chip: 'M3', 'Display size': '11-inch', Connectivity: ['Wi-Fi', 'USB-C'] },
  'ipad-air-13-m3': { Chip: 'M3', 'Display size': '13-inch', Connectivity: ['Wi-Fi', 'USB-C'] },
  'ipad-a16': { Chip: 'A16', 'Display size': '11-inch', Connectivity: ['Wi-Fi', 'USB-C'] },
  'ipad-mini-a17-pro': { Chip: 'A17 Pro', 'Display size': '8.3-inch', Connectivity: ['Wi-Fi', 'USB-C'] },
  'samsung-galaxy-tab-s10-ultra': {
    Chip: 'MediaTek Dimensity 9300+',
    'Display size': '14.6-inch',
    Connectivity: ['Wi-Fi', 'USB-C'],
  },
  'samsung-galaxy-tab-s10-fe': {
    Chip: 'Exynos 1580',
    'Display size': '10.9-inch',
    Connectivity: ['Wi-Fi', 'USB-C'],
  },
  // Watches
  'apple-watch-series-11': { Chip: 'S11', Connectivity: ['Bluetooth', 'Wi-Fi'], ...iPhoneFit },
  'apple-watch-ultra-3': { Chip: 'S11', Connectivity: ['Bluetooth', 'Wi-Fi', '5G'], ...iPhoneFit },
  'apple-watch-se-3': { Chip: 'S10', Connectivity: ['Bluetooth', 'Wi-Fi'], ...iPhoneFit },
  'samsung-galaxy-watch8': { Connectivity: ['Bluetooth', 'Wi-Fi'], 'Compatible with': 'Android' },
  'samsung-galaxy-watch-ultra': { Connectivity: ['Bluetooth', 'Wi-Fi'], 'Compatible with': 'Android' },
  // Audio
  'airpods-pro-3': { Chip: 'H2', Connectivity: ['Bluetooth', 'USB-C'], ...ANC, 'Compatible with': 'iPhone' },
  'airpods-4-anc': { Chip: 'H2', Connectivity: ['Bluetooth', 'USB-C'], ...ANC, 'Compatible with': 'iPhone' },
  'airpods-4': {
    Chip: 'H2',
    Connectivity: ['Bluetooth', 'USB-C'],
    'Noise cancellation': 'None',
    'Compatible with': 'iPhone',
  },
  'airpods-max-usb-c': {
    Chip: 'H1',
    Connectivity: ['Bluetooth', 'USB-C'],
    ...ANC,
    'Compatible with': 'iPhone',
  },
  'beats-studio-pro': {
    Connectivity: ['Bluetooth', 'USB-C'],
    ...ANC,
    'Compatible with': ['iPhone', 'Android'],
  },
  'samsung-galaxy-buds3-pro': { Connectivity: ['Bluetooth', 'USB-C'], ...ANC, 'Compatible with': 'Android' },
  'sony-wh-1000xm5': {
    Connectivity: ['Bluetooth', 'USB-C'],
    ...ANC,
    'Compatible with': ['iPhone', 'Android'],
  },
  'jbl-flip-6': {
    Connectivity: ['Bluetooth', 'USB-C'],
    'Noise cancellation': 'None',
    'Compatible with': ['iPhone', 'Android'],
  },
  'jbl-charge-5': {
    Connectivity: ['Bluetooth', 'USB-C'],
    'Noise cancellation': 'None',
    'Compatible with': ['iPhone', 'Android'],
  },
  'marshall-emberton-ii': {
    Connectivity: ['Bluetooth', 'USB-C'],
    'Noise cancellation': 'None',
    'Compatible with': ['iPhone', 'Android'],
  },
  'bose-quietcomfort-ultra-earbuds': {
    Connectivity: ['Bluetooth', 'USB-C'],
    ...ANC,
    'Compatible with': ['iPhone', 'Android'],
  },
  'apple-homepod-mini': { Chip: 'S5', Connectivity: ['Wi-Fi', 'Bluetooth'], 'Compatible with': 'iPhone' },
  // Gaming
  'sony-playstation-5-pro': { Connectivity: ['Wi-Fi', 'Bluetooth', 'USB-C'] },
  'sony-playstation-5-slim-digital': { Connectivity: ['Wi-Fi', 'Bluetooth', 'USB-C'] },
  'sony-dualsense-wireless-controller': {
    Connectivity: ['Bluetooth', 'USB-C'],
    'Compatible with': 'PlayStation',
  },
  'nintendo-switch-oled': { 'Display size': '7-inch', Connectivity: ['Wi-Fi', 'Bluetooth', 'USB-C'] },
  'logitech-g-pro-x-superlight-2': {
    Connectivity: ['Wireless receiver', 'USB-C'],
    'Compatible with': ['Mac', 'PC'],
  },
  'sony-inzone-h9': {
    Connectivity: ['Bluetooth', 'Wireless receiver'],
    ...ANC,
    'Compatible with': ['PlayStation', 'PC'],
  },
  // Accessories
  'apple-20w-usb-c-power-adapter': { Connectivity: 'USB-C', 'Compatible with': ['iPhone', 'iPad'] },
  'apple-240w-usb-c-charge-cable-2m': { Connectivity: 'USB-C', 'Compatible with': ['iPhone', 'iPad', 'Mac'] },
  'apple-magsafe-charger-1m': { Connectivity: ['MagSafe', 'USB-C'], ...iPhoneFit },
  'iphone-16-pro-silicone-case-with-magsafe': { Connectivity: 'MagSafe', ...iPhoneFit },
  'iphone-17-pro-clear-case-with-magsafe': { Connectivity: 'MagSafe', ...iPhoneFit },
  'apple-magic-keyboard-with-touch-id': { Connectivity: ['Bluetooth', 'USB-C'], 'Compatible with': 'Mac' },
  'apple-magic-mouse-usb-c': { Connectivity: ['Bluetooth', 'USB-C'], 'Compatible with': ['Mac', 'iPad'] },
  'anker-737-power-bank-powercore-24k': {
    Connectivity: 'USB-C',
    'Compatible with': ['iPhone', 'iPad', 'Mac', 'Android'],
  },
  'anker-nano-charger-30w': { Connectivity: 'USB-C', 'Compatible with': ['iPhone', 'iPad', 'Mac'] },
  'anker-735-charger-ganprime-65w': {
    Connectivity: 'USB-C',
    'Compatible with': ['iPhone', 'iPad', 'Mac', 'Android'],
  },
  'anker-333-usb-c-cable-2-pack': { Connectivity: 'USB-C', 'Compatible with': ['iPhone', 'iPad', 'Android'] },
  'belkin-boostcharge-pro-3-in-1-magsafe': { Connectivity: ['MagSafe', 'USB-C'], ...iPhoneFit },
  'belkin-usb-c-to-lightning-cable-1m': { Connectivity: ['USB-C', 'Lightning'], ...iPhoneFit },
  'spigen-ultra-hybrid-case-iphone-16-pro': { Connectivity: 'MagSafe', ...iPhoneFit },
  'spigen-tough-armor-case-galaxy-s25-ultra': { 'Compatible with': 'Android' },
  'logitech-mx-master-3s': {
    Connectivity: ['Bluetooth', 'Wireless receiver', 'USB-C'],
    'Compatible with': ['Mac', 'PC'],
  },
  'logitech-mx-keys-s': {
    Connectivity: ['Bluetooth', 'Wireless receiver', 'USB-C'],
    'Compatible with': ['Mac', 'PC'],
  },
  'logitech-pebble-keys-2-k380s': { Connectivity: 'Bluetooth', 'Compatible with': ['Mac', 'iPad', 'PC'] },
  'native-union-belt-cable-duo': {
    Connectivity: ['USB-C', 'Lightning'],
    'Compatible with': ['iPhone', 'iPad'],
  },
  'native-union-reclassic-case-iphone-16-pro': { Connectivity: 'MagSafe', ...iPhoneFit },
  'uag-monarch-pro-case-iphone-16-pro-max': { Connectivity: 'MagSafe', ...iPhoneFit },
  'uag-plasma-case-ipad-air-11-m3': { 'Compatible with': 'iPad' },
  'mophie-powerstation-plus-10k': { Connectivity: 'USB-C', 'Compatible with': ['iPhone', 'Android'] },
  'mophie-3-in-1-travel-charger-magsafe': { Connectivity: ['MagSafe', 'USB-C'], ...iPhoneFit },
  'otterbox-defender-series-iphone-16': { ...iPhoneFit },
  'otterbox-symmetry-clear-galaxy-s25': { 'Compatible with': 'Android' },
  'samsung-45w-power-adapter': { Connectivity: 'USB-C', 'Compatible with': 'Android' },
  'samsung-silicone-case-galaxy-s25-ultra': { 'Compatible with': 'Android' },
  // Cameras
  'sony-alpha-7-iv-body': { Connectivity: ['Wi-Fi', 'Bluetooth', 'USB-C'] },
  'sony-zv-e10-ii-with-16-50mm-lens': { Connectivity: ['Wi-Fi', 'Bluetooth', 'USB-C'] },
  'fujifilm-x100vi': { Connectivity: ['Wi-Fi', 'Bluetooth', 'USB-C'] },
  'canon-eos-r50-with-rf-s-18-45mm': { Connectivity: ['Wi-Fi', 'Bluetooth', 'USB-C'] },
  'dji-osmo-pocket-3-creator-combo': {
    'Display size': '2-inch',
    Connectivity: ['Wi-Fi', 'Bluetooth', 'USB-C'],
  },
};

/** Every value of a product's specs as [attribute, value] pairs, in attribute order. */
export function specPairs(specs: DemoSpecs): [DemoAttribute, string][] {
  return DEMO_ATTRIBUTES.flatMap((attribute) => {
    const value = specs[attribute];
    if (value === undefined) return [];
    return (typeof value === 'string' ? [value] : value).map((v): [DemoAttribute, string] => [attribute, v]);
  });
}
