import { Suspense, useEffect, useId, useRef, useState, type FormEvent, type RefObject } from 'react';
import { Button, Icon, Spinner } from '@storefront/design-system';
import { track, lazyWithWords } from '../../platform';
import {
  DEFAULT_RADIUS_KM,
  type ApproximatePosition,
  type StoreCriteria,
  type StoreSearchResult,
} from '../api';
import { useAddressSuggestions, useCurrentPosition, useStoreLocatorWords, useStoreSearch } from '../hooks';
import type { AddressSuggestion, StoreNearby } from '../types';
import { AddressCombobox } from './AddressCombobox';
import { StoreCard } from './StoreCard';
import { StorePlot } from './StorePlot';
import * as styles from './StoreLocatorWidget.css';

// Leaflet and its sheet load only when the map area comes near the viewport: never part of the page's first load.
const StoreMap = lazyWithWords(() => import('./StoreMap').then((module) => ({ default: module.StoreMap })));

/** How far ahead of the viewport the map starts loading, so it is usually drawn by the time it is seen. */
const MAP_LOAD_MARGIN = '300px 0px';

export interface StoreLocatorWidgetProps {
  /** How far around the chosen place to look, in km. */
  radiusKm?: number;
  /** The heading above the locator; marketers may rename it. */
  heading?: string;
  /** Heading level, so the widget fits the page outline it is dropped into. */
  headingLevel?: 2 | 3;
  /**
   * Shows where the stores are: a map (Leaflet) once the area nears the viewport, the self-drawn plot until then. The
   * list stays the accessible source.
   */
  showPlot?: boolean;
  /** A place to search from the start, e.g. "Berlin" on a city landing page. */
  initialPlace?: string;
  /**
   * The shopper's rough position (the server's location-by-IP lookup): the locator opens with the stores around it,
   * unless `initialPlace` names a place.
   */
  startNear?: ApproximatePosition;
  /** Where the locator opens when the shopper's position is unknown (the market's default place, from the server). */
  startAt?: ApproximatePosition;
  /** The stores of the opening search as the server fetched them, so the list is in the page's HTML. */
  initialStores?: StoreSearchResult;
}

interface Search {
  criteria: StoreCriteria;
  /** How the status line names the place: "Berlin", "your location". */
  place: string;
  /** The search the locator opened with: around where the shopper's connection places them, or the market's place. */
  opening?: 'approximate' | 'market';
}

/** The text of the first suggestion with a position, when the suggestions answer exactly what is in the field. */
function bestSuggestion(text: string, suggestions: AddressSuggestion[], suggestionsFor: string) {
  return suggestionsFor === text.trim() ? suggestions.find((suggestion) => suggestion.position) : undefined;
}

/**
 * Find a store: a city or postcode with address suggestions, or the shopper's own location, then the stores
 * nearest first with address, opening hours, services and distance. No map tiles: the list is the locator.
 */
