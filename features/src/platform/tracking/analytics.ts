import type { TrackingEvent } from './events';
import { toDataLayer, type DataLayerMessage } from './ga4';

declare global {
  interface Window {
    dataLayer?: DataLayerMessage[];
  }
}

/** The shopper's analytics choice; `unknown` until the consent banner (or a stored choice) says. */
export type AnalyticsConsent = 'unknown' | 'granted' | 'denied';

/** Events kept while the shopper has not chosen yet; beyond this the oldest are dropped (and counted). */
export const MAX_QUEUED_ANALYTICS_EVENTS = 100;

let consent: AnalyticsConsent = 'unknown';
const queued: TrackingEvent[] = [];
let dropped = 0;
const consentListeners = new Set<(consent: AnalyticsConsent) => void>();

function drop(event: TrackingEvent, reason: string): void {
  dropped += 1;
  console.debug(`[analytics] ${event.name} not sent: ${reason}`);
}

function publish(event: TrackingEvent): void {
  const { messages, problems } = toDataLayer(event);
  // A problem here is a caller bug (an item with no sku or name, a purchase with no order number), so it is loud.
  for (const problem of problems) console.warn(`[analytics] ${event.name}: ${problem}`);
  if (messages.length === 0) {
    drop(event, 'nothing GA4 can accept');
    return;
  }
  const dataLayer = (window.dataLayer ??= []);
  for (const message of messages) dataLayer.push(message);
}

/** The analytics destination of the tracking bus: publishes, queues or drops according to consent. */
export function sendToAnalytics(event: TrackingEvent): void {
  if (typeof window === 'undefined') return;
  if (consent === 'granted') return publish(event);
  if (consent === 'denied') return drop(event, 'the shopper refused analytics');
  if (queued.length >= MAX_QUEUED_ANALYTICS_EVENTS) {
    const oldest = queued.shift();
    if (oldest) drop(oldest, 'too many events waiting for consent');
  }
  queued.push(event);
}

/** Records the shopper's choice: queued events are sent in order once granted, dropped once denied. */
export function setAnalyticsConsent(choice: 'granted' | 'denied'): void {
  const changed = choice !== consent;
  consent = choice;
  const waiting = queued.splice(0);
  for (const event of waiting) {
    if (choice === 'granted') publish(event);
    else drop(event, 'the shopper refused analytics');
  }
  if (changed) for (const listener of [...consentListeners]) listener(choice);
}

/** The shopper's analytics choice so far; other trackers (Builder's) ask this before sending anything. */
export function getAnalyticsConsent(): AnalyticsConsent {
  return consent;
}

/** Hears every change of the analytics choice, so other trackers follow the same consent; returns the unsubscribe. */
export function subscribeToAnalyticsConsent(listener: (consent: AnalyticsConsent) => void): () => void {
  consentListeners.add(listener);
  return () => {
    consentListeners.delete(listener);
  };
}

/**
 * Starts what measures the shopper (Builder's impressions, Web Vitals) once they allow analytics: at once when they
 * already have, else when they do, and never twice. Returns the cancel, for a page that goes before the answer.
 */
export function onceAnalyticsAllowed(start: () => void): () => void {
  if (consent === 'granted') {
    start();
    return () => undefined;
  }
  const unsubscribe = subscribeToAnalyticsConsent((choice) => {
    if (choice !== 'granted') return;
    unsubscribe();
    start();
  });
  return unsubscribe;
}

/** How many events analytics did not send (consent refused, queue overflow, unusable payload). */
export function droppedAnalyticsEventCount(): number {
  return dropped;
}

export function queuedAnalyticsEventCount(): number {
  return queued.length;
}
