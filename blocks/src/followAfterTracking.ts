import { useEffect, useRef, type MouseEvent as ReactMouseEvent, type RefObject } from 'react';
import {
  isPlainClick,
  track,
  trackThenNavigate,
  type LinkClick,
  type TrackingEvent,
  type TrackingEventMap,
  type TrackingEventName,
} from '@storefront/features/platform';

/** A click as React or the DOM gives it, with the link it lands on. */
type TrackedClick = LinkClick & Pick<MouseEvent, 'preventDefault'>;

/**
 * Tracks a link click, and when the click would leave the page, holds the navigation until the tracking bus has had
 * its 500 ms (spec section 4), so the event is not lost with the page. Clicks that open a new tab, and links to a
 * place on the same page, only track.
 */
export function followAfterTracking<Name extends TrackingEventName>(
  event: ReactMouseEvent<HTMLAnchorElement> | TrackedClick,
  name: Name,
  payload: TrackingEventMap[Name],
  link: HTMLAnchorElement = (event as ReactMouseEvent<HTMLAnchorElement>).currentTarget,
): void {
  const opensElsewhere = !isPlainClick(event) || link.target === '_blank';
  const samePage =
    link.hash !== '' &&
    link.origin === window.location.origin &&
    link.pathname === window.location.pathname &&
    link.search === window.location.search;
  if (opensElsewhere || samePage) {
    track(name, payload);
    return;
  }
  event.preventDefault();
  void trackThenNavigate(name, payload).then(() => window.location.assign(link.href));
}

/**
 * Tracks clicks on the links inside a container whose links the block does not draw itself (sanitised HTML, design
 * system cards): one listener on the container; `describe` names the event for a link, or undefined to leave it be.
 */
export function useTrackedLinks(
  container: RefObject<HTMLElement | null>,
  describe: (link: HTMLAnchorElement) => TrackingEvent | undefined,
): void {
  const latest = useRef(describe);
  useEffect(() => {
    latest.current = describe;
  });
  useEffect(() => {
    const element = container.current;
    if (!element) return undefined;
    const onClick = (event: MouseEvent) => {
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (!(link instanceof HTMLAnchorElement) || event.defaultPrevented) return;
      const described = latest.current(link);
      // TrackingEvent pairs each name with its payload; the pair is checked where `describe` builds it.
      if (described) followAfterTracking(event, described.name, described.payload as never, link);
    };
    element.addEventListener('click', onClick);
    return () => element.removeEventListener('click', onClick);
  }, [container]);
}

/** The visible words of a link, for a click's label. */
export const linkLabel = (link: HTMLAnchorElement) => (link.textContent ?? '').replace(/\s+/g, ' ').trim();

/** Whether a link leads to an article of the shop's blog (Builder pages under /articles/). */
export const isArticleLink = (link: HTMLAnchorElement) =>
  link.origin === window.location.origin && link.pathname.startsWith('/articles/');
