/** A consumer's answer for one trial programme. */
export type TrialEligibility =
  { eligible: true } | { eligible: false; reason: 'already_trialled' | 'programme_ended' | 'not_offered' };

/** Raised before any call when eligibility is asked without a consumer: a trial is per consumer (spec section 7). */
export class ConsumerNotDefinedError extends Error {
  override readonly name = 'ConsumerNotDefinedError';
  constructor() {
    super('consumer is not defined');
  }
}
