import { setStoredUser } from '../platform';
import type { AccountConfig } from './accountBackend';
import { accountBackendFor } from './api';
import { storedUserOf } from './types';
import { SANDBOX_PASSWORD } from '../backends/account/sandbox';

/** The seeded shoppers of both account sandboxes: Ada has a full profile, Noor (new@) a fresh account. */
export type SeededShopperEmail = 'ada@example.com' | 'new@example.com';

/**
 * Signs a seeded sandbox shopper in (Ada unless another is named) and keeps her as the stored user, so a test or
 * story starts signed in; returns the session for one that ends it. account/testing.ts exports it, never the account
 * index or the account backend's sandbox (which the sandbox server loads and which needs no account client).
 */
export async function signInSeededShopper(
  config: AccountConfig,
  email: SeededShopperEmail = 'ada@example.com',
) {
  const session = await accountBackendFor(config).signIn({ email, password: SANDBOX_PASSWORD });
  setStoredUser(storedUserOf(session));
  return session;
}
