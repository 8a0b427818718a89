import { describe, expect, it } from 'vitest';
import { checkoutSteps } from './steps';
import { AgeStepFields, stepFields } from './widgets/stepFields';

const lazyType = Symbol.for('react.lazy');
const isLazy = (component: unknown) => (component as { $$typeof?: symbol }).$$typeof === lazyType;

describe('checkout step code', () => {
  it('each step loads its code when the shopper reaches it: only the first step comes with the page', () => {
    expect(isLazy(stepFields.contact)).toBe(false);
    for (const step of checkoutSteps.filter((candidate) => candidate !== 'contact'))
      expect(isLazy(step === 'age' ? AgeStepFields : stepFields[step]), step).toBe(true);
  });
});
