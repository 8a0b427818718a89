import { describe, expect, it } from 'vitest';
import { breakpointFor, mediaQueries } from './breakpoints';

describe('breakpoints', () => {
  it('breakpoints: small is up to 640 px, medium up to 991 px, large up to 1200 px, wide beyond', () => {
    expect([320, 640, 641, 991, 992, 1200, 1201, 1920].map(breakpointFor)).toEqual([
      'small',
      'small',
      'medium',
      'medium',
      'large',
      'large',
      'wide',
      'wide',
    ]);
  });

  it('breakpoints: each "up" query starts one pixel after the previous size ends', () => {
    expect(mediaQueries.mediumUp).toContain('min-width: 641px');
    expect(mediaQueries.largeUp).toContain('min-width: 992px');
    expect(mediaQueries.wideUp).toContain('min-width: 1201px');
  });
});
