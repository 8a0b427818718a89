import { describe, expect, it, vi } from 'vitest';
import { subscribeToTracking, track } from './bus';

describe('tracking during server rendering', () => {
  it('tracking: track is a safe no-op on the server', () => {
    const listener = vi.fn();
    subscribeToTracking(listener);
    expect(() => track('tracking:activity:logout_success', {})).not.toThrow();
    expect(listener).not.toHaveBeenCalled();
  });
});
