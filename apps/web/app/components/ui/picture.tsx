import type { ImgHTMLAttributes } from 'react';
import { pictureSources } from '@shop/contract/picture-sources';

type ImgProps = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet' | 'sizes' | 'width' | 'height'>;

/**
 * A catalog picture. An uploaded one comes with AVIF and WebP widths (its address names them), so the browser fetches
 * the smallest file that fills `sizes`; anything else (the demo's SVGs) is the plain image it was. `width` and
 * `height` reserve the space before the file arrives; `fit: 'height'` keeps the height and follows the upload's own
 * shape, for a box whose width is auto.
 */
export function Picture({
  src,
  sizes,
  width,
  height,
  fit = 'box',
  ...img
}: ImgProps & {
  src: string | undefined;
  sizes: string;
  width: number;
  height: number;
  fit?: 'box' | 'height';
}) {
  const sources = src ? pictureSources(src) : null;
  if (!sources) return <img src={src} width={width} height={height} {...img} />;
  const shownWidth = fit === 'height' ? Math.round((height * sources.width) / sources.height) : width;
  return (
    <picture className="picture">
      <source type="image/avif" srcSet={sources.avif} sizes={sizes} />
      <source type="image/webp" srcSet={sources.webp} sizes={sizes} />
      <img src={src} width={shownWidth} height={height} {...img} />
    </picture>
  );
}
