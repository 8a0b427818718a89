import { describe, expect, it } from 'vitest';
import { trackingUrlOf } from './tracking';

describe('carrier tracking pages', () => {
  it('tracking: a DHL parcel links to DHL’s public tracking page with its number as the tracking-id', () => {
    const url = new URL(trackingUrlOf('dhl', 'JD014600006281230417') ?? '');
    expect(url.origin).toBe('https://www.dhl.com');
    expect(url.searchParams.get('tracking-id')).toBe('JD014600006281230417');
  });

  it('tracking: each known carrier (UPS, FedEx, USPS) has its own page and parameter, whatever the code’s case', () => {
    expect(new URL(trackingUrlOf('UPS', '1Z999') ?? '').searchParams.get('tracknum')).toBe('1Z999');
    expect(new URL(trackingUrlOf('fedex', '7712') ?? '').searchParams.get('trknbr')).toBe('7712');
    expect(new URL(trackingUrlOf('usps', '9400') ?? '').searchParams.get('tLabels')).toBe('9400');
  });

  it('tracking: the number is encoded as a query value, so it cannot add parameters or change the page', () => {
    const url = new URL(trackingUrlOf('dhl', '12&submit=0#x') ?? '');
    expect(url.pathname).toBe('/global-en/home/tracking/tracking-parcel.html');
    expect(url.searchParams.get('tracking-id')).toBe('12&submit=0#x');
    expect(url.hash).toBe('');
  });

  it('tracking: an unknown carrier, a built-in name or a missing number gets no link', () => {
    expect(trackingUrlOf('custom', '123')).toBeUndefined();
    expect(trackingUrlOf('constructor', '123')).toBeUndefined();
    expect(trackingUrlOf('dhl', '  ')).toBeUndefined();
  });
});
