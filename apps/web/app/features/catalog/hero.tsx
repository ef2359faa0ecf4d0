import { useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { Ad } from '@shop/contract/catalog';
import { ChevronLeftIcon, ChevronRightIcon } from '#web/components/ui/icons.tsx';
import { useLocalPath, useT } from '#web/i18n/i18n.tsx';

/** Internal links navigate in the app; anything else is an ordinary link. */
export function AdLink({ ad, className, children }: { ad: Ad; className: string; children: ReactNode }) {
  const local = useLocalPath();
  const label = `${ad.cta}: ${ad.title}`;
  return ad.link.startsWith('/') ? (
    <Link className={className} to={local(ad.link)} aria-label={label}>
      {children}
    </Link>
  ) : (
    <a className={className} href={ad.link} aria-label={label}>
      {children}
    </a>
  );
}

/**
 * The hero banners as a swipeable row. It never moves by itself (nothing to pause, nothing to miss); arrows and
 * dots move it, and it works as a plain scrolling row before the JavaScript arrives.
 */
export function Hero({ slides }: { slides: Ad[] }) {
  const t = useT();
  const trackRef = useRef<HTMLDivElement>(null);
  const [current, setCurrent] = useState(0);
  if (slides.length === 0) return null;

  function goTo(index: number) {
    const track = trackRef.current;
    if (!track) return;
    const target = (index + slides.length) % slides.length;
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    // In a right-to-left track the slides run leftwards from 0: scrollLeft is negative there.
    const sideways = getComputedStyle(track).direction === 'rtl' ? -1 : 1;
    track.scrollTo({ left: sideways * target * track.clientWidth, behavior: reduce ? 'auto' : 'smooth' });
    setCurrent(target);
  }

  function onScroll() {
    const track = trackRef.current;
    if (!track || track.clientWidth === 0) return;
    const index = Math.round(Math.abs(track.scrollLeft) / track.clientWidth);
    if (index !== current) setCurrent(index);
  }

  return (
    <section className="hero" aria-roledescription="carousel" aria-label={t('hero.label')}>
      <div className="hero__track" ref={trackRef} onScroll={onScroll}>
        {slides.map((ad, index) => (
          <div
            key={ad.id}
            className="hero__slide"
            role="group"
            aria-roledescription="slide"
            aria-label={t('hero.slide', { index: index + 1, total: slides.length, title: ad.title })}
          >
            <img
              className="hero__image"
              src={ad.image}
              alt={ad.alt}
              width={1200}
              height={500}
              loading={index === 0 ? 'eager' : 'lazy'}
              fetchPriority={index === 0 ? 'high' : 'low'}
            />
            <div className="hero__copy">
              <h2 className="hero__title">{ad.title}</h2>
              <p className="hero__subtitle">{ad.subtitle}</p>
              <AdLink ad={ad} className="button button--primary hero__cta">
                {ad.cta}
              </AdLink>
            </div>
          </div>
        ))}
      </div>
      {slides.length > 1 ? (
        <div className="hero__controls">
          <button
            type="button"
            className="round-button"
            aria-label={t('hero.previous')}
            onClick={() => goTo(current - 1)}
          >
            <ChevronLeftIcon size={18} />
          </button>
          <ul className="hero__dots">
            {slides.map((ad, index) => (
              <li key={ad.id}>
                <button
                  type="button"
                  className="hero__dot"
                  aria-label={t('hero.show', { index: index + 1, title: ad.title })}
                  aria-current={index === current ? 'true' : undefined}
                  onClick={() => goTo(index)}
                />
              </li>
            ))}
          </ul>
          <button
            type="button"
            className="round-button"
            aria-label={t('hero.next')}
            onClick={() => goTo(current + 1)}
          >
            <ChevronRightIcon size={18} />
          </button>
        </div>
      ) : null}
    </section>
  );
}