export function StoreLocatorWidget({
  radiusKm = DEFAULT_RADIUS_KM,
  heading,
  headingLevel = 2,
  showPlot = true,
  initialPlace,
  startNear,
  startAt,
  initialStores,
}: StoreLocatorWidgetProps) {
  const { t } = useStoreLocatorWords();
  const headingId = useId();
  const [text, setText] = useState(initialPlace ?? '');
  const [openingSearch] = useState<Search | null>(() => {
    if (initialPlace) return { criteria: { text: initialPlace }, place: initialPlace };
    const start = startNear ?? startAt;
    if (start)
      return {
        criteria: { near: start.position, radiusKm },
        place: start.city ?? t('storeLocator.location.approximate'),
        opening: startNear ? 'approximate' : 'market',
      };
    return null;
  });
  const [search, setSearch] = useState<Search | null>(openingSearch);
  const [openStoreId, setOpenStoreId] = useState<string | null>(null);
  const { suggestions, suggestionsFor, unavailable } = useAddressSuggestions(text);
  const here = useCurrentPosition();
  // The server's stores answer the opening search only; every later search asks the service.
  const result = useStoreSearch(
    search?.criteria ?? null,
    search === openingSearch ? initialStores : undefined,
  );
  const Heading = `h${headingLevel}` as const;

  const myLocation = t('storeLocator.location.mine');
  const lastPosition = useRef(here.position);
  useEffect(() => {
    // A new fix from "use my location" starts a search around it; re-renders with the same fix do not.
    if (here.status !== 'located' || !here.position || here.position === lastPosition.current) return;
    lastPosition.current = here.position;
    setSearch({ criteria: { near: here.position, radiusKm }, place: myLocation });
  }, [here.status, here.position, radiusKm, myLocation]);

  function searchAround(suggestion: AddressSuggestion) {
    if (!suggestion.position) setSearch({ criteria: { text: suggestion.label }, place: suggestion.label });
    else setSearch({ criteria: { near: suggestion.position, radiusKm }, place: suggestion.label });
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const typed = text.trim();
    if (!typed) return;
    // Enter without picking a suggestion takes the best one, as shoppers expect from an address field.
    const best = bestSuggestion(typed, suggestions, suggestionsFor);
    if (best) {
      setText(best.label);
      searchAround(best);
    } else setSearch({ criteria: { text: typed }, place: typed });
  }

  function toggleStore(store: StoreNearby) {
    const opening = openStoreId !== store.id;
    setOpenStoreId(opening ? store.id : null);
    if (opening)
      track('tracking:activity:store_locator_click', { label: store.name, location: 'store locator' });
  }

  /** A marker on the map was activated: its store opens in the list, which scrolls to it and takes the focus. */
  function chooseOnMap(store: StoreNearby) {
    if (openStoreId !== store.id) {
      setOpenStoreId(store.id);
      track('tracking:activity:store_locator_click', { label: store.name, location: 'store locator map' });
    }
    const toggle = document.getElementById(storeToggleId(store.id));
    toggle?.focus({ preventScroll: true });
    toggle?.scrollIntoView({
      block: 'nearest',
      behavior: window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth',
    });
  }

  const geolocationProblem =
    here.status === 'refused' || here.status === 'unavailable' || here.status === 'unsupported'
      ? t(`storeLocator.location.${here.status}`)
      : undefined;

  return (
    <section className={styles.locator} aria-labelledby={headingId}>
      <Heading id={headingId} className={styles.heading}>
        {heading ?? t('storeLocator.heading')}
      </Heading>
      <div className={styles.controls}>
        <form role="search" aria-labelledby={headingId} className={styles.searchForm} onSubmit={onSubmit}>
          <AddressCombobox
            label={t('storeLocator.search.label')}
            hint={t('storeLocator.search.hint')}
            suggestionsLabel={t('storeLocator.search.suggestions')}
            announceCount={(count) => t('storeLocator.search.suggestionCount', { count })}
            value={text}
            onValueChange={setText}
            suggestions={suggestions}
            unavailable={unavailable ? t('storeLocator.search.unavailable') : undefined}
            onChoose={searchAround}
          />
          <Button type="submit" className={styles.submit}>
            <Icon name="search" size="sm" />
            {t('storeLocator.search.submit')}
          </Button>
        </form>
        <Button variant="secondary" onClick={here.locate} loading={here.status === 'locating'}>
          {t('storeLocator.myLocation')}
        </Button>
      </div>
      {search?.opening === 'approximate' && (
        <p className={styles.note}>{t('storeLocator.location.approximateNote')}</p>
      )}
      {search?.opening === 'market' && (
        <p className={styles.note}>{t('storeLocator.location.marketNote', { place: search.place })}</p>
      )}
      {geolocationProblem && (
        <p role="alert" className={styles.problem}>
          {geolocationProblem}
        </p>
      )}
      <StoreResults
        search={search}
        radiusKm={radiusKm}
        result={result}
        openStoreId={openStoreId}
        onToggle={toggleStore}
        onChooseOnMap={chooseOnMap}
        showPlot={showPlot}
      />
    </section>
  );
}

