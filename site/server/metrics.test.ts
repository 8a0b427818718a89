import { describe, expect, it } from 'vitest';
import { browserShopEventOf, webVitalsReportOf } from './metrics.mjs';

const report = { path: '/products/AURORA', device: 'phone', vitals: [{ name: 'INP', value: 120 }] };
const read = (value: unknown) => webVitalsReportOf(JSON.stringify(value));

describe('webVitalsReportOf', () => {
  it('web vitals: a report is a path of the shop, a device class the shop names and each known vital once, in range', () => {
    expect(
      read({
        ...report,
        vitals: [
          { name: 'LCP', value: 2100, rating: 'good' },
          { name: 'CLS', value: 0.02 },
        ],
      }),
    ).toEqual({
      path: '/products/AURORA',
      device: 'phone',
      vitals: [
        { name: 'LCP', value: 2100 },
        { name: 'CLS', value: 0.02 },
      ],
    });
  });

  it('web vitals: anything else is not a report, so it adds nothing to the metrics', () => {
    for (const bad of [
      { ...report, path: 'https://elsewhere.example/' },
      { ...report, path: `/${'a'.repeat(2048)}` },
      { ...report, device: 'watch' },
      { ...report, vitals: [{ name: 'FID', value: 10 }] },
      {
        ...report,
        vitals: [
          { name: 'INP', value: 10 },
          { name: 'INP', value: 20 },
        ],
      },
      { ...report, vitals: [{ name: 'LCP', value: -1 }] },
      { ...report, vitals: [{ name: 'TTFB', value: 3_600_001 }] },
      { ...report, vitals: [{ name: 'CLS', value: 101 }] },
      { ...report, vitals: [{ name: 'LCP', value: '100' }] },
      { ...report, vitals: 'LCP' },
      [report],
      null,
    ])
      expect(read(bad), JSON.stringify(bad)).toBeUndefined();
    expect(webVitalsReportOf('{not json')).toBeUndefined();
  });
});

describe('browserShopEventOf', () => {
  it("orders: a browser's report of an order placed or failed is counted; anything else is not", () => {
    expect(browserShopEventOf('{"name":"order","outcome":"placed"}')).toEqual({
      name: 'order',
      outcome: 'placed',
    });
    expect(browserShopEventOf('{"name":"order","outcome":"failed","extra":"x"}')).toEqual({
      name: 'order',
      outcome: 'failed',
    });
    for (const body of [
      '{"name":"order","outcome":"refunded"}',
      '{"name":"sign-in","outcome":"succeeded"}',
      '{"name":"order"}',
      'null',
      '{not json',
    ])
      expect(browserShopEventOf(body), body).toBeUndefined();
  });
});
