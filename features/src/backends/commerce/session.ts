import { getStoredUser } from '../../platform';

/** The signed-in customer's Magento token, from the stored user (spec section 3); none for a guest. */
export function readCustomerToken(): string | undefined {
  return getStoredUser()?.magento_token || undefined;
}
