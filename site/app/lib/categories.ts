import type { ShellMessageKey } from '../shell/messages';

/** The category pages the shop serves (by the catalogue's url_key) and their names; any other is a 404. */
export const categoryNames: Record<string, string> = {
  devices: 'Devices',
  sticks: 'Flavour sticks',
  accessories: 'Accessories',
};

/**
 * A category's pointers to what shoppers look for there but would not find in its list: the devices category leads to
 * the free trial (the content service's /free-trial page) and the starter kit (a device and sticks, in the bundles
 * category), the sticks category to the monthly subscription, so a shopper weighing a device finds that they can try
 * one first, and one buying sticks that they can have them delivered.
 */
export const categoryInvitations: Record<string, Array<{ href: string; words: ShellMessageKey }>> = {
  devices: [
    { href: '/free-trial', words: 'shell.category.devicesTrial' },
    { href: '/products/STARTER-KIT', words: 'shell.category.devicesStarterKit' },
  ],
  sticks: [{ href: '/products/STICKS-SUBSCRIPTION', words: 'shell.category.sticksSubscription' }],
};
