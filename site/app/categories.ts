/** The category pages the shop serves (by the catalogue's url_key) and their names; any other is a 404. */
export const categoryNames: Record<string, string> = {
  devices: 'Devices',
  sticks: 'Flavour sticks',
  accessories: 'Accessories',
};

/**
 * A category's pointer to a landing page shoppers look for there: the devices category leads to the free trial
 * (the content service's /free-trial page), so a shopper weighing a device finds that they can try one first.
 */
export const categoryInvitations: Record<string, { href: string; words: 'shell.category.devicesTrial' }> = {
  devices: { href: '/free-trial', words: 'shell.category.devicesTrial' },
};
