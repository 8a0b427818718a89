import { checkoutSteps, type CheckoutStep } from '../steps';

// The draft kept across reloads. Apart from the form's rules (checkoutForm.ts) because the checkout's first step
// reads and writes it before the form's code has loaded.

export const CHECKOUT_DRAFT_KEY = 'checkout:draft';

/** The values typed and the step reached; checkoutForm.ts gives the values their shape. */
export interface CheckoutDraft<Values extends object = Record<string, unknown>> {
  values: Values;
  step: CheckoutStep;
}

/**
 * The draft as stored, its step one of the checkout's and its values not yet checked (readCheckoutDraft checks
 * them); a broken draft is ignored, never fatal.
 */
export function readRawCheckoutDraft(): CheckoutDraft | undefined {
  if (typeof sessionStorage === 'undefined') return undefined;
  try {
    const draft = JSON.parse(sessionStorage.getItem(CHECKOUT_DRAFT_KEY) ?? 'null') as {
      values?: unknown;
      step?: unknown;
    } | null;
    if (!draft || typeof draft.values !== 'object' || !draft.values) return undefined;
    const step = checkoutSteps.find((candidate) => candidate === draft.step);
    return step ? { values: draft.values as Record<string, unknown>, step } : undefined;
  } catch {
    return undefined;
  }
}

export function saveCheckoutDraft(draft: CheckoutDraft<object>): void {
  if (typeof sessionStorage === 'undefined') return;
  sessionStorage.setItem(CHECKOUT_DRAFT_KEY, JSON.stringify(draft));
}

export function clearCheckoutDraft(): void {
  if (typeof sessionStorage !== 'undefined') sessionStorage.removeItem(CHECKOUT_DRAFT_KEY);
}
