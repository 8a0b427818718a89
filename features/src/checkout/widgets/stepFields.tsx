import { lazyWithWords } from '../../platform';
import { type ComponentType } from 'react';
import type { CheckoutStep } from '../steps';
import { ContactStep } from './ContactStep';
import type { StepProps } from './stepProps';

type StepModule<Props = StepProps> = { default: ComponentType<Props> };

/**
 * Issue #14: the checkout downloads a step's code when the shopper reaches it. The first step comes with the page;
 * the others (and what they bring: the country select, the store picker, the payment methods) load on demand.
 * Each loader keeps its promise, so a step fetched ahead (while the previous one is saved) is not fetched again.
 */
function onDemand<Props>(load: () => Promise<StepModule<Props>>) {
  let loading: Promise<StepModule<Props>> | undefined;
  const preload = () => (loading ??= load());
  return { Fields: lazyWithWords(preload), preload };
}

const later = {
  age: onDemand(() => import('./AgeStep').then((m) => ({ default: m.AgeStep }))),
  shipping: onDemand(() => import('./ShippingAddressStep').then((m) => ({ default: m.ShippingAddressStep }))),
  delivery: onDemand(() => import('./DeliveryStep').then((m) => ({ default: m.DeliveryStep }))),
  payment: onDemand(() => import('./PaymentStep').then((m) => ({ default: m.PaymentStep }))),
  review: onDemand(() => import('./ReviewStep').then((m) => ({ default: m.ReviewStep }))),
};

/** The age check: a form of its own (the age-verification domain's), drawn outside the checkout's form. */
export const AgeStepFields = later.age.Fields;

/** The fields of each step, the first one loaded with the page. */
export const stepFields: Record<Exclude<CheckoutStep, 'age'>, ComponentType<StepProps>> = {
  contact: ContactStep,
  shipping: later.shipping.Fields,
  delivery: later.delivery.Fields,
  payment: later.payment.Fields,
  review: later.review.Fields,
};

/** Starts downloading a step's code, so it is there by the time the step it follows is saved. */
export function preloadStep(step: CheckoutStep): void {
  if (step !== 'contact') void later[step].preload();
}
