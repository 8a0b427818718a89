/**
 * Where each carrier shows a parcel's journey, keyed by Magento's carrier code (`ShipmentTracking.carrier`): the
 * carrier's public tracking page with the tracking number as a query parameter. A carrier not listed here gets its
 * number shown without a link.
 */
const carrierTrackingPages: Readonly<Record<string, { page: string; parameter: string }>> = {
  dhl: { page: 'https://www.dhl.com/global-en/home/tracking/tracking-parcel.html', parameter: 'tracking-id' },
  ups: { page: 'https://www.ups.com/track', parameter: 'tracknum' },
  fedex: { page: 'https://www.fedex.com/fedextrack/', parameter: 'trknbr' },
  usps: { page: 'https://tools.usps.com/go/TrackConfirmAction', parameter: 'tLabels' },
};

/** The carrier's tracking page for one parcel, or undefined for a carrier the table does not know or no number. */
export function trackingUrlOf(carrier: string, trackingNumber: string): string | undefined {
  const code = carrier.trim().toLowerCase();
  const number = trackingNumber.trim();
  // Own keys only: a carrier named like an object's built-in ("constructor") is simply unknown.
  if (!Object.hasOwn(carrierTrackingPages, code) || !number) return undefined;
  const { page, parameter } = carrierTrackingPages[code] as { page: string; parameter: string };
  const url = new URL(page);
  url.searchParams.set(parameter, number);
  return url.href;
}
