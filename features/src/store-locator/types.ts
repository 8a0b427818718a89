/**
 * Stores come from an external content service (spec section 3: ExternalId, Location); address suggestions from a
 * configured suggest service. Wire shapes are the services' own; the domain types are what the shop shows.
 */

import {
  distanceKm,
  weekdays,
  type AddressSuggestionWire,
  type GeoPoint,
  type StoreContentWire,
  type StoreServiceCode,
  type Weekday,
} from '../backends/store-locator';

export { distanceKm, weekdays } from '../backends/store-locator';
export type {
  AddressSuggestionWire,
  AddressSuggestResponse,
  GeoPoint,
  StoreContentResponse,
  StoreContentWire,
  StoreSearchResponse,
  StoreServiceCode,
  Weekday,
} from '../backends/store-locator';

// ---- Domain ------------------------------------------------------------------------------------------------------

export interface OpeningHoursRow {
  /** First and last day of a run of days with the same hours (equal for a single day). */
  from: Weekday;
  to: Weekday;
  /** `null` when the store is closed on those days. */
  hours: { open: string; close: string } | null;
}

export interface Store {
  id: string;
  externalId: string;
  name: string;
  location: GeoPoint;
  street: string;
  postcode: string;
  city: string;
  countryCode: string;
  openingHours: OpeningHoursRow[];
  services: StoreServiceCode[];
  phone?: string;
  email?: string;
  description?: string;
}

/** A store seen from where the shopper is: `distanceKm` is set when an origin is known. */
export interface StoreNearby extends Store {
  distanceKm?: number;
}

export interface AddressSuggestion {
  /** What the field shows once chosen, e.g. "Hamburg" or "Rosenthaler Straße 40, 10178 Berlin". */
  label: string;
  /** A second line for the list, e.g. "Germany". */
  detail: string;
  position?: GeoPoint;
}

const knownServices: ReadonlySet<string> = new Set<StoreServiceCode>([
  'device_repair',
  'device_trial',
  'flavour_tasting',
  'click_and_collect',
  'trade_in',
  'device_registration',
]);

const isStoreService = (code: string): code is StoreServiceCode => knownServices.has(code);

/** Runs of consecutive days with the same hours, Monday first: "Mon–Fri 10:00–20:00, Sat 10:00–18:00, Sun closed". */
export function groupOpeningHours(entries: StoreContentWire['opening_hours']): OpeningHoursRow[] {
  const rows: OpeningHoursRow[] = [];
  for (const day of weekdays) {
    const entry = entries.find((candidate) => candidate.day === day);
    const hours = entry ? { open: entry.open, close: entry.close } : null;
    const last = rows.at(-1);
    if (last && last.hours?.open === hours?.open && last.hours?.close === hours?.close) last.to = day;
    else rows.push({ from: day, to: day, hours });
  }
  return rows;
}

export function toStore(wire: StoreContentWire): Store {
  return {
    id: wire.id,
    externalId: wire.ExternalId,
    name: wire.title,
    location: wire.Location,
    street: wire.address.street,
    postcode: wire.address.postcode,
    city: wire.address.city,
    countryCode: wire.address.country_code,
    openingHours: groupOpeningHours(wire.opening_hours),
    // A service the shop has no words for yet is left out rather than shown as a raw code.
    services: wire.services.filter(isStoreService),
    ...(wire.phone ? { phone: wire.phone } : {}),
    ...(wire.email ? { email: wire.email } : {}),
    ...(wire.description ? { description: wire.description } : {}),
  };
}

export function toAddressSuggestion(wire: AddressSuggestionWire): AddressSuggestion {
  return {
    label: wire.address?.formatted_address ?? wire.title.text,
    detail: wire.subtitle?.text ?? '',
    ...(wire.position ? { position: wire.position } : {}),
  };
}

import type { Formatter } from '../platform';
/** Nearest first; without an origin the service's order is kept. */
export function sortByDistance(stores: Store[], origin: GeoPoint | undefined): StoreNearby[] {
  if (!origin) return stores.map((store) => ({ ...store }));
  return stores
    .map((store) => ({ ...store, distanceKm: distanceKm(origin, store.location) }))
    .sort((a, b) => a.distanceKm - b.distanceKm);
}

/** "1.2 km" (in German "1,2 km"): one decimal below 10 km, whole kilometres above. */
export function formatDistance(km: number, format: Formatter): string {
  const digits = km < 10 ? 1 : 0;
  return format.number(km, {
    style: 'unit',
    unit: 'kilometer',
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  });
}
