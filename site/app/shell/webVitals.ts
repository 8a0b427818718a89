import type { Metric } from 'web-vitals';
import { breakpointFor } from '@storefront/design-system';
import { getAnalyticsConsent, onceAnalyticsAllowed } from '@storefront/features/platform';

/** The device class a report names: the shop's breakpoint of the window, in three words an operator reads. */
const deviceClassOf = (width: number) =>
  ({ small: 'phone', medium: 'tablet', large: 'desktop', wide: 'desktop' })[breakpointFor(width)];

/**
 * Measures this visit's Core Web Vitals (LCP, INP, CLS, TTFB, with Google's web-vitals) once the shopper allows
 * analytics, and sends them to `endpoint` with `navigator.sendBeacon` each time the page is hidden (the moment
 * web-vitals reports INP and CLS): the server adds them to its metrics by the landing page's route and the device
 * class. web-vitals is loaded only then, after hydration, so it costs no page its first-load script. Nothing is
 * measured or sent without consent, or after it is withdrawn. Returns the stop.
 */
export function measureWebVitals(endpoint: string): () => void {
  // The vitals belong to the page the visit landed on (as Chrome's field data counts them), whatever it navigates to.
  const path = location.pathname;
  const device = deviceClassOf(innerWidth);
  const pending: Pick<Metric, 'name' | 'value'>[] = [];
  let stopped = false;
  const send = () => {
    if (document.visibilityState !== 'hidden' || pending.length === 0) return;
    const vitals = pending.splice(0);
    if (getAnalyticsConsent() === 'granted')
      navigator.sendBeacon(endpoint, JSON.stringify({ path, device, vitals }));
  };
  const measure = async () => {
    const { onCLS, onINP, onLCP, onTTFB } = await import('web-vitals');
    if (stopped) return;
    const keep = ({ name, value }: Metric) => void pending.push({ name, value });
    for (const on of [onLCP, onINP, onCLS, onTTFB]) on(keep);
    // Heard after web-vitals' own listeners (on window, capturing), so what the hidden page measured is in by then.
    addEventListener('visibilitychange', send);
  };
  const cancel = onceAnalyticsAllowed(() => void measure());
  return () => {
    stopped = true;
    cancel();
    removeEventListener('visibilitychange', send);
  };
}
