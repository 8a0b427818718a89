import { reportError } from '../monitoring';
import { sendToAnalytics } from './analytics';
import type { TrackingEvent, TrackingEventMap, TrackingEventName } from './events';

export type TrackingListener = (event: TrackingEvent) => void;

/** Spec section 4: a tracked click that leaves the page waits this long so the event gets out first. */
export const NAVIGATION_TRACKING_DELAY_MS = 500;

const listeners = new Set<TrackingListener>();

/** Listens to every tracking event in this page; returns the function that stops listening. */
export function subscribeToTracking(listener: TrackingListener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/**
 * Raises a tracking event: a DOM CustomEvent named after it on window (detail = payload), every in-process
 * subscriber, and analytics (consent permitting). Nothing happens during server rendering.
 */
export function track<Name extends TrackingEventName>(name: Name, payload: TrackingEventMap[Name]): void {
  if (typeof window === 'undefined') return;
  const event = { name, payload } as TrackingEvent;
  window.dispatchEvent(new CustomEvent(name, { detail: payload }));
  for (const listener of [...listeners]) {
    // One broken listener must not stop the others or the shopper's click.
    try {
      listener(event);
    } catch (error) {
      reportError(error, { tracking: name });
    }
  }
  sendToAnalytics(event);
}

/** Tracks, then resolves after 500 ms; await it before leaving the page (spec section 4). */
export function trackThenNavigate<Name extends TrackingEventName>(
  name: Name,
  payload: TrackingEventMap[Name],
): Promise<void> {
  track(name, payload);
  return new Promise((resolve) => setTimeout(resolve, NAVIGATION_TRACKING_DELAY_MS));
}
