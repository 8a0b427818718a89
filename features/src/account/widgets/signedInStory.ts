import { clearStoredUser, defaultConfig } from '../../platform';
import { resetAccountSandbox } from '../../backends/account/sandbox';
import { signInSeededShopper, type SeededShopperEmail } from '../testing';

/** A story's beforeEach: a freshly seeded sandbox and the shopper signed in; signed out again after the story. */
export const signedInAs = (email: SeededShopperEmail) => async () => {
  resetAccountSandbox();
  await signInSeededShopper(defaultConfig, email);
  return () => clearStoredUser();
};
