import { useState } from 'react';
import { Picture } from '#web/components/ui/picture.tsx';
import { useT } from '#web/i18n/i18n.tsx';

/**
 * The item page's pictures: one large image and a row of thumbnail buttons that swap it. The page gives it a key
 * per variant, so another variant's pictures start again from the first.
 */
export function Gallery({ images, name }: { images: readonly string[]; name: string }) {
  const t = useT();
  const [index, setIndex] = useState(0);
  const current = images[Math.min(index, images.length - 1)] ?? images[0];

  return (
    <div className="gallery">
      <div className="gallery__stage">
        <Picture
          className="gallery__image"
          src={current}
          // The stage is the page's width on a phone and about half of it from 992 px.
          sizes="(max-width: 991px) 90vw, 560px"
          alt={index === 0 ? name : t('item.picture', { name, index: index + 1, total: images.length })}
          width={560}
          height={560}
          fetchPriority="high"
          decoding="async"
        />
      </div>
      {images.length > 1 ? (
        <ul className="gallery__thumbs" aria-label="Pictures">
          {images.map((src, i) => (
            <li key={src}>
              <button
                type="button"
                className="gallery__thumb"
                aria-label={t('item.showPicture', { index: i + 1, total: images.length })}
                aria-pressed={i === index}
                onClick={() => setIndex(i)}
              >
                <Picture
                  src={src}
                  alt=""
                  width={64}
                  height={64}
                  sizes="64px"
                  loading="lazy"
                  decoding="async"
                />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
