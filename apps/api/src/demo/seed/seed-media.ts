import {
  deviceOfAddress,
  mediaPaths,
  renderBanner,
  renderBrandLogo,
  renderCategoryIcon,
  renderCategoryImage,
  renderDevice,
} from '#app/demo/device-art';
import { addMediaFile, hasMediaFile } from '#app/modules/media/media-store';
import { colorHex, readDemoCatalog, readDemoShop } from './demo-files.ts';

/**
 * Every picture the demo catalog's rows point at, by address, with the drawing that makes it: the device pictures
 * the products name in demo-catalog.json, and the icons, logos, sub-category pictures and banners of demo-shop.json.
 */
export function demoPictures(): Map<string, () => string> {
  const shop = readDemoShop();
  const pictures = new Map<string, () => string>();
  const device = (address: string) => {
    const drawing = deviceOfAddress(address);
    if (!drawing) throw new Error(`demo-catalog.json: ${address} is not the address of a device drawing`);
    pictures.set(address, () => renderDevice(drawing.kind, drawing.colorHex));
  };
  for (const { data, variants } of readDemoCatalog().products) {
    for (const address of [data.image, ...data.images]) if (address) device(address);
    for (const { data: v } of variants)
      for (const address of [v.image, ...v.images]) if (address) device(address);
  }
  for (const category of shop.categories) {
    pictures.set(mediaPaths.icon(category.kind), () => renderCategoryIcon(category.kind));
    pictures.set(mediaPaths.category(category.kind), () => renderCategoryImage(category.kind));
    for (const sub of category.groups.flatMap((g) => g.sub_categories)) {
      device(mediaPaths.device(sub.art.kind, colorHex(shop, sub.art.color)));
    }
  }
  for (const brand of shop.brands) {
    pictures.set(mediaPaths.brand(brand.slug), () => renderBrandLogo(brand.name, brand.logo));
  }
  for (const ad of shop.ads) pictures.set(mediaPaths.banner(ad.banner), () => renderBanner(ad.banner));
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
