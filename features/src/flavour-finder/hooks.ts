import { createContext, useContext } from 'react';
import useSWR, { unstable_serialize } from 'swr';
import type { StoreView } from '../platform';
import { useCommerceClient, type CommerceClient } from '../backends/commerce';
import { getFlavourProfiles } from './api';

const profilesKey = (storeView: StoreView) => ['flavour-finder:profiles', storeView] as const;

/**
 * Server side: the catalogue's flavours as SWR fallback data, so a shared result URL arrives rendered. When the
 * catalogue cannot answer the page is served without them and the browser asks again.
 */
export async function flavourProfilesFallback(client: CommerceClient): Promise<Record<string, unknown>> {
  try {
    return { [unstable_serialize(profilesKey(client.storeView))]: await getFlavourProfiles(client) };
  } catch {
    return {};
  }
}

/** The catalogue's flavours with their ratings. */
export function useFlavourProfiles() {
  const client = useCommerceClient();
  const result = useSWR(profilesKey(client.storeView), () => getFlavourProfiles(client));
  return { profiles: result.data, error: result.error as unknown, retry: () => void result.mutate() };
}

/** The page's query string and how to change it, so the finder's answers live in a shareable URL. */
export interface FlavourFinderUrl {
  /** The current query string, e.g. `?q1=2&q2=1`. */
  search: string;
  /** Goes to the same page with this query string (a history entry, so the browser's Back returns a step). */
  setSearch: (search: string) => void;
}

/**
 * The site's router hands the finder its URL here. Without it (the block on another page) the finder keeps its
 * answers in its own state and has no shareable link.
 */
export const FlavourFinderUrlContext = createContext<FlavourFinderUrl | null>(null);
export const useFlavourFinderUrl = () => useContext(FlavourFinderUrlContext);
