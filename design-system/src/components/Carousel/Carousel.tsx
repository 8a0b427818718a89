import { clsx } from 'clsx';
import useEmblaCarousel from 'embla-carousel-react';
import { Children, useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { Icon } from '../Icon';
import * as styles from './Carousel.css';
import { useReducedMotion } from './useReducedMotion';

export interface CarouselProps {
  /** Names the carousel for screen readers, e.g. "Our flavours". */
  label: string;
  /** One child per slide. */
  children: ReactNode;
  dir?: 'ltr' | 'rtl';
  loop?: boolean;
  previousLabel?: string;
  nextLabel?: string;
  /** How each slide is announced; default "2 of 5". */
  slideLabel?: (position: number, total: number) => string;
  className?: string;
}

/** A swipeable row of slides (embla): arrow keys and buttons move it, and it jumps instead of gliding for reduced motion. */
export function Carousel({
  label,
  children,
  dir = 'ltr',
  loop = false,
  previousLabel = 'Previous',
  nextLabel = 'Next',
  slideLabel = (position, total) => `${position} of ${total}`,
  className,
}: CarouselProps) {
  const reducedMotion = useReducedMotion();
  const [viewportRef, api] = useEmblaCarousel({
    align: 'start',
    direction: dir,
    loop,
    containScroll: 'trimSnaps',
  });
  const [canScroll, setCanScroll] = useState({ previous: false, next: false });
  const slides = Children.toArray(children);

  useEffect(() => {
    if (!api) return;
    const update = () => setCanScroll({ previous: api.canScrollPrev(), next: api.canScrollNext() });
    update();
    api.on('select', update).on('reInit', update);
    return () => {
      api.off('select', update).off('reInit', update);
    };
  }, [api]);

  const scrollPrevious = useCallback(() => api?.scrollPrev(reducedMotion), [api, reducedMotion]);
  const scrollNext = useCallback(() => api?.scrollNext(reducedMotion), [api, reducedMotion]);

  // Arrow keys pressed anywhere inside the carousel (on a card's link, on a button) move it, in the reading direction.
  const carouselRef = useRef<HTMLElement>(null);
  useEffect(() => {
    const carousel = carouselRef.current;
    if (!carousel) return;
    const forward = dir === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
    const backward = dir === 'rtl' ? 'ArrowRight' : 'ArrowLeft';
    function handleKeyDown(event: globalThis.KeyboardEvent) {
      if (event.key !== forward && event.key !== backward) return;
      event.preventDefault();
      if (event.key === forward) scrollNext();
      else scrollPrevious();
    }
    carousel.addEventListener('keydown', handleKeyDown);
    return () => carousel.removeEventListener('keydown', handleKeyDown);
  }, [dir, scrollNext, scrollPrevious]);

  return (
    <section
      aria-roledescription="carousel"
      aria-label={label}
      dir={dir}
      className={clsx(styles.carousel, className)}
      ref={carouselRef}
    >
      <div className={styles.viewport} ref={viewportRef}>
        <div className={styles.track}>
          {slides.map((slide, index) => (
            <div
              key={index}
              role="group"
              aria-roledescription="slide"
              aria-label={slideLabel(index + 1, slides.length)}
              className={styles.slide}
            >
              {slide}
            </div>
          ))}
        </div>
      </div>
      {slides.length > 1 && (
        <div className={styles.controls}>
          <button
            type="button"
            className={styles.control}
            onClick={scrollPrevious}
            disabled={!canScroll.previous}
            aria-label={previousLabel}
          >
            <Icon name="chevronLeft" />
          </button>
          <button
            type="button"
            className={styles.control}
            onClick={scrollNext}
            disabled={!canScroll.next}
            aria-label={nextLabel}
          >
            <Icon name="chevronRight" />
          </button>
        </div>
      )}
    </section>
  );
}
