import type { GeoPoint } from '../contract/wire';

interface Place {
  /** The name as the suggest service titles it. */
  title: string;
  /** German spelling first; English exonyms so "Munich" finds München. */
  aliases?: string[];
  formatted: string;
  /** Kind of place, from the largest component down. */
  kind: 'locality' | 'district' | 'street' | 'province';
  position?: GeoPoint;
}

/** What the suggest sandbox knows: cities with stores, a few neighbours that share a prefix, postcodes and streets. */
export const places: Place[] = [
  { title: 'Berlin', formatted: 'Berlin', kind: 'locality', position: { lat: 52.52, lng: 13.405 } },
  {
    title: 'Berlin-Mitte',
    formatted: 'Berlin-Mitte, Berlin',
    kind: 'district',
    position: { lat: 52.5206, lng: 13.4094 },
  },
  {
    title: '10115 Berlin',
    formatted: '10115 Berlin',
    kind: 'district',
    position: { lat: 52.5323, lng: 13.3846 },
  },
  {
    title: '10719 Berlin',
    formatted: '10719 Berlin',
    kind: 'district',
    position: { lat: 52.4985, lng: 13.3262 },
  },
  {
    title: 'Bernau bei Berlin',
    formatted: 'Bernau bei Berlin, Brandenburg',
    kind: 'locality',
    position: { lat: 52.6794, lng: 13.5873 },
  },
  {
    title: 'Bergisch Gladbach',
    formatted: 'Bergisch Gladbach, Nordrhein-Westfalen',
    kind: 'locality',
    position: { lat: 50.9918, lng: 7.1367 },
  },
  { title: 'Bonn', formatted: 'Bonn', kind: 'locality', position: { lat: 50.7374, lng: 7.0982 } },
  { title: 'Brandenburg', formatted: 'Brandenburg', kind: 'province' },
  { title: 'Potsdam', formatted: 'Potsdam', kind: 'locality', position: { lat: 52.3906, lng: 13.0645 } },
  { title: 'Hamburg', formatted: 'Hamburg', kind: 'locality', position: { lat: 53.5511, lng: 9.9937 } },
  {
    title: 'Hamburg-Altona',
    formatted: 'Hamburg-Altona, Hamburg',
    kind: 'district',
    position: { lat: 53.5503, lng: 9.9356 },
  },
  {
    title: '20095 Hamburg',
    formatted: '20095 Hamburg',
    kind: 'district',
    position: { lat: 53.5507, lng: 10.0009 },
  },
  {
    title: 'Hameln',
    formatted: 'Hameln, Niedersachsen',
    kind: 'locality',
    position: { lat: 52.1032, lng: 9.3562 },
  },
  {
    title: 'Hannover',
    aliases: ['Hanover'],
    formatted: 'Hannover',
    kind: 'locality',
    position: { lat: 52.3759, lng: 9.732 },
  },
  {
    title: 'München',
    aliases: ['Munich', 'Muenchen'],
    formatted: 'München',
    kind: 'locality',
    position: { lat: 48.1351, lng: 11.582 },
  },
  {
    title: '80331 München',
    formatted: '80331 München',
    kind: 'district',
    position: { lat: 48.1372, lng: 11.5755 },
  },
  {
    title: 'Köln',
    aliases: ['Cologne', 'Koeln'],
    formatted: 'Köln',
    kind: 'locality',
    position: { lat: 50.9375, lng: 6.9603 },
  },
  { title: '50667 Köln', formatted: '50667 Köln', kind: 'district', position: { lat: 50.9385, lng: 6.9571 } },
  {
    title: 'Düsseldorf',
    aliases: ['Duesseldorf'],
    formatted: 'Düsseldorf',
    kind: 'locality',
    position: { lat: 51.2277, lng: 6.7735 },
  },
  {
    title: 'Frankfurt am Main',
    aliases: ['Frankfurt'],
    formatted: 'Frankfurt am Main',
    kind: 'locality',
    position: { lat: 50.1109, lng: 8.6821 },
  },
  {
    title: 'Frankfurt (Oder)',
    formatted: 'Frankfurt (Oder), Brandenburg',
    kind: 'locality',
    position: { lat: 52.3471, lng: 14.5506 },
  },
  {
    title: '60313 Frankfurt am Main',
    formatted: '60313 Frankfurt am Main',
    kind: 'district',
    position: { lat: 50.1153, lng: 8.6834 },
  },
  { title: 'Stuttgart', formatted: 'Stuttgart', kind: 'locality', position: { lat: 48.7758, lng: 9.1829 } },
  { title: 'Leipzig', formatted: 'Leipzig', kind: 'locality', position: { lat: 51.3397, lng: 12.3731 } },
  { title: 'Dresden', formatted: 'Dresden', kind: 'locality', position: { lat: 51.0504, lng: 13.7373 } },
  {
    title: 'Nürnberg',
    aliases: ['Nuremberg', 'Nuernberg'],
    formatted: 'Nürnberg',
    kind: 'locality',
    position: { lat: 49.4521, lng: 11.0767 },
  },
  {
    title: 'Kurfürstendamm',
    formatted: 'Kurfürstendamm, 10719 Berlin',
    kind: 'street',
    position: { lat: 52.5015, lng: 13.3235 },
  },
  {
    title: 'Königsallee',
    formatted: 'Königsallee, 40212 Düsseldorf',
    kind: 'street',
    position: { lat: 51.2222, lng: 6.7799 },
  },
];
