import { graphql } from './generated';
import type { CommerceClient } from './client';

const StoreConfigQuery = graphql(`
  query ShopStoreConfig {
    storeConfig {
      store_code
      store_group_code
      website_code
      base_currency_code
      is_order_limit_enabled
      order_limit_value
      is_age_verification_enabled
      is_free_gifts_enabled
      gift_basket_quantity_limitation
      postcode_is_required
      postcode_min_length
      postcode_max_length
      postcode_validate_regex
      postcode_validation_enabled
      allow_empty_firstname
      cartons_limit_value
      timezone
    }
  }
`);

/** The store view's configuration, shared by cart (limits) and checkout (postcode rules). */
export async function getStoreConfig(client: CommerceClient) {
  const data = await client.request(StoreConfigQuery, {}, { method: 'GET' });
  if (!data.storeConfig)
    throw new Error('The commerce service has no store configuration for this store view.');
  return data.storeConfig;
}
