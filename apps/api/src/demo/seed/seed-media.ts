import {
  mediaPaths,
  renderBanner,
  renderBrandLogo,
  renderCategoryIcon,
  renderCategoryImage,
  renderDevice,
  type DeviceKind,
} from '#app/demo/device-art';
import { addMediaFile, hasMediaFile } from '#app/modules/media/media-store';
import { DEMO_ADS, DEMO_BRANDS, DEMO_CATEGORIES, DEMO_PRODUCTS, type DemoColorName } from './demo-catalog.ts';
import { colorHex } from './seed-catalog.ts';

/** Every picture the demo catalog's rows point at, by address, with the drawing that makes it. */
export function demoPictures(): Map<string, () => string> {
  const pictures = new Map<string, () => string>();
  const device = (kind: DeviceKind, color: DemoColorName) => {
    const hex = colorHex(color);
    pictures.set(mediaPaths.device(kind, hex), () => renderDevice(kind, hex));
  };
  for (const product of DEMO_PRODUCTS) for (const color of product.colors) device(product.kind, color);
  for (const category of DEMO_CATEGORIES) {
    pictures.set(mediaPaths.icon(category.kind), () => renderCategoryIcon(category.kind));
    pictures.set(mediaPaths.category(category.kind), () => renderCategoryImage(category.kind));
    for (const group of category.groups) {
      for (const sub of group.subCategories) device(sub.art.kind, sub.art.color);
    }
  }
  for (const brand of DEMO_BRANDS) {
    pictures.set(mediaPaths.brand(brand.slug), () => renderBrandLogo(brand.name, brand.logo));
  }
  for (const ad of DEMO_ADS) pictures.set(mediaPaths.banner(ad.banner), () => renderBanner(ad.banner));
  return pictures;
}

/**
 * Draws the demo's pictures into the media store, only those it does not have: a picture an operator replaced stays,
 * and a store that lost its pictures (a new MEDIA_DIR, or a database seeded before pictures were files) gets them
 * back. Returns how many it wrote.
 */
export async function seedDemoMedia(mediaDir: string): Promise<number> {
  let written = 0;
  for (const [address, draw] of demoPictures()) {
    if (await hasMediaFile(mediaDir, address)) continue;
    if (await addMediaFile(mediaDir, address, draw())) written += 1;
  }
  return written;
}
