import type { RequestHandler } from 'msw';
import { handlers as ageVerificationHandlers } from './age-verification';
import { handlers as devicesHandlers } from './devices';
import { evoHandlers } from './evo';
import { legacyHandlers, legacyPhoneHandlers, problem as legacyProblem } from './legacy';
import { outboxHandlers } from './outbox';
import { orderCancellationHandlers } from './orderCancellation';

export { sandboxCodeFor } from './codes';
export { consumerRefusal, sandboxIdentityOf } from './consumers';
export { resetOrderCancellationSandbox } from './orderCancellation';
export {
  accountOfToken,
  accountUuidOfEmail,
  markAgeVerified,
  resetAccountSandbox,
  signedInAs,
  verificationStatusOf as sandboxVerificationStatusOf,
} from './store';
export { SANDBOX_PASSWORD, sandboxAccounts } from './seed';

export {
  resetAgeVerificationSandbox,
  SANDBOX_VERIFICATION_WORKFLOW,
  sandboxAgeVerificationMethods,
} from './age-verification';
export { fixDevicesSandboxClock, resetDevicesSandbox, sandboxDevices, sandboxPackCodes } from './devices';

/** The older backend refuses in its own flat shape (see platform/sandbox/handlers.ts). */
export const refusals = { accountLegacy: legacyProblem };

// The service's devices and age-verification endpoints share its users (signedInAs, markAgeVerified).
export const handlers: RequestHandler[] = [
  ...evoHandlers,
  ...legacyHandlers,
  ...legacyPhoneHandlers,
  ...outboxHandlers,
  ...orderCancellationHandlers,
  ...ageVerificationHandlers,
  ...devicesHandlers,
];
