// Its entities (&amp; &lt; &gt; &quot; and &#39;) are XML's too, so it escapes SVG text and attributes as well.
import escapeHtml from 'escape-html';
import { brandLogoAddress } from '#app/modules/media/media-store';

/**
 * The demo shop's product, category, brand and banner pictures, drawn as SVG by code so that the demo needs no
 * picture files in the repository and nothing is fetched from the internet. The seed writes them into the media store
 * and the running shop serves them as files like any other picture. Every function is pure and deterministic.
 * Inputs are checked against fixed lists, and text (a brand's name) is escaped before it goes into the SVG.
 */

export const DEVICE_KINDS = [
  'phone',
  'laptop',
  'tablet',
  'watch',
  'earbuds',
  'headphones',
  'speaker',
  'charger',
  'case',
  'cable',
  'keyboard',
  'mouse',
  'console',
  'camera',
  'powerbank',
] as const;
export type DeviceKind = (typeof DEVICE_KINDS)[number];

export const CATEGORY_KINDS = [
  'phone',
  'laptop',
  'tablet',
  'watch',
  'audio',
  'gaming',
  'accessories',
  'camera',
  'smart-home',
] as const;
export type CategoryKind = (typeof CATEGORY_KINDS)[number];

export const BANNER_SLUGS = [
  'iphone-17-pro',
  'iphone-16-pro',
  'macbook-air-m4',
  'galaxy-s25-ultra',
  'airpods-pro',
  'apple-watch',
  'accessories',
  'gaming',
  'valu-installments',
  'trade-in',
] as const;
export type BannerSlug = (typeof BANNER_SLUGS)[number];

const HEX_COLOR = /^[0-9a-f]{6}$/i;
const SVG_NS = 'http://www.w3.org/2000/svg';
const FONT_STACK = "-apple-system, 'SF Pro Display', 'Helvetica Neue', Helvetica, Arial, sans-serif";

export class InvalidArtInputError extends Error {}

export function isDeviceKind(value: string): value is DeviceKind {
  return (DEVICE_KINDS as readonly string[]).includes(value);
}

export function isCategoryKind(value: string): value is CategoryKind {
  return (CATEGORY_KINDS as readonly string[]).includes(value);
}

export function isBannerSlug(value: string): value is BannerSlug {
  return (BANNER_SLUGS as readonly string[]).includes(value);
}

export function isHexColor(value: string): boolean {
  return HEX_COLOR.test(value);
}

// ---------------------------------------------------------------------------------------------------------------
// Colour arithmetic. Colours travel as 6 lowercase hex digits without '#'.

