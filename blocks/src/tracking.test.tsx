import '@testing-library/jest-dom/vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ConfigProvider,
  defaultConfig,
  subscribeToTracking,
  type TrackingEvent,
} from '@storefront/features/platform';
import { builtInNamed } from './builtins';
import { videoTitle } from './builtins/Video';
import { flavourCarouselBlock } from './library/FlavourCarousel';
import { heroBlock } from './library/Hero';
import { redirectionLinkCardBlock } from './library/RedirectionLinkCard';
import { richTextBlock } from './library/RichText';

const events: TrackingEvent[] = [];
let stop = () => undefined as void;
beforeEach(() => {
  events.length = 0;
  stop = subscribeToTracking((event) => events.push(event));
});
afterEach(() => {
  stop();
  vi.useRealTimers();
});

const show = (element: ReactElement) =>
  render(<ConfigProvider config={defaultConfig}>{element}</ConfigProvider>);
const builtIn = (name: string, options: Record<string, unknown>) => {
  const Render = builtInNamed(name)!.render;
  return <Render block={{ component: { name, options } }} />;
};
/** A click that opens the link in a new tab: tracked, and no navigation for the test page to hold. */
const ctrlClick = (element: Element) => fireEvent.click(element, { ctrlKey: true });
const origin = window.location.origin;

describe('activity events raised by blocks (spec section 9)', () => {
  it('cta click: the hero call to action reports its label and link; a link to a place on the page is not held', () => {
    show(<heroBlock.render title="Which flavour is yours?" ctaLabel="Start" ctaUrl="#flavour-finder" />);
    const notHeld = fireEvent.click(screen.getByRole('link', { name: 'Start' }));
    expect(notHeld).toBe(true);
    expect(events).toEqual([
      {
        name: 'tracking:activity:cta_click',
        payload: { label: 'Start', url: '#flavour-finder', location: 'hero' },
      },
    ]);
  });

  it('cta click: a Builder button reports its text and link, and the page waits for the event before leaving', () => {
    vi.useFakeTimers();
    show(builtIn('Core:Button', { text: 'Join the club now', link: '/register' }));
    const followedAtOnce = fireEvent.click(screen.getByRole('link', { name: 'Join the club now' }));
    expect(followedAtOnce).toBe(false);
    expect(events).toEqual([
      {
        name: 'tracking:activity:cta_click',
        payload: { label: 'Join the club now', url: '/register', location: 'button' },
      },
    ]);
  });

  it('carousel click: a flavour card’s call to action reports the card’s place in the row', () => {
    const card = (title: string) => ({ title, ctaLabel: `Discover ${title}`, ctaUrl: `/products/${title}` });
    show(<flavourCarouselBlock.render title="Our flavours" cards={[card('Amber'), card('Mint')]} />);
    ctrlClick(screen.getByRole('link', { name: /Discover Mint/ }));
    expect(events).toEqual([
      {
        name: 'tracking:activity:carousel_click',
        payload: {
          label: 'Discover Mint',
          url: `${origin}/products/Mint`,
          location: 'Our flavours',
          position: 2,
        },
      },
    ]);
  });

  it('FAQ link: a link in an FAQ answer is an FAQ link click; in other text only an article link is tracked', () => {
    show(
      <>
        <richTextBlock.render html='<p>See <a href="/stores">a store</a>.</p>' links="faq" />
        <richTextBlock.render html='<p>Read <a href="/articles/device-care">five habits</a> or <a href="/stores">visit us</a>.</p>' />
      </>,
    );
    ctrlClick(screen.getByRole('link', { name: 'a store' }));
    ctrlClick(screen.getByRole('link', { name: 'visit us' }));
    ctrlClick(screen.getByRole('link', { name: 'five habits' }));
    expect(events).toEqual([
      {
        name: 'tracking:activity:faq_link_click',
        payload: { label: 'a store', url: `${origin}/stores`, location: 'faq' },
      },
      {
        name: 'tracking:activity:blog_article_click',
        payload: { label: 'five habits', url: `${origin}/articles/device-care`, location: 'text' },
      },
    ]);
  });

  it('blog article click: a link card to an article reports it; a card to another page does not', () => {
    show(
      <>
        <redirectionLinkCardBlock.render title="How loyalty points work" href="/articles/loyalty-points" />
        <redirectionLinkCardBlock.render title="Your points and rewards" href="/loyalty" />
      </>,
    );
    ctrlClick(screen.getByRole('link', { name: /Your points and rewards/ }));
    ctrlClick(screen.getByRole('link', { name: /How loyalty points work/ }));
    expect(events).toEqual([
      {
        name: 'tracking:activity:blog_article_click',
        payload: {
          label: 'How loyalty points work',
          url: `${origin}/articles/loyalty-points`,
          location: 'link card',
        },
      },
    ]);
  });

  it('video click and video stop: the shopper starting and pausing a video, with the seconds watched', () => {
    const { container } = show(builtIn('Video', { video: '/media/club-teaser.webm', controls: true }));
    const video = container.querySelector('video')!;
    fireEvent.play(video);
    Object.defineProperty(video, 'currentTime', { value: 12.4, configurable: true });
    fireEvent.pause(video);
    expect(events).toEqual([
      { name: 'tracking:activity:video_click', payload: { video_title: 'club-teaser' } },
      {
        name: 'tracking:activity:video_stop',
        payload: { video_title: 'club-teaser', seconds_watched: 12 },
      },
    ]);
  });

  it('video click: a video that starts by itself is no click', () => {
    vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    const { container } = show(builtIn('Video', { video: '/media/loop.mp4', autoPlay: true, muted: true }));
    fireEvent.play(container.querySelector('video')!);
    expect(events).toEqual([]);
    vi.restoreAllMocks();
  });

  it('a video is named by its file for analytics', () => {
    expect(videoTitle('/media/club%20teaser.webm?v=2')).toBe('club teaser');
    expect(videoTitle('https://cdn.example/videos/intro.mp4')).toBe('intro');
  });
});
