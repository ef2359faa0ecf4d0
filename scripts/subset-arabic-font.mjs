// Makes the storefront's Arabic web font from the Noto Sans Arabic files the API already ships for its PDFs
// (apps/api/assets/fonts, SIL Open Font License 1.1, which allows subsetting and redistribution with the licence),
// and prints the @font-face metrics of the size-adjusted fallbacks.
//
//   npm install --no-save subset-font@2.9.0 && node scripts/subset-arabic-font.mjs
//
// subset-font (harfbuzz's hb-subset compiled to WebAssembly) keeps every glyph the kept characters can shape into
// (initial, medial, final and ligature forms through GSUB), so joined Arabic text renders as with the full font.
// fontkit (already a dependency of the API's PDFs) measures the shop's own Arabic texts to size the fallbacks.
import { createRequire } from 'node:module';
import { readFileSync, readdirSync, writeFileSync, existsSync, copyFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');
// Resolved from where the command runs, so the tool can be installed without saving it to package.json.
const require = createRequire(join(process.cwd(), 'noop.js'));
const subsetFont = require('subset-font');
const fontkit = require(join(root, 'node_modules/fontkit'));

const SOURCE = join(root, 'apps/api/assets/fonts');
const TARGET = join(root, 'apps/web/app/assets/fonts');

/**
 * What the Arabic face draws: the letters, harakat and punctuation Arabic is written with in Egypt (، ؛ ؟ and the
 * tatweel), the letters Egyptian Arabic borrows for foreign names (پ چ ڤ گ ی ک), both kinds of Arabic-Indic digits
 * (shoppers type them; the shop shows Latin ones), the joiners and direction marks, and the guillemets Arabic
 * quotes with. Latin letters, digits, punctuation and the spaces stay with the system fonts the English pages use, so
 * a price or a model name looks the same in both languages. The rest of the Arabic block (Urdu, Sindhi, Quranic
 * marks) falls through to the system's Arabic font.
 */
export const RANGES = [
  [0xab, 0xab],
  [0xbb, 0xbb],
  [0x60c, 0x60c],
  [0x61b, 0x61b],
  [0x61f, 0x61f],
  [0x621, 0x63a],
  [0x640, 0x655],
  [0x660, 0x66d],
  [0x670, 0x670],
  [0x67e, 0x67e],
  [0x686, 0x686],
  [0x6a4, 0x6a4],
  [0x6a9, 0x6a9],
  [0x6af, 0x6af],
  [0x6cc, 0x6cc],
  [0x6f0, 0x6f9],
  [0x200c, 0x200f],
];
const hex = (n) => n.toString(16).toUpperCase().padStart(4, '0');
export const UNICODE_RANGE = RANGES.map(([from, to]) =>
  from === to ? `U+${hex(from)}` : `U+${hex(from)}-${hex(to)}`,
).join(', ');
const CHARACTERS = RANGES.flatMap(([from, to]) =>
  Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i)),
).join('');

/** The shop's own Arabic texts: what the fallback's widths are matched against. */
function shopArabicText() {
  const dir = join(root, 'apps/web/app/i18n/messages/ar');
  const texts = readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .flatMap((name) => Object.values(JSON.parse(readFileSync(join(dir, name), 'utf8'))));
  // Only the Arabic runs: placeholders, Latin and digits are drawn by other fonts.
  return texts
    .join(' ')
    .replace(/\{[^{}]*\}/g, ' ')
    .match(/[\u0600-\u06ff]+/g)
    .join(' ');
}

function width(font, text) {
  return font.layout(text).advanceWidth / font.unitsPerEm;
}

const pct = (n) => `${(n * 100).toFixed(2)}%`;