function channels(hex: string): [number, number, number] {
  const n = Number.parseInt(hex, 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function toHex(rgb: [number, number, number]): string {
  return rgb
    .map((c) =>
      Math.max(0, Math.min(255, Math.round(c)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('');
}

function mix(a: string, b: string, t: number): string {
  const ca = channels(a);
  const cb = channels(b);
  return toHex([0, 1, 2].map((i) => ca[i]! + (cb[i]! - ca[i]!) * t) as [number, number, number]);
}

const lighten = (hex: string, t: number) => mix(hex, 'ffffff', t);
const darken = (hex: string, t: number) => mix(hex, '000000', t);

function luminance(hex: string): number {
  const [r, g, b] = channels(hex);
  return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
}

interface Palette {
  base: string;
  light: string;
  shine: string;
  dark: string;
  deep: string;
  edge: string;
  isDark: boolean;
}

/** Dark finishes need stronger highlights and light finishes stronger edges, or the shape disappears. */
function palette(hex: string): Palette {
  const base = hex.toLowerCase();
  const isDark = luminance(base) < 0.35;
  return {
    base,
    light: lighten(base, isDark ? 0.2 : 0.45),
    shine: lighten(base, isDark ? 0.38 : 0.75),
    dark: darken(base, isDark ? 0.35 : 0.16),
    deep: darken(base, isDark ? 0.6 : 0.38),
    edge: darken(base, isDark ? 0.5 : 0.3),
    isDark,
  };
}

// ---------------------------------------------------------------------------------------------------------------
// SVG building blocks. Painters get an id function so that several drawings can share one document.

type IdFn = (name: string) => string;
type Stop = readonly [offset: number, color: string, opacity?: number];
interface Art {
  defs: string[];
  body: string;
}
type Painter = (p: Palette, id: IdFn) => Art;

function stops(list: readonly Stop[]): string {
  return list
    .map(
      ([o, c, a]) =>
        `<stop offset="${o}" stop-color="#${c}"${a === undefined ? '' : ` stop-opacity="${a}"`}/>`,
    )
    .join('');
}

function linear(
  id: string,
  list: readonly Stop[],
  dir: readonly [number, number, number, number] = [0, 0, 0, 1],
) {
  const [x1, y1, x2, y2] = dir;
  return `<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">${stops(list)}</linearGradient>`;
}

function radial(id: string, list: readonly Stop[], cx = 0.5, cy = 0.5, r = 0.5): string {
  return `<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}">${stops(list)}</radialGradient>`;
}

const url = (id: string) => `url(#${id})`;

function floorShadow(id: IdFn, cx: number, cy: number, rx: number, ry: number): Art {
  return {
    defs: [
      radial(id('floor'), [
        [0, '000000', 0.28],
        [0.6, '000000', 0.1],
        [1, '000000', 0],
      ]),
    ],
    body: `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="${url(id('floor'))}"/>`,
  };
}

/** A lit screen: the finish colour pushed towards a vivid blue/magenta so even grey devices get a lively display. */
function wallpaper(id: string, p: Palette): string {
  return linear(
    id,
    [
      [0, mix(p.base, '8fb4ff', 0.55)],
      [0.45, mix(p.base, '5b4fd6', 0.6)],
      [0.8, mix(p.base, '1b1446', 0.75)],
      [1, '07070c'],
    ],
    [0.1, 0, 0.9, 1],
  );
}

function glassSheen(id: string): string {
  return linear(
    id,
    [
      [0, 'ffffff', 0.28],
      [0.42, 'ffffff', 0.04],
      [0.43, 'ffffff', 0],
      [1, 'ffffff', 0.05],
    ],
    [0, 0, 1, 1],
  );
}

function lens(cx: number, cy: number, r: number, ring: string, glassId: string): string {
  return (
    `<circle cx="${cx}" cy="${cy}" r="${r}" fill="#${ring}"/>` +
    `<circle cx="${cx}" cy="${cy}" r="${r * 0.8}" fill="#0c0c0f"/>` +
    `<circle cx="${cx}" cy="${cy}" r="${r * 0.56}" fill="${url(glassId)}"/>` +
    `<circle cx="${cx - r * 0.22}" cy="${cy - r * 0.22}" r="${r * 0.16}" fill="#ffffff" fill-opacity="0.4"/>`
  );
}

const lensGlass = (id: string) =>
  radial(
    id,
    [
      [0, '4a5d8a'],
      [0.45, '181b26'],
      [1, '050507'],
    ],
    0.38,
    0.35,
    0.65,
  );

function combine(...parts: Art[]): Art {
  return { defs: parts.flatMap((a) => a.defs), body: parts.map((a) => a.body).join('') };
}

// ---------------------------------------------------------------------------------------------------------------
// Device painters, each drawn in a 400x400 box with the floor around y = 360.

const phone: Painter = (p, id) => {
  const defs = [
    linear(
      id('frame'),
      [
        [0, p.edge],
        [0.06, p.shine],
        [0.5, p.base],
        [0.94, p.dark],
        [1, p.edge],
      ],
      [0, 0, 1, 0],
    ),
    linear(
      id('back'),
      [
        [0, p.shine],
        [0.4, p.base],
        [1, p.dark],
      ],
      [0, 0, 1, 1],
    ),
    wallpaper(id('wall'), p),
    glassSheen(id('sheen')),
    lensGlass(id('lens')),
  ];
  const front =
    `<g transform="rotate(-7 148 210)">` +
    `<rect x="72" y="58" width="150" height="304" rx="32" fill="${url(id('frame'))}"/>` +
    `<rect x="76" y="62" width="142" height="296" rx="28" fill="#0a0a0b"/>` +
    `<rect x="82" y="68" width="130" height="284" rx="23" fill="${url(id('wall'))}"/>` +
    `<circle cx="150" cy="250" r="55" fill="#${lighten(p.base, 0.5)}" fill-opacity="0.16"/>` +
    `<rect x="129" y="78" width="36" height="11" rx="5.5" fill="#000"/>` +
    `<rect x="82" y="68" width="130" height="284" rx="23" fill="${url(id('sheen'))}"/>` +
    `</g>`;
  const module =
    `<rect x="190" y="60" width="78" height="80" rx="22" fill="#${mix(p.base, 'ffffff', 0.12)}" ` +
    `stroke="#${p.edge}" stroke-opacity="0.45"/>` +
    lens(211, 82, 15, p.edge, id('lens')) +
    lens(211, 118, 15, p.edge, id('lens')) +
    lens(247, 100, 15, p.edge, id('lens')) +
    `<circle cx="247" cy="73" r="4.5" fill="#f6f1e2"/><circle cx="247" cy="127" r="4.5" fill="#1a1a1c"/>`;
  const back =
    `<rect x="176" y="46" width="154" height="310" rx="34" fill="${url(id('frame'))}"/>` +
    `<rect x="180" y="50" width="146" height="302" rx="30" fill="${url(id('back'))}"/>` +
    `<path d="M186 300 L318 60 L326 60 L326 120 L214 346 L196 346 Z" fill="#ffffff" fill-opacity="0.05"/>` +
    module +
    `<rect x="329" y="120" width="3" height="42" rx="1.5" fill="#${p.edge}"/>` +
    `<rect x="329" y="176" width="3" height="26" rx="1.5" fill="#${p.edge}"/>`;
  return combine(floorShadow(id, 205, 360, 135, 10), { defs, body: front + back });
};

const laptop: Painter = (p, id) => {
  const defs = [
    linear(id('lid'), [
      [0, p.light],
      [1, p.dark],
    ]),
    wallpaper(id('wall'), p),
    glassSheen(id('sheen')),
    linear(id('deck'), [
      [0, p.dark],
      [0.15, p.base],
      [1, p.light],
    ]),
    linear(id('lip'), [
      [0, p.base],
      [1, p.deep],
    ]),
    linear(id('keys'), [
      [0, darken(p.base, 0.72)],
      [1, darken(p.base, 0.6)],
    ]),
  ];
  const keyboardTop = { y: 262, l: 96, r: 304 };
  const keyboardBottom = { y: 300, l: 78, r: 322 };
  const lines: string[] = [];
  for (let i = 1; i < 5; i++) {
    const t = i / 5;
    const y = keyboardTop.y + (keyboardBottom.y - keyboardTop.y) * t;
    const l = keyboardTop.l + (keyboardBottom.l - keyboardTop.l) * t;
    const r = keyboardTop.r + (keyboardBottom.r - keyboardTop.r) * t;
    lines.push(`M${l.toFixed(1)} ${y.toFixed(1)} H${r.toFixed(1)}`);
  }
  for (let i = 1; i < 14; i++) {
    const t = i / 14;
    const top = keyboardTop.l + (keyboardTop.r - keyboardTop.l) * t;
    const bottom = keyboardBottom.l + (keyboardBottom.r - keyboardBottom.l) * t;
    lines.push(`M${top.toFixed(1)} ${keyboardTop.y} L${bottom.toFixed(1)} ${keyboardBottom.y}`);
  }
  const keyStroke = p.isDark ? lighten(p.base, 0.25) : lighten(p.base, 0.5);
  const body =
    `<path d="M70 70 Q70 56 84 56 H316 Q330 56 330 70 V252 H70 Z" fill="${url(id('lid'))}"/>` +
    `<path d="M73 71 Q73 59 85 59 H315 Q327 59 327 71 V252 H73 Z" fill="#0b0b0d"/>` +
    `<rect x="82" y="68" width="236" height="178" rx="4" fill="${url(id('wall'))}"/>` +
    `<circle cx="160" cy="180" r="60" fill="#${lighten(p.base, 0.5)}" fill-opacity="0.14"/>` +
    `<path d="M184 68 H216 V72 Q216 76 212 76 H188 Q184 76 184 72 Z" fill="#0b0b0d"/>` +
    `<rect x="82" y="68" width="236" height="178" rx="4" fill="${url(id('sheen'))}"/>` +
    `<path d="M70 252 H330 L372 330 H28 Z" fill="${url(id('deck'))}"/>` +
    `<path d="M${keyboardTop.l} ${keyboardTop.y} H${keyboardTop.r} L${keyboardBottom.r} ${keyboardBottom.y} ` +
    `H${keyboardBottom.l} Z" fill="${url(id('keys'))}"/>` +
    `<path d="${lines.join(' ')}" stroke="#${keyStroke}" stroke-opacity="0.55" stroke-width="1.2"/>` +
    `<path d="M160 306 H240 L246 326 H154 Z" fill="#${p.light}" stroke="#${p.edge}" stroke-opacity="0.35"/>` +
    `<path d="M28 330 H372 Q372 340 360 340 H40 Q28 340 28 330 Z" fill="${url(id('lip'))}"/>` +
    `<path d="M176 330 H224 Q222 335 216 335 H184 Q178 335 176 330 Z" fill="#${p.deep}" fill-opacity="0.6"/>`;
  return combine(floorShadow(id, 200, 346, 185, 10), { defs, body });
};

const tablet: Painter = (p, id) => {
  const defs = [
    linear(
      id('back'),
      [
        [0, p.shine],
        [0.45, p.base],
        [1, p.dark],
      ],
      [0, 0, 1, 1],
    ),
    linear(
      id('frame'),
      [
        [0, p.edge],
        [0.05, p.light],
        [0.5, p.base],
        [0.95, p.dark],
        [1, p.edge],
      ],
      [0, 0, 1, 0],
    ),
    wallpaper(id('wall'), p),
    glassSheen(id('sheen')),
    lensGlass(id('lens')),
  ];
  const back =
    `<g transform="rotate(-6 160 200)">` +
    `<rect x="60" y="56" width="196" height="284" rx="20" fill="${url(id('frame'))}"/>` +
    `<rect x="63" y="59" width="190" height="278" rx="17" fill="${url(id('back'))}"/>` +
    `<rect x="74" y="70" width="34" height="34" rx="11" fill="#${mix(p.base, 'ffffff', 0.12)}" ` +
    `stroke="#${p.edge}" stroke-opacity="0.4"/>` +
    lens(91, 87, 11, p.edge, id('lens')) +
    `</g>`;
  const front =
    `<rect x="140" y="62" width="196" height="288" rx="20" fill="${url(id('frame'))}"/>` +
    `<rect x="143" y="65" width="190" height="282" rx="17" fill="#0a0a0b"/>` +
    `<rect x="152" y="74" width="172" height="264" rx="9" fill="${url(id('wall'))}"/>` +
    `<circle cx="240" cy="250" r="75" fill="#${lighten(p.base, 0.5)}" fill-opacity="0.14"/>` +
    `<circle cx="238" cy="69.5" r="2" fill="#1e2230"/>` +
    `<rect x="152" y="74" width="172" height="264" rx="9" fill="${url(id('sheen'))}"/>`;
  return combine(floorShadow(id, 205, 356, 140, 10), { defs, body: back + front });
};

const watch: Painter = (p, id) => {
  const band = p.isDark ? lighten(p.base, 0.08) : mix(p.base, 'd8d3cc', 0.35);
  const defs = [
    linear(
      id('band'),
      [
        [0, darken(band, 0.18)],
        [0.5, band],
        [1, darken(band, 0.22)],
      ],
      [0, 0, 1, 0],
    ),
    linear(
      id('case'),
      [
        [0, p.shine],
        [0.35, p.base],
        [1, p.deep],
      ],
      [0, 0, 1, 1],
    ),
    radial(id('face'), [
      [0, '1a1a1e'],
      [1, '000000'],
    ]),
  ];
  const ring = (r: number, color: string, share: number) => {
    const c = 2 * Math.PI * r;
    return (
      `<circle cx="200" cy="200" r="${r}" fill="none" stroke="#${color}" stroke-opacity="0.22" stroke-width="11"/>` +
      `<circle cx="200" cy="200" r="${r}" fill="none" stroke="#${color}" stroke-width="11" stroke-linecap="round" ` +
      `stroke-dasharray="${(c * share).toFixed(1)} ${c.toFixed(1)}" transform="rotate(-90 200 200)"/>`
    );
  };
  const holes = [300, 316, 332]
    .map((y) => `<circle cx="200" cy="${y}" r="3" fill="#${darken(band, 0.45)}"/>`)
    .join('');
  const body =
    `<path d="M148 124 L156 46 Q158 36 170 36 H230 Q242 36 244 46 L252 124 Z" fill="${url(id('band'))}"/>` +
    `<path d="M148 276 L156 352 Q158 362 170 362 H230 Q242 362 244 352 L252 276 Z" fill="${url(id('band'))}"/>` +
    holes +
    `<rect x="124" y="108" width="152" height="184" rx="42" fill="${url(id('case'))}"/>` +
    `<rect x="272" y="158" width="12" height="30" rx="5" fill="#${p.dark}"/>` +
    `<path d="M274 162 H282 M274 167 H282 M274 172 H282 M274 177 H282 M274 182 H282" stroke="#${p.deep}" ` +
    `stroke-width="1"/>` +
    `<rect x="274" y="204" width="6" height="36" rx="3" fill="#${p.dark}"/>` +
    `<rect x="131" y="115" width="138" height="170" rx="36" fill="#050505"/>` +
    `<rect x="138" y="122" width="124" height="156" rx="30" fill="${url(id('face'))}"/>` +
    ring(46, 'fa114f', 0.78) +
    ring(33, '9cf62b', 0.6) +
    ring(20, '1ee6ef', 0.86) +
    `<path d="M138 150 Q200 118 262 140 V122 H138 Z" fill="#ffffff" fill-opacity="0.06"/>`;
  return combine(floorShadow(id, 200, 366, 80, 7), { defs, body });
};

function bud(x: number, y: number, mirror: boolean, p: Palette, id: IdFn): string {
  const flip = mirror ? ` scale(-1 1)` : '';
  return (
    `<g transform="translate(${x} ${y})${flip} rotate(-16)">` +
    `<rect x="-9" y="6" width="18" height="84" rx="9" fill="${url(id('stem'))}"/>` +
    `<ellipse cx="0" cy="0" rx="27" ry="24" fill="${url(id('head'))}"/>` +
    `<ellipse cx="10" cy="-4" rx="10" ry="8" fill="#${p.deep}" fill-opacity="0.55"/>` +
    `<rect x="-5" y="82" width="10" height="6" rx="3" fill="#${p.edge}" fill-opacity="0.6"/>` +
    `</g>`
  );
}

const earbuds: Painter = (p, id) => {
  const defs = [
    linear(
      id('case'),
      [
        [0, p.shine],
        [0.5, p.base],
        [1, p.dark],
      ],
      [0, 0, 1, 1],
    ),
    linear(
      id('stem'),
      [
        [0, p.dark],
        [0.4, p.shine],
        [1, p.dark],
      ],
      [0, 0, 1, 0],
    ),
    radial(
      id('head'),
      [
        [0, p.shine],
        [0.7, p.base],
        [1, p.dark],
      ],
      0.35,
      0.35,
      0.7,
    ),
  ];
  const body =
    `<rect x="112" y="196" width="176" height="142" rx="52" fill="${url(id('case'))}"/>` +
    `<path d="M113 238 H287" stroke="#${p.edge}" stroke-opacity="0.55" stroke-width="1.6"/>` +
    `<circle cx="200" cy="270" r="4" fill="#7cd992"/>` +
    `<path d="M130 210 Q200 198 270 210" stroke="#ffffff" stroke-opacity="0.35" stroke-width="3" fill="none" ` +
    `stroke-linecap="round"/>` +
    bud(142, 86, false, p, id) +
    bud(258, 86, true, p, id);
  return combine(floorShadow(id, 200, 342, 110, 9), { defs, body });
};

const headphones: Painter = (p, id) => {
  const defs = [
    linear(
      id('cup'),
      [
        [0, p.shine],
        [0.45, p.base],
        [1, p.deep],
      ],
      [0, 0, 1, 1],
    ),
    linear(
      id('pad'),
      [
        [0, darken(p.base, 0.45)],
        [1, darken(p.base, 0.25)],
      ],
      [0, 0, 1, 0],
    ),
    linear(
      id('slider'),
      [
        [0, 'f2f2f4'],
        [0.5, 'a9abb2'],
        [1, 'e6e7ea'],
      ],
      [0, 0, 1, 0],
    ),
  ];
  const body =
    `<path d="M100 236 V170 A100 100 0 0 1 300 170 V236" fill="none" stroke="#${p.dark}" stroke-width="24" ` +
    `stroke-linecap="round"/>` +
    `<path d="M100 236 V170 A100 100 0 0 1 300 170 V236" fill="none" stroke="#${p.light}" stroke-width="10" ` +
    `stroke-linecap="round" stroke-opacity="0.7"/>` +
    `<path d="M124 170 A76 76 0 0 1 276 170" fill="none" stroke="#${darken(p.base, 0.3)}" stroke-width="14" ` +
    `stroke-dasharray="3 3" stroke-opacity="0.6"/>` +
    `<rect x="93" y="176" width="14" height="44" rx="5" fill="${url(id('slider'))}"/>` +
    `<rect x="293" y="176" width="14" height="44" rx="5" fill="${url(id('slider'))}"/>` +
    `<rect x="72" y="208" width="80" height="128" rx="36" fill="${url(id('cup'))}"/>` +
    `<rect x="140" y="218" width="20" height="108" rx="10" fill="${url(id('pad'))}"/>` +
    `<rect x="248" y="208" width="80" height="128" rx="36" fill="${url(id('cup'))}"/>` +
    `<rect x="240" y="218" width="20" height="108" rx="10" fill="${url(id('pad'))}"/>` +
    `<path d="M84 236 Q92 218 110 214" stroke="#ffffff" stroke-opacity="0.35" stroke-width="4" fill="none" ` +
    `stroke-linecap="round"/>` +
    `<path d="M260 236 Q268 218 286 214" stroke="#ffffff" stroke-opacity="0.35" stroke-width="4" fill="none" ` +
    `stroke-linecap="round"/>` +
    `<circle cx="300" cy="306" r="3" fill="#${p.deep}"/>`;
  return combine(floorShadow(id, 200, 350, 140, 9), { defs, body });
};

const speaker: Painter = (p, id) => {
  const defs = [
    linear(
      id('body'),
      [
        [0, p.deep],
        [0.18, p.light],
        [0.45, p.base],
        [0.85, p.dark],
        [1, p.deep],
      ],
      [0, 0, 1, 0],
    ),
    linear(id('top'), [
      [0, p.shine],
      [1, p.base],
    ]),
    radial(id('glow'), [
      [0, 'ffffff', 0.9],
      [0.5, 'c9a7ff', 0.55],
      [1, '6c7bff', 0],
    ]),
    `<pattern id="${id('mesh')}" width="7" height="7" patternUnits="userSpaceOnUse">` +
      `<circle cx="3.5" cy="3.5" r="1.3" fill="#000000" fill-opacity="0.16"/></pattern>`,
  ];
  const body =
    `<path d="M130 96 V318 A70 20 0 0 0 270 318 V96 Z" fill="${url(id('body'))}"/>` +
    `<path d="M130 96 V318 A70 20 0 0 0 270 318 V96 Z" fill="${url(id('mesh'))}"/>` +
    `<ellipse cx="200" cy="96" rx="70" ry="20" fill="${url(id('top'))}"/>` +
    `<ellipse cx="200" cy="96" rx="70" ry="20" fill="none" stroke="#${p.edge}" stroke-opacity="0.4"/>` +
    `<ellipse cx="200" cy="96" rx="30" ry="9" fill="${url(id('glow'))}"/>` +
    `<path d="M174 96 H182 M218 96 H226 M222 92 V100" stroke="#${p.isDark ? 'f5f5f7' : '1d1d1f'}" ` +
    `stroke-opacity="0.6" stroke-width="2" stroke-linecap="round"/>`;
  return combine(floorShadow(id, 200, 342, 100, 10), { defs, body });
};

const charger: Painter = (p, id) => {
  const defs = [
    linear(id('front'), [
      [0, p.light],
      [1, p.dark],
    ]),
    linear(id('top'), [
      [0, p.shine],
      [1, p.light],
    ]),
    linear(id('side'), [
      [0, p.dark],
      [1, p.deep],
    ]),
    linear(
      id('pin'),
      [
        [0, 'f4f4f6'],
        [0.5, 'a7a9b0'],
        [1, 'dedfe3'],
      ],
      [0, 0, 1, 0],
    ),
  ];
  const body =
    `<rect x="158" y="82" width="16" height="70" rx="8" fill="${url(id('pin'))}"/>` +
    `<rect x="212" y="82" width="16" height="70" rx="8" fill="${url(id('pin'))}"/>` +
    `<path d="M120 160 L160 128 H296 L256 160 Z" fill="${url(id('top'))}"/>` +
    `<path d="M256 160 L296 128 V266 L256 298 Z" fill="${url(id('side'))}"/>` +
    `<rect x="120" y="160" width="136" height="138" rx="16" fill="${url(id('front'))}"/>` +
    `<rect x="120" y="160" width="136" height="138" rx="16" fill="none" stroke="#${p.edge}" stroke-opacity="0.35"/>` +
    `<rect x="170" y="222" width="36" height="12" rx="6" fill="#1c1c1e"/>` +
    `<rect x="177" y="226.5" width="22" height="3" rx="1.5" fill="#6b6d73"/>` +
    `<path d="M188 234 C188 300 250 300 300 330" fill="none" stroke="#${p.dark}" stroke-width="9" ` +
    `stroke-linecap="round"/>` +
    `<path d="M188 234 C188 300 250 300 300 330" fill="none" stroke="#${p.shine}" stroke-width="3" ` +
    `stroke-linecap="round" stroke-opacity="0.6"/>` +
    `<rect x="176" y="228" width="24" height="30" rx="6" fill="#${p.base}" stroke="#${p.edge}" ` +
    `stroke-opacity="0.4"/>`;
  return combine(floorShadow(id, 215, 320, 120, 12), { defs, body });
};

const phoneCase: Painter = (p, id) => {
  const defs = [
    linear(
      id('shell'),
      [
        [0, p.shine],
        [0.45, p.base],
        [1, p.dark],
      ],
      [0, 0, 1, 1],
    ),
    linear(
      id('wall'),
      [
        [0, p.dark],
        [1, p.deep],
      ],
      [0, 0, 1, 0],
    ),
    lensGlass(id('lens')),
  ];
  const grey = '3a3b3f';
  const body =
    `<rect x="134" y="40" width="166" height="318" rx="38" fill="${url(id('wall'))}"/>` +
    `<rect x="124" y="38" width="166" height="318" rx="38" fill="${url(id('shell'))}"/>` +
    `<rect x="124" y="38" width="166" height="318" rx="38" fill="none" stroke="#${p.edge}" ` +
    `stroke-opacity="0.45" stroke-width="2"/>` +
    `<rect x="131" y="45" width="152" height="304" rx="32" fill="none" stroke="#ffffff" stroke-opacity="0.18"/>` +
    `<rect x="138" y="52" width="82" height="84" rx="24" fill="#${p.deep}"/>` +
    `<rect x="143" y="57" width="72" height="74" rx="20" fill="#26272b"/>` +
    lens(163, 77, 12, grey, id('lens')) +
    lens(163, 111, 12, grey, id('lens')) +
    lens(195, 94, 12, grey, id('lens')) +
    `<circle cx="207" cy="210" r="52" fill="none" stroke="#${p.isDark ? 'ffffff' : '000000'}" ` +
    `stroke-opacity="0.14" stroke-width="4"/>` +
    `<rect x="204" y="268" width="6" height="18" rx="3" fill="#${p.isDark ? 'ffffff' : '000000'}" ` +
    `fill-opacity="0.14"/>` +
    `<rect x="290" y="118" width="6" height="46" rx="3" fill="#${p.dark}"/>` +
    `<path d="M140 320 L280 80" stroke="#ffffff" stroke-opacity="0.07" stroke-width="30"/>`;
  return combine(floorShadow(id, 212, 360, 110, 9), { defs, body });
};

function usbPlug(x: number, y: number, angle: number, p: Palette, id: IdFn): string {
  return (
    `<g transform="translate(${x} ${y}) rotate(${angle})">` +
    `<rect x="-9" y="-66" width="18" height="22" rx="5" fill="${url(id('metal'))}"/>` +
    `<rect x="-5" y="-62" width="10" height="4" rx="2" fill="#3a3b40"/>` +
    `<rect x="-15" y="-48" width="30" height="52" rx="10" fill="${url(id('boot'))}"/>` +
    `<rect x="-6" y="2" width="12" height="12" rx="5" fill="#${p.dark}"/>` +
    `</g>`
  );
}

const cable: Painter = (p, id) => {
  const defs = [
    linear(
      id('metal'),
      [
        [0, 'f4f4f6'],
        [0.5, '9c9ea6'],
        [1, 'e2e3e6'],
      ],
      [0, 0, 1, 0],
    ),
    linear(
      id('boot'),
      [
        [0, p.dark],
        [0.35, p.shine],
        [1, p.dark],
      ],
      [0, 0, 1, 0],
    ),
  ];
  const path =
    'M140 152 C140 250 96 300 150 326 C214 356 316 330 300 270 C286 214 196 236 206 282 C216 330 300 300 260 152';
  const body =
    `<path d="${path}" fill="none" stroke="#${p.deep}" stroke-width="13" stroke-linecap="round"/>` +
    `<path d="${path}" fill="none" stroke="#${p.base}" stroke-width="10" stroke-linecap="round"/>` +
    `<path d="${path}" fill="none" stroke="#${p.shine}" stroke-width="3" stroke-linecap="round" ` +
    `stroke-opacity="0.6" transform="translate(-2 -2)"/>` +
    usbPlug(140, 142, 0, p, id) +
    usbPlug(260, 142, 0, p, id);
  return combine(floorShadow(id, 205, 350, 120, 9), { defs, body });
};

const KEY_ROWS: readonly (readonly number[])[] = [
  [1.5, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1.5],
  [1.5, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1.5],
  [1.8, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 2.2],
  [2.3, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 2.7],
  [1, 1, 1, 1.3, 5.4, 1.3, 1, 1, 1, 1],
];

function keyRects(x0: number, y0: number, width: number, keyHeight: number, fill: string): string {
  const gap = 4;
  const rects: string[] = [];
  // A short function row first, as on real keyboards.
  const fnWidth = (width - gap * 13) / 14;
  for (let i = 0; i < 14; i++) {
    rects.push(
      `<rect x="${(x0 + i * (fnWidth + gap)).toFixed(1)}" y="${y0}" width="${fnWidth.toFixed(1)}" height="9" ` +
        `rx="2.5" fill="#${fill}"/>`,
    );
  }
  KEY_ROWS.forEach((row, r) => {
    const units = row.reduce((a, b) => a + b, 0);
    const unit = (width - gap * (row.length - 1)) / units;
    let x = x0;
    const y = y0 + 13 + r * (keyHeight + gap);
    for (const w of row) {
      rects.push(
        `<rect x="${x.toFixed(1)}" y="${y}" width="${(w * unit).toFixed(1)}" height="${keyHeight}" rx="3" ` +
          `fill="#${fill}"/>`,
      );
      x += w * unit + gap;
    }
  });
  return rects.join('');
}

const keyboard: Painter = (p, id) => {
  const keyFill = p.isDark ? darken(p.base, 0.4) : lighten(p.base, 0.75);
  const defs = [
    linear(id('slab'), [
      [0, p.shine],
      [0.6, p.base],
      [1, p.dark],
    ]),
    linear(id('edge'), [
      [0, p.dark],
      [1, p.deep],
    ]),
    `<filter id="${id('key')}" x="-10%" y="-10%" width="120%" height="140%">` +
      `<feDropShadow dx="0" dy="1" stdDeviation="0.6" flood-color="#000000" flood-opacity="0.35"/></filter>`,
  ];
  const body =
    `<path d="M36 166 Q36 150 52 150 H348 Q364 150 364 166 V262 H36 Z" fill="${url(id('slab'))}"/>` +
    `<path d="M36 262 H364 V266 Q364 276 352 276 H48 Q36 276 36 266 Z" fill="${url(id('edge'))}"/>` +
    `<g filter="${url(id('key'))}">${keyRects(50, 160, 300, 16, keyFill)}</g>` +
    `<path d="M52 152 H348" stroke="#ffffff" stroke-opacity="0.45"/>`;
  return combine(floorShadow(id, 200, 280, 180, 10), { defs, body });
};

const mouse: Painter = (p, id) => {
  const defs = [
    radial(
      id('shell'),
      [
        [0, p.shine],
        [0.55, p.base],
        [1, p.dark],
      ],
      0.38,
      0.3,
      0.8,
    ),
    linear(
      id('wheel'),
      [
        [0, '2a2b2f'],
        [0.5, '55575e'],
        [1, '2a2b2f'],
      ],
      [0, 0, 1, 0],
    ),
  ];
  const outline =
    'M200 54 C256 54 268 112 268 182 C268 276 250 344 200 344 C150 344 132 276 132 182 C132 112 144 54 200 54 Z';
  const body =
    `<path d="${outline}" fill="${url(id('shell'))}"/>` +
    `<path d="${outline}" fill="none" stroke="#${p.edge}" stroke-opacity="0.4" stroke-width="1.5"/>` +
    `<path d="M200 56 V150" stroke="#${p.edge}" stroke-opacity="0.5" stroke-width="1.5"/>` +
    `<path d="M136 156 Q200 170 264 156" stroke="#${p.edge}" stroke-opacity="0.25" stroke-width="1.5" fill="none"/>` +
    `<rect x="193" y="88" width="14" height="38" rx="7" fill="${url(id('wheel'))}"/>` +
    `<path d="M195 96 H205 M195 102 H205 M195 108 H205 M195 114 H205 M195 120 H205" stroke="#1a1a1c" ` +
    `stroke-width="1"/>` +
    `<ellipse cx="172" cy="110" rx="18" ry="34" fill="#ffffff" fill-opacity="0.18" transform="rotate(12 172 110)"/>`;
  return combine(floorShadow(id, 200, 350, 80, 9), { defs, body });
};

const gameConsole: Painter = (p, id) => {
  const contrast = p.isDark ? 'f1f1f3' : '1c1c1f';
  const defs = [
    linear(
      id('tower'),
      [
        [0, 'f7f7f9'],
        [0.6, 'e3e4e8'],
        [1, 'c7c9cf'],
      ],
      [0, 0, 1, 0],
    ),
    linear(id('pad'), [
      [0, p.shine],
      [0.5, p.base],
      [1, p.dark],
    ]),
    radial(
      id('stick'),
      [
        [0, '55575e'],
        [1, '151517'],
      ],
      0.4,
      0.35,
      0.6,
    ),
  ];
  const controller =
    'M118 176 C140 156 170 154 200 156 C230 154 260 156 282 176 C302 194 324 254 334 302 ' +
    'C340 334 320 352 298 342 C278 332 264 304 250 288 L150 288 C136 304 122 332 102 342 ' +
    'C80 352 60 334 66 302 C76 254 98 194 118 176 Z';
  const face = (cx: number, cy: number) =>
    `<circle cx="${cx}" cy="${cy}" r="8" fill="#${contrast}" fill-opacity="0.75"/>`;
  const body =
    `<rect x="232" y="30" width="74" height="250" rx="26" fill="${url(id('tower'))}"/>` +
    `<rect x="262" y="36" width="14" height="238" rx="7" fill="#18181b"/>` +
    `<path d="${controller}" fill="${url(id('pad'))}"/>` +
    `<path d="${controller}" fill="none" stroke="#${p.edge}" stroke-opacity="0.4" stroke-width="1.5"/>` +
    `<rect x="164" y="164" width="72" height="46" rx="9" fill="#${p.dark}" fill-opacity="0.7"/>` +
    `<path d="M166 168 Q200 160 234 168" stroke="#5ab4ff" stroke-width="2" fill="none" stroke-opacity="0.8"/>` +
    `<path d="M121 196 H133 V208 H145 V220 H133 V232 H121 V220 H109 V208 H121 Z" fill="#${contrast}" ` +
    `fill-opacity="0.75"/>` +
    face(278, 196) +
    face(278, 232) +
    face(260, 214) +
    face(296, 214) +
    `<circle cx="166" cy="252" r="21" fill="#0f0f11"/><circle cx="166" cy="252" r="15" fill="${url(id('stick'))}"/>` +
    `<circle cx="234" cy="252" r="21" fill="#0f0f11"/><circle cx="234" cy="252" r="15" fill="${url(id('stick'))}"/>`;
  return combine(floorShadow(id, 210, 350, 150, 10), { defs, body });
};

const camera: Painter = (p, id) => {
  const defs = [
    linear(id('body'), [
      [0, p.shine],
      [0.4, p.base],
      [1, p.dark],
    ]),
    linear(id('hump'), [
      [0, p.shine],
      [1, p.base],
    ]),
    radial(
      id('glass'),
      [
        [0, '6b5bd6'],
        [0.35, '1d2a5a'],
        [0.75, '0a0d18'],
        [1, '020204'],
      ],
      0.4,
      0.38,
      0.62,
    ),
    `<pattern id="${id('grain')}" width="4" height="4" patternUnits="userSpaceOnUse">` +
      `<rect width="4" height="4" fill="#1d1d20"/><circle cx="2" cy="2" r="0.9" fill="#2e2e33"/></pattern>`,
  ];
  const body =
    `<path d="M150 132 L162 98 H238 L250 132 Z" fill="${url(id('hump'))}"/>` +
    `<rect x="172" y="104" width="56" height="14" rx="4" fill="#${p.dark}"/>` +
    `<rect x="266" y="112" width="34" height="20" rx="5" fill="#${p.dark}"/>` +
    `<ellipse cx="283" cy="112" rx="17" ry="5" fill="#${p.light}"/>` +
    `<rect x="96" y="116" width="30" height="16" rx="4" fill="#${p.dark}"/>` +
    `<rect x="64" y="130" width="272" height="176" rx="20" fill="${url(id('body'))}"/>` +
    `<rect x="64" y="182" width="272" height="96" fill="${url(id('grain'))}"/>` +
    `<rect x="278" y="138" width="54" height="160" rx="18" fill="${url(id('grain'))}"/>` +
    `<path d="M70 136 H330" stroke="#ffffff" stroke-opacity="0.35" stroke-width="2" stroke-linecap="round"/>` +
    `<circle cx="184" cy="222" r="78" fill="#${p.deep}"/>` +
    `<circle cx="184" cy="222" r="72" fill="#${darken(p.base, p.isDark ? 0.2 : 0.55)}"/>` +
    `<circle cx="184" cy="222" r="64" fill="none" stroke="#0b0b0d" stroke-width="10" stroke-dasharray="2 3"/>` +
    `<circle cx="184" cy="222" r="54" fill="#0b0b0d"/>` +
    `<circle cx="184" cy="222" r="44" fill="${url(id('glass'))}"/>` +
    `<circle cx="184" cy="222" r="24" fill="none" stroke="#ffffff" stroke-opacity="0.08" stroke-width="6"/>` +
    `<ellipse cx="168" cy="204" rx="12" ry="7" fill="#ffffff" fill-opacity="0.35" transform="rotate(-35 168 204)"/>` +
    `<circle cx="92" cy="152" r="7" fill="#f0e6c8" fill-opacity="0.85"/>`;
  return combine(floorShadow(id, 200, 318, 165, 10), { defs, body });
};

const powerbank: Painter = (p, id) => {
  const defs = [
    linear(
      id('front'),
      [
        [0, p.shine],
        [0.5, p.base],
        [1, p.dark],
      ],
      [0, 0, 1, 1],
    ),
    linear(
      id('side'),
      [
        [0, p.dark],
        [1, p.deep],
      ],
      [0, 0, 1, 0],
    ),
    linear(id('top'), [
      [0, p.shine],
      [1, p.light],
    ]),
  ];
  const body =
    `<path d="M108 106 L134 82 H304 L278 106 Z" fill="${url(id('top'))}"/>` +
    `<path d="M186 96 L192 91 H218 L212 96 Z" fill="#1c1c1e"/>` +
    `<path d="M278 106 L304 82 V318 L278 342 Z" fill="${url(id('side'))}"/>` +
    `<rect x="108" y="106" width="170" height="238" rx="12" fill="${url(id('front'))}"/>` +
    `<rect x="108" y="106" width="170" height="238" rx="12" fill="none" stroke="#${p.edge}" ` +
    `stroke-opacity="0.4"/>` +
    `<rect x="150" y="150" width="86" height="48" rx="10" fill="#0c0d10"/>` +
    `<path d="M198 158 L184 177 H194 L188 192 L204 171 H194 Z" fill="#7ee0ff"/>` +
    `<rect x="214" y="168" width="12" height="16" rx="2" fill="none" stroke="#7ee0ff" stroke-width="1.5"/>` +
    [0, 1, 2, 3]
      .map((i) => `<circle cx="${170 + i * 16}" cy="306" r="4" fill="#${i < 3 ? '7be495' : p.deep}"/>`)
      .join('') +
    `<path d="M120 330 L266 120" stroke="#ffffff" stroke-opacity="0.06" stroke-width="26"/>`;
  return combine(floorShadow(id, 205, 348, 120, 9), { defs, body });
};

const PAINTERS: Record<DeviceKind, Painter> = {
  phone,
  laptop,
  tablet,
  watch,
  earbuds,
  headphones,
  speaker,
  charger,
  case: phoneCase,
  cable,
  keyboard,
  mouse,
  console: gameConsole,
  camera,
  powerbank,
};

// ---------------------------------------------------------------------------------------------------------------
// Public renderers.

function svgDocument(width: number, height: number, label: string, defs: string[], body: string): string {
  return (
    `<svg xmlns="${SVG_NS}" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" role="img" ` +
    `aria-label="${escapeHtml(label)}"><defs>${defs.join('')}</defs>${body}</svg>`
  );
}

function assertDeviceKind(kind: string): asserts kind is DeviceKind {
  if (!isDeviceKind(kind)) throw new InvalidArtInputError(`Unknown device kind: ${kind}`);
}

function assertColor(colorHex: string): void {
  if (!isHexColor(colorHex)) throw new InvalidArtInputError('A colour is 6 hex digits without #.');
}

function assertCategoryKind(kind: string): asserts kind is CategoryKind {
  if (!isCategoryKind(kind)) throw new InvalidArtInputError(`Unknown category kind: ${kind}`);
}

/** The device body with ids scoped by `prefix`, for composing several drawings into one document. */
function paintDevice(kind: DeviceKind, colorHex: string, prefix: string): Art {
  return PAINTERS[kind](palette(colorHex), (name) => `${prefix}-${name}`);
}

export function renderDevice(kind: string, colorHex: string): string {
  assertDeviceKind(kind);
  assertColor(colorHex);
  const art = paintDevice(kind, colorHex, 'd');
  return svgDocument(400, 400, kind, art.defs, art.body);
}

const ICON_PATHS: Record<CategoryKind, string> = {
  phone: '<rect x="7" y="2.5" width="10" height="19" rx="2.5"/><path d="M10.5 5h3"/><path d="M11 18.5h2"/>',
  laptop:
    '<rect x="4.5" y="5" width="15" height="10.5" rx="1.5"/><path d="M2.5 18.5h19"/><path d="M4.5 15.5 2.5 18.5"/><path d="M19.5 15.5l2 3"/>',
  tablet: '<rect x="4.5" y="2.5" width="15" height="19" rx="2.2"/><path d="M11 18.5h2"/>',
  watch:
    '<rect x="6" y="6" width="12" height="12" rx="3.5"/><path d="M9 6l.6-3.5h4.8L15 6"/><path d="M9 18l.6 3.5h4.8L15 18"/><path d="M18 10.5v3"/>',
  audio:
    '<path d="M4 16v-4a8 8 0 0 1 16 0v4"/><rect x="3" y="14" width="4.5" height="7" rx="1.5"/><rect x="16.5" y="14" width="4.5" height="7" rx="1.5"/>',
  gaming:
    '<path d="M7 7h10a4 4 0 0 1 3.9 3.1l1 4.6A2.6 2.6 0 0 1 17.4 17l-1.9-2h-7l-1.9 2A2.6 2.6 0 0 1 2.1 14.7l1-4.6A4 4 0 0 1 7 7z"/><path d="M7.5 10v3M6 11.5h3"/><path d="M15.5 10.5h.01M17.5 12.5h.01"/>',
  accessories:
    '<rect x="6.5" y="8" width="11" height="9" rx="2"/><path d="M10 8V4.5M14 8V4.5"/><path d="M12 17v2a2 2 0 0 0 2 2h4"/>',
  camera:
    '<rect x="3" y="7" width="18" height="13" rx="2.5"/><path d="M8 7l1.5-2.5h5L16 7"/><circle cx="12" cy="13.5" r="3.5"/>',
  'smart-home':
    '<path d="M4 10.5 12 4l8 6.5V20a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1z"/><path d="M9 15a4.2 4.2 0 0 1 6 0"/><path d="M11.3 17.4a1 1 0 0 1 1.4 0"/>',
};

export function renderCategoryIcon(kind: string): string {
  assertCategoryKind(kind);
  return (
    `<svg xmlns="${SVG_NS}" viewBox="0 0 24 24" width="24" height="24" role="img" aria-label="${kind}" fill="none" ` +
    `stroke="#1d1d1f" stroke-width="1.5" stroke-linecap="round" stroke-linejoin="round">${ICON_PATHS[kind]}</svg>`
  );
}

interface CategoryArt {
  device: DeviceKind;
  color: string;
  tint: string;
}

const CATEGORY_ART: Record<CategoryKind, CategoryArt> = {
  phone: { device: 'phone', color: 'bfa48f', tint: 'f6efe8' },
  laptop: { device: 'laptop', color: 'c9d6e3', tint: 'eaf1f8' },
  tablet: { device: 'tablet', color: 'a9b7d6', tint: 'eef0fa' },
  watch: { device: 'watch', color: '3b3b3f', tint: 'f3eeea' },
  audio: { device: 'headphones', color: '2e3a4f', tint: 'eaf0f6' },
  gaming: { device: 'console', color: 'f2f2f4', tint: 'e9ecf6' },
  accessories: { device: 'case', color: '2f5d8a', tint: 'edf4ef' },
  camera: { device: 'camera', color: '2b2b2e', tint: 'f2efea' },
  'smart-home': { device: 'speaker', color: 'e9e6df', tint: 'f5f1ea' },
};

export function renderCategoryImage(kind: string): string {
  assertCategoryKind(kind);
  const art = CATEGORY_ART[kind];
  const device = paintDevice(art.device, art.color, 'c');
  const defs = [
    ...device.defs,
    radial(
      'bg',
      [
        [0, lighten(art.tint, 0.6)],
        [1, art.tint],
      ],
      0.5,
      0.4,
      0.75,
    ),
  ];
  const body =
    `<rect width="400" height="400" rx="40" fill="${url('bg')}"/>` +
    `<g transform="translate(40 40) scale(0.8)">${device.body}</g>`;
  return svgDocument(400, 400, kind, defs, body);
}

export interface BrandLogoStyle {
  background: string;
  foreground: string;
}

const LOGO_STYLES: readonly BrandLogoStyle[] = [
  { background: '1d1d1f', foreground: 'f5f5f7' },
  { background: 'f5f5f7', foreground: '1d1d1f' },
  { background: '0b3d91', foreground: 'ffffff' },
  { background: 'eef2f7', foreground: '0b3d91' },
  { background: '2f4f3e', foreground: 'f3efe6' },
  { background: 'f3efe6', foreground: '5a3e2b' },
];

function hashText(text: string): number {
  let h = 2166136261;
  for (const ch of text) h = Math.imul(h ^ ch.charCodeAt(0), 16777619);
  return h >>> 0;
}

/** A wordmark: the brand name set in a bold system sans-serif, sized to fit the 240x120 tile. */
export function renderBrandLogo(name: string, style?: BrandLogoStyle): string {
  const text = name.trim().slice(0, 40) || 'Brand';
  const chosen = style ?? LOGO_STYLES[hashText(text) % LOGO_STYLES.length]!;
  if (!isHexColor(chosen.background) || !isHexColor(chosen.foreground)) {
    throw new InvalidArtInputError('Logo colours are 6 hex digits without #.');
  }
  const fontSize = Math.max(14, Math.min(44, Math.floor(196 / (text.length * 0.62))));
  const body =
    `<rect x="2" y="2" width="236" height="116" rx="22" fill="#${chosen.background}"/>` +
    `<rect x="2.5" y="2.5" width="235" height="115" rx="21.5" fill="none" stroke="#000000" stroke-opacity="0.08"/>` +
    `<text x="120" y="60" text-anchor="middle" dominant-baseline="central" font-family="${FONT_STACK}" ` +
    `font-weight="700" font-size="${fontSize}" letter-spacing="-0.5" fill="#${chosen.foreground}">` +
    `${escapeHtml(text)}</text>`;
  return svgDocument(240, 120, text, [], body);
}

interface BannerDevice {
  kind: DeviceKind;
  color: string;
  x: number;
  y: number;
  scale: number;
  rotate?: number;
}

interface BannerArt {
  from: string;
  to: string;
  glow: string;
  devices: readonly BannerDevice[];
}

const BANNERS: Record<BannerSlug, BannerArt> = {
  'iphone-17-pro': {
    from: '140f0b',
    to: '3a2314',
    glow: 'f77e2d',
    devices: [{ kind: 'phone', color: 'f77e2d', x: 700, y: 20, scale: 1.15 }],
  },
  'iphone-16-pro': {
    from: 'f4ede6',
    to: 'dccbbb',
    glow: 'ffffff',
    devices: [{ kind: 'phone', color: 'bfa48f', x: 700, y: 20, scale: 1.15 }],
  },
  'macbook-air-m4': {
    from: 'eaf3fb',
    to: 'b9d3ea',
    glow: 'ffffff',
    devices: [{ kind: 'laptop', color: 'a9c4dc', x: 640, y: 30, scale: 1.2 }],
  },
  'galaxy-s25-ultra': {
    from: '0b1020',
    to: '1f2f52',
    glow: '6f8fd8',
    devices: [
      { kind: 'phone', color: '4a5f7a', x: 640, y: 60, scale: 1.05, rotate: -4 },
      { kind: 'watch', color: '8e99a8', x: 930, y: 180, scale: 0.7 },
    ],
  },
  'airpods-pro': {
    from: 'f5f6f8',
    to: 'd9dee7',
    glow: 'ffffff',
    devices: [{ kind: 'earbuds', color: 'f7f7f8', x: 700, y: 40, scale: 1.1 }],
  },
  'apple-watch': {
    from: '111113',
    to: '2a2a30',
    glow: 'fa114f',
    devices: [
      { kind: 'watch', color: '3b3b3f', x: 660, y: 40, scale: 1.05 },
      { kind: 'watch', color: 'e8cfc0', x: 880, y: 90, scale: 0.9, rotate: 8 },
    ],
  },
  accessories: {
    from: 'eef6f1',
    to: 'cfe5d8',
    glow: 'ffffff',
    devices: [
      { kind: 'case', color: '2f5d8a', x: 600, y: 40, scale: 1 },
      { kind: 'charger', color: 'f5f5f7', x: 780, y: 150, scale: 0.8 },
      { kind: 'cable', color: 'e0684b', x: 900, y: 140, scale: 0.75 },
    ],
  },
  gaming: {
    from: '0a0f2c',
    to: '23306b',
    glow: '5a7dff',
    devices: [{ kind: 'console', color: 'f2f2f4', x: 680, y: 20, scale: 1.15 }],
  },
  'valu-installments': {
    from: 'e9f7ef',
    to: 'b6e3c8',
    glow: 'ffffff',
    devices: [
      { kind: 'laptop', color: 'c9ccd1', x: 620, y: 80, scale: 1 },
      { kind: 'phone', color: '3c3c3d', x: 880, y: 90, scale: 0.85 },
    ],
  },
  'trade-in': {
    from: '1b1530',
    to: '4a3a86',
    glow: 'b79cff',
    devices: [
      { kind: 'phone', color: 'c2bcb2', x: 640, y: 50, scale: 1 },
      { kind: 'phone', color: '9aadf6', x: 860, y: 70, scale: 0.95, rotate: 6 },
    ],
  },
};

export function renderBanner(slug: string): string {
  if (!isBannerSlug(slug)) throw new InvalidArtInputError(`Unknown banner: ${slug}`);
  const art = BANNERS[slug];
  const devices = art.devices.map((d, i) => ({ d, painted: paintDevice(d.kind, d.color, `b${i}`) }));
  const defs = [
    linear(
      'bg',
      [
        [0, art.from],
        [1, art.to],
      ],
      [0, 0, 1, 1],
    ),
    radial('glow', [
      [0, art.glow, 0.55],
      [0.5, art.glow, 0.18],
      [1, art.glow, 0],
    ]),
    ...devices.flatMap(({ painted }) => painted.defs),
  ];
  const placed = devices
    .map(({ d, painted }) => {
      const rotate = d.rotate ? ` rotate(${d.rotate} 200 200)` : '';
      return `<g transform="translate(${d.x} ${d.y}) scale(${d.scale})${rotate}">${painted.body}</g>`;
    })
    .join('');
  const body =
    `<rect width="1200" height="500" fill="${url('bg')}"/>` +
    `<circle cx="880" cy="250" r="330" fill="${url('glow')}"/>` +
    `<circle cx="880" cy="250" r="210" fill="none" stroke="#${art.glow}" stroke-opacity="0.14" stroke-width="2"/>` +
    `<circle cx="880" cy="250" r="290" fill="none" stroke="#${art.glow}" stroke-opacity="0.08" stroke-width="2"/>` +
    placed;
  return svgDocument(1200, 500, slug, defs, body);
}

// ---------------------------------------------------------------------------------------------------------------
// The addresses of the pictures in the media store; the one place that builds them, so the catalog's rows and the
// files the seed writes cannot drift apart.

export const mediaPaths = {
  device: (kind: DeviceKind, colorHex: string) => `/media/device/${kind}/${colorHex.toLowerCase()}.svg`,
  icon: (kind: CategoryKind) => `/media/icon/${kind}.svg`,
  category: (kind: CategoryKind) => `/media/category/${kind}.svg`,
  brand: brandLogoAddress,
  banner: (slug: BannerSlug) => `/media/banner/${slug}.svg`,
} as const;

const DEVICE_ADDRESS = /^\/media\/device\/([a-z0-9-]+)\/([0-9a-f]{6})\.svg$/;

/** The drawing a device picture's address names (the reverse of mediaPaths.device), or null for any other address. */
export function deviceOfAddress(address: string): { kind: DeviceKind; colorHex: string } | null {
  const match = DEVICE_ADDRESS.exec(address);
  if (!match || !isDeviceKind(match[1]!)) return null;
  return { kind: match[1], colorHex: match[2]! };
}
