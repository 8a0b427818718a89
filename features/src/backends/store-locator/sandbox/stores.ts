import type { StoreContentWire, Weekday } from '../contract/wire';

type Hours = StoreContentWire['opening_hours'];

const days = (list: Weekday[], open: string, close: string): Hours => list.map((day) => ({ day, open, close }));
const weekdaysOnly: Weekday[] = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday'];

/** Mall hours: long weekdays, Saturday too, closed on Sunday (German shop-closing law). */
const mallHours: Hours = days([...weekdaysOnly, 'saturday'], '10:00', '20:00');
/** High-street hours: a shorter Saturday. */
const highStreetHours: Hours = [...days(weekdaysOnly, '10:00', '19:00'), ...days(['saturday'], '10:00', '18:00')];
/** Station shops open every day. */
const stationHours: Hours = [...days([...weekdaysOnly, 'saturday'], '07:00', '21:00'), ...days(['sunday'], '09:00', '19:00')];

interface Seed {
  n: number;
  cityCode: string;
  title: string;
  street: string;
  postcode: string;
  city: string;
  lat: number;
  lng: number;
  hours: Hours;
  services: string[];
  phone: string;
}

const seeds: Seed[] = [
  { n: 1, cityCode: 'BER', title: 'Flagship Store Berlin Mitte', street: 'Rosenthaler Straße 40', postcode: '10178', city: 'Berlin', lat: 52.5253, lng: 13.4019, hours: highStreetHours, services: ['device_repair', 'device_trial', 'flavour_tasting', 'click_and_collect', 'trade_in', 'device_registration'], phone: '+49 30 2345 6701' },
  { n: 2, cityCode: 'BER', title: 'Berlin Alexanderplatz', street: 'Alexanderplatz 9', postcode: '10178', city: 'Berlin', lat: 52.5219, lng: 13.4132, hours: mallHours, services: ['device_trial', 'click_and_collect'], phone: '+49 30 2345 6702' },
  { n: 3, cityCode: 'BER', title: 'Berlin Kurfürstendamm', street: 'Kurfürstendamm 26', postcode: '10719', city: 'Berlin', lat: 52.5030, lng: 13.3310, hours: highStreetHours, services: ['device_repair', 'flavour_tasting', 'click_and_collect'], phone: '+49 30 2345 6703' },
  { n: 4, cityCode: 'BER', title: 'Berlin Hauptbahnhof', street: 'Europaplatz 1', postcode: '10557', city: 'Berlin', lat: 52.5251, lng: 13.3694, hours: stationHours, services: ['click_and_collect'], phone: '+49 30 2345 6704' },
  { n: 5, cityCode: 'BER', title: 'Berlin Schloßstraße', street: 'Schloßstraße 101', postcode: '12163', city: 'Berlin', lat: 52.4621, lng: 13.3251, hours: mallHours, services: ['device_trial', 'trade_in'], phone: '+49 30 2345 6705' },
  { n: 6, cityCode: 'POT', title: 'Potsdam Brandenburger Straße', street: 'Brandenburger Straße 30', postcode: '14467', city: 'Potsdam', lat: 52.4009, lng: 13.0532, hours: highStreetHours, services: ['click_and_collect', 'device_registration'], phone: '+49 331 2345 601' },
  { n: 7, cityCode: 'HAM', title: 'Hamburg Mönckebergstraße', street: 'Mönckebergstraße 7', postcode: '20095', city: 'Hamburg', lat: 53.5504, lng: 10.0005, hours: mallHours, services: ['device_repair', 'device_trial', 'flavour_tasting', 'click_and_collect', 'trade_in'], phone: '+49 40 2345 6701' },
  { n: 8, cityCode: 'HAM', title: 'Hamburg Jungfernstieg', street: 'Jungfernstieg 38', postcode: '20354', city: 'Hamburg', lat: 53.5527, lng: 9.9925, hours: highStreetHours, services: ['flavour_tasting', 'click_and_collect'], phone: '+49 40 2345 6702' },
  { n: 9, cityCode: 'HAM', title: 'Hamburg Altona', street: 'Ottenser Hauptstraße 10', postcode: '22765', city: 'Hamburg', lat: 53.5519, lng: 9.9318, hours: highStreetHours, services: ['device_trial', 'device_registration'], phone: '+49 40 2345 6703' },
  { n: 10, cityCode: 'HAM', title: 'Hamburg Hauptbahnhof', street: 'Hachmannplatz 16', postcode: '20099', city: 'Hamburg', lat: 53.5530, lng: 10.0067, hours: stationHours, services: ['click_and_collect'], phone: '+49 40 2345 6704' },
  { n: 11, cityCode: 'MUC', title: 'München Kaufingerstraße', street: 'Kaufingerstraße 14', postcode: '80331', city: 'München', lat: 48.1381, lng: 11.5720, hours: mallHours, services: ['device_repair', 'device_trial', 'flavour_tasting', 'click_and_collect', 'trade_in', 'device_registration'], phone: '+49 89 2345 6701' },
  { n: 12, cityCode: 'MUC', title: 'München Leopoldstraße', street: 'Leopoldstraße 82', postcode: '80802', city: 'München', lat: 48.1614, lng: 11.5861, hours: highStreetHours, services: ['device_trial', 'flavour_tasting'], phone: '+49 89 2345 6702' },
  { n: 13, cityCode: 'MUC', title: 'München Pasing Arcaden', street: 'Pasinger Bahnhofsplatz 5', postcode: '81241', city: 'München', lat: 48.1500, lng: 11.4612, hours: mallHours, services: ['click_and_collect', 'trade_in'], phone: '+49 89 2345 6703' },
  { n: 14, cityCode: 'CGN', title: 'Köln Hohe Straße', street: 'Hohe Straße 111', postcode: '50667', city: 'Köln', lat: 50.9375, lng: 6.9568, hours: mallHours, services: ['device_repair', 'device_trial', 'click_and_collect', 'trade_in'], phone: '+49 221 2345 601' },
  { n: 15, cityCode: 'CGN', title: 'Köln Ehrenfeld', street: 'Venloer Straße 300', postcode: '50823', city: 'Köln', lat: 50.9490, lng: 6.9180, hours: highStreetHours, services: ['flavour_tasting', 'device_registration'], phone: '+49 221 2345 602' },
  { n: 16, cityCode: 'BON', title: 'Bonn Remigiusstraße', street: 'Remigiusstraße 4', postcode: '53111', city: 'Bonn', lat: 50.7350, lng: 7.1005, hours: highStreetHours, services: ['click_and_collect'], phone: '+49 228 2345 601' },
  { n: 17, cityCode: 'DUS', title: 'Düsseldorf Königsallee', street: 'Königsallee 60', postcode: '40212', city: 'Düsseldorf', lat: 51.2230, lng: 6.7800, hours: highStreetHours, services: ['device_repair', 'device_trial', 'flavour_tasting', 'click_and_collect'], phone: '+49 211 2345 601' },
  { n: 18, cityCode: 'FRA', title: 'Frankfurt Zeil', street: 'Zeil 106', postcode: '60313', city: 'Frankfurt am Main', lat: 50.1145, lng: 8.6846, hours: mallHours, services: ['device_repair', 'device_trial', 'flavour_tasting', 'click_and_collect', 'trade_in', 'device_registration'], phone: '+49 69 2345 6701' },
  { n: 19, cityCode: 'FRA', title: 'Frankfurt Hauptbahnhof', street: 'Am Hauptbahnhof 1', postcode: '60329', city: 'Frankfurt am Main', lat: 50.1072, lng: 8.6638, hours: stationHours, services: ['click_and_collect'], phone: '+49 69 2345 6702' },
  { n: 20, cityCode: 'FRA', title: 'Frankfurt Sachsenhausen', street: 'Schweizer Straße 45', postcode: '60594', city: 'Frankfurt am Main', lat: 50.1010, lng: 8.6830, hours: highStreetHours, services: ['flavour_tasting', 'trade_in'], phone: '+49 69 2345 6703' },
  { n: 21, cityCode: 'STR', title: 'Stuttgart Königstraße', street: 'Königstraße 27', postcode: '70173', city: 'Stuttgart', lat: 48.7790, lng: 9.1780, hours: mallHours, services: ['device_repair', 'device_trial', 'click_and_collect'], phone: '+49 711 2345 601' },
  { n: 22, cityCode: 'LEJ', title: 'Leipzig Petersstraße', street: 'Petersstraße 36', postcode: '04109', city: 'Leipzig', lat: 51.3380, lng: 12.3740, hours: highStreetHours, services: ['device_trial', 'flavour_tasting', 'click_and_collect'], phone: '+49 341 2345 601' },
  { n: 23, cityCode: 'DRS', title: 'Dresden Prager Straße', street: 'Prager Straße 12', postcode: '01069', city: 'Dresden', lat: 51.0450, lng: 13.7365, hours: mallHours, services: ['click_and_collect', 'device_registration'], phone: '+49 351 2345 601' },
  { n: 24, cityCode: 'HAJ', title: 'Hannover Georgstraße', street: 'Georgstraße 20', postcode: '30159', city: 'Hannover', lat: 52.3745, lng: 9.7390, hours: highStreetHours, services: ['device_repair', 'click_and_collect', 'trade_in'], phone: '+49 511 2345 601' },
  { n: 25, cityCode: 'NUE', title: 'Nürnberg Breite Gasse', street: 'Breite Gasse 50', postcode: '90402', city: 'Nürnberg', lat: 49.4510, lng: 11.0730, hours: mallHours, services: ['device_trial', 'flavour_tasting', 'click_and_collect'], phone: '+49 911 2345 601' },
];

/** The content service's store documents. */
export const seededStores: StoreContentWire[] = seeds.map((seed) => ({
  id: `store-${String(seed.n).padStart(3, '0')}`,
  content_type: 'store',
  ExternalId: `DE-${seed.cityCode}-${String(seed.n).padStart(3, '0')}`,
  Location: { lat: seed.lat, lng: seed.lng },
  title: seed.title,
  address: { street: seed.street, postcode: seed.postcode, city: seed.city, country_code: 'DE' },
  opening_hours: seed.hours,
  services: seed.services,
  phone: seed.phone,
  email: `store.${seed.cityCode.toLowerCase()}${seed.n}@shop.example`,
  description: `Try our devices, taste every flavour and get help with your device at ${seed.title}.`,
}));