interface StoreResultsProps {
  search: Search | null;
  radiusKm: number;
  result: ReturnType<typeof useStoreSearch>;
  openStoreId: string | null;
  onToggle: (store: StoreNearby) => void;
  onChooseOnMap: (store: StoreNearby) => void;
  showPlot: boolean;
}

/** The id of a store's details button, which a marker on the map moves the focus to. */
const storeToggleId = (storeId: string) => `store-locator-details-${storeId}`;

function StoreResults({
  search,
  radiusKm,
  result,
  openStoreId,
  onToggle,
  onChooseOnMap,
  showPlot,
}: StoreResultsProps) {
  const { t } = useStoreLocatorWords();
  const { stores, origin } = result;
  const near = search !== null && 'near' in search.criteria;
  const place = search?.place ?? '';

  let status = '';
  if (result.isLoading) status = t('storeLocator.searching');
  else if (result.hasResult && stores.length === 0)
    status = near
      ? t('storeLocator.results.none', { radius: radiusKm, place })
      : t('storeLocator.results.noneText', { place });
  else if (result.hasResult && near) status = t('storeLocator.results.near', { count: stores.length, place });
  else if (result.hasResult) status = t('storeLocator.results.text', { count: stores.length, place });

  return (
    <>
      {/* Always in the page, so screen readers announce each new search result. */}
      <p role="status" className={styles.status}>
        {result.isLoading && <Spinner size="sm" />}
        {status}
      </p>
      {result.failure && (
        <div role="alert" className={styles.problemBox}>
          <p className={styles.problem}>{t('storeLocator.error')}</p>
          <Button variant="secondary" size="sm" onClick={result.retry}>
            {t('storeLocator.retry')}
          </Button>
        </div>
      )}
      {stores.length > 0 && (
        <div className={styles.results}>
          <ol className={styles.list} aria-label={t('storeLocator.list')}>
            {stores.map((store, index) => (
              <StoreCard
                key={store.id}
                store={store}
                position={index + 1}
                open={openStoreId === store.id}
                onToggle={() => onToggle(store)}
                toggleId={storeToggleId(store.id)}
              />
            ))}
          </ol>
          {showPlot && (
            <StoreMapArea
              stores={stores}
              {...(origin ? { origin } : {})}
              selectedId={openStoreId}
              onSelect={onChooseOnMap}
            />
          )}
        </div>
      )}
    </>
  );
}

/** True once the element is within MAP_LOAD_MARGIN of the viewport (never on the server, so hydration matches). */
function useNearViewport(element: RefObject<HTMLElement | null>) {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const target = element.current;
    // A browser without IntersectionObserver keeps the plot.
    if (!target || near || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: MAP_LOAD_MARGIN },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [element, near]);
  return near;
}

interface StoreMapAreaProps {
  stores: StoreNearby[];
  origin?: StoreSearchResult['origin'];
  selectedId: string | null;
  onSelect: (store: StoreNearby) => void;
}

/** The plot in the server's HTML and until Leaflet has loaded; the map once the area nears the viewport. */
function StoreMapArea({ stores, origin, selectedId, onSelect }: StoreMapAreaProps) {
  const area = useRef<HTMLDivElement>(null);
  const near = useNearViewport(area);
  const plot = <StorePlot stores={stores} {...(origin ? { origin } : {})} selectedId={selectedId} />;
  return (
    <div ref={area} className={styles.mapArea}>
      {near ? (
        <Suspense fallback={plot}>
          <StoreMap
            stores={stores}
            {...(origin ? { origin } : {})}
            selectedId={selectedId}
            onSelect={onSelect}
          />
        </Suspense>
      ) : (
        plot
      )}
    </div>
  );
}
