import { describe, expect, it } from 'vitest';
import { progressStepOf } from './progress';

describe('order progress', () => {
  it('progress: an order waiting for its payment (pending, pending_payment, payment_review) is at "placed"', () => {
    for (const status of ['pending', 'pending_payment', 'payment_review'])
      expect(progressStepOf({ status, shipped: false })).toBe('placed');
  });

  it('progress: a paid order (processing) is at "paid" until it has a shipment, then at "shipped"', () => {
    expect(progressStepOf({ status: 'processing', shipped: false })).toBe('paid');
    expect(progressStepOf({ status: 'processing', shipped: true })).toBe('shipped');
  });

  it('progress: a complete order (invoiced and shipped) is at "delivered"', () => {
    expect(progressStepOf({ status: 'complete', shipped: true })).toBe('delivered');
  });

  it('progress: an order off the road (canceled, closed, on hold, fraud, cancellation requested) has no step', () => {
    for (const status of ['canceled', 'closed', 'holded', 'fraud', 'cancellation_requested', 'made_up'])
      expect(progressStepOf({ status, shipped: true })).toBeUndefined();
  });
});