/** The local fonts a page may show before the web font arrives, each sized to take the same room. */
const FALLBACKS = [
  // Android, ChromeOS and most Linux desktops have Noto Sans Arabic itself.
  {
    family: 'Shop Arabic Fallback',
    local: {
      400: ['Noto Sans Arabic', 'NotoSansArabic-Regular'],
      700: ['Noto Sans Arabic Bold', 'NotoSansArabic-Bold'],
    },
    file: { 400: null, 700: null },
  },
  // Debian, Ubuntu and Fedora draw Arabic with DejaVu Sans.
  {
    family: 'Shop Arabic Fallback DejaVu',
    local: { 400: ['DejaVu Sans', 'DejaVuSans'], 700: ['DejaVu Sans Bold', 'DejaVuSans-Bold'] },
    file: {
      400: '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf',
      700: '/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf',
    },
  },
];

const WEIGHTS = [
  [400, 'NotoSansArabic-Regular.ttf'],
  [700, 'NotoSansArabic-Bold.ttf'],
];

async function main() {
  mkdirSync(TARGET, { recursive: true });
  const sample = shopArabicText();
  const faces = [];
  const fallbacks = [];
  for (const [weight, file] of WEIGHTS) {
    const source = readFileSync(join(SOURCE, file));
    const woff2 = await subsetFont(source, CHARACTERS, { targetFormat: 'woff2' });
    const name = `shop-arabic-${weight}.woff2`;
    writeFileSync(join(TARGET, name), woff2);
    console.log(`${name}: ${woff2.length} bytes (from ${source.length})`);
    faces.push(
      `@font-face {\n  font-family: 'Shop Arabic';\n  font-style: normal;\n  font-weight: ${weight};\n` +
        `  font-display: swap;\n  src: url('../assets/fonts/${name}') format('woff2');\n` +
        `  unicode-range: ${UNICODE_RANGE};\n}`,
    );

    const web = fontkit.create(source);
    const webWidth = width(web, sample);
    for (const fallback of FALLBACKS) {
      const path = fallback.file[weight];
      if (path && !existsSync(path)) throw new Error(`${path} is needed to size ${fallback.family}`);
      const font = path ? fontkit.openSync(path) : web;
      // The overrides are scaled by size-adjust, so they are given before it.
      const size = webWidth / width(font, sample);
      fallbacks.push(
        `@font-face {\n  font-family: '${fallback.family}';\n  font-style: normal;\n  font-weight: ${weight};\n` +
          `  src: ${fallback.local[weight].map((name) => `local('${name}')`).join(', ')};\n` +
          `  size-adjust: ${pct(size)};\n  ascent-override: ${pct(web.ascent / web.unitsPerEm / size)};\n` +
          `  descent-override: ${pct(-web.descent / web.unitsPerEm / size)};\n  line-gap-override: ${pct(web.lineGap / web.unitsPerEm / size)};\n` +
          `  unicode-range: ${UNICODE_RANGE};\n}`,
      );
    }
  }
  copyFileSync(join(SOURCE, 'OFL.txt'), join(TARGET, 'OFL.txt'));
  console.log(`sample: ${sample.length} characters of the shop's Arabic texts`);

  const css = `/*
 * The Arabic pages' web font, written by scripts/subset-arabic-font.mjs (do not edit by hand): Noto Sans Arabic
 * (SIL Open Font License 1.1, apps/web/app/assets/fonts/OFL.txt) cut down to the characters the shop writes Arabic
 * with. Only pages whose root is lang="ar" name the family, so English pages never download it; the Arabic pages
 * preload the regular weight (apps/web/app/i18n/arabic-font.tsx). Until it arrives the text shows in a local font
 * sized (size-adjust, measured on the shop's own Arabic texts) and given the web font's ascent and descent, so the
 * swap moves nothing.
 */
${faces.join('\n\n')}

${fallbacks.join('\n\n')}

:root[lang='ar'] {
  --font:
    'Shop Arabic', 'Shop Arabic Fallback', 'Shop Arabic Fallback DejaVu', -apple-system, BlinkMacSystemFont,
    'SF Pro Text', 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif;
}

/* Letter spacing pulls joined Arabic letters apart; Arabic text keeps the font's own spacing. */
:root[lang='ar'] body {
  letter-spacing: normal;
}
`;
  writeFileSync(join(root, 'apps/web/app/styles/arabic-font.css'), css);
}

await main();
