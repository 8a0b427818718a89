import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { samplePayloads } from './samplePayloads.testdata';
import type * as TrackingModule from './index';

type Tracking = typeof TrackingModule;
let tracking: Tracking;

beforeEach(async () => {
  // Consent and the queue are page-wide state: each test starts from a fresh page.
  vi.resetModules();
  tracking = await import('./index');
  window.dataLayer = [];
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('tracking bus', () => {
  it('tracking: the list holds every commerce and activity event of spec section 9', () => {
    expect(tracking.trackingEventNames.filter((name) => name.startsWith('tracking:commerce:'))).toHaveLength(
      19,
    );
    expect(tracking.trackingEventNames.filter((name) => name.startsWith('tracking:activity:'))).toHaveLength(
      41,
    );
    expect(new Set(tracking.trackingEventNames).size).toBe(tracking.trackingEventNames.length);
  });

  it.each(Object.keys(samplePayloads) as Array<keyof typeof samplePayloads>)(
    'tracking: %s reaches a subscriber with its payload',
    (name) => {
      const listener = vi.fn();
      tracking.subscribeToTracking(listener);
      tracking.track(name, samplePayloads[name] as never);
      expect(listener).toHaveBeenCalledWith({ name, payload: samplePayloads[name] });
    },
  );

  it('tracking: every listed event name has a sample payload, so the test above covers them all', () => {
    expect(Object.keys(samplePayloads).sort()).toEqual([...tracking.trackingEventNames].sort());
  });

  it('tracking: track dispatches a DOM CustomEvent named after the event with the payload as detail', () => {
    const heard = vi.fn();
    window.addEventListener('tracking:commerce:add_to_cart', (event) => heard((event as CustomEvent).detail));
    tracking.track('tracking:commerce:add_to_cart', samplePayloads['tracking:commerce:add_to_cart']);
    expect(heard).toHaveBeenCalledWith(samplePayloads['tracking:commerce:add_to_cart']);
  });

  it('tracking: an unsubscribed listener hears nothing more', () => {
    const listener = vi.fn();
    const unsubscribe = tracking.subscribeToTracking(listener);
    unsubscribe();
    tracking.track('tracking:activity:referral_code_copy', {});
    expect(listener).not.toHaveBeenCalled();
  });

  it('tracking: a failing subscriber is reported and does not stop the others', async () => {
    const { setMonitoringReporter } = await import('../monitoring');
    const report = vi.fn();
    setMonitoringReporter({ report });
    const next = vi.fn();
    tracking.subscribeToTracking(() => {
      throw new Error('listener broke');
    });
    tracking.subscribeToTracking(next);
    tracking.track('tracking:activity:referral_code_copy', {});
    expect(next).toHaveBeenCalled();
    expect(report).toHaveBeenCalledWith(expect.any(Error), {
      tracking: 'tracking:activity:referral_code_copy',
    });
  });

  it('tracking: trackThenNavigate dispatches at once, then resolves after 500 ms', async () => {
    vi.useFakeTimers();
    const listener = vi.fn();
    tracking.subscribeToTracking(listener);
    let resolved = false;
    const done = tracking.trackThenNavigate('tracking:activity:menu_navigation_click', {
      label: 'Shop',
      url: '/shop',
    });
    void done.then(() => {
      resolved = true;
    });
    expect(listener).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(499);
    expect(resolved).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(resolved).toBe(true);
  });
});

describe('analytics consent', () => {
  const addToCart = samplePayloads['tracking:commerce:add_to_cart'];

  it('consent: events raised before consent is known are queued, not sent', () => {
    tracking.track('tracking:commerce:add_to_cart', addToCart);
    expect(window.dataLayer).toEqual([]);
    expect(tracking.queuedAnalyticsEventCount()).toBe(1);
    expect(tracking.getAnalyticsConsent()).toBe('unknown');
  });

  it('consent: queued events are sent in order once consent is given', () => {
    tracking.track('tracking:activity:login_success', { method: 'email' });
    tracking.track('tracking:commerce:add_to_cart', addToCart);
    tracking.setAnalyticsConsent('granted');
    expect(window.dataLayer?.map((message) => message.event ?? 'ecommerce reset')).toEqual([
      'login',
      'ecommerce reset',
      'add_to_cart',
    ]);
    expect(tracking.queuedAnalyticsEventCount()).toBe(0);
  });

  it('consent: after consent is given, events are sent at once with { ecommerce: null } before each ecommerce event', () => {
    tracking.setAnalyticsConsent('granted');
    tracking.track('tracking:commerce:add_to_cart', addToCart);
    tracking.track('tracking:commerce:view_cart', addToCart);
    expect(window.dataLayer).toEqual([
      { ecommerce: null },
      expect.objectContaining({ event: 'add_to_cart' }),
      { ecommerce: null },
      expect.objectContaining({ event: 'view_cart' }),
    ]);
  });

  it('consent: queued events are dropped once consent is refused, counted and logged at debug', () => {
    const debug = vi.spyOn(console, 'debug').mockImplementation(() => undefined);
    tracking.track('tracking:commerce:add_to_cart', addToCart);
    tracking.track('tracking:activity:search', { search_term: 'amber' });
    tracking.setAnalyticsConsent('denied');
    expect(window.dataLayer).toEqual([]);
    expect(tracking.droppedAnalyticsEventCount()).toBe(2);
    expect(debug).toHaveBeenCalledWith(
      '[analytics] tracking:commerce:add_to_cart not sent: the shopper refused analytics',
    );
  });

  it('consent: after refusal, analytics drops events (counted) while subscribers still hear them', () => {
    vi.spyOn(console, 'debug').mockImplementation(() => undefined);
    const listener = vi.fn();
    tracking.subscribeToTracking(listener);
    tracking.setAnalyticsConsent('denied');
    tracking.track('tracking:commerce:add_to_cart', addToCart);
    expect(window.dataLayer).toEqual([]);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(tracking.droppedAnalyticsEventCount()).toBe(1);
  });

  it('consent: while waiting, the queue keeps the newest events and counts the oldest it lets go', () => {
    vi.spyOn(console, 'debug').mockImplementation(() => undefined);
    for (let i = 0; i < tracking.MAX_QUEUED_ANALYTICS_EVENTS + 2; i += 1) {
      tracking.track('tracking:activity:survey_progress', { survey_id: 'taste', step: i });
    }
    expect(tracking.queuedAnalyticsEventCount()).toBe(tracking.MAX_QUEUED_ANALYTICS_EVENTS);
    expect(tracking.droppedAnalyticsEventCount()).toBe(2);
    tracking.setAnalyticsConsent('granted');
    expect(window.dataLayer?.[0]).toMatchObject({ event: 'survey_progress', step: 2 });
  });

  it('consent: getAnalyticsConsent reports the choice once it is made', () => {
    tracking.setAnalyticsConsent('granted');
    expect(tracking.getAnalyticsConsent()).toBe('granted');
  });

  it('consent: subscribers to the analytics consent hear each change once, until they unsubscribe', () => {
    vi.spyOn(console, 'debug').mockImplementation(() => undefined);
    const builderTracking = vi.fn();
    const unsubscribe = tracking.subscribeToAnalyticsConsent(builderTracking);
    tracking.setAnalyticsConsent('granted');
    tracking.setAnalyticsConsent('granted');
    tracking.setAnalyticsConsent('denied');
    unsubscribe();
    tracking.setAnalyticsConsent('granted');
    expect(builderTracking.mock.calls).toEqual([['granted'], ['denied']]);
  });

  it('consent: what measures the shopper starts once, when they allow analytics, and not at all after a refusal or a cancel', () => {
    vi.spyOn(console, 'debug').mockImplementation(() => undefined);
    const vitals = vi.fn();
    const impressions = vi.fn();
    const leftBefore = vi.fn();
    tracking.onceAnalyticsAllowed(vitals);
    tracking.onceAnalyticsAllowed(impressions);
    tracking.onceAnalyticsAllowed(leftBefore)();
    tracking.setAnalyticsConsent('denied');
    expect(vitals).not.toHaveBeenCalled();
    tracking.setAnalyticsConsent('granted');
    tracking.setAnalyticsConsent('denied');
    tracking.setAnalyticsConsent('granted');
    expect(vitals).toHaveBeenCalledOnce();
    expect(impressions).toHaveBeenCalledOnce();
    expect(leftBefore).not.toHaveBeenCalled();
    const afterConsent = vi.fn();
    tracking.onceAnalyticsAllowed(afterConsent);
    expect(afterConsent).toHaveBeenCalledOnce();
  });

  it('consent: an event analytics cannot accept is counted as dropped and explained', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.spyOn(console, 'debug').mockImplementation(() => undefined);
    tracking.setAnalyticsConsent('granted');
    tracking.track('tracking:commerce:purchase', {
      ...samplePayloads['tracking:commerce:purchase'],
      transaction_id: '',
    });
    expect(window.dataLayer).toEqual([]);
    expect(tracking.droppedAnalyticsEventCount()).toBe(1);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('transaction_id'));
  });
});
