import type { CommerceClient } from '../backends/commerce';
import { getSticksMatrix } from '../catalog';
import type { FlavourProfile } from './types';

/** The catalogue's flavours with their intensity, freshness and sweetness ratings (the sticks matrix). */
export async function getFlavourProfiles(client: CommerceClient): Promise<FlavourProfile[]> {
  const rows = await getSticksMatrix(client);
  return rows.map((row) => ({
    flavour: row.flavor,
    sku: row.sku,
    intensity: row.intensity,
    freshness: row.freshness,
    sweetness: row.sweetness,
  }));
}
