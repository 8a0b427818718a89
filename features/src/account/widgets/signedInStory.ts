import { clearStoredUser, defaultConfig, setStoredUser } from '../../platform';
import { accountBackendFor } from '../api';
import { resetAccountSandbox, SANDBOX_PASSWORD } from '../sandbox';
import { storedUserOf } from '../types';

/** A story's beforeEach: a freshly seeded sandbox and the shopper signed in; signed out again after the story. */
export const signedInAs = (email: 'ada@example.com' | 'new@example.com') => async () => {
  resetAccountSandbox();
  const session = await accountBackendFor(defaultConfig).signIn({ email, password: SANDBOX_PASSWORD });
  setStoredUser(storedUserOf(session));
  return () => clearStoredUser();
};
