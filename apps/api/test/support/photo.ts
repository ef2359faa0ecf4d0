import sharp from 'sharp';

/**
 * A photo-like test picture made on the spot (nothing is fetched): coarse noise scaled up, so encoders get about the
 * work a real photo gives them. `exif` adds a camera's metadata, which uploads must drop.
 */
export async function makePhoto(
  width: number,
  height: number,
  format: 'jpeg' | 'png' | 'webp' = 'jpeg',
  exif = false,
): Promise<Buffer> {
  const { data, info } = await sharp({
    create: {
      width: 64,
      height: 48,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 50 },
    },
  })
    .raw()
    .toBuffer({ resolveWithObject: true });
  let image = sharp(data, { raw: info }).resize(width, height, { fit: 'fill' });
  if (exif) image = image.withExif({ IFD0: { Copyright: 'Secret Camera Owner', Make: 'TestCam' } });
  return image.toFormat(format).toBuffer();
}
