import { getStoreConfig } from '@storefront/features/backends/commerce';
import { isTimeZone, type StorefrontConfig } from '@storefront/features/platform';
import { withinBudget } from './optionalReads.server';
import { serverCommerce } from './sharedReads.server';

/** The zone Magento's store configuration names for the config's store view, if it names one this runtime knows. */
async function configuredTimeZone(config: StorefrontConfig): Promise<string | undefined> {
  const { timezone } = await getStoreConfig(serverCommerce(config));
  return timezone && isTimeZone(timezone) ? timezone : undefined;
}

/**
 * The configuration in the store's time zone as Magento's store configuration names it (storeConfig's `timezone`,
 * `general/locale/timezone`), the zone a backend's times are shown in. One read shared by every page; while it has not
 * answered within the optional-read budget, TIME_ZONE stands.
 */
export async function inStoreTimeZone(config: StorefrontConfig): Promise<StorefrontConfig> {
  const timeZone = await withinBudget(configuredTimeZone(config), undefined);
  return timeZone && timeZone !== config.timeZone ? { ...config, timeZone } : config;
}
