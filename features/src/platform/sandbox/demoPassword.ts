/**
 * The demo shoppers' password in every sandbox that signs them in: the account service's and Magento's own
 * (`generateCustomerToken`), as a shopper registered once signs in to both with the same words.
 */
export const SANDBOX_PASSWORD = 'Sandbox!2026';
