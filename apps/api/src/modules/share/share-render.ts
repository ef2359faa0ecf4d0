import sharp from 'sharp';
import { SHARE_IMAGE, type ShareCard } from '@shop/contract/share-image';
import type { MediaStorage } from '#app/deps';
import { storePathOf } from '#app/modules/media/media-store';
import { fitLine, textPath, textWidth, wrapText } from './share-text.ts';

/**
 * Draws a share image: the card as SVG (text as paths, see share-text.ts), rasterised by sharp, with the picture
 * composited into the panel on the right. The storefront's colours: text #1d1d1f, accent #0066cc, the shop's mark
 * of favicon.svg. A picture that is missing, outside the media store or unreadable leaves the shop's mark in its place.
 */

const { width: W, height: H } = SHARE_IMAGE;
const TEXT = '#1d1d1f';
const TEXT_2 = '#5f5f64';
const ACCENT = '#0066cc';

const LEFT = 72;
const TEXT_WIDTH = 540;
const PANEL = { x: 672, y: 48, w: 480, h: 534, r: 40 };
const PICTURE = 420;

/** The shop's mark (favicon.svg, drawn on a 32-unit grid) at (x, y), `size` pixels square. */
function mark(x: number, y: number, size: number): string {
  return (
    `<g transform="translate(${x} ${y}) scale(${size / 32})">` +
    '<rect x="1" y="1" width="30" height="30" rx="8" fill="#1d1d1f"/>' +
    '<circle cx="15" cy="17" r="7.5" fill="none" stroke="#fff" stroke-width="2.6"/>' +
    '<circle cx="22" cy="10" r="3.6" fill="#0071e3" stroke="#1d1d1f" stroke-width="1.4"/></g>'
  );
}

/** The card without its picture: background, shop name, text block, price and the panel. */
export function cardSvg(card: ShareCard, withPicture: boolean): string {
  const parts: string[] = [];
  parts.push(
    '<defs><radialGradient id="panel" cx="0.5" cy="0.45" r="0.75">' +
      '<stop offset="0" stop-color="#ffffff"/><stop offset="1" stop-color="#e4ecf7"/></radialGradient></defs>',
    `<rect width="${W}" height="${H}" fill="#ffffff"/>`,
    `<rect x="${PANEL.x}" y="${PANEL.y}" width="${PANEL.w}" height="${PANEL.h}" rx="${PANEL.r}" fill="url(#panel)"/>`,
    `<rect y="${H - 10}" width="${W}" height="10" fill="${ACCENT}"/>`,
  );
  if (!withPicture) parts.push(mark(PANEL.x + (PANEL.w - 220) / 2, PANEL.y + (PANEL.h - 220) / 2, 220));

  // The shop's mark and name, top left.
  parts.push(mark(LEFT, 64, 56));
  parts.push(textPath(fitLine(card.shop, TEXT_WIDTH - 76, 32, 700), LEFT + 76, 103, 32, 700, TEXT));

  // The text block, centred between the shop's name (y 150) and the foot line (y 520).
  const title = wrapText(card.title, TEXT_WIDTH, card.price ? [60, 52, 46, 40] : [68, 60, 52, 44], 3, 800);
  const lineHeight = Math.round(title.size * 1.14);
  const eyebrowSize = 30;
  const priceSize = 40;
  const priceHeight = priceSize + 36;
  const blockHeight =
    (card.eyebrow ? eyebrowSize + 16 : 0) +
    title.lines.length * lineHeight +
    (card.price ? 28 + priceHeight : 0);
  let y = Math.round(150 + (370 - blockHeight) / 2);
  if (card.eyebrow) {
    const eyebrow = fitLine(card.eyebrow, TEXT_WIDTH, eyebrowSize, 700);
    parts.push(textPath(eyebrow, LEFT, y + Math.round(eyebrowSize * 0.92), eyebrowSize, 700, ACCENT));
    y += eyebrowSize + 16;
  }
  for (const line of title.lines) {
    parts.push(textPath(line, LEFT, y + Math.round(title.size * 0.92), title.size, 800, TEXT));
    y += lineHeight;
  }
  if (card.price) {
    y += 28;
    const price = fitLine(card.price, TEXT_WIDTH - 56, priceSize, 700);
    const pillWidth = Math.round(textWidth(price, priceSize, 700) + 56);
    parts.push(
      `<rect x="${LEFT}" y="${y}" width="${pillWidth}" height="${priceHeight}" rx="${priceHeight / 2}" fill="${ACCENT}"/>`,
      textPath(
        price,
        LEFT + 28,
        y + Math.round(priceHeight / 2 + priceSize * 0.36),
        priceSize,
        700,
        '#ffffff',
      ),
    );
  }

  parts.push(textPath('Premium reseller in Egypt · Prices in EGP', LEFT, 566, 24, 500, TEXT_2));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">${parts.join('')}</svg>`;
}

/** The card's picture from the media store, fitted into a PICTURE-pixel square; null when there is none to draw. */
async function picture(media: Pick<MediaStorage, 'get'>, address: string | null): Promise<Buffer | null> {
  const path = address ? storePathOf(address) : null;
  if (!path) return null;
  let bytes: Buffer | null;
  try {
    bytes = await media.get(path);
  } catch {
    return null;
  }
  if (!bytes) return null;
  try {
    // Drawings are rendered at twice their size before they are fitted, so they stay sharp.
    const source = path.endsWith('.svg') ? sharp(bytes, { density: 144 }) : sharp(bytes);
    return await source
      .resize(PICTURE, PICTURE, { fit: 'contain', background: { r: 0, g: 0, b: 0, alpha: 0 } })
      .png()
      .toBuffer();
  } catch {
    return null;
  }
}

/** The card as a 1200 x 630 PNG. */
export async function renderShareImage(card: ShareCard, media: Pick<MediaStorage, 'get'>): Promise<Buffer> {
  const art = await picture(media, card.image);
  const image = sharp(Buffer.from(cardSvg(card, art !== null)));
  if (art) {
    image.composite([
      {
        input: art,
        left: PANEL.x + Math.round((PANEL.w - PICTURE) / 2),
        top: PANEL.y + Math.round((PANEL.h - PICTURE) / 2),
      },
    ]);
  }
  return image.png({ compressionLevel: 7 }).toBuffer();
}
