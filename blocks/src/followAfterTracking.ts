import type { MouseEvent } from 'react';
import {
  track,
  trackThenNavigate,
  type TrackingEventMap,
  type TrackingEventName,
} from '@storefront/features/platform';

/**
 * Tracks a link click, and when the click would leave the page, holds the navigation until the tracking bus has had
 * its 500 ms (spec section 4), so the event is not lost with the page. Clicks that open a new tab only track.
 */
export function followAfterTracking<Name extends TrackingEventName>(
  event: MouseEvent<HTMLAnchorElement>,
  name: Name,
  payload: TrackingEventMap[Name],
): void {
  const link = event.currentTarget;
  const opensElsewhere =
    event.button !== 0 ||
    event.metaKey ||
    event.ctrlKey ||
    event.shiftKey ||
    event.altKey ||
    link.target === '_blank';
  if (opensElsewhere) {
    track(name, payload);
    return;
  }
  event.preventDefault();
  void trackThenNavigate(name, payload).then(() => window.location.assign(link.href));
}
