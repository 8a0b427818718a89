import { mediaQueries } from '@storefront/design-system';
import { track as trackEvent } from '@storefront/features/platform';
import { useEffect, useRef } from 'react';
import { Blocks, defineBuiltIn } from './defineBuiltIn';
import { safeUrl } from '@storefront/features/platform';
import * as styles from './builtins.css';

/**
 * Builder's Video, for a video file the shop serves itself. It never starts with sound: a video set to play by itself
 * starts only when muted and when the shopper has not asked for reduced motion, and always shows its controls so it
 * can be paused. The server sends no `autoplay` attribute; the browser starts the video once it knows the preference.
 */
/** Builder's Video has no title: analytics names a video by its file, e.g. "club-teaser" for /videos/club-teaser.webm. */
export function videoTitle(src: string): string {
  const file = new URL(src, 'https://shop.invalid').pathname.split('/').pop() ?? '';
  return decodeURIComponent(file).replace(/\.[a-z0-9]+$/i, '') || src;
}

export const videoBuiltIn = defineBuiltIn({
  name: 'Video',
  friendlyName: 'Video',
  inputs: [
    { name: 'video', type: 'file', allowedFileTypes: ['mp4', 'webm'], required: true },
    { name: 'posterImage', type: 'file', allowedFileTypes: ['jpeg', 'jpg', 'png', 'webp'] },
    { name: 'autoPlay', type: 'boolean', defaultValue: false },
    { name: 'muted', type: 'boolean', defaultValue: true },
    { name: 'controls', type: 'boolean', defaultValue: false },
    { name: 'loop', type: 'boolean', defaultValue: false },
    { name: 'fit', type: 'string', enum: ['contain', 'cover', 'fill'], defaultValue: 'cover' },
    { name: 'aspectRatio', type: 'number', min: 0.01, max: 100 },
    // With child blocks: the frame takes their height (the video fills it behind them), else the aspect ratio's.
    { name: 'fitContent', type: 'boolean', defaultValue: true },
    // Not one of Builder's options: a shop addition, so a video with speech can carry its captions (WebVTT).
    { name: 'captions', type: 'file', allowedFileTypes: ['vtt'] },
  ],
  component: function BuiltInVideo({
    video,
    posterImage,
    autoPlay,
    muted,
    controls,
    loop,
    fit,
    aspectRatio,
    fitContent,
    captions,
    block,
  }) {
    const ref = useRef<HTMLVideoElement>(null);
    const src = safeUrl(video, 'media');
    const poster = safeUrl(posterImage, 'media');
    const track = safeUrl(captions, 'media');
    const plays = Boolean(autoPlay && muted);
    // The start the shop makes itself is no shopper's click: only plays after it are video clicks.
    const startingByItself = useRef(false);

    useEffect(() => {
      const element = ref.current;
      if (!plays || !element || window.matchMedia?.(mediaQueries.reducedMotion).matches) return;
      startingByItself.current = true;
      // A browser may refuse to start a video by itself; the controls are there for the shopper then.
      element.play()?.catch(() => {
        startingByItself.current = false;
      });
    }, [plays, src]);

    if (!src) return null;
    // Blocks laid over the video, as Builder draws a Video's children: in its frame, above the picture.
    const children = block.children ?? [];
    const over = children.length > 0;
    const sized = aspectRatio && !(over && fitContent);
    return (
      <div className={styles.videoFrame} style={sized ? { aspectRatio: String(1 / aspectRatio) } : undefined}>
        {/* The captions are content: a track when the video has them (a muted, decorative video needs none). */}
        {/* eslint-disable-next-line jsx-a11y/media-has-caption */}
        <video
          ref={ref}
          className={over ? `${styles.video} ${styles.videoBehind}` : styles.video}
          style={{ objectFit: fit }}
          src={src}
          poster={poster}
          muted={muted}
          controls={controls || plays}
          loop={loop}
          playsInline
          preload="metadata"
          onPlay={() => {
            if (startingByItself.current) startingByItself.current = false;
            else trackEvent('tracking:activity:video_click', { video_title: videoTitle(src) });
          }}
          onPause={(event) =>
            trackEvent('tracking:activity:video_stop', {
              video_title: videoTitle(src),
              seconds_watched: Math.round(event.currentTarget.currentTime),
            })
          }
        >
          {track && <track kind="captions" src={track} default />}
        </video>
        {over && (
          <div className={fitContent ? styles.videoChildren : styles.videoChildrenOver}>
            <Blocks blocks={children} />
          </div>
        )}
      </div>
    );
  },
});
