/** The store content service's and the address suggest service's answers (their own shapes, spec section 7). */

export interface GeoPoint {
  lat: number;
  lng: number;
}

export type Weekday = 'monday' | 'tuesday' | 'wednesday' | 'thursday' | 'friday' | 'saturday' | 'sunday';

export const weekdays: readonly Weekday[] = [
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
];

/** What a store offers; the sandbox and the real service use the same codes. */
export type StoreServiceCode =
  | 'device_repair'
  | 'device_trial'
  | 'flavour_tasting'
  | 'click_and_collect'
  | 'trade_in'
  | 'device_registration';

/** One store document of the content service (content_type `store`). */
export interface StoreContentWire {
  id: string;
  content_type: 'store';
  ExternalId: string;
  Location: GeoPoint;
  title: string;
  address: { street: string; postcode: string; city: string; country_code: string };
  /** Days without an entry are closed. Times are local, HH:mm. */
  opening_hours: Array<{ day: Weekday; open: string; close: string }>;
  services: string[];
  phone?: string;
  email?: string;
  description?: string;
}

/** GET /api/v1/search */
export interface StoreSearchResponse {
  data: StoreContentWire[];
  meta: { total: number; limit: number };
}

/** GET /api/v1/content/{type}/{id} */
export interface StoreContentResponse {
  data: StoreContentWire;
}

/** One answer of the suggest service (text, print_address=1, lang, results). */
export interface AddressSuggestionWire {
  title: { text: string };
  subtitle?: { text: string };
  address?: { formatted_address: string; component?: Array<{ name: string; kind: string[] }> };
  /** Where the suggested place is; present for places, absent for vague matches (a region, a street name alone). */
  position?: GeoPoint;
}

export interface AddressSuggestResponse {
  results: AddressSuggestionWire[];
}
