import { clsx } from 'clsx';
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { Icon } from '../Icon';
import * as styles from './Image.css';
import { buildSrcSet, imageLoadTimeoutMs, sourceAtWidth, type ImageSourceAtWidth } from './srcset';

export interface ImageProps {
  /** The picture's URL (also the fallback `src` of the srcset). Missing: the fallback shows. */
  src?: string;
  /** Describes the picture; an empty string marks it decorative. */
  alt: string;
  /** Builds the URL at a width (or a template with `{width}`) so the browser gets a srcset over the shop's widths. */
  srcFor?: ImageSourceAtWidth;
  /** Width / height, e.g. 4 / 3; the space is reserved before the bytes arrive, so nothing shifts. */
  aspectRatio?: number;
  /** Rendered width per layout, as in the `sizes` attribute. */
  sizes?: string;
  /** The largest image of the page: loaded eagerly with high fetch priority. Others load lazily. */
  priority?: boolean;
  fit?: 'cover' | 'contain';
  /** Shown when the picture is missing, fails or takes longer than the timeout. */
  fallback?: ReactNode;
  timeoutMs?: number;
  className?: string;
}

/** A picture as the display pieces take it. */
export type ImageSource = Pick<ImageProps, 'src' | 'alt' | 'srcFor'>;

type LoadState = 'loading' | 'loaded' | 'failed';

export function Image({
  src,
  alt,
  srcFor,
  aspectRatio = 4 / 3,
  sizes = '100vw',
  priority = false,
  fit = 'cover',
  fallback,
  timeoutMs = imageLoadTimeoutMs,
  className,
}: ImageProps) {
  const source = src ?? (srcFor ? sourceAtWidth(srcFor, 800) : undefined);
  // The load state belongs to one source; a new source starts loading again.
  const [load, setLoad] = useState<{ source: string | undefined; state: LoadState }>({
    source,
    state: 'loading',
  });
  const state: LoadState = !source ? 'failed' : load.source === source ? load.state : 'loading';
  const settle = useCallback((next: LoadState) => setLoad({ source, state: next }), [source]);

  useEffect(() => {
    if (!source) return;
    const timer = setTimeout(
      () =>
        setLoad((current) =>
          current.source === source && current.state !== 'loading' ? current : { source, state: 'failed' },
        ),
      timeoutMs,
    );
    return () => clearTimeout(timer);
  }, [source, timeoutMs]);

  // A server-rendered image may have finished (or failed) before React attached its handlers.
  const checkFinished = useCallback(
    (element: HTMLImageElement | null) => {
      if (element?.complete) settle(element.naturalWidth > 0 ? 'loaded' : 'failed');
    },
    [settle],
  );

  return (
    <span className={clsx(styles.frame, className)} style={{ aspectRatio: String(aspectRatio) }}>
      {source && state !== 'failed' && (
        <img
          ref={checkFinished}
          className={clsx(styles.image, styles.fit[fit])}
          src={source}
          srcSet={srcFor ? buildSrcSet(srcFor) : undefined}
          sizes={srcFor ? sizes : undefined}
          alt={alt}
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : undefined}
          decoding={priority ? 'sync' : 'async'}
          data-state={state}
          onLoad={() => settle('loaded')}
          onError={() => settle('failed')}
        />
      )}
      {state === 'failed' && (
        <span
          className={styles.fallback}
          {...(alt ? { role: 'img', 'aria-label': alt } : { 'aria-hidden': true })}
        >
          {fallback ?? <Icon name="image" size="lg" />}
        </span>
      )}
    </span>
  );
}
