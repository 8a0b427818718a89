/** The category pages the shop serves (by the catalogue's url_key) and their names; any other is a 404. */
export const categoryNames: Record<string, string> = {
  devices: 'Devices',
  sticks: 'Flavour sticks',
  accessories: 'Accessories',
};
