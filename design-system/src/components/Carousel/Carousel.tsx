import { clsx } from 'clsx';
import type { EmblaCarouselType } from 'embla-carousel';
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

/**
 * A swipeable row of slides (embla, loaded on the first interaction): arrow keys and buttons move it, and it jumps
 * instead of gliding for reduced motion.
 */
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
  const carouselRef = useRef<HTMLElement>(null);
  const viewportRef = useRef<HTMLDivElement>(null);
  const [api, setApi] = useState<EmblaCarouselType>();
  const [canScroll, setCanScroll] = useState({ previous: false, next: false });
  const slides = Children.toArray(children);

  // Embla comes with the shopper's first move towards the carousel (pointer over it, a touch, focus inside, a button):
  // until then the slides stand where embla puts them first, so nothing moves when it takes over, and pages whose
  // carousel is never used never download it.
  const loading = useRef<Promise<EmblaCarouselType | undefined>>(undefined);
  const startCarousel = useCallback(() => {
    loading.current ??= import('embla-carousel').then(({ default: EmblaCarousel }) => {
      if (!viewportRef.current) return undefined;
      const carousel = EmblaCarousel(viewportRef.current, {
        align: 'start',
        direction: dir,
        loop,
        containScroll: 'trimSnaps',
      });
      setApi(carousel);
      return carousel;
    });
    return loading.current;
  }, [dir, loop]);

  useEffect(() => {
    const carousel = carouselRef.current;
    if (!carousel) return;
    const start = () => void startCarousel();
    const events = ['pointerenter', 'pointerdown', 'touchstart', 'focusin'] as const;
    for (const event of events) carousel.addEventListener(event, start, { passive: true });
    return () => {
      for (const event of events) carousel.removeEventListener(event, start);
    };
  }, [startCarousel]);

  useEffect(
    () => () => {
      void loading.current?.then((carousel) => carousel?.destroy());
      loading.current = undefined;
    },
    [],
  );

  useEffect(() => {
    if (!api) {
      // Before embla: there is a next slide when the last one ends beyond the viewport.
      const viewport = viewportRef.current?.getBoundingClientRect();
      const last = viewportRef.current?.firstElementChild?.lastElementChild?.getBoundingClientRect();
      if (!viewport || !last) return;
      const overflows = dir === 'rtl' ? last.left < viewport.left - 1 : last.right > viewport.right + 1;
      setCanScroll({ previous: loop && overflows, next: overflows });
      return;
    }
    const update = () => setCanScroll({ previous: api.canScrollPrev(), next: api.canScrollNext() });
    update();
    api.on('select', update).on('reInit', update);
    return () => {
      api.off('select', update).off('reInit', update);
    };
  }, [api, dir, loop]);

  const scrollPrevious = useCallback(
    () => void startCarousel().then((carousel) => carousel?.scrollPrev(reducedMotion)),
    [startCarousel, reducedMotion],
  );
  const scrollNext = useCallback(
    () => void startCarousel().then((carousel) => carousel?.scrollNext(reducedMotion)),
    [startCarousel, reducedMotion],
  );

  // Arrow keys pressed anywhere inside the carousel (on a card's link, on a button) move it, in the reading direction.
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
