import { getStoreConfig } from '@storefront/features/backends/commerce';
import { isTimeZone, type StorefrontConfig } from '@storefront/features/platform';
import { withinBudget } from './optionalReads.server';
import { serverCommerce } from './caching/sharedReads.server';

/** The zone Magento's store configuration names for the config's store view, if it names one this runtime knows. */
async function configuredTimeZone(config: StorefrontConfig): Promise<string | undefined> {
  const { timezone } = await getStoreConfig(serverCommerce(config));
  return timezone && isTimeZone(timezone) ? timezone : undefined;
}

/**
 * The store's time zone as Magento's store configuration names it (storeConfig's `timezone`,
 * `general/locale/timezone`), the zone a backend's times are shown in. One read shared by every page, waited for no
 * longer than the optional-read budget: until it has answered, none, and TIME_ZONE stands.
 */
export function storeTimeZone(config: StorefrontConfig): Promise<string | undefined> {
  return withinBudget(configuredTimeZone(config), undefined);
}
