import type { RequestHandler } from 'msw';
import { evoHandlers } from './evo';
import { legacyHandlers } from './legacy';
import { outboxHandlers } from './outbox';

export { sandboxCodeFor } from './codes';
export { accountOfToken, markAgeVerified, resetAccountSandbox, signedInAs } from './store';
export { SANDBOX_PASSWORD, sandboxAccounts } from './seed';

export const handlers: RequestHandler[] = [...evoHandlers, ...legacyHandlers, ...outboxHandlers];
